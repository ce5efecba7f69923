// The OpenAPI part of apiextensions-apiserver validation_test.go TestValidateCustomResource:
// valid objects give no error, failing objects give exactly the expected set of messages
// (the upstream test compares sets). Schemas and objects restated from the upstream table.
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';
import { messages } from './helpers';

const field = (s: JSONSchemaProps): JSONSchemaProps => ({ type: 'object', properties: { field: s } });
const kinds: [JSONValue, string][] = [
  ['foo', 'string'],
  [42, 'integer'],
  [true, 'boolean'],
  [1.2, 'number'],
  [[], 'array'],
  [{}, 'object'],
  [null, 'null'],
];
const typeErr = (types: string, kind: string) => `field: Invalid value: "${kind}": field in body must be of type ${types}: "${kind}"`;

interface Case {
  name: string;
  schema: JSONSchemaProps;
  objects: JSONValue[];
  failing: [JSONValue, string[]][];
}

const anyOfIntOrString: JSONSchemaProps[] = [{ type: 'integer' }, { type: 'string' }];

// kube-openapi since a19766b (Jan 2026, vendored by 1.36) passes the schema type to the number
// validator, so a float in an `integer` anyOf branch also fails IsValueValidAgainstRange; the
// upstream table predates that and lacks this message for 1.2.
const checked = (k: string) => (k === 'number' ? ['<nil>: Invalid value: "": Checked value must be of type integer (default format) in field'] : []);

const cases: Case[] = [
  {
    name: 'type object',
    schema: field({ type: 'object' }),
    objects: [{}, { field: {} }],
    failing: kinds.filter(([, k]) => k !== 'object').map(([v, k]) => [{ field: v }, [typeErr('object', k)]]),
  },
  {
    name: 'nullable',
    schema: field({ type: 'object', nullable: true }),
    objects: [{}, { field: {} }, { field: null }],
    failing: kinds.filter(([, k]) => k !== 'object' && k !== 'null').map(([v, k]) => [{ field: v }, [typeErr('object', k)]]),
  },
  { name: 'nullable and no type', schema: field({ nullable: true }), objects: kinds.map(([v]) => ({ field: v })), failing: [] },
  {
    name: 'x-kubernetes-int-or-string',
    schema: field({ 'x-kubernetes-int-or-string': true }),
    objects: [{}, { field: 42 }, { field: 'foo' }],
    failing: kinds.filter(([, k]) => !['integer', 'string'].includes(k)).map(([v, k]) => [{ field: v }, [typeErr('integer,string', k)]]),
  },
  {
    name: 'nullable and x-kubernetes-int-or-string',
    schema: field({ nullable: true, 'x-kubernetes-int-or-string': true }),
    objects: [{}, { field: 42 }, { field: 'foo' }, { field: null }],
    failing: kinds.filter(([, k]) => !['integer', 'string', 'null'].includes(k)).map(([v, k]) => [{ field: v }, [typeErr('integer,string', k)]]),
  },
  {
    name: 'nullable, x-kubernetes-int-or-string and user-provided anyOf',
    schema: field({ nullable: true, 'x-kubernetes-int-or-string': true, anyOf: anyOfIntOrString }),
    objects: [{}, { field: null }, { field: 42 }, { field: 'foo' }],
    failing: kinds
      .filter(([, k]) => !['integer', 'string', 'null'].includes(k))
      .map(([v, k]) => [{ field: v }, ['<nil>: Invalid value: "": "field" must validate at least one schema (anyOf)', typeErr('integer,string', k), typeErr('integer', k), ...checked(k)]]),
  },
  {
    name: 'nullable, x-kubernetes-int-or-string and user-provider allOf',
    schema: field({ nullable: true, 'x-kubernetes-int-or-string': true, allOf: [{ anyOf: anyOfIntOrString }] }),
    objects: [{}, { field: null }, { field: 42 }, { field: 'foo' }],
    failing: kinds
      .filter(([, k]) => !['integer', 'string', 'null'].includes(k))
      .map(([v, k]) => [
        { field: v },
        [
          '<nil>: Invalid value: "": "field" must validate all the schemas (allOf). None validated',
          '<nil>: Invalid value: "": "field" must validate at least one schema (anyOf)',
          typeErr('integer,string', k),
          typeErr('integer', k),
          ...checked(k),
        ],
      ]),
  },
  {
    name: 'invalid regex',
    schema: field({ type: 'string', pattern: '+' }),
    objects: [],
    failing: [[{ field: 'foo' }, ['field: Invalid value: "foo": field in body should match \'+, but pattern is invalid: error parsing regexp: missing argument to repetition operator: `+`\'']]],
  },
  {
    name: 'required field',
    schema: { type: 'object', required: ['field'], properties: { field: { type: 'object', required: ['nested'], properties: { nested: {} } } } },
    objects: [],
    failing: [
      [{ test: 'a' }, ['field: Required value']],
      [{ field: {} }, ['field.nested: Required value']],
    ],
  },
  {
    name: 'enum',
    schema: field({ type: 'object', required: ['nestedint', 'nestedstring'], properties: { nestedint: { type: 'integer', enum: [1, 2] }, nestedstring: { type: 'string', enum: ['a', 'b'] } } }),
    objects: [],
    failing: [
      [{ field: {} }, ['field.nestedint: Required value', 'field.nestedstring: Required value']],
      [
        { field: { nestedint: 'x', nestedstring: true } },
        [
          'field.nestedint: Invalid value: "string": field.nestedint in body must be of type integer: "string"',
          'field.nestedint: Unsupported value: "x": supported values: "1", "2"',
          'field.nestedstring: Invalid value: "boolean": field.nestedstring in body must be of type string: "boolean"',
          'field.nestedstring: Unsupported value: true: supported values: "a", "b"',
        ],
      ],
    ],
  },
  {
    name: 'maxProperties',
    schema: { type: 'object', properties: { fieldX: { type: 'object', maxProperties: 2 } } },
    objects: [],
    failing: [[{ fieldX: { a: true, b: true, c: true } }, ['fieldX: Too many: 3: must have at most 2 items']]],
  },
  {
    name: 'maxItems',
    schema: { type: 'object', properties: { fieldX: { type: 'array', maxItems: 2 } } },
    objects: [],
    failing: [[{ fieldX: ['a', 'b', 'c'] }, ['fieldX: Too many: 3: must have at most 2 items']]],
  },
  {
    name: 'maxLength',
    schema: { type: 'object', properties: { fieldX: { type: 'string', maxLength: 2 } } },
    objects: [],
    failing: [[{ fieldX: 'abc' }, ['fieldX: Too long: may not be more than 2 bytes']]],
  },
];

describe('TestValidateCustomResource (OpenAPI part)', () => {
  for (const c of cases) {
    describe(c.name, () => {
      if (c.objects.length > 0) it.each(c.objects.map((o) => [o]))('accepts %j', (o) => expect(messages(c.schema, o)).toEqual([]));
      if (c.failing.length > 0) {
        it.each(c.failing)('rejects %j', (o, want) => expect([...new Set(messages(c.schema, o))].sort()).toEqual([...want].sort()));
      }
    });
  }
});
