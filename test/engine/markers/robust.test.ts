import { describe, expect, it } from 'vitest';
import { crdMarkerRegistry } from '../../../src/engine/crdgen/register';
import { parseGoFile } from '../../../src/engine/gosource/parser';
import { collectPackageMarkers, parseMarkerText } from '../../../src/engine/markers';

// The engine never throws on user input: any marker text through every CRD marker definition,
// and any prefix of a Go file through the collector, give values or diagnostics.
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PIECES = ['a', 'Z', '0', '7', '9', '-', '.', 'e', 'x', '_', ',', ';', ':', '=', '{', '}', '"', '`', "'", '\\', ' ', '\t', 'true', 'false', '1.5', '0x', 'é', '😀', '\u0000', '/', '*', '[', ']'];

describe('never throws', () => {
  it('random argument texts through every CRD marker definition', () => {
    const rand = prng(42);
    const defs = crdMarkerRegistry().allDefinitions();
    for (let i = 0; i < 3000; i++) {
      let text = '';
      const n = Math.floor(rand() * 12);
      for (let j = 0; j < n; j++) text += PIECES[Math.floor(rand() * PIECES.length)];
      const def = defs[Math.floor(rand() * defs.length)];
      const argName = [...def.fields.keys()][0];
      const raw = `+${def.name}${argName ? ':' + argName : ''}=${text}`;
      const r = parseMarkerText(def, raw);
      for (const e of r.errors) {
        expect(e.start).toBeGreaterThanOrEqual(0);
        expect(e.end).toBeLessThanOrEqual(raw.length);
        expect(e.end).toBeGreaterThan(e.start);
      }
    }
  });

  it('every prefix of a Go file with markers through the collector', () => {
    const src = `// +groupName=x.io
package v1

// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="A",type=string,JSONPath=".spec.a"
type T struct {
	// +kubebuilder:validation:XValidation:rule="self.size() > 0",message="m"
	A []string \`json:"a"\` // +optional
	/* +kubebuilder:validation:Minimum=1 */
	B struct {
		// +kubebuilder:validation:Enum=x;y
		C string \`json:"c"\`
	} \`json:"b"\`
}

func f() { /* +nullable */ }
`;
    const reg = crdMarkerRegistry();
    for (let i = 0; i <= src.length; i++) {
      const r = collectPackageMarkers([parseGoFile('t.go', src.slice(0, i))], reg);
      expect(Array.isArray(r.warnings)).toBe(true);
    }
  });
});
