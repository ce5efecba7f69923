// The CEL view of a result (src/state/cel.ts), computed from real check() results: costs against
// the per-rule limit, results per rule and object, rule ranges, inline hints, /status availability.
import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine';
import type { RuleReport } from '../../src/engine/api';
import { costHints, countResults, percentText, relativeRulePath, resultsForRule, ruleCostView, ruleRange, statusAvailable } from '../../src/state/cel';

const CRD = (subresources: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
${subresources}    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            x-kubernetes-validations:
            - rule: "self.replicas <= 10"
              message: at most 10 replicas
            properties:
              replicas: {type: integer}
              level:
                type: string
                enum: ["low", "medium", "high"]
                x-kubernetes-validations:
                - rule: "!(self == 'high' && oldSelf == 'low') && !(self == 'low' && oldSelf == 'high')"
                  message: cannot transition directly between 'low' and 'high'
              foo:
                type: array
                items:
                  type: string
                x-kubernetes-validations:
                  - rule: "self.all(x, x.contains('a string'))"
`;
const OBJ = (level: string, replicas: number) => `apiVersion: example.com/v1
kind: Widget
metadata: {name: w}
spec:
  replicas: ${replicas}
  level: ${level}
`;

const run = (opts: { request?: 'create' | 'update' | 'status'; crd?: string; obj?: string; old?: string } = {}) =>
  check({
    sources: [
      { id: 'crd', text: opts.crd ?? CRD('') },
      { id: 'objects', text: opts.obj ?? OBJ('high', 3) },
    ],
    oldSources: opts.old !== undefined ? [{ id: 'old', text: opts.old }] : undefined,
    options: { request: opts.request ?? 'create' },
  });

const ruleWith = (rules: RuleReport[], text: string) => rules.find((r) => r.rule.includes(text))!;

describe('rule costs', () => {
  const r = run();
  const rules = r.crds[0].rules;

  it('a constant rule is far below the limit', () => {
    const v = ruleCostView(ruleWith(rules, 'replicas'));
    expect(v.level).toBe('ok');
    expect(v.limit).toBe(10_000_000);
    expect(v.total).toBeGreaterThan(0);
    expect(v.share).toBeLessThan(0.001);
    expect(v.unbounded).toBe(false);
    expect(v.cardinality).toBe(1);
  });

  it("the documentation's unbounded list rule is over the limit, with the engine's suggestion", () => {
    const rule = ruleWith(rules, "x.contains('a string')");
    const v = ruleCostView(rule);
    expect(v.level).toBe('over');
    expect(v.share).toBeGreaterThan(100);
    expect(rule.suggestion?.additions.map((a) => `${a.path} ${a.keyword}`)).toEqual(['spec.foo maxItems', 'spec.foo[*] maxLength']);
    expect(rule.suggestion?.target).toBe('tenth');
  });

  it('a rule without an estimate is not over anything', () => {
    const v = ruleCostView({ ...rules[0], estimatedCost: undefined, totalCost: undefined });
    expect(v).toMatchObject({ total: null, share: null, level: 'ok' });
  });

  it.each([
    [0, '0'],
    [0.00001, '<0.01'],
    [0.0004, '0.04'],
    [0.08, '8'],
    [0.123, '12'],
    [1.5, '150'],
    [3298, '>9999'],
  ])('percentText(%s) = %s', (share, text) => {
    expect(percentText(share)).toBe(text);
  });

  it('relative rule paths match the object results', () => {
    expect(relativeRulePath('spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0]')).toBe('properties[spec].x-kubernetes-validations[0]');
    expect(relativeRulePath('spec.versions[1].schema.openAPIV3Schema.x-kubernetes-validations[2]')).toBe('x-kubernetes-validations[2]');
  });
});

describe('rule results and ranges', () => {
  it('a failing rule on create, with its message; the transition rule is skipped without an old value', () => {
    const bounded = CRD('')
      .replace('                type: array\n', '                type: array\n                maxItems: 25\n')
      .replace('                  type: string\n                x-kubernetes', '                  type: string\n                  maxLength: 10\n                x-kubernetes');
    const r = run({ crd: bounded, obj: OBJ('high', 15) });
    const crd = r.crds[0];
    const replicas = resultsForRule(ruleWith(crd.rules, 'replicas'), crd, r.objects);
    expect(replicas).toHaveLength(1);
    expect(replicas[0].results).toMatchObject([{ status: 'failed', message: 'at most 10 replicas', fieldPath: 'spec' }]);
    const transition = resultsForRule(ruleWith(crd.rules, 'oldSelf'), crd, r.objects);
    expect(transition[0].results).toMatchObject([{ status: 'skipped', skipReason: 'transition rule without an old value' }]);
    expect(countResults(replicas[0].results)).toEqual({ passed: 0, failed: 1, error: 0, skipped: 0, ratcheted: 0 });
  });

  it("on update the transition rule runs and fails with the documentation's message", () => {
    const bounded = CRD('')
      .replace('                type: array\n', '                type: array\n                maxItems: 25\n')
      .replace('                  type: string\n                x-kubernetes', '                  type: string\n                  maxLength: 10\n                x-kubernetes');
    const r = run({ crd: bounded, obj: OBJ('high', 3), old: OBJ('low', 3), request: 'update' });
    const crd = r.crds[0];
    const transition = resultsForRule(ruleWith(crd.rules, 'oldSelf'), crd, r.objects);
    expect(transition[0].results).toMatchObject([{ status: 'failed', message: "cannot transition directly between 'low' and 'high'" }]);
  });

  it('every rule has the range of its text in the CRD editor, and one hint per rule line', () => {
    const text = CRD('');
    const r = run();
    const crd = r.crds[0];
    for (const rule of crd.rules) {
      const range = ruleRange(rule, crd, r.diagnostics)!;
      expect(text.slice(range.start.offset, range.end.offset)).toContain(rule.rule.slice(0, 10));
    }
    const hints = costHints(r, 'crd');
    expect(hints.map((h) => text.split('\n')[h.line - 1].trim().slice(0, 12))).toEqual(['- rule: "sel', '- rule: "!(s', '- rule: "sel']);
    expect(hints.map((h) => h.cost.level)).toEqual(['ok', 'ok', 'over']);
    expect(costHints(r, 'objects')).toEqual([]);
    expect(costHints(null, 'crd')).toEqual([]);
  });

  it('a rule without a range is revealed at a diagnostic about it', () => {
    const r = run();
    const crd = r.crds[0];
    const rule = { ...ruleWith(crd.rules, "x.contains('a string')"), range: undefined };
    const range = ruleRange(rule, crd, r.diagnostics);
    expect(range).toBeDefined();
  });
});

describe('status availability', () => {
  it('only with the status subresource in the version serving the object', () => {
    expect(statusAvailable(run())).toBe(false);
    expect(statusAvailable(run({ crd: CRD('    subresources:\n      status: {}\n') }))).toBe(true);
    expect(statusAvailable(null)).toBe(false);
  });
});

describe('rules that do not compile', () => {
  it('have no estimate and no inline hint', () => {
    const r = run({ crd: CRD('').replace('rule: "self.replicas <= 10"', 'rule: "self.nope() <= 10"') });
    const rule = ruleWith(r.crds[0].rules, 'self.nope()');
    expect(rule.error).toMatch(/^compilation failed: ERROR: <input>:1:\d+:/);
    expect(ruleCostView(rule)).toMatchObject({ total: null, share: null, level: 'ok' });
    expect(costHints(r, 'crd').map((h) => h.rule.rule)).not.toContain(rule.rule);
  });
});
