// RuleReport.range (the rule's `rule:` value in the CRD text, for every way a CRD holds schemas)
// and RuleReport.suggestion (computed in the engine for rules above half the per-rule limit).
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';

const schema = (indent: string, rule: string, extra = '') =>
  [
    'openAPIV3Schema:',
    '  type: object',
    '  properties:',
    '    spec:',
    '      type: object',
    '      properties:',
    '        hosts:',
    '          type: array',
    extra ? `          ${extra}` : '',
    '          items: {type: string}',
    '          x-kubernetes-validations:',
    `          - rule: ${JSON.stringify(rule)}`,
  ]
    .filter((l) => l !== '')
    .map((l) => indent + l)
    .join('\n') + '\n';

const head = (apiVersion: string) => `apiVersion: ${apiVersion}
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
`;

const v1Shared =
  head('apiextensions.k8s.io/v1') +
  `  versions:
  - name: v1
    served: true
    storage: true
    schema:
${schema('      ', "self.all(h, h.startsWith('a'))")}`;

const v1PerVersion =
  head('apiextensions.k8s.io/v1') +
  `  versions:
  - name: v1
    served: true
    storage: true
    schema:
${schema('      ', 'self.size() > 0', 'maxItems: 4')}  - name: v2
    served: true
    storage: false
    schema:
${schema('      ', "self.all(h, h.contains('x'))")}`;

const v1beta1 =
  head('apiextensions.k8s.io/v1beta1') +
  `  version: v1
  validation:
${schema('    ', "self.all(h, h.startsWith('a'))")}`;

function rules(text: string) {
  const r = check({ sources: [{ id: 'crd', text }] });
  return r.crds[0].rules.map((x) => ({
    rule: x.rule,
    at: x.range ? text.slice(x.range.start.offset, x.range.end.offset) : null,
    line: x.range?.start.line,
    suggestion: x.suggestion,
    cost: x.totalCost,
  }));
}

describe('rule ranges', () => {
  it.each([
    ['v1, one schema for all versions (compiled at spec.validation)', v1Shared, [23]],
    ['v1, a schema per version', v1PerVersion, [24, 39]],
    ['v1beta1 spec.validation', v1beta1, [20]],
  ])('%s', (_name, text, lines) => {
    const got = rules(text);
    expect(got.map((g) => g.line)).toEqual(lines);
    for (const g of got) expect(g.at).toBe(JSON.stringify(g.rule));
  });
});

describe('bound suggestions in the result', () => {
  it('only rules above half the limit get one', () => {
    const got = rules(v1PerVersion);
    expect(got[0].suggestion).toBeUndefined(); // self.size() on a bounded list
    expect(got[1].cost).toBeGreaterThan(10_000_000);
    expect(got[1].suggestion?.additions.map((a) => `${a.path} ${a.keyword} ${a.value}`)).toEqual(['spec.hosts maxItems 4096', 'spec.hosts[*] maxLength 256']);
    expect(got[1].suggestion?.resultingCost).toBeLessThanOrEqual(1_000_000);
  });
});
