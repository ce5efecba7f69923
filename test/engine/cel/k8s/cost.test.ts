// Rows from apiserver/pkg/cel/library/cost_test.go (testCost: estimated and runtime cost of an
// expression with the Kubernetes CostEstimator and the cel-go extension cost hooks).
import { describe, expect, it } from 'vitest';
import { compile, createEnv, formatIssues, program, twoVarComprehensionsLibrary } from '../../../../src/engine/cel';
import { estimateCost } from '../../../../src/engine/cel/crd/estimator';
import type { CelType } from '../../../../src/engine/cel/types';
import {
  cidrLibrary,
  formatLibrary,
  ipLibrary,
  kubernetesCostLibrary,
  listsLibrary,
  quantityLibrary,
  regexLibrary,
  semverLibrary,
  setsLibrary,
  stringsLibrary,
  urlsLibrary,
} from '../../../../src/engine/cel/k8s';

/** cost_test.go testCostEstimator: strings and bytes of unknown size are [0, 12]. */
const testSize = (t: CelType) => (t.kind === 'string' || t.kind === 'bytes' ? { min: 0n, max: 12n } : undefined);

const env = createEnv({
  libraries: [
    { name: 'test.sizes', estimateSize: (n) => testSize(n.type) },
    kubernetesCostLibrary((n) => testSize(n.type)),
    stringsLibrary(2),
    urlsLibrary,
    regexLibrary,
    listsLibrary,
    quantityLibrary,
    setsLibrary,
    ipLibrary,
    cidrLibrary,
    formatLibrary,
    twoVarComprehensionsLibrary,
    semverLibrary(1),
  ],
  features: { optionalTypes: true },
});

function costs(expr: string): { estimated: [bigint, bigint] | null; runtime: number } {
  const c = compile(expr, env);
  if (!c.ast) throw new Error(formatIssues(c.issues, expr));
  const e = estimateCost(c.ast, env, { presenceTestHasCost: false });
  const r = program(c.ast, env, { presenceTestHasCost: false }).eval({});
  if ('error' in r) throw new Error(r.error);
  return { estimated: [e.min, e.max], runtime: r.cost };
}

/** [expression, estimated [min, max] (null: not pinned here, see docs/notes/cel-k8s-needs.md 1), runtime cost]. */
type Row = [string, [number, number] | null, number];
const check = (rows: Row[]) =>
  it.each(rows)('%s', (expr, estimate, runtime) => {
    const got = costs(expr);
    expect(got.runtime).toBe(runtime);
    if (estimate) expect(got.estimated).toEqual([BigInt(estimate[0]), BigInt(estimate[1])]);
  });

const INTS = '[1, 2, 3, 4, 5]';
const STRS = "['012345678901', '012345678901', '012345678901', '012345678901', '012345678901']";
const DURS = "[duration('1s'), duration('2s'), duration('3s'), duration('4s'), duration('5s')]";

describe('TestListsCost / TestIndexOfCost', () => {
  check([
    [`${INTS}.sum()`, [15, 15], 15],
    [`${DURS}.sum()`, [20, 20], 20],
    [`${INTS}.isSorted()`, [15, 15], 15],
    [`${INTS}.max()`, [15, 15], 15],
    [`${STRS}.min()`, [15, 25], 15],
    [`${INTS}.indexOf(3)`, [15, 15], 15],
    [`${STRS}.lastIndexOf('x')`, [15, 25], 15],
    ["'01234567890123456789012345678901234567890123456789'.indexOf('123')", [5, 5], 5],
  ]);
});

describe('TestURLsCost', () => {
  check([
    ["url('https:://kubernetes.io/').getScheme()", [4, 4], 4],
    ["url('https:://kubernetes.io/').getQuery()", [4, 4], 4],
    ["url('https:://kubernetes.io/') == url('https:://kubernetes.io/')", [7, 9], 7],
    ["url('https:://kubernetes.io/') == url('http://x.b')", [5, 5], 5],
  ]);
});

describe('TestIPCost / TestIPIsCanonicalCost / TestCIDRCost', () => {
  check([
    ["ip('192.168.0.1')", [2, 2], 2],
    ["ip('2001:db8:3333:4444:5555:6666:7777:8888')", [4, 4], 4],
    ["ip('192.168.0.1').family()", [3, 3], 3],
    ["ip('2001:db8:3333:4444:5555:6666:7777:8888').isGlobalUnicast()", [5, 5], 5],
    ["ip('192.168.0.1') == ip('192.168.0.1')", [5, 5], 5],
    ["ip.isCanonical('192.168.0.1')", [3, 3], 3],
    ["ip.isCanonical('2001:db8:3333:4444:5555:6666:7777:8888')", [8, 8], 8],
    ["ip.isCanonical('2001:db8::abcd')", [3, 3], 3],
    ["cidr('192.168.0.0/16')", [2, 2], 2],
    ["cidr('192.168.0.0/16').ip()", [3, 3], 3],
    ["cidr('192.168.0.0/16').masked()", [3, 3], 3],
    ["cidr('2001:db8::/32') == cidr('2001:db8::/32')", [5, 5], 5],
    ["cidr('192.168.0.0/16').containsCIDR(cidr('192.0.0.0/30'))", [7, 11], 7],
    ["cidr('192.168.0.0/16').containsCIDR('192.168.0.0/16')", [7, 11], 7],
    ["cidr('192.168.0.0/16').containsIP(ip('192.0.0.1'))", [4, 7], 4],
    ["cidr('192.168.0.0/16').containsIP('192.169.0.1')", [5, 8], 5],
    ["cidr('2001:db8::/32').containsIP(ip('2001:db8:3333:4444:5555:6666:7777:8888'))", [7, 10], 7],
    ["cidr('2001:db8::/32').containsCIDR('2001:db8::/126')", [7, 11], 7],
  ]);
});

describe('TestStringLibrary', () => {
  check([
    ["'ABCDEFGHIJ abcdefghij'.lowerAscii()", [3, 3], 3],
    ["'ABCDEFGHIJ abcdefghij'.lowerAscii() == 'abcdefghij ABCDEFGHIJ'.lowerAscii()", [7, 9], 9],
    ["strings.quote('ABCDEFGHIJ abcdefghij')", [3, 3], 3],
    ["strings.quote('ABCDEFGHIJ abcdefghij') == strings.quote('ABCDEFGHIJ abcdefghij')", [7, 11], 9],
    ["'abc 123 def 123'.replace('123', '456')", [3, 3], 3],
    ["'abc 123 def 123'.replace('', 'x')", [3, 3], 3],
    ["'abc 123 def 123'.split(' ')", [3, 3], 3],
    ["'abc 123 def 123'.substring(5)", [2, 2], 2],
    ["'  abc 123 def 123  '.trim()", [2, 2], 2],
    ["['aa', 'bb', 'cc', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join(' ')", [11, 23], 15],
    ["['aa', 'bb', 'cc', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join()", [10, 22], 13],
    ["'abc 123 def 123'.find('123')", [2, 2], 2],
    ["'abc 123 def 123'.findAll('123', 1)", [2, 2], 2],
  ]);
});

describe('TestQuantityCost', () => {
  check([
    ['quantity("12Mi")', [1, 1], 1],
    ['isQuantity("20M")', [1, 1], 1],
    ['quantity("200M") == quantity("200M")', [3, 3], 3],
    ['quantity("200M") == quantity("0.2G") && quantity("0.2G") == quantity("200M")', [3, 6], 6],
    ['quantity("50M").isLessThan(quantity("50Mi"))', [3, 3], 3],
    ['quantity("200M").compareTo(quantity("0.2G")) > 0', [4, 4], 4],
    ['quantity("50k").add(quantity("20")) == quantity("50.02k")', [5, 5], 5],
    ['quantity("50k").sub(20) == quantity("49980")', [4, 4], 4],
    ['quantity("50k").add(20).sub(quantity("100k")).sub(-50000).asInteger() > 0', [7, 7], 7],
    ['quantity("50").isInteger()', [2, 2], 2],
    ['quantity("50.703k").asApproximateFloat() > 0.0', [3, 3], 3],
  ]);
});

describe('TestNameFormatCost', () => {
  check([
    ['format.named("dns1123subdomain")', [1, 1], 1],
    ['format.named("dns1123Subdomain").value().validate("my-name")', [34, 34], 17],
    ['format.named("dns1123Label").value().validate("my-name")', [34, 34], 10],
    ['format.named("dns1123Label").value() == format.named("dns1123Label").value()', [5, 11], 5],
  ]);
});

describe('TestSetsCost', () => {
  check([
    ['sets.contains([], [])', [21, 21], 21],
    ['sets.contains([1], [1])', [22, 22], 22],
    ['sets.contains([1, 2, 3, 4], [2, 3])', [29, 29], 29],
    ['sets.contains([[1], [2, 3]], [[2, 3.0]])', [53, 53], 53],
    ['!sets.contains([1], [1, 2])', [24, 24], 24],
    ['sets.equivalent([1, 2, 3], [3u, 2.0, 1])', [39, 39], 39],
    ['sets.equivalent([[1.0], [2, 3]], [[1], [2, 3.0]])', [69, 69], 69],
    ['!sets.equivalent([1, 2], [2u, 2, 2.0])', [34, 34], 34],
    ['sets.intersects([1, 2], [2u, 2, 2.0])', [27, 27], 27],
    ['sets.intersects([[1], [2, 3]], [[1, 2], [2, 3.0]])', [65, 65], 65],
    ['!sets.intersects([], [])', [22, 22], 22],
  ]);
});

describe('TestSemverCost', () => {
  check([
    ['semver("1.0.0")', [1, 1], 1],
    ['semver("1234.56789012345.67890123456789")', [4, 4], 4],
    ['isSemver("1234.56789012345.67890123456789")', [4, 4], 4],
    ['semver("1.2.3").major()', [2, 2], 2],
    ['semver("1.0.0").isLessThan(semver("1.1.0"))', [3, 3], 3],
    ['semver("1.0.0").compareTo(semver("1.2.3"))', [3, 3], 3],
  ]);
});

describe('TestSize: result size of replace (EstimateCallCost)', () => {
  const hook = kubernetesCostLibrary().estimateCallCost!;
  const node = (min: number, max: number) =>
    ({ expr: { kind: 'ident', id: 0, offset: 0, name: 'x' }, type: { kind: 'string' }, size: () => ({ min: BigInt(min), max: BigInt(max) }), path: () => undefined }) as const;
  const rows: [string, [number, number], [number, number], [number, number], [number, number]][] = [
    ['replace empty with char', [3, 3], [0, 0], [1, 1], [7, 7]],
    ['maybe replace char with empty', [3, 3], [1, 1], [0, 0], [0, 3]],
    ['maybe replace repeated', [4, 4], [2, 2], [4, 4], [4, 8]],
    ['maybe replace empty', [4, 4], [0, 1], [0, 2], [0, 14]],
    ['replace non-empty size range, maybe larger', [4, 4], [1, 1], [1, 2], [4, 8]],
    ['replace non-empty size range, maybe smaller', [4, 4], [1, 2], [1, 1], [2, 4]],
  ];
  it.each(rows)('%s', (_n, target, a, b, want) => {
    const r = hook('replace', 'string_replace_string_string', node(...target), [node(...a), node(...b)]);
    expect(r?.resultSize).toEqual({ min: BigInt(want[0]), max: BigInt(want[1]) });
  });
});
