// Rows from cel-go ext/sets_test.go (v0.26): sets.contains / equivalent / intersects with
// heterogeneous numeric equality.
import { describe, expect, it } from 'vitest';
import { setsLibrary } from '../../../../src/engine/cel/k8s/lib/sets';
import { evaluate, evaluateWith } from './harness';

describe('cel-go sets extension', () => {
  const truths = [
    'sets.contains([], [])',
    'sets.contains([1], [])',
    'sets.contains([1], [1])',
    'sets.contains([1], [1, 1])',
    'sets.contains([1, 1], [1])',
    'sets.contains([2, 1], [1])',
    'sets.contains([1, 2, 3, 4], [2, 3])',
    'sets.contains([1], [1.0, 1])',
    'sets.contains([1, 2], [2u, 2.0])',
    'sets.contains([1, 2u], [2, 2.0])',
    'sets.contains([1, 2.0, 3u], [1.0, 2u, 3])',
    'sets.contains([[1], [2, 3]], [[2, 3.0]])',
    '!sets.contains([1], [2])',
    '!sets.contains([1], [1, 2])',
    '!sets.contains([1], ["1", 1])',
    '!sets.contains([1], [1.1, 1u])',
    'sets.equivalent([], [])',
    'sets.equivalent([1], [1])',
    'sets.equivalent([1], [1, 1])',
    'sets.equivalent([1, 1], [1])',
    'sets.equivalent([1], [1u, 1.0])',
    'sets.equivalent([1, 2, 3], [3u, 2.0, 1])',
    'sets.equivalent([[1.0], [2, 3]], [[1], [2, 3.0]])',
    '!sets.equivalent([2, 1], [1])',
    '!sets.equivalent([1], [1, 2])',
    '!sets.equivalent([1, 2], [2u, 2, 2.0])',
    '!sets.equivalent([1, 2], [1u, 2, 2.3])',
    'sets.intersects([1], [1])',
    'sets.intersects([1], [1, 1])',
    'sets.intersects([1, 1], [1])',
    'sets.intersects([2, 1], [1])',
    'sets.intersects([1], [1, 2])',
    'sets.intersects([1], [1.0, 2])',
    'sets.intersects([1, 2], [2u, 2, 2.0])',
    'sets.intersects([1, 2], [1u, 2, 2.3])',
    'sets.intersects([[1], [2, 3]], [[1, 2], [2, 3.0]])',
    '!sets.intersects([], [])',
  ];
  it.each(truths)('%s', (expr) => {
    expect(evaluateWith([setsLibrary], expr)).toEqual({ value: true });
  });

  it('is in the Kubernetes environment from 1.29', () => {
    expect(evaluate("sets.contains(['a', 'b'], ['b'])", '1.29', 'NewExpressions')).toEqual({ value: true });
    const r = evaluate("sets.contains(['a', 'b'], ['b'])", '1.28', 'NewExpressions');
    expect('compileError' in r).toBe(true);
  });
});
