// Table tests for the OpenAPI keyword rules of CRD validation (apis/apiextensions/validation
// ValidateCustomResourceDefinitionOpenAPISchema, specStandardValidatorV3.validate,
// validateMapListKeysMapSet) and the status-subresource root rule of
// validateCustomResourceDefinitionValidation. Rows modelled on validation_test.go and the
// CRD docs "Validation" section. Exact messages, in Kubernetes' visiting order.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FieldPath } from '../../../src/engine/field/path';
import { validateOpenAPISchema } from '../../../src/engine/schema/openapischema';
import { validateStatusSubresourceRoot } from '../../../src/engine/schema/statusroot';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const P = FieldPath.of('spec', 'versions').index(0).child('schema', 'openAPIV3Schema');
const p = 'spec.versions[0].schema.openAPIV3Schema';
const create = {
  allowDefaults: true,
  requireValidPropertyType: true,
  requireAtomicSetType: true,
  requireMapListKeysMapSetValidation: true,
};

const rows: { name: string; schema: string; opts?: Partial<typeof create>; errors: string[] }[] = [
  {
    name: 'docs Validation: forbidden keywords (definitions, dependencies, id, patternProperties, $ref, additionalItems)',
    schema: `
type: object
properties:
  a:
    type: object
    id: myid
    $ref: "#/definitions/x"
    additionalItems: false
    patternProperties: {"^x": {type: string}}
    definitions: {x: {type: string}}
    dependencies: {x: [y]}`,
    errors: [
      `${p}.properties[a].id: Forbidden: id is not supported`,
      `${p}.properties[a].additionalItems: Forbidden: additionalItems is not supported`,
      `${p}.properties[a].patternProperties: Forbidden: patternProperties is not supported`,
      `${p}.properties[a].definitions: Forbidden: definitions is not supported`,
      `${p}.properties[a].dependencies: Forbidden: dependencies is not supported`,
      `${p}.properties[a].$ref: Forbidden: $ref is not supported`,
    ],
  },
  {
    name: 'docs Validation: uniqueItems cannot be true',
    schema: 'type: object\nproperties:\n  l: {type: array, uniqueItems: true, items: {type: string}}',
    errors: [`${p}.properties[l].uniqueItems: Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic`],
  },
  {
    name: 'docs Validation: additionalProperties is mutually exclusive with properties (false or a schema; true is allowed)',
    schema: `
type: object
properties:
  a: {type: object, properties: {x: {type: string}}, additionalProperties: false}
  b: {type: object, properties: {x: {type: string}}, additionalProperties: {type: string}}
  c: {type: object, properties: {x: {type: string}}, additionalProperties: true}`,
    errors: [
      `${p}.properties[a].additionalProperties: Forbidden: additionalProperties and properties are mutual exclusive`,
      `${p}.properties[b].additionalProperties: Forbidden: additionalProperties and properties are mutual exclusive`,
    ],
  },
  {
    name: 'specStandardValidatorV3: type null and unknown types (requireValidPropertyType)',
    schema: 'type: object\nproperties:\n  a: {type: "null"}\n  b: {type: dict}',
    errors: [
      `${p}.properties[a].type: Unsupported value: "null": supported values: "array", "boolean", "integer", "number", "object", "string"`,
      `${p}.properties[a].type: Forbidden: type cannot be set to null, use nullable as an alternative`,
      `${p}.properties[b].type: Unsupported value: "dict": supported values: "array", "boolean", "integer", "number", "object", "string"`,
    ],
  },
  {
    name: 'ratcheting: requireValidPropertyType=false keeps only the null-type rule',
    schema: 'type: object\nproperties:\n  a: {type: "null"}\n  b: {type: dict}',
    opts: { requireValidPropertyType: false },
    errors: [`${p}.properties[a].type: Forbidden: type cannot be set to null, use nullable as an alternative`],
  },
  {
    name: 'items must be a schema object and not an array',
    schema: 'type: object\nproperties:\n  l: {type: array, items: [{type: string}]}',
    errors: [`${p}.properties[l].items: Forbidden: items must be a schema object and not an array`],
  },
  {
    name: 'validation_test "top-level metadata default": defaults forbidden in top-level metadata',
    schema: 'type: object\nproperties:\n  metadata:\n    type: object\n    default: {name: foo}\n    properties:\n      name: {type: string, default: foo}',
    errors: [
      `${p}.properties[metadata].default: Forbidden: must not be set in top-level metadata`,
      `${p}.properties[metadata].properties[name].default: Forbidden: must not be set in top-level metadata`,
    ],
  },
  {
    name: 'validation_test "default inside additionalSchema": no defaults under additionalProperties in embedded metadata',
    schema: `
type: object
properties:
  embedded:
    type: object
    x-kubernetes-embedded-resource: true
    properties:
      metadata:
        type: object
        properties:
          annotations:
            type: object
            additionalProperties: {type: string, default: abc}`,
    errors: [`${p}.properties[embedded].properties[metadata].properties[annotations].additionalProperties.default: Forbidden: must not be set inside additionalProperties applying to object metadata`],
  },
  {
    name: 'allowDefaults=false (e.g. v1beta1 with preserveUnknownFields) forbids every default',
    schema: 'type: object\nproperties:\n  a: {type: string, default: x}',
    opts: { allowDefaults: false },
    errors: [`${p}.properties[a].default: Forbidden: must not be set`],
  },
  {
    name: 'x-kubernetes-embedded-resource must not be used inside resource meta',
    schema: 'type: object\nproperties:\n  kind: {type: string, x-kubernetes-embedded-resource: true}',
    errors: [`${p}.properties[kind].x-kubernetes-embedded-resource: Forbidden: must not be used inside of resource meta`],
  },
  {
    name: 'x-kubernetes-preserve-unknown-fields must be true or undefined',
    schema: 'type: object\nx-kubernetes-preserve-unknown-fields: false',
    errors: [`${p}.x-kubernetes-preserve-unknown-fields: Invalid value: false: must be true or undefined`],
  },
  {
    name: 'x-kubernetes-map-type: needs type object, atomic or granular',
    schema: 'type: object\nproperties:\n  a: {x-kubernetes-map-type: atomic}\n  b: {type: string, x-kubernetes-map-type: granular}\n  c: {type: object, x-kubernetes-map-type: other}',
    errors: [
      `${p}.properties[a].type: Required value: must be object if x-kubernetes-map-type is specified`,
      `${p}.properties[b].type: Invalid value: "string": must be object if x-kubernetes-map-type is specified`,
      `${p}.properties[c].x-kubernetes-map-type: Unsupported value: "other": supported values: "atomic", "granular"`,
    ],
  },
  {
    name: 'x-kubernetes-list-type: needs type array, atomic/set/map',
    schema:
      'type: object\nproperties:\n  a: {x-kubernetes-list-type: atomic}\n  b: {type: object, x-kubernetes-list-type: set}\n  c: {type: array, items: {type: string}, x-kubernetes-list-type: bag}',
    errors: [
      `${p}.properties[a].type: Required value: must be array if x-kubernetes-list-type is specified`,
      `${p}.properties[b].type: Invalid value: "object": must be array if x-kubernetes-list-type is specified`,
      `${p}.properties[c].x-kubernetes-list-type: Unsupported value: "bag": supported values: "atomic", "set", "map"`,
    ],
  },
  {
    name: 'x-kubernetes-list-type=set: items must be atomic (requireAtomicSetType)',
    schema: `
type: object
properties:
  a: {type: array, x-kubernetes-list-type: set, items: {type: array, x-kubernetes-list-type: set, items: {type: string}}}
  b: {type: array, x-kubernetes-list-type: set, items: {type: object}}
  c: {type: array, x-kubernetes-list-type: set, items: {type: object, x-kubernetes-map-type: atomic}}`,
    errors: [
      `${p}.properties[a].items.x-kubernetes-list-type: Invalid value: "set": must be atomic as item of a list with x-kubernetes-list-type=set`,
      `${p}.properties[b].items.x-kubernetes-map-type: Invalid value: "null": must be atomic as item of a list with x-kubernetes-list-type=set`,
    ],
  },
  {
    name: 'x-kubernetes-list-map-keys requires x-kubernetes-list-type map',
    schema: `
type: object
properties:
  a: {type: array, items: {type: object, properties: {k: {type: string}}, required: [k]}, x-kubernetes-list-map-keys: [k]}
  b: {type: array, items: {type: object, properties: {k: {type: string}}, required: [k]}, x-kubernetes-list-type: atomic, x-kubernetes-list-map-keys: [k]}`,
    errors: [
      `${p}.properties[a].x-kubernetes-list-type: Required value: must be map if x-kubernetes-list-map-keys is non-empty`,
      `${p}.properties[b].x-kubernetes-list-type: Invalid value: "atomic": must be map if x-kubernetes-list-map-keys is non-empty`,
    ],
  },
  {
    name: 'x-kubernetes-list-type=map: keys, items schema and scalar key properties',
    schema: `
type: object
properties:
  a: {type: array, x-kubernetes-list-type: map}
  b: {type: array, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [k], items: {type: string}}
  c:
    type: array
    x-kubernetes-list-type: map
    x-kubernetes-list-map-keys: [k, o, missing, k]
    items:
      type: object
      required: [k, o]
      properties:
        k: {type: string}
        o: {type: object}`,
    errors: [
      `${p}.properties[a].x-kubernetes-list-map-keys: Required value: must not be empty if x-kubernetes-list-type is map`,
      `${p}.properties[a].items: Required value: must have a schema if x-kubernetes-list-type is map`,
      `${p}.properties[b].items.type: Invalid value: "string": must be object if parent array's x-kubernetes-list-type is map`,
      `${p}.properties[c].items.properties[o].type: Invalid value: "object": must be a scalar type if parent array's x-kubernetes-list-type is map`,
      `${p}.properties[c].x-kubernetes-list-map-keys: Invalid value: []string{"k", "o", "missing", "k"}: entries must all be names of item properties`,
      `${p}.properties[c].x-kubernetes-list-map-keys: Invalid value: []string{"k", "o", "missing", "k"}: must not contain duplicate entries`,
    ],
  },
  {
    name: 'validateMapListKeysMapSet: items not nullable; map keys required or defaulted and not nullable',
    schema: `
type: object
properties:
  s: {type: array, x-kubernetes-list-type: set, items: {type: string, nullable: true}}
  m:
    type: array
    x-kubernetes-list-type: map
    x-kubernetes-list-map-keys: [name, port]
    items:
      type: object
      required: [name]
      properties:
        name: {type: string, nullable: true}
        port: {type: integer}`,
    errors: [
      `${p}.properties[m].items.properties[name].nullable: Forbidden: this property is in x-kubernetes-list-map-keys, so it cannot be nullable`,
      `${p}.properties[m].items.properties[port].default: Required value: this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property`,
      `${p}.properties[s].items.nullable: Forbidden: cannot be nullable when x-kubernetes-list-type is set`,
    ],
  },
  {
    name: 'ratcheting: requireMapListKeysMapSetValidation=false and requireAtomicSetType=false',
    schema: `
type: object
properties:
  s: {type: array, x-kubernetes-list-type: set, items: {type: object, nullable: true}}`,
    opts: { requireMapListKeysMapSetValidation: false, requireAtomicSetType: false },
    errors: [],
  },
  {
    name: 'junctors and definitions are visited: errors inside allOf/anyOf/oneOf/not',
    schema: 'type: object\nallOf: [{uniqueItems: true}]\noneOf: [{id: x}]\nanyOf: [{type: foo}]\nnot: {$ref: x}',
    errors: [
      `${p}.not.$ref: Forbidden: $ref is not supported`,
      `${p}.allOf[0].uniqueItems: Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic`,
      `${p}.oneOf[0].id: Forbidden: id is not supported`,
      `${p}.anyOf[0].type: Unsupported value: "foo": supported values: "array", "boolean", "integer", "number", "object", "string"`,
    ],
  },
  {
    name: 'docs say additionalProperties cannot be false; the code only rejects it next to properties (or at the root, structurally)',
    schema: 'type: object\nproperties:\n  m: {type: object, additionalProperties: false}',
    errors: [],
  },
];

describe('validateOpenAPISchema (ValidateCustomResourceDefinitionOpenAPISchema)', () => {
  it.each(rows)('$name', (row) => {
    const errs = validateOpenAPISchema(parse(row.schema) as JSONSchemaProps, P, { ...create, ...row.opts });
    expect(errs.map((e) => e.toString(NEWEST_RENDERING))).toEqual(row.errors);
  });
});

describe('validateStatusSubresourceRoot (status subresource: fields allowed at the root)', () => {
  it('type must be object', () => {
    const errs = validateStatusSubresourceRoot(parse('type: array\nitems: {type: string}') as JSONSchemaProps, P);
    expect(errs.map((e) => e.toString(NEWEST_RENDERING))).toEqual([
      `${p}.type: Invalid value: "array": only "object" is allowed as the type at the root of the schema if the status subresource is enabled`,
    ]);
  });
  it('anyOf at the root is not allowed', () => {
    const errs = validateStatusSubresourceRoot(parse('type: object\nanyOf: [{required: [spec]}]') as JSONSchemaProps, P);
    expect(errs).toHaveLength(1);
    expect(errs[0].field).toBe(p);
    expect(errs[0].detail).toBe(
      'only [Description Type Format Title Maximum ExclusiveMaximum Minimum ExclusiveMinimum MaxLength MinLength Pattern MaxItems MinItems UniqueItems MultipleOf Required Items Properties ExternalDocs Example XPreserveUnknownFields XValidations] fields are allowed at the root of the schema if the status subresource is enabled',
    );
    expect(errs[0].toString(NEWEST_RENDERING)).toMatch(/^spec\.versions\[0\]\.schema\.openAPIV3Schema: Invalid value: apiextensions\.JSONSchemaProps\{ID:"", /);
  });
  it('the usual kubebuilder root is allowed', () => {
    const s = parse('type: object\ndescription: d\nproperties: {spec: {type: object}, status: {type: object}}\nrequired: [spec]\nx-kubernetes-validations: [{rule: "true"}]');
    expect(validateStatusSubresourceRoot(s as JSONSchemaProps, P)).toEqual([]);
  });
});
