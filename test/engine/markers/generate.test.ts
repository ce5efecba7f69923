import { beforeAll, describe, expect, it } from 'vitest';
import { generate, type GoFile } from '../../../src/engine';
import { loadK8sApi } from '../../../src/k8sapi';

// Where a user meets the markers: generate() (the CLI's `generate` and the app's Go mode) — a
// marker that does not parse is controller-gen's error at the marker; markers it ignores are
// warnings at the marker, and the CRD comes out as controller-gen makes it (the ignored marker
// has no effect).
const types = (fieldMarkers: string, typeMarkers = ''): string => `// +groupName=example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type WidgetSpec struct {
${fieldMarkers}
	Size int32 \`json:"size"\`
}

// +kubebuilder:object:root=true
${typeMarkers}
type Widget struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`

	Spec WidgetSpec \`json:"spec,omitempty"\`
}
`;

let builtins: GoFile[] = [];
beforeAll(async () => {
  builtins = Object.values(await loadK8sApi(36)).flat();
});

function run(src: string) {
  return generate(
    [
      { path: 'example/go.mod', text: 'module example.com/widgets\n\ngo 1.22\n' },
      { path: 'example/api/v1/types.go', text: src },
    ],
    {},
    builtins,
  );
}

function sizeSchema(r: ReturnType<typeof run>): Record<string, unknown> {
  const crd = r.crds[0]?.crd as { spec: { versions: { schema: { openAPIV3Schema: { properties: { spec: { properties: { size: Record<string, unknown> } } } } } }[] } };
  return crd.spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.size;
}

describe('markers through generate()', () => {
  it('a registered marker applies', () => {
    const r = run(types('\t// +kubebuilder:validation:Maximum=10'));
    expect(r.errors).toEqual([]);
    expect(sizeSchema(r).maximum).toBe(10);
  });

  it("a bad argument is controller-gen's error, at the marker", () => {
    const src = types('\t// +kubebuilder:validation:Maximum=ten');
    const r = run(src);
    const e = r.errors.find((d) => d.code === 'markers.parse');
    expect(e?.message).toBe('expected integer or float, got "ten" (at 1:1)');
    expect(e).toMatchObject({ file: 'example/api/v1/types.go', line: 7, column: 37 });
  });

  it('a miscased marker is ignored (no maximum) and warned about with the name meant', () => {
    const r = run(types('\t// +kubebuilder:validation:maximum=10'));
    expect(r.errors).toEqual([]);
    expect(sizeSchema(r).maximum).toBeUndefined();
    const w = r.warnings.find((d) => d.code === 'markers.unknown');
    expect(w?.message).toContain('Did you mean `+kubebuilder:validation:Maximum`?');
    expect(w).toMatchObject({ severity: 'warning', line: 7, column: 5 });
  });

  it('a type marker cut off from its type by another comment is warned about', () => {
    const r = run(types('', '\n// a note\n\n// Widget is a widget.').replace('// +kubebuilder:object:root=true\n', '// +kubebuilder:object:root=true\n// +kubebuilder:subresource:status\n'));
    expect(r.errors).toEqual([]);
    expect((r.crds[0].crd as { spec: { versions: { subresources?: unknown }[] } }).spec.versions[0].subresources).toBeUndefined();
    expect(r.warnings.map((w) => w.code)).toContain('markers.unattached');
  });
});
