// goCodeActions on a kind and on misplaced markers:
//  - a kind (controller-tools v0.21.0 pkg/crd/gen.go FindKubeKinds: a struct embedding TypeMeta and
//    ObjectMeta) without `+kubebuilder:resource` gets it with the scope generated now (pkg/crd/spec.go:
//    Namespaced when no resource marker says otherwise), and with a `status` field but no
//    `+kubebuilder:subresource:status` gets that (kubebuilder's scaffold writes both on every kind);
//  - a marker controller-gen ignores for its place (pkg/markers collect.go: a field gets its doc comment
//    and the one group right above it; a marker on a node of another target is never looked up there;
//    markers/diagnose.ts words the warning) is moved to the node it applies to, or deleted.
import { describe, expect, it } from 'vitest';
import { generate, goCodeActions } from '../../../src/engine/index';

const PATH = 'api/v1/types.go';
type Edit = { span: { start: number; end: number }; text: string };
const apply = (text: string, edits: Edit[]) => [...edits].sort((a, b) => b.span.start - a.span.start).reduce((t, e) => t.slice(0, e.span.start) + e.text + t.slice(e.span.end), text);
const actionsAt = (text: string, needle: string, locale?: 'en' | 'uk') => {
  const at = text.indexOf(needle) + 1;
  return goCodeActions(PATH, text, { start: at, end: at }, locale ? { locale } : undefined);
};

const KIND = `// +groupName=gadgets.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type GadgetSpec struct {
\tSize int32 \`json:"size"\`
}

type GadgetStatus struct {
\tReady bool \`json:"ready,omitempty"\`
}

// Gadget is a gadget.
// +kubebuilder:object:root=true
type Gadget struct {
\tmetav1.TypeMeta   \`json:",inline"\`
\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`
\tSpec   GadgetSpec   \`json:"spec,omitempty"\`
\tStatus GadgetStatus \`json:"status,omitempty"\`
}

// +kubebuilder:object:root=true
type GadgetList struct {
\tmetav1.TypeMeta \`json:",inline"\`
\tmetav1.ListMeta \`json:"metadata,omitempty"\`
\tItems []Gadget \`json:"items"\`
}
`;

describe('goCodeActions on a kind', () => {
  const crdOf = (text: string) => generate([{ path: PATH, text }]).crds[0]!.crd as { spec: { scope: string; versions: { subresources?: unknown }[] } };

  it('offers the resource marker with the scope generated now (no change to the CRD) and the status subresource', () => {
    const titles = actionsAt(KIND, 'type Gadget struct').map((a) => a.title);
    expect(titles).toEqual([
      'Add +kubebuilder:resource:scope=Namespaced (the scope generated now)',
      'Add +kubebuilder:resource:scope=Cluster',
      'Add +kubebuilder:subresource:status (the Status field gets its own /status endpoint)',
    ]);
    const [namespaced, , status] = actionsAt(KIND, 'Gadget is a gadget');
    const withScope = apply(KIND, namespaced!.edits);
    expect(withScope).toContain('// +kubebuilder:object:root=true\n// +kubebuilder:resource:scope=Namespaced\ntype Gadget struct');
    expect(crdOf(withScope).spec.scope).toBe(crdOf(KIND).spec.scope);
    const withStatus = apply(KIND, status!.edits);
    expect(crdOf(KIND).spec.versions[0]!.subresources).toBeUndefined();
    expect(crdOf(withStatus).spec.versions[0]!.subresources).toEqual({ status: {} });
    // both written: nothing more to offer
    const both = apply(withScope, actionsAt(withScope, 'type Gadget struct').find((a) => a.title.includes('subresource'))!.edits);
    expect(actionsAt(both, 'type Gadget struct')).toEqual([]);
  });

  it('in Ukrainian', () => {
    expect(actionsAt(KIND, 'type Gadget struct', 'uk').map((a) => a.title)).toEqual([
      'Додати +kubebuilder:resource:scope=Namespaced (область, що генерується зараз)',
      'Додати +kubebuilder:resource:scope=Cluster',
      'Додати +kubebuilder:subresource:status (поле Status отримає власну точку /status)',
    ]);
  });

  it('offers nothing on a list type, a non-kind struct, or inside the kind’s fields', () => {
    expect(actionsAt(KIND, 'type GadgetList struct')).toEqual([]);
    expect(actionsAt(KIND, 'type GadgetSpec struct')).toEqual([]);
    expect(actionsAt(KIND, 'Spec   GadgetSpec')).toEqual([]);
  });

  it('a kind without a status field gets no status action', () => {
    const text = KIND.replace('\tStatus GadgetStatus `json:"status,omitempty"`\n', '');
    expect(actionsAt(text, 'type Gadget struct').map((a) => a.title)).not.toContain('Add +kubebuilder:subresource:status (the Status field gets its own /status endpoint)');
  });
});

const MISPLACED = `// +groupName=gadgets.example.com
package v1

// +optional
type Host string

type GadgetSpec struct {
\tName string \`json:"name"\`
\tSize int32  \`json:"size"\` // +kubebuilder:validation:Maximum=3
\tHosts []Host \`json:"hosts"\`
\t// +groupName=other.example.com
\tOther string \`json:"other"\`
\t// +kubebuilder:subresource:status
\tStatus string \`json:"status"\`
\t// +kubebuilder:validation:Minimum=1
}

// +kubebuilder:validation:MinProperties=1

// a comment of its own

type Widget struct {
\tSpec GadgetSpec \`json:"spec"\`
}

func helper() {
\t// +kubebuilder:validation:MinLength=1
}
`;

describe('goCodeActions on a misplaced marker', () => {
  const cases = [
    {
      name: 'a field-only marker on a type: to the field of that type',
      at: '+optional',
      titles: ['Move +optional to the field GadgetSpec.Hosts', 'Delete +optional (controller-gen ignores it)'],
      expect: '\tHosts []Host',
      above: '\t// +optional',
    },
    {
      name: 'a marker after a field on its line: to its own line above it',
      at: 'Maximum=3',
      titles: ['Move +kubebuilder:validation:Maximum to its own line above', 'Delete +kubebuilder:validation:Maximum (controller-gen ignores it)'],
      expect: '\tSize int32  `json:"size"`\n',
      above: '\t// +kubebuilder:validation:Maximum=3',
    },
    {
      name: 'a package marker on a field: above the package clause',
      at: '+groupName=other',
      titles: ['Move +groupName above the package clause', 'Delete +groupName (controller-gen ignores it)'],
      expect: 'package v1',
      above: '// +groupName=other.example.com',
    },
    {
      name: 'a type-only marker on a field: to the type holding the field',
      at: 'subresource:status',
      titles: ['Move +kubebuilder:subresource:status to the type GadgetSpec', 'Delete +kubebuilder:subresource:status (controller-gen ignores it)'],
      expect: 'type GadgetSpec struct',
      above: '// +kubebuilder:subresource:status',
    },
    {
      name: 'a type marker separated from its type by another comment group: to that type',
      at: 'MinProperties=1',
      titles: ['Move +kubebuilder:validation:MinProperties to the type Widget', 'Delete +kubebuilder:validation:MinProperties (controller-gen ignores it)'],
      expect: 'type Widget struct',
      above: '// +kubebuilder:validation:MinProperties=1',
    },
    { name: 'a marker after the last field: delete', at: 'Minimum=1', titles: ['Delete +kubebuilder:validation:Minimum (controller-gen ignores it)'] },
    { name: 'a marker inside a function: delete', at: 'MinLength=1', titles: ['Delete +kubebuilder:validation:MinLength (controller-gen ignores it)'] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const actions = actionsAt(MISPLACED, c.at);
      expect(actions.map((a) => a.title)).toEqual(c.titles);
      expect(actions[0]!.isPreferred).toBe(true);
      const fixed = apply(MISPLACED, actions[0]!.edits);
      const marker = MISPLACED.slice(MISPLACED.lastIndexOf('+', MISPLACED.indexOf(c.at) + 1)).split(/[\n ]/)[0]!;
      expect(fixed.split(marker).length).toBe(c.expect ? 2 : 1);
      if (c.expect && c.above) expect(fixed).toContain(`${c.above}\n${c.expect}`);
      // moved or deleted, it is no longer reported there
      const left = goCodeActions(PATH, fixed, { start: 0, end: fixed.length }).filter((a) => a.title.includes(marker.replace(/=.*/, '') + ' '));
      expect(left).toEqual([]);
    });
  }

  it('in Ukrainian', () => {
    expect(actionsAt(MISPLACED, '+optional', 'uk').map((a) => a.title)).toEqual(['Перенести +optional до поля GadgetSpec.Hosts', 'Видалити +optional (controller-gen його ігнорує)']);
  });
});
