// Estimated cost of the Kubernetes list functions on list literals in the CRD rule environment.
// apiserver/pkg/cel/library/cost.go listElementNode gives the element node a path only when the
// list has one (`nodePath != nil`); a literal has none (cel-go coster.getPath: no exprPaths entry),
// and apiextensions' sizeEstimator.EstimateSize returns nil for an empty Path()
// (schema/cel/compilation.go), so sizeEstimate falls back to [0, MaxUint64]: on strings and bytes
// the element cost 1 + size × 0.1 is unbounded and the rule is over budget; on other element types
// only the list's own (computed) size counts. With a path (self.l) the schema's maxItems/maxLength
// bound it as before.
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';
import { compileSchemaRules } from '../../../../src/engine/cel/crd';
import { FieldPath } from '../../../../src/engine/field/path';

function compiled(rule: string, props: Record<string, JSONSchemaProps> = {}) {
  const schema: JSONSchemaProps = { type: 'object', properties: props, 'x-kubernetes-validations': [{ rule }] };
  const r = compileSchemaRules(schema, FieldPath.root(), { kubeVersion: '1.37', isResourceRoot: false });
  return { cost: r.rules[0]?.estimatedCost, errors: r.errors.map((e) => e.detail) };
}

// ceil(float64(MaxUint64) × 0.1) as Go computes it (1844674407370955264) + 1, times 2 items, + 10 for the list
const UNBOUNDED_TWO = 2 * (1844674407370955264 + 1) + 10;

describe('list functions on literals (size estimator without a path)', () => {
  it.each([
    ['[1, 2].isSorted()', { min: 12, max: 12 }],
    ['[1, 2].sum() == 3', { min: 13, max: 13 }],
    ["['abc', 'de'].isSorted()", { min: 12, max: UNBOUNDED_TWO }],
    ["['abc', 'de'].indexOf('de') == 1", { min: 13, max: UNBOUNDED_TWO + 1 }],
    ["[b'abc', b'de'].isSorted()", { min: 12, max: UNBOUNDED_TWO }],
  ])('%s', (rule, want) => {
    expect(compiled(rule).cost).toEqual(want);
  });

  it('an unbounded literal string list is over the per-rule budget', () => {
    expect(compiled("['abc', 'de'].min() == 'abc'").errors.join('\n')).toMatch(/estimated rule cost exceeds budget/);
    expect(compiled('[1, 2].min() == 1').errors).toEqual([]);
  });

  it('a schema list keeps its bounds (path self.l)', () => {
    const l: JSONSchemaProps = { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 20 } };
    // 10 items × (1 + ceil(80 × 0.1)), a maxLength-20 string being up to 80 bytes, + self and the select
    expect(compiled('self.l.isSorted()', { l }).cost).toEqual({ min: 2, max: 92 });
  });
});
