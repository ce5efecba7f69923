// goHover on a struct field or a kind's name: the schema controller-gen v0.21.0 generates for it
// (pkg/crd/schema.go: a field's type, format and markers; `required` unless omitempty/+optional;
// pkg/crd/markers validation.go constraints; XValidation rules with the apiserver's cost estimate,
// apiextensions-apiserver schema/cel compilation.go). A field of a k8s.io/api type is read from the
// check worker's CRD (generated with the built-in types), which the hover takes as its context.
import { describe, expect, it } from 'vitest';
import { generate, goHover } from '../../../src/engine/index';
import { loadK8sApi } from '../../../src/k8sapi/index';

const PATH = 'api/v1/types.go';
const TEXT = `// +groupName=gadgets.example.com
package v1

import (
\tcorev1 "k8s.io/api/core/v1"
\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

type GadgetSpec struct {
\t// Size of the gadget.
\t// +kubebuilder:validation:Maximum=5
\t// +kubebuilder:default=1
\tSize int32 \`json:"size,omitempty"\`
\t// +kubebuilder:validation:MaxItems=4
\t// +kubebuilder:validation:items:MaxLength=8
\t// +kubebuilder:validation:XValidation:rule="self.all(x, x != 'localhost')",message="no localhost"
\tHosts []string \`json:"hosts"\`
\tTemplate corev1.PodTemplateSpec \`json:"template"\`
}

// +kubebuilder:object:root=true
type Gadget struct {
\tmetav1.TypeMeta   \`json:",inline"\`
\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`
\tSpec GadgetSpec \`json:"spec,omitempty"\`
}
`;
const files = [{ path: PATH, text: TEXT }];
const hoverAt = (needle: string, ctx?: Parameters<typeof goHover>[3]) => goHover(PATH, TEXT, TEXT.indexOf(needle) + 1, ctx)?.markdown ?? null;

describe('goHover on fields', () => {
  const cases = [
    {
      name: 'a scalar: type, format, optional (omitempty), description, constraints, default',
      at: 'Size int32',
      has: ['**spec.size**: integer (int32) — optional', 'Size of the gadget', '- maximum: 5', '- default: `1`'],
    },
    {
      name: 'a list: bounds, its rule with the estimated cost against the per-rule limit',
      at: 'Hosts []string',
      has: ['**spec.hosts**: []string — required', '- maxItems: 4', 'rules:', "- `self.all(x, x != 'localhost')` — estimated cost ", ' of 10,000,000'],
    },
    { name: 'the kind’s name: the root schema', at: 'Gadget struct', has: ['**(root)**: Object', 'properties: ', '`spec`'] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const md = hoverAt(c.at, { files });
      for (const h of c.has) expect(md).toContain(h);
    });
  }

  it('a field of a k8s.io/api type: the schema of the check worker’s CRD, generated with the built-in types', async () => {
    const builtins = Object.values(await loadK8sApi(36)).flat();
    const crdText = generate(files, {}, builtins)
      .crds.map((c) => c.yaml)
      .join('');
    // without them the generator here knows nothing of PodTemplateSpec
    expect(hoverAt('Template corev1', { files })).not.toContain('`spec`');
    const md = hoverAt('Template corev1', { files, crdText });
    expect(md).toContain('**spec.template**: Object — required');
    expect(md).toContain('PodTemplateSpec describes the data a pod should have');
    expect(md).toContain('properties: `metadata`, `spec`');
  }, 60_000);

  it('in Ukrainian: our words follow the locale, the CRD’s descriptions stay as written', () => {
    const md = hoverAt('Hosts []string', { files, locale: 'uk' });
    expect(md).toContain('**spec.hosts**: []string — обовʼязкове');
    expect(md).toContain('правила:');
    expect(md).toMatch(/оцінка вартості [\d,]+ з 10,000,000/);
    expect(hoverAt('Size int32', { files, locale: 'uk' })).toContain('— необовʼязкове');
  });

  it('nothing on a blank line or a type that made no schema of its own', () => {
    expect(hoverAt('\n\n// +kubebuilder:object:root', { files })).toBeNull();
  });
});
