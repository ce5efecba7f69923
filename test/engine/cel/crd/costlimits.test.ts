// CRD cost limits: getCostErrorMessage wording (validation.go), TotalCost top-4 contributors and
// cardinality (cel_validation.go), the worked examples of cel-cost.md §5/§6/§8.
import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../../src/engine/field/path';
import { TotalCost, childCardinality, costErrorMessage, costFactorText, expressionCost, fallbackCardinality, multiplyWithOverflowGuard } from '../../../../src/engine/cel/crd/costlimits';

describe('getCostErrorMessage factor', () => {
  const rows: [bigint, bigint, string, string][] = [
    [18_100_000n, 10_000_000n, '1.8x', 'cel-cost §8.6: %.1f above 1.5'],
    [12_345_678n, 10_000_000n, '1.234568x', 'cel-cost §8.6: %f below 1.5'],
    [1_000_000_001n, 10_000_000n, 'more than 100x', 'cel-cost §8.6: above 100'],
    [1_000_000_000n, 10_000_000n, '100.0x', 'exactly 100 is not "more than"'],
    [150_000_000n, 100_000_000n, '1.5x', 'per-schema total 1.5'],
    [10_000_001n, 10_000_000n, '1.000000x', 'just over the limit'],
    [329_857_577_777n, 10_000_000n, 'more than 100x', 'docs example: self.all(x, x.contains(...)) unbounded'],
  ];
  it.each(rows)('%s / %s → %s (%s)', (cost, limit, want) => {
    expect(costFactorText(cost, limit)).toBe(want);
  });
  it('full message text', () => {
    expect(costErrorMessage('estimated rule cost', 18_100_000n, 10_000_000n)).toBe(
      'estimated rule cost exceeds budget by factor of 1.8x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
    );
  });
});

describe('cardinality', () => {
  it('childContext multiplies maxItems/maxProperties; unbounded is sticky', () => {
    const root = 1n;
    const foo = childCardinality(root, { type: 'object', properties: {} });
    expect(foo).toBe(1n);
    expect(childCardinality(foo, { type: 'array', maxItems: 10, items: {} })).toBe(10n);
    expect(childCardinality(10n, { type: 'object', maxProperties: 5, additionalProperties: {} })).toBe(50n);
    expect(childCardinality(foo, { type: 'array', items: {} })).toBeUndefined();
    expect(childCardinality(undefined, { type: 'object', properties: {} })).toBeUndefined();
    expect(childCardinality(3n, { type: 'array', maxItems: -1, items: {} })).toBe(0n);
  });
  it('maxCardinality fallback: 3 MiB / (min size + 1)', () => {
    expect(fallbackCardinality(2)).toBe(1_048_576n);
    expect(fallbackCardinality(1)).toBe(1_572_864n);
  });
  it('cel-cost §8.5: nested unbounded list rule cost', () => {
    expect(expressionCost(6_291_454n, undefined, fallbackCardinality(2))).toBe(6_597_067_669_504n); // 6,291,454 × 2^20 (cel-cost.md prints 6,597,061,240,832, an arithmetic slip);
    expect(expressionCost(42n, 10n, 0n)).toBe(420n);
  });
  it('multiplyWithOverflowGuard saturates and keeps 0', () => {
    expect(multiplyWithOverflowGuard(0n, 99n)).toBe(0n);
    expect(multiplyWithOverflowGuard(1n << 40n, 1n << 40n)).toBe((1n << 64n) - 1n);
  });
});

describe('TotalCost.ObserveExpressionCost', () => {
  it('keeps the 4 most expensive contributors ≥ 1% of the limit, sorted descending', () => {
    const t = new TotalCost();
    const p = (i: number) => FieldPath.of('r').index(i);
    t.observe(p(0), 999_999n);
    t.observe(p(1), 2_000_000n);
    t.observe(p(2), 5_000_000n);
    t.observe(p(3), 1_000_000n);
    t.observe(p(4), 3_000_000n);
    t.observe(p(5), 4_000_000n);
    expect(t.total).toBe(15_999_999n);
    expect(t.mostExpensive.map((c) => c.path.toString())).toEqual(['r[2]', 'r[5]', 'r[4]', 'r[1]']);
  });
});
