// Kubernetes 1.37: the kubernetes.lists library version 1 adds `<dyn>.includes(<dyn>) -> bool`
// (apiserver pkg/cel/library/lists.go, overload list_includes_dyn_dyn; base.go at v1.37.0 introduces
// `library.Lists(library.ListsVersion(1))` at 1.37 and removes version 0 at 1.37; cost.go charges it
// like indexOf; library_compatibility_test.go lists it under "Kubernetes <1.37>").
// Being introduced at 1.37, it is in a 1.37 server's StoredExpressions environment (runtime validation,
// unchanged rules) but not in its NewExpressions one (compatibility version 1.36): a 1.37 server still
// rejects a new rule that uses it.
import { describe, expect, it } from 'vitest';
import { check } from '../../../../src/engine';
import { validateRules } from '../../../../src/engine/cel/crd';
import { newRuleEnvironment } from '../../../../src/engine/cel/crd/celenv';
import { schemaDeclType } from '../../../../src/engine/cel/crd/decltype';
import { uniqueSelfTypeName } from '../../../../src/engine/cel/crd/compile';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';
import { evaluate } from './harness';
import { CRONTAB_CRD } from '../../../fixtures/crontab';
import { valueRendering } from '../../../../src/engine/field/errorbody';

const UNDECLARED = "compilation failed: ERROR: <input>:1:14: undeclared reference to 'includes' (in container '')\n | self.includes('a')\n | .............^";

describe('includes(): semantics (lists.go includes)', () => {
  it.each([
    ['[1, 2, 3].includes(2)', true],
    ['[1, 2, 3].includes(4)', false],
    ["'model-a'.includes('model-a')", true],
    ["'model-a'.includes('model-b')", false],
    ['[1, 2].includes(2.0)', true],
    ["[dyn(1), dyn('a')].includes('a')", true],
    ['[[1], [2]].includes([2])', true],
    ['[].includes(1)', false],
    ['1.includes(1u)', true],
  ])('%s → %s', (expr, want) => {
    expect(evaluate(expr, '1.37', 'StoredExpressions')).toEqual({ value: want });
  });
});

describe('includes() by Kubernetes version', () => {
  const schema: JSONSchemaProps = {
    type: 'object',
    properties: { t: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 5 }, 'x-kubernetes-validations': [{ rule: "self.includes('a')" }] } },
  };
  const runtime = (kubeVersion: string, t: string[]) => validateRules(schema, { t }, undefined, { kubeVersion, isResourceRoot: true }).errors.map((e) => e.toString(valueRendering(kubeVersion)));
  it.each([
    ['1.37', ['a', 'b'], []],
    ['1.37', ['b'], ["t: Invalid value: failed rule: self.includes('a')"]],
    ['1.36', ['a'], [`t: Invalid value: "array": rule compile error: ${UNDECLARED}`]],
    ['1.27', ['a'], [`t: Invalid value: "array": rule compile error: ${UNDECLARED}`]],
  ])('runtime (StoredExpressions) at %s with %j', (kv, t, want) => {
    expect(runtime(kv, t)).toEqual(want);
  });

  const props = `tags:\n  type: array\n  maxItems: 10\n  items:\n    type: string\n    maxLength: 5\n  x-kubernetes-validations:\n  - rule: "self.includes('a')"`;
  it.each(['1.36', '1.37'])('a new rule using it is rejected on CRD create at %s (NewExpressions)', (kubeVersion) => {
    const r = check({ sources: [{ id: 'crd', text: CRONTAB_CRD(props) }], options: { kubeVersion } });
    expect(r.crds[0].errors.map((e) => e.detail)).toEqual([UNDECLARED]);
  });

  it('is estimated like indexOf on a typed list (cost.go EstimateCallCost at v1.37.0)', () => {
    const decl = schemaDeclType(schema.properties!.t, false, true)!;
    const env = newRuleEnvironment(decl, uniqueSelfTypeName(), false, 'StoredExpressions', '1.36');
    const cost = (expr: string) => {
      const c = env.compile(expr);
      if (!('ast' in c)) throw new Error(c.issues);
      return env.estimateCost(c.ast);
    };
    const includes = cost("self.includes('a')");
    const indexOf = cost("self.indexOf('a') >= 0"); // the same call plus one comparison
    expect(includes.max).toBe(indexOf.max - 1n);
    expect(includes.max).toBeGreaterThan(3n);
  });
});
