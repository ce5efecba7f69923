// The engine never throws on user input: malformed schemas, rules and values produce errors or
// nothing, for both compileSchemaRules and validateRules.
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../../src/engine/apis/json';
import { compileSchemaRules, validateRules } from '../../../../src/engine/cel/crd';
import { FieldPath } from '../../../../src/engine/field/path';
import { valueRendering } from '../../../../src/engine/field/errorbody';

const odd = (x: unknown) => x as JSONSchemaProps;
const schemas: [string, JSONSchemaProps][] = [
  ['rules is not a list', odd({ type: 'object', 'x-kubernetes-validations': 'self == 1' })],
  ['rule entries of the wrong type', odd({ type: 'object', 'x-kubernetes-validations': [5, null, { rule: 7 }, { rule: 'true', message: 3 }] })],
  ['properties of the wrong type', odd({ type: 'object', properties: 'x', 'x-kubernetes-validations': [{ rule: 'true' }] })],
  ['tuple items', odd({ type: 'array', items: [{ type: 'string' }], 'x-kubernetes-validations': [{ rule: 'size(self) > 0' }] })],
  ['unknown type', odd({ type: 'banana', 'x-kubernetes-validations': [{ rule: 'self == 1' }] })],
  [
    'list-type map without keys',
    odd({ type: 'array', 'x-kubernetes-list-type': 'map', items: { type: 'object', properties: { a: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self == oldSelf' }] } } } }),
  ],
  ['syntax error', { type: 'object', 'x-kubernetes-validations': [{ rule: 'self.(' }] }],
  ['huge nesting', { type: 'object', 'x-kubernetes-validations': [{ rule: '((((((((((((((((((((true))))))))))))))))))))' }] }],
  ['fieldPath garbage', odd({ type: 'object', 'x-kubernetes-validations': [{ rule: 'true', fieldPath: "['unterminated" }] })],
  ['negative limits', { type: 'array', maxItems: -5, items: { type: 'string', maxLength: -1 }, 'x-kubernetes-validations': [{ rule: "self.all(x, x.contains('a'))" }] }],
];
const values: JSONValue[] = [null, 1, 'x', [1, 'a', null], { a: [1], b: { c: null } }, true];

describe('never throws', () => {
  it.each(schemas)('%s', (_n, schema) => {
    expect(() => compileSchemaRules(schema, FieldPath.of('s'), { kubeVersion: '1.34', isResourceRoot: false })).not.toThrow();
    for (const v of values) {
      expect(() => validateRules(schema, v, v, { kubeVersion: '1.34', isResourceRoot: false })).not.toThrow();
      expect(() => validateRules(schema, v, undefined, { kubeVersion: 'garbage', isResourceRoot: true })).not.toThrow();
    }
  });
  it('values that do not match the schema become evaluation errors, not exceptions', () => {
    const r = validateRules({ type: 'object', properties: { n: { type: 'integer' } }, 'x-kubernetes-validations': [{ rule: 'self.n > 0' }] }, { n: 'five' }, undefined, {
      kubeVersion: '1.34',
      isResourceRoot: false,
    });
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual([': Invalid value: "object": invalid data, expected int, got string evaluating rule: self.n > 0']);
  });
});
