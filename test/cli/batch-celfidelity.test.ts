// Kubernetes' own CEL expectations through `crd-playground batch` in every supported release
// (issue 29, "Fidelity still short"): duration accessors are totals, runtime dispatch on a dyn list
// looks at its first element, constant find/findAll patterns fail program instantiation, and Go's
// zero time is 0001-01-01.
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/cli/batch';
import { SUPPORTED_KUBE_VERSIONS } from '../../src/engine';

const ask = (req: unknown) => answer(JSON.stringify(req), {}) as Record<string, unknown>;
const minor = (v: string) => Number(v.split('.')[1]);

describe.each(SUPPORTED_KUBE_VERSIONS)('batch cel at %s', (kubeVersion) => {
  it.each([
    // apiextensions pkg/apiserver/schema/cel/validation_test.go TestValidationExpressions "duration format";
    // cel-go common/types/duration.go DurationGetHours/Minutes/Seconds/Milliseconds (totals)
    ["duration('1h2m3s4ms').getMilliseconds()", 'int', '3723004'],
    ["duration('1h2m3s4ms').getSeconds()", 'int', '3723'],
    ["duration('1h2m3s4ms').getMinutes()", 'int', '62'],
    ["duration('1h2m3s4ms').getHours()", 'int', '1'],
    ["duration('-1h2m3s4ms').getMilliseconds()", 'int', '-3723004'],
    ["duration('-90m').getHours()", 'int', '-1'],
    // Go's Duration.Seconds() is whole seconds + the fraction in float64: the fraction rounds up here
    ["duration('9000000000.999999999s').getSeconds()", 'int', '9000000001'],
    // cel-go common/types/types.go defaultIsAssignableRuntimeType: a list's first element picks the overload
    // (apiserver pkg/cel/library/lists.go sum/min/max, one overload per element type)
    ['dyn([1.0, 2.0]).sum()', 'dyn', 3],
    ['dyn([1u, 2u]).sum()', 'dyn', '3'],
    ["dyn([duration('1s'), duration('2m')]).sum()", 'dyn', '121s'],
    ['dyn([]).sum()', 'dyn', '0'],
    ['dyn([2.5, 0.5]).max()', 'dyn', 2.5],
    ["dyn(['b', 'a']).min()", 'dyn', 'a'],
    ['dyn([2.0, 1.0]).indexOf(1.0)', 'int', '1'],
    ["dyn({'a': 1.5}).a + 1.0", 'double', 2.5],
  ])('%s', (expr, type, value) => {
    expect(ask({ op: 'cel', expr, kubeVersion })).toMatchObject({ type, value });
  });

  it.each([
    // cel-go common/decls/decls.go MaybeNoSuchOverload: the function's name and the arguments' runtime type names
    ["dyn(['a']).sum()", 'no such overload: sum(list)'],
    ['dyn([[1]]).min()', 'no such overload: min(list)'],
    ['dyn(1).isSorted()', 'no such overload: isSorted(int)'],
  ])('no overload fits at runtime: %s', (expr, error) => {
    expect(ask({ op: 'cel', expr, kubeVersion })).toMatchObject({ error });
  });

  it.each([
    ["self.str.find(')') == ''", "self.str.find(')') == ''"],
    ["self.str.findAll(')') == []", "self.str.findAll(')') == []"],
    ["self.str.findAll(')', 1) == []", "self.str.findAll(')', 1) == []"],
  ])('a CRD rule %s is rejected when the CRD is written', (rule) => {
    // validation_test.go TestValidationExpressions "stdlib regex functions": "compile error: program
    // instantiation failed: error parsing regexp: unexpected ): `)`"; library.go ExtensionLibRegexOptimizations
    const crd = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'foos.example.com' },
      spec: {
        group: 'example.com',
        names: { plural: 'foos', singular: 'foo', kind: 'Foo', listKind: 'FooList' },
        scope: 'Namespaced',
        versions: [
          {
            name: 'v1',
            served: true,
            storage: true,
            schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', 'x-kubernetes-validations': [{ rule }], properties: { str: { type: 'string', maxLength: 10 } } } } } },
          },
        ],
      },
    };
    const r = ask({ op: 'check', documents: [crd], kubeVersion }) as { crds: { errors: { path: unknown; message: string }[] }[] };
    const errors = r.crds[0]!.errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^spec\.validation\.openAPIV3Schema\.properties\[spec\]\.x-kubernetes-validations\[0\]\.rule: Invalid value: /);
    expect(errors[0]!.message).toContain(': program instantiation failed: error parsing regexp: unexpected ): `)`');
    // through the cel op the same failure is the instantiation error
    expect(ask({ op: 'cel', expr: rule.replace('self.str', "'x'"), kubeVersion })).toMatchObject({ error: 'error parsing regexp: unexpected ): `)`' });
  });
});

it.each(SUPPORTED_KUBE_VERSIONS.filter((v) => minor(v) >= 28))("optional.ofNonZeroValue at %s: Go's zero time is 0001-01-01T00:00:00Z (cel-go Timestamp.IsZeroValue)", (kubeVersion) => {
  expect(ask({ op: 'cel', expr: "optional.ofNonZeroValue(timestamp('0001-01-01T00:00:00Z')).hasValue()", kubeVersion })).toMatchObject({ value: false });
  expect(ask({ op: 'cel', expr: "optional.ofNonZeroValue(timestamp('1970-01-01T00:00:00Z')).hasValue()", kubeVersion })).toMatchObject({ value: true });
  expect(ask({ op: 'cel', expr: "optional.ofNonZeroValue(timestamp('0001-01-01T00:00:00.000000001Z')).hasValue()", kubeVersion })).toMatchObject({ value: true });
});

describe('the cel-go v0.29 cost model of Kubernetes 1.37 (kubernetes go.mod: cel-go v0.26.0 in 1.34–1.36, v0.29.2 in 1.37)', () => {
  const unicode = { type: 'object', properties: { val1: { type: 'string' }, val2: { type: 'string' } } };
  const rook = { val1: 'Rook takes 👑', val2: 'Rook takes 👑' };
  const listMap = {
    type: 'object',
    properties: {
      listMap: {
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': ['k'],
        items: { type: 'object', properties: { k: { type: 'string' }, v: { type: 'string' }, v2: { type: 'string' } } },
      },
    },
  };
  const lm = {
    listMap: [
      { k: 'a1', v: 'b1' },
      { k: 'a2', v: 'b2' },
      { k: 'a3', v: 'b3', v2: 'z' },
    ],
  };
  // runtime cost as TestCelCostStability measures it: budget − what is left after Validate on a resource root
  const runtimeCost = (schema: object, object: object, rule: string, kubeVersion: string) => {
    const budget = 10_000_000;
    const r = ask({ op: 'validate', only: 'cel', isResourceRoot: true, schema: { ...schema, 'x-kubernetes-validations': [{ rule }] }, object, costBudget: budget, kubeVersion }) as {
      errors: unknown[];
      remainingBudget: number;
    };
    expect(r.errors).toEqual([]);
    return budget - r.remainingBudget;
  };
  it.each([
    // celcoststability_test.go "unicode strings" before (v0.26) and after (v0.29.2) the bump
    [unicode, rook, "self.val1.startsWith('Rook')", 4, 3],
    [unicode, rook, "!self.val1.startsWith('knight')", 5, 4],
    [unicode, rook, "self.val1.matches('^[^0-9]*$')", 8, 8],
    [unicode, rook, "!self.val1.matches('^[0-9]*$')", 7, 7],
    // cel-go interpreter/runtimecost.go costCall: ceil(size × 0.1) of the target before v0.29, of the argument from it
    [unicode, rook, "self.val1.endsWith('takes 👑')", 4, 3],
    [unicode, rook, "!self.val1.startsWith('Rook takes 👑 and much more')", 5, 6],
    [unicode, rook, 'self.val1.startsWith(self.val2)', 6, 6],
    // the global matches overload costs as the receiver one from v0.29 (#1350)
    [unicode, rook, "matches(self.val1, '^[^0-9]*$')", 3, 8],
    // "listMap access": the comprehension fast paths charge the same
    [listMap, lm, "self.listMap.all(m, m.k.startsWith('a'))", 21, 21],
    [listMap, lm, "self.listMap.exists(m, m.k.endsWith('1'))", 13, 13],
    [listMap, lm, "!self.listMap.all(m, m.k.endsWith('1'))", 18, 18],
    [listMap, lm, "!self.listMap.exists_one(m, m.k.startsWith('a'))", 20, 20],
  ])('%#: %s', (schema, object, rule, at136, at137) => {
    for (const v of ['1.34', '1.35', '1.36']) expect(runtimeCost(schema, object, rule, v)).toBe(at136);
    expect(runtimeCost(schema, object, rule, '1.37')).toBe(at137);
  });
  it('startsWith with a long prefix on a comprehension variable (fast path) charges the prefix at 1.37', () => {
    const rule = "!self.listMap.exists(m, m.k.startsWith('a-very-long-prefix-of-thirty'))";
    const at = (v: string) =>
      ask({ op: 'validate', only: 'cel', isResourceRoot: true, schema: { ...listMap, 'x-kubernetes-validations': [{ rule }] }, object: lm, costBudget: 1000, kubeVersion: v }) as {
        remainingBudget: number;
      };
    // no item matches, so all three are tested: each call charges ceil(29 × 0.1) = 3 at 1.37 instead of ceil(2 × 0.1) = 1
    expect(at('1.36').remainingBudget - at('1.37').remainingBudget).toBe(6);
  });
  it('the estimate of the global matches overload equals the receiver form at 1.37 only (checker/cost.go #1350)', () => {
    const schema = { type: 'object', properties: { s: { type: 'string', maxLength: 100 } } };
    const est = (expr: string, kubeVersion: string) => (ask({ op: 'cel', expr, schema, kubeVersion }) as { estimatedCost: { max: number } }).estimatedCost;
    expect(est("matches(self.s, '[a-z]+')", '1.37')).toEqual(est("self.s.matches('[a-z]+')", '1.37'));
    expect(est("matches(self.s, '[a-z]+')", '1.37').max).toBeGreaterThan(est("matches(self.s, '[a-z]+')", '1.36').max);
    expect(est("matches(self.s, '[a-z]+')", '1.36')).toEqual({ min: 3, max: 3 });
  });
});

describe('other cel-go v0.29 behaviour of the 1.37 binary', () => {
  it.each([
    // ext/strings.go indexOfOffset/lastIndexOfOffset (#1335): the empty string at an offset
    ["'abc'.indexOf('', 5)", { value: '5' }, { value: '3' }],
    ["'abc'.indexOf('', 2)", { value: '2' }, { value: '2' }],
    ["'abc'.indexOf('', -1)", { value: '-1' }, { error: 'index out of range: -1' }],
    ["'abc'.lastIndexOf('', 7)", { value: '7' }, { value: '3' }],
    ["'abc'.lastIndexOf('', -1)", { value: '-1' }, { error: 'index out of range: -1' }],
    // ext/lists.go genRange (#1310)
    ['lists.range(-1)', { value: [] }, { error: 'lists.range: size must be non-negative, got -1' }],
    // before: built, then over the per-call cost limit
    ['lists.range(1000001).size()', { error: 'operation cancelled: actual cost limit exceeded' }, { error: 'lists.range: size 1000001 exceeds maximum allowed (1000000)' }],
    ['lists.range(2)', { value: ['0', '1'] }, { value: ['0', '1'] }],
  ])('%s', (expr, at136, at137) => {
    expect(ask({ op: 'cel', expr, kubeVersion: '1.36' })).toMatchObject(at136);
    expect(ask({ op: 'cel', expr, kubeVersion: '1.37' })).toMatchObject(at137);
  });
});
