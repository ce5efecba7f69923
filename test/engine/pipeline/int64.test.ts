// int64 values beyond ±2^53 through the whole request path (check() from YAML text): decoded
// exactly (go-yaml v2 int64 → sigs.k8s.io/yaml JSON → sigs.k8s.io/json PreserveInts), defaulted
// (defaults are JSON values, decoded the same way), pruned, validated, seen by CEL as int
// (apiserver pkg/cel/common/values.go UnstructuredToVal: int64 → types.Int, and int64 → Double in
// a number field), shown in printer columns (tableconvertor.go cellForJSONValue: int64 cells for
// integer columns, float64(int64) for number columns) and in the stored object. An integer beyond
// int64 (9223372036854775808) is a float64 after that decoding, so an integer field rejects it
// with kube-openapi's type error (type.go: not swag.IsFloat64AJSONInteger).
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: bigs.example.com}
spec:
  group: example.com
  names: {kind: Big, plural: bigs, singular: big, listKind: BigList}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    additionalPrinterColumns:
    - {name: X, type: integer, jsonPath: .spec.x}
    - {name: AsNumber, type: number, jsonPath: .spec.x}
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            x-kubernetes-validations:
            - rule: self.x == 9223372036854775807 && self.x > 9223372036854775806
              message: x is not max int64
            - rule: "!has(self.d) || self.d == 9223372036854775807.0"
              message: d is not 2^63 as a double
            properties:
              x: {type: integer}
              d: {type: number}
              low: {type: integer, default: -9223372036854775808}
              list: {type: array, items: {type: integer}, x-kubernetes-list-type: set}
`;

const object = (spec: string) => `apiVersion: example.com/v1
kind: Big
metadata: {name: a}
spec:
${spec}`;

function run(spec: string) {
  const r = check({
    sources: [
      { id: 'crd', text: CRD },
      { id: 'objects', text: object(spec) },
    ],
    options: { now: '2026-01-01T00:00:00Z' },
  });
  return r.objects[0];
}

describe('int64 beyond 2^53 through check()', () => {
  it('decodes, defaults, prunes and stores them exactly; CEL compares them as int', () => {
    const o = run('  x: 9223372036854775807\n  d: 9223372036854775807\n  list: [9223372036854775807, 9223372036854775806]\n  unknown: 9223372036854775807\n');
    expect(o.errors.map((e) => e.message)).toEqual([]);
    expect(o.rules.map((r) => r.status)).toEqual(['passed', 'passed']);
    expect(o.pruned).toEqual(['spec.unknown']);
    expect(o.defaulted).toEqual(['spec.low']);
    expect((o.result as { spec: unknown }).spec).toEqual({ x: 9223372036854775807n, d: 9223372036854775807n, list: [9223372036854775807n, 9223372036854775806n], low: -9223372036854775808n });
    expect(o.columns?.rows).toEqual([['a', 9223372036854775807n, 2 ** 63]]);
  });

  it('one below max int64 fails the rule (no rounding to 2^63)', () => {
    const o = run('  x: 9223372036854775806\n');
    expect(o.errors.map((e) => e.message)).toEqual(['spec: Invalid value: x is not max int64']);
  });

  it('a set of int64 values differing beyond 2^53 has no duplicates; equal ones are duplicates', () => {
    expect(run('  x: 9223372036854775807\n  list: [9007199254740993, 9007199254740992]\n').errors.map((e) => e.message)).toEqual([]);
    expect(run('  x: 9223372036854775807\n  list: [9007199254740993, 9007199254740993]\n').errors.map((e) => e.message)).toEqual(['spec.list[1]: Duplicate value: 9007199254740993']);
  });

  it('beyond int64 an integer is a float64: the integer field rejects it', () => {
    const o = run('  x: 9223372036854775808\n');
    expect(o.errors.map((e) => e.message)).toEqual([
      'spec.x: Invalid value: "number": spec.x in body must be of type integer: "number"',
      '<nil>: Invalid value: "": Checked value must be of type integer (default format) in spec.x',
      '<nil>: Invalid value: "null": some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
    ]);
  });
});
