// Rows from cel-go ext/lists_test.go (v0.26) for ListsVersion(3): slice, flatten, sort, sortBy,
// lists.range, reverse, distinct.
import { describe, expect, it } from 'vitest';
import { listsExtLibrary } from '../../../../src/engine/cel/k8s/lib/listsExt';
import { listsExtCallCost } from '../../../../src/engine/cel/k8s/extensionCost';
import { ArrayList, type Value } from '../../../../src/engine/cel';
import { evaluate, evaluateWith } from './harness';

const run = (expr: string) => evaluateWith([listsExtLibrary], expr);

describe('cel-go lists extension, version 3', () => {
  const truths = [
    'lists.range(4) == [0,1,2,3]',
    'lists.range(0) == []',
    '[5,1,2,3].reverse() == [3,2,1,5]',
    '[].reverse() == []',
    '[1].reverse() == [1]',
    "['are', 'you', 'as', 'bored', 'as', 'I', 'am'].reverse() == ['am', 'I', 'as', 'bored', 'as', 'you', 'are']",
    '[false, true, true].reverse().reverse() == [false, true, true]',
    '[1,2,3,4].slice(0, 4) == [1,2,3,4]',
    '[1,2,3,4].slice(0, 0) == []',
    '[1,2,3,4].slice(1, 1) == []',
    '[1,2,3,4].slice(4, 4) == []',
    '[1,2,3,4].slice(1, 3) == [2, 3]',
    'dyn([]).flatten() == []',
    'dyn([1,2,3,4]).flatten() == [1,2,3,4]',
    '[1,[2,[3,4]]].flatten() == [1,2,[3,4]]',
    '[1,2,[],[],[3,4]].flatten() == [1,2,3,4]',
    '[1,[2,[3,4]]].flatten(2) == [1,2,3,4]',
    '[[1, 2], 3].flatten(3) == [1, 2, 3]',
    '[].sort() == []',
    '[1].sort() == [1]',
    '[4, 3, 2, 1].sort() == [1, 2, 3, 4]',
    '["d", "a", "b", "c"].sort() == ["a", "b", "c", "d"]',
    '[].sortBy(e, e) == []',
    '["a"].sortBy(e, e) == ["a"]',
    '[-3, 1, -5, -2, 4].sortBy(e, -(e * e)) == [-5, 4, -3, -2, 1]',
    '[-3, 1, -5, -2, 4].map(e, e * 2).sortBy(e, -(e * e)) == [-10, 8, -6, -4, 2]',
    'lists.range(3).sortBy(e, -e) == [2, 1, 0]',
    '["a", "c", "b", "first"].sortBy(e, e == "first" ? "" : e) == ["first", "a", "b", "c"]',
    "[{'x':4}, {'x':3}].sortBy(m, m['x']) == [{'x':3}, {'x':4}]",
    '[].distinct() == []',
    '[1].distinct() == [1]',
    '[-2, 5, -2, 1, 1, 5, -2, 1].distinct() == [-2, 5, 1]',
    "['c', 'a', 'a', 'b', 'a', 'b', 'c', 'c'].distinct() == ['c', 'a', 'b']",
    '[1, 2.0, "c", 3, "c", 1].distinct() == [1, 2.0, "c", 3]',
    '[1, 1.0, 2].distinct() == [1, 2]',
    '[[1], [1], [2]].distinct() == [[1], [2]]',
  ];
  it.each(truths)('%s', (expr) => {
    expect(run(expr)).toEqual({ value: true });
  });

  const errors: [string, string][] = [
    ['[1,2,3,4].slice(3, 0)', 'cannot slice(3, 0), start index must be less than or equal to end index'],
    ['[1,2,3,4].slice(0, 10)', 'cannot slice(0, 10), list is length 4'],
    ['[1,2,3,4].slice(-5, 10)', 'cannot slice(-5, 10), negative indexes not supported'],
    ['[1,2,3,4].slice(-5, -3)', 'cannot slice(-5, -3), negative indexes not supported'],
    ['[1,[2,[3,[4]]]].flatten(-1)', 'level must be non-negative'],
    ['[].flatten(-1)', 'level must be non-negative'],
    ['["d", 3, 2, "c"].sort()', 'list elements must have the same type'],
  ];
  it.each(errors)('%s → %s', (expr, want) => {
    expect(run(expr)).toEqual({ error: want });
  });

  it('sortBy on a literal target type-checks only for list, select, ident, comprehension or call targets', () => {
    const r = run('1.sortBy(e, e)');
    expect('compileError' in r && r.compileError).toContain('sortBy can only be applied to a list, identifier, comprehension, call or select expression');
  });

  it('is in the Kubernetes environment from 1.34 only', () => {
    expect(evaluate('[3, 1, 2].sort() == [1, 2, 3]', '1.34', 'NewExpressions')).toEqual({ value: true });
    const r = evaluate('[3, 1, 2].sort()', '1.33', 'NewExpressions');
    expect('compileError' in r && r.compileError).toContain("undeclared reference to 'sort'");
  });
});

describe('lists.range guard', () => {
  it('a range beyond any per-call cost limit fails with the cost-limit error instead of allocating', () => {
    expect(evaluateWith([listsExtLibrary], 'lists.range(100000000000).size()')).toEqual({ error: 'operation cancelled: actual cost limit exceeded' });
  });
});

describe('lists extension runtime costs by overload id (cel-go ext/lists.go trackListOutputSize and the sort trackers)', () => {
  const ints = new ArrayList([3n, 1n, 2n]);
  const strs = new ArrayList(['b', 'a', 'c']);
  // sort: n² comparisons × (2, + 0.1 for strings), + the call 1 + a new list 10
  it.each([
    ['list_int_sort', [ints], 2 * 9 + 1 + 10],
    ['list_string_sort', [strs], Math.floor(9 * 2.1) + 1 + 10],
    ['list_int_sortByAssociatedKeys', [strs, ints], 2 * 9 + 1 + 10],
    ['list_string_sortByAssociatedKeys', [ints, strs], Math.floor(9 * 2.1) + 1 + 10],
    ['list_int_sortByAssociatedKeys', [strs, new ArrayList([])], 1 + 10],
    // the shortest ids of the shape (one character of type name)
    ['list_x_sort', [ints], 2 * 9 + 1 + 10],
    ['list_x_sortByAssociatedKeys', [ints, ints], 2 * 9 + 1 + 10],
    // not a sort: the default applies
    ['list__sort', [ints], undefined],
    ['list_sort', [ints], undefined],
    ['lists_sort', [ints], undefined],
    ['list_int_sorted', [ints], undefined],
    ['list__sortByAssociatedKeys', [ints, ints], undefined],
    ['add_list', [ints, ints], undefined],
  ] as [string, Value[], number | undefined][])('%s', (id, args, cost) => {
    expect(listsExtCallCost('', id, args, null)).toBe(cost);
  });

  it('every sort overload the library declares is priced', () => {
    const ids = listsExtLibrary.functions!.flatMap((f) => f.overloads.map((o) => o.id)).filter((id) => /_sort$|_sortByAssociatedKeys$/.test(id));
    expect(ids.length).toBeGreaterThan(4);
    for (const id of ids) expect(listsExtCallCost('', id, [ints, ints], null), id).toBe(2 * 9 + 1 + 10);
  });
});
