// The size-based call costs of cel-go interpreter/runtimecost.go (costCall): ceil(0.1 × size) of
// the string traversal factor (float64, as Go computes it), min of the two sizes for comparisons,
// the sum for concatenation, the regex factor 0.25. The shortcuts (no scan of strings whose length
// decides the result, the constant argument's part computed once) must give the formula's value
// for every string, surrogate pairs counting one code point (utf8.RuneCountInString).
import { describe, expect, it } from 'vitest';
import { SIZE_COST2_IDS, sizeCostConst2, tenth } from '../../../src/engine/cel/interpreter/runtimecost';
import type { Value } from '../../../src/engine/cel';

const codePoints = (s: string) => [...s].length;
const ceil01 = (n: number) => Math.ceil(n * 0.1);
const naive: Record<string, (x: string, y: string) => number> = {
  starts_with_string: (x) => ceil01(codePoints(x)),
  ends_with_string: (x) => ceil01(codePoints(x)),
  add_string: (x, y) => ceil01(codePoints(x) + codePoints(y)),
  contains_string: (x, y) => ceil01(codePoints(x)) * ceil01(codePoints(y)),
  matches_string: (x, y) => Math.ceil((1 + codePoints(x)) * 0.1) * Math.ceil(codePoints(y) * 0.25),
  equals: (x, y) => ceil01(Math.min(codePoints(x), codePoints(y))),
  not_equals: (x, y) => ceil01(Math.min(codePoints(x), codePoints(y))),
  less_string: (x, y) => ceil01(Math.min(codePoints(x), codePoints(y))),
  greater_equals_string: (x, y) => ceil01(Math.min(codePoints(x), codePoints(y))),
};

// every length from 0 to 45 UTF-16 units, with no, some and only surrogate pairs
const STRINGS: string[] = [];
for (let n = 0; n <= 45; n++) {
  STRINGS.push('a'.repeat(n));
  if (n >= 2) STRINGS.push('😀'.repeat(n >> 1) + 'a'.repeat(n & 1));
  if (n >= 4) STRINGS.push('ab😀'.repeat(Math.floor(n / 4)) + 'c'.repeat(n % 4));
}

describe('size-based runtime call costs', () => {
  it('tenth is ceil(0.1 × code points)', () => {
    for (const s of STRINGS) expect(tenth(s), JSON.stringify(s)).toBe(ceil01(codePoints(s)));
  });

  it.each(Object.keys(naive))('%s: the formula for every pair of strings, with and without a constant second argument', (id) => {
    const general = SIZE_COST2_IDS[id]!;
    const wrong: string[] = [];
    for (const y of STRINGS) {
      const withConst = sizeCostConst2(id, y)!;
      for (const x of STRINGS) {
        const want = naive[id]!(x, y);
        if (general(x, y) !== want) wrong.push(`${id}(${JSON.stringify(x)}, ${JSON.stringify(y)}) = ${general(x, y)}, want ${want}`);
        if (withConst(x) !== want) wrong.push(`${id}(${JSON.stringify(x)}, constant ${JSON.stringify(y)}) = ${withConst(x)}, want ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a value that is not a string has size 1 (cel-go actualSize), also beside a constant', () => {
    const notString: Value[] = [1n, null, true];
    for (const v of notString) {
      expect(SIZE_COST2_IDS.equals!(v, 'abcdefghijklmnopqrstuvw')).toBe(1);
      expect(sizeCostConst2('equals', 'abcdefghijklmnopqrstuvw')!(v)).toBe(1);
      expect(sizeCostConst2('equals', '')!(v)).toBe(0);
      expect(sizeCostConst2('add_string', 'ab')!(v)).toBe(1);
    }
  });
});
