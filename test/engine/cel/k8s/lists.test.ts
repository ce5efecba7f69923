// Rows modelled on apiserver/pkg/cel/library/lists_test.go (TestLists): isSorted, sum, min, max,
// indexOf, lastIndexOf, with the errors of lists.go.
import { describe, expect, it } from 'vitest';
import { evaluate } from './harness';

describe('Kubernetes lists library (TestLists)', () => {
  const values: [string, string, unknown][] = [
    ['isSorted ints', '[1, 2, 3].isSorted()', true],
    ['isSorted unsorted', '[3, 1, 2].isSorted()', false],
    ['isSorted equal neighbours', '[1, 1, 2].isSorted()', true],
    ['isSorted strings', "['a', 'b', 'c'].isSorted()", true],
    ['isSorted strings unsorted', "['b', 'a'].isSorted()", false],
    ['isSorted doubles', '[1.0, 2.5].isSorted()', true],
    ['isSorted bools', '[false, true].isSorted()', true],
    ['isSorted uints', '[2u, 1u].isSorted()', false],
    ['isSorted durations', "[duration('1s'), duration('1m')].isSorted()", true],
    ['isSorted timestamps', "[timestamp('2000-01-01T00:00:00Z'), timestamp('1999-01-01T00:00:00Z')].isSorted()", false],
    ['isSorted bytes', "[b'a', b'b'].isSorted()", true],
    ['sum ints', '[1, 2, 3].sum()', 6n],
    ['sum doubles', '[1.5, 2.5].sum()', 4],
    ['sum uints', '[1u, 2u].sum()', { uint: 3n }],
    ['sum durations', "[duration('1s'), duration('2s')].sum() == duration('3s')", true],
    ['sum empty typed list is the zero of T', 'lists.range(0).sum()', 0n],
    ['min ints', '[3, 1, 2].min()', 1n],
    ['max ints', '[3, 1, 2].max()', 3n],
    ['min strings', "['b', 'a', 'c'].min()", 'a'],
    ['max strings', "['b', 'a', 'c'].max()", 'c'],
    ['max timestamps', "[timestamp('2000-01-01T00:00:00Z'), timestamp('2001-01-01T00:00:00Z')].max() == timestamp('2001-01-01T00:00:00Z')", true],
    ['indexOf', '[1, 2, 3, 2].indexOf(2)', 1n],
    ['lastIndexOf', '[1, 2, 3, 2].lastIndexOf(2)', 3n],
    ['indexOf absent', '[1, 2, 3].indexOf(4)', -1n],
    ['lastIndexOf absent', '[1, 2, 3].lastIndexOf(4)', -1n],
    ['indexOf strings', "['a', 'b'].indexOf('b')", 1n],
    ['indexOf lists', '[[1], [2]].indexOf([2])', 1n],
  ];
  it.each(values)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ value: want });
  });

  const errors: [string, string, string][] = [
    ['min called on empty list', 'lists.range(0).min()', 'min called on empty list'],
    ['max called on empty list', 'lists.range(0).max()', 'max called on empty list'],
    ['sum overflow', '[9223372036854775807, 1].sum()', 'integer overflow'],
  ];
  it.each(errors)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ error: want });
  });

  it('sum is not declared for strings', () => {
    const r = evaluate("['a'].sum()");
    expect('compileError' in r && r.compileError).toContain("found no matching overload for 'sum' applied to 'list(string).()'");
  });

  it('is present in every version (unversioned, always)', () => {
    expect(evaluate('[1, 2].isSorted()', '1.25', 'NewExpressions')).toEqual({ value: true });
  });
});

describe('comparisons that fail (lists.go ignores the error value of Compare)', () => {
  const rows: [string, string, unknown][] = [
    ['isSorted with mixed dyn elements', "[dyn(1), dyn('a')].isSorted()", true],
    ['max keeps the first element when comparisons fail', "[dyn(1), dyn('a')].max()", 1n],
    ['min keeps the first element when comparisons fail', "[dyn('a'), dyn(1)].min()", 'a'],
  ];
  it.each(rows)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ value: want });
  });
});
