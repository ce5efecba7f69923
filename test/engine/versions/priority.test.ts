import { describe, expect, it } from 'vitest';
import { compareKubeAwareVersionStrings, sortVersionsByPriority } from '../../../src/engine/versions';

// apimachinery/pkg/version/helpers_test.go TestCompareKubeAwareVersionStrings (own rows added below).
const greaterRows: [string, string, boolean, string][] = [
  ['v1', 'v2', false, 'GA major order'],
  ['v2', 'v1', true, 'GA major order'],
  ['v10', 'v2', true, 'numeric, not lexical, major'],
  ['v1', 'v2alpha1', true, 'GA above alpha'],
  ['v1', 'v2beta1', true, 'GA above beta'],
  ['v1alpha2', 'v1alpha1', true, 'alpha minor order'],
  ['v1beta1', 'v2alpha3', true, 'beta above alpha'],
  ['v1alpha10', 'v1alpha2', true, 'numeric alpha minor'],
  ['v1beta10', 'v1beta2', true, 'numeric beta minor'],
  ['foo', 'v1beta2', false, 'non kube-like below kube-like'],
  ['bar', 'foo', true, 'non kube-like: reverse lexical'],
  ['version1', 'version2', true, 'non kube-like sorted alphabetically'],
  ['version1', 'version10', true, 'non kube-like sorted alphabetically'],
  // own rows
  ['v1', 'v1', false, 'equal'],
  ['v99999999999999999999', 'v1alpha1', false, 'major beyond int64 fails strconv.Atoi: not kube-like'],
  ['v1gamma1', 'v1alpha1', false, 'unknown stability word: not kube-like'],
  ['V1', 'v1', false, 'upper-case V is not kube-like'],
  ['v0', 'v1alpha1', true, 'v0 is GA'],
  ['v1beta', 'v1alpha1', false, 'beta without minor is not kube-like'],
];

describe('compareKubeAwareVersionStrings (helpers.go CompareKubeAwareVersionStrings)', () => {
  it.each(greaterRows)('%s > %s is %s (%s)', (a, b, greater) => {
    expect(compareKubeAwareVersionStrings(a, b) > 0).toBe(greater);
    if (a !== b) expect(compareKubeAwareVersionStrings(b, a) > 0).toBe(!greater);
  });
});

describe('sortVersionsByPriority (seeds crd-versioning.md "Version priority")', () => {
  const expected = ['v10', 'v2', 'v1', 'v11beta2', 'v10beta3', 'v3beta1', 'v12alpha1', 'v11alpha2', 'foo1', 'foo10'];
  const rows: [string, string[]][] = [
    ['reversed input', [...expected].reverse()],
    ['shuffled input', ['foo10', 'v3beta1', 'v1', 'v12alpha1', 'foo1', 'v10', 'v11alpha2', 'v2', 'v10beta3', 'v11beta2']],
  ];
  it.each(rows)('docs example order from %s', (_name, input) => {
    expect(sortVersionsByPriority(input)).toEqual(expected);
  });
  it('does not mutate its input and handles thousands of names', () => {
    const names = Array.from({ length: 5000 }, (_, i) => (i % 3 === 0 ? `v${i}` : i % 3 === 1 ? `v${i}beta${i % 7}` : `x${i}`));
    const copy = [...names];
    const sorted = sortVersionsByPriority(names);
    expect(names).toEqual(copy);
    expect(sorted[0]).toBe('v4998');
    expect(sorted[sorted.length - 1]).toBe('x998');
  });
});
