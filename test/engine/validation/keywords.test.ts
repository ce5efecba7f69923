// OpenAPI keywords as kube-openapi validates custom objects (validate/validator.go, type.go,
// object_validator.go, slice_validator.go, schema_props.go) with the apiserver's conversion to
// field errors (apiextensions-apiserver validation.go kubeOpenAPIResultToFieldErrors).
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';
import { messages, specProp } from './helpers';
import { FieldPath } from '../../../src/engine/field/path';
import { validateCustomResource } from '../../../src/engine/validation';
import { NEWEST_RENDERING } from '../field/newest-rendering';

type Row = [name: string, schema: JSONSchemaProps, value: JSONValue, want: string[]];

const spec = (name: string, prop: JSONSchemaProps, v: JSONValue): [JSONSchemaProps, JSONValue] => [specProp(name, prop), { spec: { [name]: v } }];

const rows: Row[] = [
  // typeValidator
  ['type integer vs string (docs example)', ...spec('replicas', { type: 'integer' }, 'string'), ['spec.replicas: Invalid value: "string": spec.replicas in body must be of type integer: "string"']],
  ['type integer accepts an integral number', ...spec('replicas', { type: 'integer' }, 3), []],
  [
    'type integer vs float: type error and IsValueValidAgainstRange "Checked"',
    ...spec('replicas', { type: 'integer' }, 1.5),
    [
      'spec.replicas: Invalid value: "number": spec.replicas in body must be of type integer: "number"',
      '<nil>: Invalid value: "": Checked value must be of type integer (default format) in spec.replicas',
    ],
  ],
  ['type number accepts an int64 (isIntFloat)', ...spec('ratio', { type: 'number' }, 2), []],
  ['type string vs bool', ...spec('s', { type: 'string' }, true), ['spec.s: Invalid value: "boolean": spec.s in body must be of type string: "boolean"']],
  ['type object vs array', ...spec('o', { type: 'object' }, [1]), ['spec.o: Invalid value: "array": spec.o in body must be of type object: "array"']],
  ['type array vs object', ...spec('a', { type: 'array' }, { x: 1 }), ['spec.a: Invalid value: "object": spec.a in body must be of type array: "object"']],
  ['type boolean vs string', ...spec('b', { type: 'boolean' }, 'true'), ['spec.b: Invalid value: "string": spec.b in body must be of type boolean: "string"']],
  ['null without nullable', ...spec('s', { type: 'string' }, null), ['spec.s: Invalid value: "null": spec.s in body must be of type string: "null"']],
  ['null with nullable', ...spec('s', { type: 'string', nullable: true }, null), []],
  ['int-or-string accepts both', ...spec('port', { 'x-kubernetes-int-or-string': true }, 'http'), []],
  [
    'int-or-string type list in the message',
    ...spec('port', { 'x-kubernetes-int-or-string': true }, 1.5),
    ['spec.port: Invalid value: "number": spec.port in body must be of type integer,string: "number"'],
  ],
  ['int-or-string null', ...spec('port', { 'x-kubernetes-int-or-string': true }, null), ['spec.port: Invalid value: "null": spec.port in body must be of type integer,string: "null"']],
  ['format on integer names the format (int32 vs bool)', ...spec('n', { type: 'integer', format: 'int32' }, true), ['spec.n: Invalid value: "": spec.n in body must be of type int32: ""']],
  [
    'format int64 vs float names both formats',
    ...spec('n', { type: 'integer', format: 'int64' }, 1.5),
    ['spec.n: Invalid value: "float64": spec.n in body must be of type int64: "float64"', '<nil>: Invalid value: "": Checked value must be of type integer with format int64 in spec.n'],
  ],
  ['string format skips the type check for arrays (kube-openapi quirk)', ...spec('d', { type: 'string', format: 'date' }, ['x']), []],
  [
    'a kept string format names the format for non-string values',
    ...spec('d', { type: 'string', format: 'date' }, 7),
    ['spec.d: Invalid value: "int64": spec.d in body must be of type date: "int64"'],
  ],
  ['unknown format is stripped: plain string check', ...spec('d', { type: 'string', format: 'my-format' }, 7), ['spec.d: Invalid value: "integer": spec.d in body must be of type string: "integer"']],
  // numberValidator
  ['maximum (docs example)', ...spec('replicas', { type: 'integer', minimum: 1, maximum: 10 }, 15), ['spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10']],
  ['minimum', ...spec('replicas', { type: 'integer', minimum: 1 }, 0), ['spec.replicas: Invalid value: 0: spec.replicas in body should be greater than or equal to 1']],
  ['exclusiveMaximum', ...spec('n', { type: 'integer', maximum: 10, exclusiveMaximum: true }, 10), ['spec.n: Invalid value: 10: spec.n in body should be less than 10']],
  ['exclusiveMinimum', ...spec('n', { type: 'integer', minimum: 1, exclusiveMinimum: true }, 1), ['spec.n: Invalid value: 1: spec.n in body should be greater than 1']],
  [
    'float maximum prints with %v (exponent from 1e+06)',
    ...spec('x', { type: 'number', maximum: 1000000 }, 2500000.5),
    ['spec.x: Invalid value: 2.5000005e+06: spec.x in body should be less than or equal to 1e+06'],
  ],
  [
    'int value against fractional maximum truncates the bound (MaximumNativeType)',
    ...spec('x', { type: 'number', maximum: 1.5 }, 2),
    ['spec.x: Invalid value: 2: spec.x in body should be less than or equal to 1'],
  ],
  [
    'fractional maximum on an integer type fails IsValueValidAgainstRange',
    ...spec('x', { type: 'integer', maximum: 10.5 }, 3),
    ['<nil>: Invalid value: "": Maximum boundary value must be of type integer (default format) in spec.x'],
  ],
  ['int32 range', ...spec('n', { type: 'integer', format: 'int32' }, 3000000000), ['<nil>: Invalid value: "": Checked value must be of type integer with format int32 in spec.n']],
  ['float range', ...spec('n', { type: 'number', format: 'float' }, 1e39), ['<nil>: Invalid value: "": Checked value must be of type number with format float in spec.n']],
  ['double has no range check', ...spec('n', { type: 'number', format: 'double' }, 1e300), []],
  ['multipleOf on integers', ...spec('n', { type: 'integer', multipleOf: 5 }, 12), ['spec.n: Invalid value: 12: spec.n in body should be a multiple of 5']],
  ['multipleOf on floats', ...spec('n', { type: 'number', multipleOf: 0.5 }, 1.25), ['spec.n: Invalid value: 1.25: spec.n in body should be a multiple of 0.5']],
  ['multipleOf float accepted', ...spec('n', { type: 'number', multipleOf: 0.1 }, 0.3), []],
  // stringValidator: maxLength, then minLength, then pattern; first failure only
  ['maxLength counts runes', ...spec('s', { type: 'string', maxLength: 2 }, 'héé'), ['spec.s: Too long: may not be more than 2 bytes']],
  ['maxLength: astral characters are one rune', ...spec('s', { type: 'string', maxLength: 2 }, '😀😀'), []],
  ['minLength', ...spec('s', { type: 'string', minLength: 3 }, 'ab'), ['spec.s: Invalid value: "ab": spec.s in body should be at least 3 chars long']],
  [
    'pattern (docs cronSpec example)',
    ...spec('cronSpec', { type: 'string', pattern: '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$' }, '* * * *'),
    ['spec.cronSpec: Invalid value: "* * * *": spec.cronSpec in body should match \'^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$\''],
  ],
  ['pattern is an unanchored RE2 search', ...spec('s', { type: 'string', pattern: 'b' }, 'abc'), []],
  [
    'invalid pattern reports the compile error',
    ...spec('s', { type: 'string', pattern: '(' }, 'x'),
    ['spec.s: Invalid value: "x": spec.s in body should match \'(, but pattern is invalid: error parsing regexp: missing closing ): `(`\''],
  ],
  ['length failure hides the pattern failure', ...spec('s', { type: 'string', maxLength: 1, pattern: '^a$' }, 'bb'), ['spec.s: Too long: may not be more than 1 byte']],
  // enum (basicCommonValidator) → NotSupported
  ['enum', ...spec('image', { type: 'string', enum: ['a', 'b'] }, 'c'), ['spec.image: Unsupported value: "c": supported values: "a", "b"']],
  ['enum of numbers: values JSON-encoded', ...spec('n', { type: 'integer', enum: [1, 2] }, 3), ['spec.n: Unsupported value: 3: supported values: "1", "2"']],
  ['enum: an int converts to a float entry', ...spec('n', { type: 'number', enum: [2.5, 3] }, 3), []],
  ['enum: a float is truncated to match an int entry (reflect Convert)', ...spec('n', { type: 'number', enum: [2] }, 2.5), []],
  ['enum: an int converts to a string entry as a rune', ...spec('s', { 'x-kubernetes-int-or-string': true, enum: ['A'] }, 65), []],
  ['enum never matches null', ...spec('s', { type: 'string', nullable: true, enum: ['a', null] }, null), ['spec.s: Unsupported value: "null": supported values: "a", "null"']],
  ['enum of objects', ...spec('o', { type: 'object', enum: [{ a: 1 }] }, { a: 2 }), ['spec.o: Unsupported value: {"a":2}: supported values: "{\\"a\\":1}"']],
  // slice validator
  ['items with index paths', ...spec('l', { type: 'array', items: { type: 'string' } }, ['a', 1]), ['spec.l[1]: Invalid value: "integer": spec.l[1] in body must be of type string: "integer"']],
  ['maxItems → TooMany', ...spec('l', { type: 'array', maxItems: 1 }, [1, 2]), ['spec.l: Too many: 2: must have at most 1 item']],
  ['minItems', ...spec('l', { type: 'array', minItems: 2 }, [1]), ['spec.l: Invalid value: 1: spec.l in body should have at least 2 items']],
  ['uniqueItems', ...spec('l', { type: 'array', uniqueItems: true }, [{ a: 1 }, { a: 1 }]), ['spec.l: Invalid value: "": spec.l in body shouldn\'t contain duplicates']],
  // object validator
  ['required', { type: 'object', properties: { spec: { type: 'object', required: ['a', 'b'] } } }, { spec: { b: 1 } }, ['spec.a: Required value']],
  ['required at the root', { type: 'object', required: ['spec'] }, {}, ['spec: Required value']],
  ['maxProperties → TooMany', ...spec('m', { type: 'object', maxProperties: 1 }, { a: 1, b: 2 }), ['spec.m: Too many: 2: must have at most 1 item']],
  ['minProperties', ...spec('m', { type: 'object', minProperties: 2 }, { a: 1 }), ['spec.m: Invalid value: 1: spec.m in body should have at least 2 properties']],
  [
    'additionalProperties schema: keys joined with "."',
    ...spec('m', { type: 'object', additionalProperties: { type: 'integer' } }, { 'a.b': 'x' }),
    ['spec.m.a.b: Invalid value: "string": spec.m.a.b in body must be of type integer: "string"'],
  ],
  [
    'additionalProperties false: forbidden property reported on the object',
    ...spec('m', { type: 'object', properties: { a: {} }, additionalProperties: false }, { a: 1, z: 2 }),
    ['spec.m: Invalid value: "z": spec.m.z in body is a forbidden property'],
  ],
  [
    'root additionalProperties key keeps the leading dot in the message',
    { type: 'object', additionalProperties: { type: 'string' } },
    { k: 1 },
    ['k: Invalid value: "integer": .k in body must be of type string: "integer"'],
  ],
  // schemaPropsValidator
  [
    'anyOf none valid: plain error at the root, then the best branch',
    ...spec('x', { anyOf: [{ type: 'integer' }, { type: 'string', minLength: 5 }] }, 'ab'),
    ['<nil>: Invalid value: "": "spec.x" must validate at least one schema (anyOf)', 'spec.x: Invalid value: "ab": spec.x in body should be at least 5 chars long'],
  ],
  ['anyOf one valid', ...spec('x', { anyOf: [{ type: 'integer' }, { type: 'string' }] }, 'ab'), []],
  [
    'oneOf none valid',
    ...spec('x', { oneOf: [{ required: ['a'] }, { required: ['b'] }] }, {}),
    ['<nil>: Invalid value: "": "spec.x" must validate one and only one schema (oneOf). Found none valid', 'spec.x.a: Required value'],
  ],
  [
    'oneOf two valid',
    ...spec('x', { oneOf: [{ type: 'object' }, { minProperties: 0 }] }, {}),
    ['<nil>: Invalid value: "": "spec.x" must validate one and only one schema (oneOf). Found 2 valid alternatives'],
  ],
  [
    'allOf',
    ...spec('x', { allOf: [{ minimum: 5 }, { maximum: 1 }] }, 3),
    [
      'spec.x: Invalid value: 3: spec.x in body should be greater than or equal to 5',
      'spec.x: Invalid value: 3: spec.x in body should be less than or equal to 1',
      '<nil>: Invalid value: "": "spec.x" must validate all the schemas (allOf). None validated',
    ],
  ],
  ['not', ...spec('x', { not: { type: 'string' } }, 'a'), ['<nil>: Invalid value: "": "spec.x" must not validate the schema (not)']],
  [
    'duplicate failures are reported once (Result.AddErrors)',
    ...spec('x', { type: 'integer', allOf: [{ type: 'integer' }] }, 'a'),
    ['spec.x: Invalid value: "string": spec.x in body must be of type integer: "string"', '<nil>: Invalid value: "": "spec.x" must validate all the schemas (allOf). None validated'],
  ],
  // error order within one schema: type, composition, string, format, number, slice, enum, object
  [
    'validator order: type before enum',
    ...spec('x', { type: 'integer', enum: [1] }, 'a'),
    ['spec.x: Invalid value: "string": spec.x in body must be of type integer: "string"', 'spec.x: Unsupported value: "a": supported values: "1"'],
  ],
  [
    'preserve-unknown-fields and embedded-resource do not change OpenAPI validation',
    ...spec('e', { type: 'object', 'x-kubernetes-preserve-unknown-fields': true, 'x-kubernetes-embedded-resource': true }, { any: 1 }),
    [],
  ],
];

describe('validateCustomResource: OpenAPI keywords', () => {
  it.each(rows)('%s', (_name, schema, value, want) => {
    expect(messages(schema, value)).toEqual(want);
  });
});

describe('error paths locate the value in the document', () => {
  const rows: [name: string, schema: JSONSchemaProps, value: JSONValue, field: string, docPath: (string | number)[]][] = [
    [
      'property and index steps',
      specProp('l', { type: 'array', items: { type: 'object', properties: { n: { type: 'string' } } } }),
      { spec: { l: [{}, { n: 1 }] } },
      'spec.l[1].n',
      ['spec', 'l', 1, 'n'],
    ],
    [
      'additionalProperties keys containing dots stay one step',
      specProp('m', { type: 'object', additionalProperties: { type: 'string' } }),
      { spec: { m: { 'a.b': 1 } } },
      'spec.m.a.b',
      ['spec', 'm', 'a.b'],
    ],
    ['required fields', { type: 'object', properties: { spec: { type: 'object', required: ['x'] } } }, { spec: {} }, 'spec.x', ['spec', 'x']],
    ['array at the root', { type: 'array', items: { type: 'string' } }, [1], '[0]', [0]],
  ];
  it.each(rows)('%s', (_n, schema, value, field, docPath) => {
    const errs = validateCustomResource(FieldPath.root(), value, schema);
    expect(errs.map((e) => e.field)).toEqual([field]);
    expect(errs[0].path.docPath()).toEqual(docPath);
  });
  it("keeps kube's flat child for a root array below a non-root path", () => {
    const errs = validateCustomResource(FieldPath.of('spec'), [1], { type: 'array', items: { type: 'string' } });
    expect(errs.map((e) => e.field)).toEqual(['spec.[0]']);
  });
});

describe('the nil field path', () => {
  it('root-level failures print <nil> and locate the document root', () => {
    const errs = validateCustomResource(FieldPath.root(), 'x', { type: 'object' });
    expect(errs.map((e) => e.toString(NEWEST_RENDERING))).toEqual(['<nil>: Invalid value: "string":  in body must be of type object: "string"']);
    expect(errs[0].path.docPath()).toEqual([]);
  });
  it('FieldPath.nil() behaves like the root', () => {
    expect(validateCustomResource(FieldPath.nil(), { a: 1 }, { type: 'object', properties: { a: { type: 'string' } } }).map((e) => e.toString(NEWEST_RENDERING))).toEqual([
      'a: Invalid value: "integer": a in body must be of type string: "integer"',
    ]);
  });
});
