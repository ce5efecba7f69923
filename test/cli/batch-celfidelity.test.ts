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

  it('a list whose first element fits no overload: no such overload', () => {
    expect(ask({ op: 'cel', expr: "dyn(['a']).sum()", kubeVersion })).toMatchObject({ error: expect.stringMatching(/^no such overload/) });
  });

  it.runIf(minor(kubeVersion) >= 28)("optional.ofNonZeroValue: Go's zero time is 0001-01-01T00:00:00Z (cel-go Timestamp.IsZeroValue)", () => {
    expect(ask({ op: 'cel', expr: "optional.ofNonZeroValue(timestamp('0001-01-01T00:00:00Z')).hasValue()", kubeVersion })).toMatchObject({ value: false });
    expect(ask({ op: 'cel', expr: "optional.ofNonZeroValue(timestamp('1970-01-01T00:00:00Z')).hasValue()", kubeVersion })).toMatchObject({ value: true });
    expect(ask({ op: 'cel', expr: "optional.ofNonZeroValue(timestamp('0001-01-01T00:00:00.000000001Z')).hasValue()", kubeVersion })).toMatchObject({ value: true });
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
