// The interpreter evaluates all(), exists(), map() and filter() without the generic comprehension
// loop. cel-go runs every macro through that loop (interpreter/interpretable.go evalFold), charging
// its runtime cost step by step (interpreter/runtimecost.go); the fast paths must give the same
// value or error and the same cost, also when the cost limit stops them part way.
import { describe, expect, it } from 'vitest';
import { ArrayList, compile, createEnv, HashMap, program, T, toProtoJSON, twoVarComprehensionsLibrary, type Value } from '../../../src/engine/cel';
import { kubernetesCostLibrary, quantityLibrary } from '../../../src/engine/cel/k8s';

const strings = new ArrayList(['item-1-a', 'item-2-b', 'x', 'item-4-a']);
const ints = new ArrayList([1n, 0n, 3n, 2n]);
const map = new HashMap();
map.set('a', 1n);
map.set('b', 0n);

const typed = createEnv({ variables: { self: T.list(T.string), ints: T.list(T.int), m: T.map(T.string, T.int) }, libraries: [twoVarComprehensionsLibrary] });
const dynamic = createEnv({ variables: { self: T.dyn, ints: T.dyn, m: T.dyn } });
// the Kubernetes cost hooks see every call (their arguments included)
const kube = createEnv({ variables: { self: T.list(T.string), ints: T.list(T.int), m: T.map(T.string, T.int) }, libraries: [kubernetesCostLibrary(), quantityLibrary] });

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
];

function results(expr: string, env: ReturnType<typeof createEnv>, costLimit?: number) {
  const c = compile(expr, env);
  if (!c.ast) return [{ compileError: c.issues.map((i) => i.message).join('; ') }];
  const act = { self: strings as Value, ints: ints as Value, m: map as Value };
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
      for (let limit = 0; limit < (fast.cost as number); limit += 3) {
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
});
