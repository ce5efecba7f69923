// Which functions the base environment of a compatibility version has (apiserver/pkg/cel/
// environment/base.go option groups; environment.go NewExpressions vs StoredExpressions).
import { describe, expect, it } from 'vitest';
import { evaluate, k8sEnv } from './harness';

/** [function, introduced in (NewExpressions)] — undefined = always. */
const INTRODUCED: [string, string | undefined][] = [
  ['url', undefined],
  ['isURL', undefined],
  ['getQuery', undefined],
  ['find', undefined],
  ['findAll', undefined],
  ['isSorted', undefined],
  ['sum', undefined],
  ['charAt', undefined],
  ['lowerAscii', undefined],
  ['quantity', '1.28'],
  ['isQuantity', '1.28'],
  ['strings.quote', '1.29'],
  ['format', '1.29'],
  ['sets.contains', '1.29'],
  ['sets.equivalent', '1.29'],
  ['sets.intersects', '1.29'],
  ['ip', '1.30'],
  ['ip.isCanonical', '1.30'],
  ['cidr', '1.30'],
  ['containsCIDR', '1.30'],
  ['format.named', '1.31'],
  ['format.dns1123Label', '1.31'],
  ['validate', '1.31'],
  ['semver', '1.33'],
  ['isSemver', '1.33'],
  ['slice', '1.34'],
  ['flatten', '1.34'],
  ['sort', '1.34'],
  ['lists.range', '1.34'],
  ['distinct', '1.34'],
  ['reverse', '1.34'],
];

const minor = (v: string) => Number(v.split('.')[1]);
const VERSIONS = ['1.25', '1.27', '1.28', '1.29', '1.30', '1.31', '1.32', '1.33', '1.34', '1.35'];

describe('NewExpressions environment per compatibility version (filterAndBuildOpts)', () => {
  const rows = VERSIONS.flatMap((v) => INTRODUCED.map(([fn, intro]) => [v, fn, intro === undefined || minor(v) >= minor(intro)] as const));
  it.each(rows)('%s has %s: %s', (version, fn, present) => {
    expect(k8sEnv(version, 'NewExpressions').functions.has(fn)).toBe(present);
  });
});

describe('StoredExpressions environment keeps every library that is not removed', () => {
  it.each(INTRODUCED.map(([fn]) => fn))('1.25 StoredExpressions has %s', (fn) => {
    expect(k8sEnv('1.25', 'StoredExpressions').functions.has(fn)).toBe(true);
  });
});

describe('strings extension versions', () => {
  const overloadIds = (version: string, mode: 'NewExpressions' | 'StoredExpressions') => k8sEnv(version, mode).functions.get('join')!.overloads.length;
  it('join is declared once (version 0 before 1.29, version 2 from 1.29; version 0 is removed at 1.29)', () => {
    expect(overloadIds('1.28', 'NewExpressions')).toBe(2);
    expect(overloadIds('1.29', 'NewExpressions')).toBe(2);
    expect(overloadIds('1.29', 'StoredExpressions')).toBe(2);
  });
  it('semver normalize overloads come with SemverVersion(1)', () => {
    const ids = k8sEnv('1.33', 'NewExpressions')
      .functions.get('semver')!
      .overloads.map((o) => o.id);
    expect(ids).toEqual(['string_to_semver', 'string_bool_to_semver']);
  });
});

describe('functions of library versions Kubernetes does not enable', () => {
  it("strings version 3 reverse() is absent: only the lists extension's reverse exists (1.34)", () => {
    const r = evaluate("'abc'.reverse()", '1.34', 'NewExpressions');
    expect('compileError' in r && r.compileError).toContain("found no matching overload for 'reverse' applied to 'string.()'");
  });
  it('the Kubernetes lists library version 1 includes() is absent from NewExpressions before compatibility version 1.37', () => {
    const r = evaluate('[1, 2].includes(1)', '1.36', 'NewExpressions');
    expect('compileError' in r && r.compileError).toContain("undeclared reference to 'includes'");
    expect(evaluate('[1, 2].includes(1)', '1.37', 'NewExpressions')).toEqual({ value: true });
  });
  it('quantity mul/div (an open upstream proposal) are absent', () => {
    const r = evaluate('quantity("1").mul(2)', '1.34', 'StoredExpressions');
    expect('compileError' in r && r.compileError).toContain("undeclared reference to 'mul'");
  });
});
