import { describe, expect, it } from 'vitest';
import { crdMarkerRegistry } from '../../../src/engine/crdgen/register';
import { parseGoFile } from '../../../src/engine/gosource/parser';
import { definitionsFor, markerPlacementAt } from '../../../src/engine/markers';

// Which node a marker being typed would describe (the collector's decision, collect.go), and the
// definitions that apply there: what an editor offers on that line.
const SRC = `// +groupName=example.com
package v1

// +kubebuilder:sub
type Widget struct {
	// +kubebuilder:validation:Max
	Size int32 \`json:"size"\`

	// +kubebuilder:validation:Min
}

// +kubebuilder:subresource:status

// a note between

// Gadget is a gadget.
type Gadget struct{}
`;
const file = parseGoFile('w.go', SRC);
const reg = crdMarkerRegistry();
const at = (needle: string) => markerPlacementAt(file, reg, SRC.indexOf(needle) + 3);

describe('marker placement at the cursor', () => {
  it('package, type and field lines', () => {
    expect(at('+groupName')?.target).toBe('package');
    expect(at('+kubebuilder:sub\n')).toMatchObject({ target: 'type', spec: { name: 'Widget' } });
    expect(at('+kubebuilder:validation:Max')).toMatchObject({ target: 'field', field: { names: ['Size'] } });
  });

  it('a marker that reaches nothing', () => {
    expect(at('+kubebuilder:validation:Min')).toBeUndefined();
  });

  it('a cut-off type marker is package-level, with the type below named', () => {
    expect(at('+kubebuilder:subresource:status')).toMatchObject({ target: 'package', nearType: { name: 'Gadget' } });
  });

  it('not on a marker comment', () => {
    expect(markerPlacementAt(file, reg, SRC.indexOf('type Widget'))).toBeUndefined();
  });

  it('definitions per target', () => {
    const names = (t: 'package' | 'type' | 'field') => definitionsFor(reg, t).map((d) => d.name);
    expect(names('package')).toContain('groupName');
    expect(names('type')).toContain('kubebuilder:subresource:status');
    expect(names('type')).not.toContain('nullable');
    expect(names('field')).toContain('kubebuilder:validation:XValidation');
  });
});
