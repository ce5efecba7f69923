// Rows modelled on apiserver/pkg/cel/library/semver_test.go (TestSemver) on blang/semver v4 Parse.
import { describe, expect, it } from 'vitest';
import { evaluate } from './harness';

describe('Kubernetes semver library (TestSemver, SemverVersion(1))', () => {
  const values: [string, string, unknown][] = [
    ['parse', 'semver("1.0.0") == semver("1.0.0")', true],
    ['isSemver', 'isSemver("1.0.0")', true],
    ['isSemver with v prefix', 'isSemver("v1.0.0")', false],
    ['isSemver normalize v prefix', 'isSemver("v1.0.0", true)', true],
    ['isSemver normalize short version', 'isSemver("1.0", true)', true],
    ['isSemver normalize leading zeros', 'isSemver("01.01.01", true)', true],
    ['isSemver normalize rejects short prerelease', 'isSemver("1.0-alpha", true)', false],
    ['isSemver without normalize rejects leading zeros', 'isSemver("01.1.1")', false],
    ['isSemver prerelease and build', 'isSemver("1.0.0-alpha.1+build.5")', true],
    ['isSemver empty', 'isSemver("")', false],
    ['major', 'semver("1.2.3").major()', 1n],
    ['minor', 'semver("1.2.3").minor()', 2n],
    ['patch', 'semver("1.2.3").patch()', 3n],
    ['normalize then major', 'semver("v2", true).major()', 2n],
    ['compareTo equal', 'semver("1.2.3").compareTo(semver("1.2.3"))', 0n],
    ['compareTo less', 'semver("1.2.3").compareTo(semver("2.0.0"))', -1n],
    ['compareTo greater', 'semver("1.2.3").compareTo(semver("0.1.2"))', 1n],
    ['isGreaterThan', 'semver("1.2.3").isGreaterThan(semver("1.2.2"))', true],
    ['isLessThan', 'semver("1.2.3").isLessThan(semver("1.2.2"))', false],
    ['prerelease sorts before release', 'semver("1.0.0-alpha").isLessThan(semver("1.0.0"))', true],
    ['numeric prerelease before alphanumeric', 'semver("1.0.0-1").isLessThan(semver("1.0.0-alpha"))', true],
    ['longer prerelease is greater', 'semver("1.0.0-alpha.1").isGreaterThan(semver("1.0.0-alpha"))', true],
    ['build metadata is ignored by equality', 'semver("1.0.0+a") == semver("1.0.0+b")', true],
  ];
  it.each(values)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ value: want });
  });

  const errors: [string, string, string][] = [
    ['v prefix', 'semver("v1.0.0")', 'Invalid character(s) found in major number "v1"'],
    ['short version', 'semver("1.0")', 'No Major.Minor.Patch elements found'],
    ['empty', 'semver("")', 'Version string empty'],
    ['leading zero in minor', 'semver("1.01.0")', 'Minor number must not contain leading zeroes "01"'],
    ['bad patch', 'semver("1.0.x")', 'Invalid character(s) found in patch number "x"'],
    ['empty prerelease part', 'semver("1.0.0-a..b")', 'Prerelease is empty'],
    ['numeric prerelease with leading zero', 'semver("1.0.0-01")', 'Numeric PreRelease version must not contain leading zeroes "01"'],
    ['empty build', 'semver("1.0.0+")', 'Buildversion is empty'],
    ['empty major', 'semver(".1.1")', 'strconv.ParseUint: parsing "": invalid syntax'],
    ['normalize short prerelease', 'semver("1.0-alpha", true)', 'short version cannot contain PreRelease/Build meta data'],
  ];
  it.each(errors)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ error: want });
  });

  it('is absent before 1.33 (NewExpressions of 1.32)', () => {
    const r = evaluate('isSemver("1.0.0")', '1.32', 'NewExpressions');
    expect('compileError' in r && r.compileError).toContain("undeclared reference to 'isSemver'");
  });
});
