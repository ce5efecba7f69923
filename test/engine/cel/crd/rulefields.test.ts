// Write-time checks of x-kubernetes-validations fields (apis/apiextensions/validation/validation.go,
// validation_test.go cases "x-kubernetes-validations message/reason/fieldPath …") and ValidFieldPath
// (schema/cel/validation_test.go TestValidateFieldPath).
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps, ValidationRule } from '../../../../src/engine/apis/jsonschema';
import { FieldPath } from '../../../../src/engine/field/path';
import { validateRuleFields } from '../../../../src/engine/cel/crd/rulefields';
import { validFieldPath } from '../../../../src/engine/cel/crd/fieldpath';
import { NEWEST_RENDERING } from '../../field/newest-rendering';

const schema: JSONSchemaProps = {
  type: 'object',
  properties: {
    foo: { type: 'object', properties: { test: { type: 'object', properties: { x: { type: 'integer' } } } } },
    testMap: { type: 'object', additionalProperties: { type: 'object', properties: { y: { type: 'string' } } } },
    'a.b': { type: 'string' },
    list: { type: 'array', items: { type: 'string' } },
  },
};

describe('ValidFieldPath', () => {
  const rows: [string, string | { error: string }, string][] = [
    ['.foo.test.x', 'foo.test.x', 'docs: fieldPath .foo.test.x'],
    [".testMap['foo']", 'testMap[foo]', "docs: map key via ['foo']"],
    ['.testMap.foo', 'testMap[foo]', 'docs: map key via .foo'],
    [".testMap['foo'].y", 'testMap[foo].y', 'property below a map value'],
    ["['a.b']", 'a.b', 'quoted property with a dot'],
    ['.list', 'list', 'a list itself may be referenced'],
    ['.list[0]', { error: 'expected single quoted string but got 0' }, 'docs: numeric indexes are not supported'],
    ['.bar', { error: 'does not refer to a valid field' }, 'unknown property'],
    ['foo', { error: 'expected [ or . but got: foo' }, 'must start with . or ['],
    ['.foo.', { error: 'unexpected end of JSON path' }, 'dangling dot'],
    [".foo['test'", { error: 'unexpected end of JSON path' }, 'missing ]'],
    [".testMap['a\\qb']", { error: 'invalid string literal: invalid escape char \\q' }, 'unescapeSingleQuote rejects unknown escapes'],
    ['.foo.test.x.y', { error: 'does not refer to a valid field' }, 'below a scalar'],
  ];
  it.each(rows)('%s → %j (%s)', (p, want) => {
    const r = validFieldPath(p, schema);
    if (typeof want === 'string') {
      expect('error' in r ? r.error : r.path.toString()).toBe(want);
    } else {
      expect(r).toEqual(want);
    }
  });
});

describe('x-kubernetes-validations field checks', () => {
  const at = FieldPath.of('spec', 'validation', 'openAPIV3Schema').child('x-kubernetes-validations').index(0);
  const rows: [string, ValidationRule, string[]][] = [
    ['empty rule', { rule: '  ' }, ['spec.validation.openAPIV3Schema.x-kubernetes-validations[0].rule: Required value: rule is not specified']],
    ['whitespace message', { rule: 'true', message: '   ' }, ['spec.validation.openAPIV3Schema.x-kubernetes-validations[0].message: Invalid value: "   ": message must be non-empty if specified']],
    [
      'message with line break',
      { rule: 'true', message: 'a\nb' },
      ['spec.validation.openAPIV3Schema.x-kubernetes-validations[0].message: Invalid value: "a\\nb": message must not contain line breaks'],
    ],
    [
      'multi-line rule without message',
      { rule: 'true &&\ntrue' },
      ['spec.validation.openAPIV3Schema.x-kubernetes-validations[0].message: Required value: message must be specified if rule contains line breaks'],
    ],
    ['multi-line rule with message is fine', { rule: 'true &&\ntrue', message: 'm' }, []],
    [
      'whitespace messageExpression',
      { rule: 'true', messageExpression: ' ' },
      ['spec.validation.openAPIV3Schema.x-kubernetes-validations[0].messageExpression: Required value: messageExpression must be non-empty if specified'],
    ],
    [
      'unsupported reason',
      { rule: 'true', reason: 'InternalError' },
      [
        'spec.validation.openAPIV3Schema.x-kubernetes-validations[0].reason: Unsupported value: "InternalError": supported values: "FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"',
      ],
    ],
    ['supported reason', { rule: 'true', reason: 'FieldValueForbidden' }, []],
    [
      'whitespace fieldPath is also not a valid path',
      { rule: 'true', fieldPath: ' ' },
      [
        'spec.validation.openAPIV3Schema.x-kubernetes-validations[0].fieldPath: Invalid value: " ": fieldPath must be non-empty if specified',
        'spec.validation.openAPIV3Schema.x-kubernetes-validations[0].fieldPath: Invalid value: " ": fieldPath must be a valid path',
      ],
    ],
    [
      'fieldPath with a line break',
      { rule: 'true', fieldPath: '.foo\n' },
      [
        'spec.validation.openAPIV3Schema.x-kubernetes-validations[0].fieldPath: Invalid value: ".foo\\n": fieldPath must not contain line breaks',
        'spec.validation.openAPIV3Schema.x-kubernetes-validations[0].fieldPath: Invalid value: ".foo\\n": fieldPath must be a valid path',
      ],
    ],
    [
      'fieldPath to a missing field',
      { rule: 'true', fieldPath: '.foo.nope' },
      ['spec.validation.openAPIV3Schema.x-kubernetes-validations[0].fieldPath: Invalid value: ".foo.nope": fieldPath must be a valid path'],
    ],
    ['valid fieldPath', { rule: 'true', fieldPath: '.foo.test.x' }, []],
  ];
  it.each(rows)('%s', (_n, rule, want) => {
    expect(validateRuleFields(rule, at, schema).map((e) => e.toString(NEWEST_RENDERING))).toEqual(want);
  });
});
