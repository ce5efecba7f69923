// The cost quick fix in Go (goCodeActions): a `+kubebuilder:validation:XValidation` rule whose estimated
// cost exceeds the budget (apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go:
// "estimated rule cost exceeds budget by factor of ...", "contributed to estimated rule cost total
// exceeding cost limit for entire OpenAPIv3 schema") gets the bounds the YAML quick fix proposes
// (cel/crd/suggest.ts suggestBounds), written as controller-tools v0.21.0 markers
// (pkg/crd/markers/validation.go: MaxItems, MaxLength, MaxProperties and the `items:` copies of
// every validation marker, ValidationItemsPrefix) above the Go field; applied, the error goes.
import { describe, expect, it } from 'vitest';
import { codeActions, generate, generateAndCheck, goCodeActions } from '../../../src/engine/index';

const HEAD = `// +groupName=gadgets.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

`;
const KIND = `
// +kubebuilder:object:root=true
type Gadget struct {
\tmetav1.TypeMeta   \`json:",inline"\`
\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`
\tSpec GadgetSpec \`json:"spec,omitempty"\`
}
`;
const PATH = 'api/v1/types.go';

type Edit = { span: { start: number; end: number }; text: string };
const apply = (text: string, edits: Edit[]) => [...edits].sort((a, b) => b.span.start - a.span.start).reduce((t, e) => t.slice(0, e.span.start) + e.text + t.slice(e.span.end), text);
const costErrors = (text: string) => generateAndCheck([{ path: PATH, text }]).errors.filter((e) => /estimated rule cost/.test(e.message));

/** The bounds the YAML editor's quick fix proposes for the generated CRD (keyword → value, in order). */
function yamlBounds(text: string): string[] {
  const crd = generate([{ path: PATH, text }])
    .crds.map((c) => c.yaml)
    .join('');
  const at = crd.indexOf('rule: ') + 8;
  const fix = codeActions({ texts: { crd, objects: '' } }, 'crd', { start: at, end: at }).find((a) => a.title.startsWith('Add max'));
  return [...(fix?.title.matchAll(/(max\w+): (\d+)/g) ?? [])].map((m) => `${m[1]}=${m[2]}`);
}

const cases = [
  {
    name: 'a list of strings compared pairwise: MaxItems on the field and items:MaxLength for its strings',
    spec: `type GadgetSpec struct {
\t// +kubebuilder:validation:XValidation:rule="self.all(x, self.all(y, x == y || x != y))",message="hosts"
\tHosts []string \`json:"hosts"\`
}
`,
    cursor: 'self.all(x',
    markers: ['+kubebuilder:validation:MaxItems=', '+kubebuilder:validation:items:MaxLength='],
    above: '\tHosts []string',
  },
  {
    name: 'a map of integers compared pairwise: MaxProperties',
    spec: `type GadgetSpec struct {
\t// +kubebuilder:validation:XValidation:rule="self.all(k, self.all(j, self[k] >= self[j] || self[k] < self[j]))"
\tWeights map[string]int32 \`json:"weights"\`
}
`,
    cursor: 'self.all(k',
    markers: ['+kubebuilder:validation:MaxProperties='],
    above: '\tWeights map',
  },
  {
    name: 'a rule on the struct type over a list field: the bound goes on the field, asked from the field line too',
    spec: `// +kubebuilder:validation:XValidation:rule="self.names.all(x, self.names.all(y, x == y || x != y))"
type GadgetSpec struct {
\tNames []string \`json:"names"\`
}
`,
    cursor: 'Names []string',
    markers: ['+kubebuilder:validation:MaxItems=', '+kubebuilder:validation:items:MaxLength='],
    above: '\tNames []string',
  },
];

describe('goCodeActions: the cost quick fix', () => {
  for (const c of cases) {
    it(c.name, () => {
      const text = HEAD + c.spec + KIND;
      expect(costErrors(text).length).toBeGreaterThan(0);
      const at = text.indexOf(c.cursor);
      const fixes = goCodeActions(PATH, text, { start: at, end: at }).filter((a) => a.title.startsWith('Add +kubebuilder:validation:'));
      expect(fixes).toHaveLength(1);
      const fixed = apply(text, fixes[0]!.edits);
      // each marker on its own line right above the field, with the N the YAML quick fix proposes
      const block = fixed
        .slice(0, fixed.indexOf(c.above))
        .split('\n')
        .slice(-1 - c.markers.length, -1);
      const written = block.map((l) => /\+kubebuilder:validation:(?:items:)?(Max\w+)=(\d+)$/.exec(l)).map((m) => (m ? `${m[1][0].toLowerCase()}${m[1].slice(1)}=${m[2]}` : ''));
      expect(block.map((l) => l.replace(/\d+$/, ''))).toEqual(c.markers.map((m) => `\t// ${m}`));
      expect(written).toEqual(yamlBounds(text));
      expect(fixes[0]!.title).toMatch(/\(estimated cost [\d,]+ → [\d,]+\)$/);
      expect(costErrors(fixed)).toEqual([]);
      expect(goCodeActions(PATH, fixed, { start: 0, end: fixed.length }).filter((a) => a.title.startsWith('Add +kubebuilder:validation:'))).toEqual([]);
    });
  }

  it('uses the check worker’s CRDs when given (their costs), and the Ukrainian title', () => {
    const text = HEAD + cases[0]!.spec + KIND;
    const crdText = generate([{ path: PATH, text }])
      .crds.map((c) => c.yaml)
      .join('');
    const at = text.indexOf('self.all(x');
    const [fix] = goCodeActions(PATH, text, { start: at, end: at }, { files: [{ path: PATH, text }], crdText, locale: 'uk' });
    expect(fix?.title).toMatch(/^Додати \+kubebuilder:validation:MaxItems=\d+, \+kubebuilder:validation:items:MaxLength=\d+ до поля Hosts \(оцінка вартості/);
  });

  it('offers nothing away from the rule and its fields, nor for a rule within budget', () => {
    const text = HEAD + cases[0]!.spec + KIND;
    const at = text.indexOf('metav1.TypeMeta');
    expect(goCodeActions(PATH, text, { start: at, end: at })).toEqual([]);
    const cheap = HEAD + cases[0]!.spec.replace('Hosts []string', '// +kubebuilder:validation:MaxItems=8\n\t// +kubebuilder:validation:items:MaxLength=16\n\tHosts []string') + KIND;
    expect(costErrors(cheap)).toEqual([]);
    const r = cheap.indexOf('self.all(x');
    expect(goCodeActions(PATH, cheap, { start: r, end: r })).toEqual([]);
  });

  it('offers no partial fix when a bound has no marker (the values of a map of strings)', () => {
    const text =
      HEAD +
      `type GadgetSpec struct {
\t// +kubebuilder:validation:MaxProperties=16
\t// +kubebuilder:validation:XValidation:rule="self.all(k, self.all(j, self[k].matches(self[j])))"
\tLabels map[string]string \`json:"labels"\`
}
` +
      KIND;
    expect(costErrors(text).length).toBeGreaterThan(0);
    expect(yamlBounds(text).some((b) => b.startsWith('maxLength'))).toBe(true);
    const at = text.indexOf('self.all(k');
    expect(goCodeActions(PATH, text, { start: at, end: at })).toEqual([]);
  });
});
