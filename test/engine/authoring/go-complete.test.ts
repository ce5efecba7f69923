// Completion and hover in a Go file: the markers controller-tools registers for the place the
// comment lands (pkg/markers collect.go attaches it to the package, a type or a field; each
// definition's target is pkg/crd/markers' Target), with argument snippets.
import { describe, expect, it } from 'vitest';
import { goComplete, goHover } from '../../../src/engine/authoring/go-complete';

const SRC = `// +groupName=toys.example.com
package v1

type WidgetSpec struct {
\t// +kubebuilder:validation:Max
\tReplicas int32 \`json:"replicas"\`
}

// +kubebuilder:res
type Widget struct {
\tSpec WidgetSpec \`json:"spec"\`
}
`;

const at = (needle: string) => SRC.indexOf(needle) + needle.length;

describe('goComplete / goHover', () => {
  const cases = [
    {
      name: 'field: validation markers of a field',
      cursor: '// +kubebuilder:validation:Max',
      has: ['kubebuilder:validation:MaxItems', 'kubebuilder:validation:Maximum'],
      hasNot: ['kubebuilder:resource'],
    },
    { name: 'type: resource marker of a type, no field-only marker', cursor: '// +kubebuilder:res', has: ['kubebuilder:resource'], hasNot: ['kubebuilder:validation:Maximum'] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const list = goComplete('api/v1/types.go', SRC, at(c.cursor));
      const labels = list?.items.map((i) => i.label) ?? [];
      for (const l of c.has) expect(labels).toContain(l);
      for (const l of c.hasNot) expect(labels).not.toContain(l);
    });
  }

  it('inserts the marker with its argument as a snippet, replacing the name typed so far', () => {
    const offset = at('// +kubebuilder:validation:Max');
    const item = goComplete('api/v1/types.go', SRC, offset)!.items.find((i) => i.label === 'kubebuilder:validation:Maximum')!;
    expect(item.insertText).toMatch(/^kubebuilder:validation:Maximum=\$\{1:[^}]+\}$/);
    expect(item.range).toEqual({ start: SRC.indexOf('kubebuilder:validation:Max'), end: offset });
  });

  it('offers nothing outside a `// +` comment', () => {
    expect(goComplete('api/v1/types.go', SRC, at('Replicas int32'))).toBeNull();
  });

  it('hover on a marker names it and its place', () => {
    const src = SRC.replace('// +kubebuilder:validation:Max\n', '// +kubebuilder:validation:Maximum=10\n');
    const h = goHover('api/v1/types.go', src, src.indexOf('validation:Maximum') + 3);
    expect(h?.markdown).toContain('**+kubebuilder:validation:Maximum** (field)');
  });
});

describe('goComplete / goHover in Ukrainian', () => {
  it('names the place and the optional arguments in the UI language; the marker help stays controller-gen’s', () => {
    const src = SRC.replace('// +kubebuilder:validation:Max\n', '// +kubebuilder:validation:XValidation:rule="true"\n');
    const h = goHover('api/v1/types.go', src, src.indexOf('validation:XValidation') + 3, { locale: 'uk' });
    expect(h?.markdown).toContain('**+kubebuilder:validation:XValidation** (поле)');
    expect(h?.markdown).toMatch(/- `message`: string \(необовʼязковий\)/);
    const item = goComplete('api/v1/types.go', SRC, at('// +kubebuilder:validation:Max'), 'uk')!.items.find((i) => i.label === 'kubebuilder:validation:Maximum')!;
    expect(item.documentation).toContain('**+kubebuilder:validation:Maximum** (поле)');
    expect(goHover('api/v1/types.go', src, src.indexOf('validation:XValidation') + 3)?.markdown).toMatch(/- `message`: string \(optional\)/);
  });
});
