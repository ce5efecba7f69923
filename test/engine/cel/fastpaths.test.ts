// The interpreter evaluates all(), exists(), map() and filter() without the generic comprehension
// loop. cel-go runs every macro through that loop (interpreter/interpretable.go evalFold), charging
// its runtime cost step by step (interpreter/runtimecost.go); the fast paths must give the same
// value or error and the same cost, also when the cost limit stops them part way. The same holds
// for the string calls on a comprehension variable and a constant (interpreter/stringcalls.ts):
// cel-go charges the variable 1 and the call its size-based cost (runtimecost.go costCall: the
// string traversal factor 0.1 on code points, ceil in float64), whatever the strings' lengths.
import { describe, expect, it } from 'vitest';
import { ArrayList, compile, createEnv, HashMap, program, T, toProtoJSON, twoVarComprehensionsLibrary, type Value } from '../../../src/engine/cel';
import { kubernetesCostLibrary, quantityLibrary } from '../../../src/engine/cel/k8s';

const strings = new ArrayList(['item-1-a', 'item-2-b', 'x', 'item-4-a']);
const ints = new ArrayList([1n, 0n, 3n, 2n]);
// code point counts around the factor 0.1's steps: 0, 1-10, 11-20, 21+ UTF-16 units, with and
// without surrogate pairs (a pair is one code point)
const words = new ArrayList(['', 'a', 'abcdefghij', 'abcdefghijk', '😀😀😀😀😀😀', 'a😀😀😀😀😀b', '😀'.repeat(11), 'x'.repeat(21), 'ab😀cd'.repeat(5), 'a-constant-longer-than-ten']);
// declared list(string), bound to other values: the string calls fall back to the generic call
const mixed = new ArrayList([1n, 'a', null, 'b😀']);
const map = new HashMap();
map.set('a', 1n);
map.set('b', 0n);

const typed = createEnv({
  variables: { self: T.list(T.string), ints: T.list(T.int), m: T.map(T.string, T.int), words: T.list(T.string), mixed: T.list(T.string) },
  libraries: [twoVarComprehensionsLibrary],
});
const dynamic = createEnv({ variables: { self: T.dyn, ints: T.dyn, m: T.dyn, words: T.dyn, mixed: T.dyn } });
// the Kubernetes cost hooks see every call (their arguments included)
const kube = createEnv({
  variables: { self: T.list(T.string), ints: T.list(T.int), m: T.map(T.string, T.int), words: T.list(T.string), mixed: T.list(T.string) },
  libraries: [kubernetesCostLibrary(), quantityLibrary],
});

const EXPRESSIONS = [
  "self.map(x, x + '-b')",
  "self.filter(x, x.startsWith('item'))",
  "self.map(x, x.startsWith('item'), x.size())",
  "size(self.filter(x, x.startsWith('item'))) == size(self)",
  'ints.map(i, 10 / i)', // an error part way: the accumulator becomes the error
  'ints.filter(i, 10 / i > 3)', // an error in the predicate
  'ints.filter(i, i)', // a predicate that is not a bool (dynamic envs only)
  'ints.map(i, [i, i * 2])',
  'ints.map(i, 1)', // a constant element
  'm.map(k, k)',
  'm.filter(k, m[k] > 0)',
  'ints.all(i, i >= 0)',
  'ints.exists(i, 6 / i == 3)',
  'ints.all(i, 1 / i > 0)',
  'self.map(x, self.filter(y, y == x)).size()',
  "self.exists_one(x, x == 'x')",
  // string calls on the variable and a constant, at the size steps
  "words.map(w, w + 'ab')",
  "words.map(w, w + '😀😀')",
  "words.map(w, w + 'a-constant-longer-than-ten')",
  "words.filter(w, w == 'a')",
  "words.filter(w, w == 'abcdefghijk')",
  "words.filter(w, w != '😀😀😀😀😀😀')",
  "words.exists(w, w == 'a-constant-longer-than-twenty-units')",
  "words.filter(w, w == '')",
  "words.all(w, w.startsWith('😀'))",
  "words.filter(w, w.endsWith('b'))",
  "words.filter(w, w.contains('😀b'))",
  "words.filter(w, w.contains(''))",
  "words.filter(w, w.contains('ghijk-and-more-than-ten'))",
  "words.filter(w, w < 'b')",
  "words.filter(w, w.matches('^[a-z]+$'))",
  "words.map(w, 'p' + w)", // the constant first: the generic call
  "mixed.map(x, x + 'b')",
  "mixed.filter(x, x == 'a')",
  "mixed.exists(x, x.startsWith('b'))",
  // exists_one and other folds with a constant condition and a `pred ? t : accu` step
  "words.exists_one(w, w == 'a')",
  'words.exists_one(w, w.size() > 3)',
  'ints.exists_one(i, 6 / i == 3)', // an error in the predicate
  'ints.exists_one(i, i)', // not a bool (dynamic envs only)
  "m.exists_one(k, k == 'a')",
  "self.exists_one(i, v, v == 'x')",
  'ints.exists_one(i, v, v > i)',
];

function results(expr: string, env: ReturnType<typeof createEnv>, costLimit?: number) {
  const c = compile(expr, env);
  if (!c.ast) return [{ compileError: c.issues.map((i) => i.message).join('; ') }];
  const act = { self: strings as Value, ints: ints as Value, m: map as Value, words: words as Value, mixed: mixed as Value };
  return [true, false].map((fastPaths) => {
    const r = program(c.ast!, env, { optimize: true, presenceTestHasCost: false, fastPaths }).eval(act, { costLimit });
    return 'error' in r ? { error: r.error, cost: r.cost } : { value: toProtoJSON(r.value), cost: r.cost };
  });
}

describe('comprehension fast paths equal the generic loop', () => {
  for (const [name, env] of [
    ['checked', typed],
    ['dynamic', dynamic],
    ['kubernetes cost hooks', kube],
  ] as const) {
    it.each(EXPRESSIONS)(`${name}: %s`, (expr) => {
      const [fast, generic] = results(expr, env);
      if (!('cost' in fast)) return; // does not compile in this env (a bool predicate is checked)
      expect(fast).toEqual(generic);
      // stopped by the cost limit at every point
      for (let limit = 0; limit < (fast.cost as number); limit += (fast.cost as number) > 300 ? 7 : 1) {
        const [f, g] = results(expr, env, limit);
        expect(f, `limit ${limit}`).toEqual(g);
      }
    });
  }

  it('map() charges what cel-go charges per step', () => {
    const [fast] = results("self.map(x, x + '-b')", typed);
    // the range 1; per item: accumulator 1 + x 1 + string add 1 + list literal 10 + list add 1; the result 1
    expect(fast).toEqual({ value: ['item-1-a-b', 'item-2-b-b', 'x-b', 'item-4-a-b'], cost: 1 + 4 * 14 + 1 });
  });

  it.each([
    // per item: the accumulator 1, w 1, ceil(0.1 × code points of w + 2), the list literal 10, the append 1
    ["words.map(w, w + 'ab')", [1, 1, 2, 2, 1, 1, 2, 3, 3, 3]],
    // per item: the accumulator 1, w 1, ceil(0.1 × min(code points of w, 11)), the list literal 10, the append 1
    ["words.map(w, w == 'abcdefghijk')", [0, 1, 1, 2, 1, 1, 2, 2, 2, 2]],
  ] as [string, number[]][])('%s: the string call costs by code points', (expr, callCosts) => {
    const [fast, generic] = results(expr, typed);
    expect(fast).toEqual(generic);
    // the range 1, per item 13 and the call, the result 1
    expect(fast).toHaveProperty('cost', 1 + callCosts.reduce((a, c) => a + c + 13, 0) + 1);
  });
});
