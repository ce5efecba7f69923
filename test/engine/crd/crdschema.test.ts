import { valueRendering } from '../../../src/engine/field/errorbody';
// Table tests for validateCRDSchema: what CRD validation reports for one version's schema
// (validateCustomResourceDefinitionValidation without CEL): structural errors first (sorted),
// then default errors, then the OpenAPI keyword rules; NewStructural errors only when nothing
// else is reported. Rows from the CRD docs and apis/apiextensions/validation/validation_test.go.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FieldPath } from '../../../src/engine/field/path';
import { validateCRDSchema, type CRDSchemaOptions } from '../../../src/engine/crd/crdschema';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';

const P = FieldPath.of('spec', 'versions').index(0).child('schema', 'openAPIV3Schema');
const p = 'spec.versions[0].schema.openAPIV3Schema';
const v1: CRDSchemaOptions = { requireStructural: true, allowDefaults: true };

const cronTab = `
type: object
properties:
  spec:
    type: object
    properties:
      cronSpec:
        type: string
        pattern: '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$'
        default: "5 0 * * *"
      image:
        type: string
      replicas:
        type: integer
        minimum: 1
        maximum: 10
        default: 1`;

const rows: { name: string; schema: string; opts?: Partial<CRDSchemaOptions>; errors: string[] }[] = [
  { name: 'docs Defaulting: the CronTab schema with defaults is valid', schema: cronTab, errors: [] },
  { name: 'docs CronTab with the status subresource', schema: cronTab, opts: { statusSubresource: true }, errors: [] },
  {
    name: 'nullable cannot be true at the root',
    schema: 'type: object\nnullable: true',
    errors: [`${p}.nullable: Forbidden: nullable cannot be true at the root`],
  },
  {
    name: 'docs non-structural example 3 as a v1 CRD schema: structural violations, sorted',
    schema: `
properties:
  foo: {pattern: "abc"}
  metadata:
    type: object
    properties:
      name: {type: string, pattern: "^a"}
      finalizers: {type: array, items: {type: string, pattern: "my-finalizer"}}
anyOf:
- properties:
    bar: {type: integer, minimum: 42}
  required: ["bar"]
  description: "foo bar object"`,
    errors: [
      `${p}.anyOf[0].description: Forbidden: must be empty to be structural`,
      `${p}.anyOf[0].properties[bar].type: Forbidden: must be empty to be structural`,
      `${p}.properties[bar]: Required value: because it is defined in ${p}.anyOf[0].properties[bar]`,
      `${p}.properties[foo].type: Required value: must not be empty for specified object fields`,
      `${p}.properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified`,
      `${p}.type: Required value: must not be empty at the root`,
    ],
  },
  {
    name: 'docs seed message: a property without type',
    schema: 'type: object\nproperties:\n  spec: {properties: {a: {type: string}}}',
    errors: [`${p}.properties[spec].type: Required value: must not be empty for specified object fields`],
  },
  {
    name: 'NewStructural fails on id: structural rules are not checked, only the OpenAPI rule is reported',
    schema: 'properties:\n  a: {type: string, id: x}',
    errors: [`${p}.properties[a].id: Forbidden: id is not supported`],
  },
  {
    name: 'NewStructural error alone ($schema) is reported on the schema',
    schema: 'type: object\n$schema: "http://json-schema.org/draft-04/schema#"',
    errors: [`${p}: Invalid value: "": OpenAPIV3Schema 'schema' is not supported`],
  },
  {
    name: 'requireStructural=false (old non-structural CRD): only OpenAPI rules',
    schema: 'properties:\n  a: {pattern: x}',
    opts: { requireStructural: false },
    errors: [],
  },
  {
    name: 'structural and OpenAPI errors together: structural first',
    schema: 'type: object\nproperties:\n  l: {type: array, uniqueItems: true}',
    errors: [
      `${p}.properties[l].items: Required value: must be specified`,
      `${p}.properties[l].uniqueItems: Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic`,
    ],
  },
  {
    name: 'defaults must be pruned: unknown field in a default',
    schema: 'type: object\nproperties:\n  spec: {type: object, default: {a: 1, b: 2}, properties: {a: {type: integer}}}',
    errors: [`${p}.properties[spec].default: Invalid value: map[string]interface {}{"a":1, "b":2}: must not have unknown fields`],
  },
  {
    name: 'defaults are not checked when the schema is not structural',
    schema: 'type: object\nproperties:\n  spec: {default: {b: 2}, properties: {a: {type: integer}}}',
    errors: [`${p}.properties[spec].type: Required value: must not be empty for specified object fields`],
  },
  {
    name: 'ratcheting: requirePrunedDefaults=false accepts unpruned defaults',
    schema: 'type: object\nproperties:\n  spec: {type: object, default: {a: 1, b: 2}, properties: {a: {type: integer}}}',
    opts: { requirePrunedDefaults: false },
    errors: [],
  },
  {
    name: 'defaults under additionalProperties are not validated (ValidateDefaults skips them)',
    schema: 'type: object\nproperties:\n  m: {type: object, additionalProperties: {type: object, default: {x: 1}, properties: {a: {type: string}}}}',
    errors: [],
  },
  {
    name: 'docs Defaulting and Nullable: default null counts as no default; nullable object default valid',
    schema: 'type: object\nproperties:\n  spec:\n    type: object\n    default: {bar: null}\n    properties:\n      bar: {type: string, nullable: true}\n      foo: {type: string, default: null}',
    errors: [],
  },
  {
    name: 'default validated against its schema node (minimum; message from the OpenAPI validator, name "")',
    schema: 'type: object\nproperties:\n  spec: {type: object, properties: {replicas: {type: integer, minimum: 1, default: 0}}}',
    errors: [`${p}.properties[spec].properties[replicas].default: Invalid value: 0:  in body should be greater than or equal to 1`],
  },
  {
    // ValidateDefaults walks items and properties in key order; the subtrees around the defaults have none
    name: 'defaults deep in items and properties, beside subtrees without defaults: found in walk order',
    schema:
      'type: object\nproperties:\n  z: {type: object, properties: {q: {type: string}, r: {type: array, items: {type: object, properties: {n: {type: integer, minimum: 2, default: 1}}}}}}\n  a: {type: object, properties: {b: {type: array, items: {type: string, enum: [x], default: y}}, c: {type: string}}}\n  m: {type: object, properties: {k: {type: string}}}',
    errors: [
      `${p}.properties[a].properties[b].items.default: Unsupported value: "y": supported values: "x"`,
      `${p}.properties[z].properties[r].items.properties[n].default: Invalid value: 1:  in body should be greater than or equal to 2`,
    ],
  },
  {
    name: 'a default inside an embedded resource below default-free properties',
    schema:
      'type: object\nproperties:\n  a: {type: object, properties: {x: {type: string}}}\n  e:\n    type: object\n    x-kubernetes-embedded-resource: true\n    properties:\n      kind: {type: string, default: "%"}\n      spec: {type: object, properties: {s: {type: string}}}',
    errors: [
      `${p}.properties[e].properties[kind].default: Invalid value: "%": must result in valid metadata: kind: Invalid value: "%": may have mixed case, but should otherwise match: a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')`,
    ],
  },
  {
    name: 'default validated against its schema node (enum)',
    schema: 'type: object\nproperties:\n  spec: {type: object, properties: {mode: {type: string, enum: [a, b], default: c}}}',
    errors: [`${p}.properties[spec].properties[mode].default: Unsupported value: "c": supported values: "a", "b"`],
  },
  {
    name: 'object default: nested required and non-nullable null inside the default',
    schema:
      'type: object\nproperties:\n  spec: {type: object, default: {list: [{}], x: null}, properties: {x: {type: string}, list: {type: array, items: {type: object, required: [name], properties: {name: {type: string}}}}}}',
    errors: [`${p}.properties[spec].default.list[0].name: Required value`, `${p}.properties[spec].default.x: Invalid value: "null": x in body must be of type string: "null"`],
  },
  {
    name: 'validation_test "embedded metadata defaults" v3: invalid kind and labels inside embedded TypeMeta/ObjectMeta',
    schema: `
type: object
properties:
  embedded:
    type: object
    x-kubernetes-embedded-resource: true
    properties:
      apiVersion: {type: string, default: v1}
      kind: {type: string, default: "%"}
      metadata: {type: object, default: {labels: {bar: "x y"}}}`,
    errors: [
      `${p}.properties[embedded].properties[kind].default: Invalid value: "%": must result in valid metadata: kind: Invalid value: "%": may have mixed case, but should otherwise match: a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')`,
      `${p}.properties[embedded].properties[metadata].default: Invalid value: map[string]interface {}{"labels":map[string]interface {}{"bar":"x y"}}: must result in valid metadata: metadata.labels: Invalid value: "x y": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')`,
    ],
  },
  {
    name: 'validation_test "embedded metadata defaults" v4: wrongly typed defaults in embedded ObjectMeta',
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
          name: {type: string, default: 42}
          labels: {type: object, properties: {bar: {type: string, default: 42}}}`,
    errors: [
      `${p}.properties[embedded].properties[metadata].properties[labels].properties[bar].default: Invalid value: 42: must result in valid metadata: metadata: Invalid value: map[string]interface {}{"labels":map[string]interface {}{"bar":42}}: json: cannot unmarshal number into Go struct field ObjectMeta.labels of type string`,
      `${p}.properties[embedded].properties[metadata].properties[name].default: Invalid value: 42: must result in valid metadata: metadata: Invalid value: map[string]interface {}{"name":42}: json: cannot unmarshal number into Go struct field ObjectMeta.name of type string`,
    ],
  },
  {
    name: 'docs RawExtension: a default for an embedded resource keeps apiVersion/kind/metadata (not pruned)',
    schema:
      'type: object\nproperties:\n  foo: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, default: {apiVersion: v1, kind: Pod, metadata: {name: x}, spec: {}}}',
    errors: [],
  },
  {
    name: 'TestValidateCustomResourceDefinitionValidation "must be structural, but isn\'t": empty schema',
    schema: '{}',
    errors: [`${p}.type: Required value: must not be empty at the root`],
  },
  {
    name: 'TestValidateCustomResourceDefinitionValidation "require valid types, invalid" (type null)',
    schema: 'type: "null"',
    errors: [
      `${p}.type: Invalid value: "null": must be object at the root`,
      `${p}.type: Unsupported value: "null": supported values: "array", "boolean", "integer", "number", "object", "string"`,
      `${p}.type: Forbidden: type cannot be set to null, use nullable as an alternative`,
    ],
  },
  {
    name: 'TestValidateCustomResourceDefinitionValidation "nullable without type" (not structural-required)',
    schema: 'properties:\n  nullable: {nullable: true}',
    opts: { requireStructural: false },
    errors: [],
  },
  {
    name: 'TestValidateCustomResourceDefinitionValidation "root type having invalid value, with status"',
    schema: 'type: string',
    opts: { statusSubresource: true, requireStructural: false },
    errors: [`${p}.type: Invalid value: "string": only "object" is allowed as the type at the root of the schema if the status subresource is enabled`],
  },
  {
    name: 'TestValidateCustomResourceDefinitionValidation "valid map with some required, some defaulted" (defaults not allowed)',
    schema: `
type: array
x-kubernetes-list-type: map
x-kubernetes-list-map-keys: [a]
items:
  type: object
  required: [a, c]
  properties:
    key: {type: string}
    a: {type: string}
    b: {type: string, default: stuff}
    c: {type: string}`,
    opts: { requireStructural: false, allowDefaults: false },
    errors: [`${p}.items.properties[b].default: Forbidden: must not be set`],
  },
  {
    name: 'TestValidateCustomResourceDefinition "invalid defaults with enabled feature gate, structural schema"',
    schema: `
type: object
properties:
  a: {type: object, properties: {foo: {type: string}}, default: {foo: abc, bar: 42}}
  b: {type: object, properties: {foo: {type: string}}, default: {foo: abc}}
  c: {type: object, properties: {foo: {type: string}}, default: {foo: 42}}
  d: {type: object, properties: {good: {type: string, pattern: a}, bad: {type: string, pattern: b}}, default: {good: a, bad: a}}
  e:
    type: object
    x-kubernetes-preserve-unknown-fields: true
    properties:
      preserveUnknownFields: {type: object, default: {foo: abc, bar: 42}}
      nestedProperties: {type: object, properties: {foo: {type: string}}, default: {foo: abc, bar: 42}}
  embedded-fine:
    type: object
    x-kubernetes-embedded-resource: true
    properties: {foo: {type: string}}
    default: {foo: abc, apiVersion: foo/v1, kind: v1, metadata: {name: foo}}
  embedded-preserve:
    type: object
    x-kubernetes-embedded-resource: true
    x-kubernetes-preserve-unknown-fields: true
    properties: {foo: {type: string}}
    default: {foo: abc, apiVersion: foo/v1, kind: v1, metadata: {name: foo}, bar: 42}
  embedded-preserve-unpruned-objectmeta:
    type: object
    x-kubernetes-embedded-resource: true
    x-kubernetes-preserve-unknown-fields: true
    properties: {foo: {type: string}}
    default: {foo: abc, apiVersion: foo/v1, kind: v1, metadata: {name: foo, unspecified: bar}, bar: 42}`,
    errors: [
      `${p}.properties[a].default: Invalid value: map[string]interface {}{"bar":42, "foo":"abc"}: must not have unknown fields`,
      `${p}.properties[c].default.foo: Invalid value: "integer": foo in body must be of type string: "integer"`,
      `${p}.properties[d].default.bad: Invalid value: "a": bad in body should match 'b'`,
      `${p}.properties[e].properties[nestedProperties].default: Invalid value: map[string]interface {}{"bar":42, "foo":"abc"}: must not have unknown fields`,
      `${p}.properties[e].properties[preserveUnknownFields].default: Invalid value: map[string]interface {}{"bar":42, "foo":"abc"}: must not have unknown fields`,
    ],
  },
  {
    name: 'TestValidateCustomResourceDefinition "additionalProperties at resource root" (embedded resources)',
    schema: `
type: object
properties:
  embedded1: {type: object, x-kubernetes-embedded-resource: true, additionalProperties: {type: string}}
  embedded2: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, additionalProperties: {type: string}}`,
    errors: [
      `${p}.properties[embedded1].additionalProperties: Forbidden: must not be used if x-kubernetes-embedded-resource is set`,
      `${p}.properties[embedded1].properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields`,
      `${p}.properties[embedded2].additionalProperties: Forbidden: must not be used if x-kubernetes-embedded-resource is set`,
    ],
  },
  {
    name: 'TestValidateCustomResourceDefinition "defaults in value validation with enabled feature gate, structural schema"',
    schema: 'type: object\nproperties:\n  a:\n    type: number\n    not: {default: 42.0}\n    anyOf: [{default: 42.0}]\n    allOf: [{default: 42.0}]\n    oneOf: [{default: 42.0}]',
    errors: [
      `${p}.properties[a].allOf[0].default: Forbidden: must be undefined to be structural`,
      `${p}.properties[a].anyOf[0].default: Forbidden: must be undefined to be structural`,
      `${p}.properties[a].not.default: Forbidden: must be undefined to be structural`,
      `${p}.properties[a].oneOf[0].default: Forbidden: must be undefined to be structural`,
    ],
  },
  {
    name: 'TestValidateCustomResourceDefinition "x-kubernetes-embedded-resource with pruning and empty properties"',
    schema:
      'type: object\nx-kubernetes-preserve-unknown-fields: true\nproperties:\n  nil: {type: object, x-kubernetes-embedded-resource: true}\n  empty: {type: object, x-kubernetes-embedded-resource: true, properties: {}}',
    errors: [
      `${p}.properties[empty].properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields`,
      `${p}.properties[nil].properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields`,
    ],
  },
  {
    name: 'TestValidateCustomResourceDefinition "x-kubernetes-embedded-resource inside resource meta"',
    schema: `
type: object
properties:
  embedded:
    type: object
    x-kubernetes-embedded-resource: true
    properties:
      metadata: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}
      apiVersion:
        type: string
        properties:
          foo: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}
      kind:
        type: string
        properties:
          foo: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}`,
    errors: [
      `${p}.properties[embedded].properties[apiVersion].properties[foo].x-kubernetes-embedded-resource: Forbidden: must not be used inside of resource meta`,
      `${p}.properties[embedded].properties[kind].properties[foo].x-kubernetes-embedded-resource: Forbidden: must not be used inside of resource meta`,
      `${p}.properties[embedded].properties[metadata].x-kubernetes-embedded-resource: Forbidden: must not be used inside of resource meta`,
    ],
  },
  {
    name: 'TestValidateCustomResourceDefinition "contradicting meta field types"',
    schema: `
type: object
properties:
  apiVersion: {type: number}
  kind: {type: number}
  metadata: {type: number, properties: {name: {type: string, pattern: abc}, generateName: {type: string, pattern: abc}, generation: {type: integer}}}
  valid:
    type: object
    x-kubernetes-embedded-resource: true
    properties:
      apiVersion: {type: string}
      kind: {type: string}
      metadata: {type: object, properties: {name: {type: string, pattern: abc}, generateName: {type: string, pattern: abc}, generation: {type: integer, minimum: 42}}}
  invalid:
    type: object
    x-kubernetes-embedded-resource: true
    properties:
      apiVersion: {type: number}
      kind: {type: number}
      metadata: {type: number, properties: {name: {type: string, pattern: abc}, generateName: {type: string, pattern: abc}, generation: {type: integer, minimum: 42}}}
  nested:
    type: object
    x-kubernetes-embedded-resource: true
    properties:
      invalid:
        type: object
        x-kubernetes-embedded-resource: true
        properties:
          apiVersion: {type: number}
          kind: {type: number}
          metadata: {type: number, properties: {name: {type: string, pattern: abc}, generateName: {type: string, pattern: abc}, generation: {type: integer, minimum: 42}}}
  noEmbeddedObject:
    type: object
    properties:
      apiVersion: {type: number}
      kind: {type: number}
      metadata: {type: number}`,
    errors: [
      `${p}.properties[apiVersion].type: Invalid value: "number": must be string`,
      `${p}.properties[invalid].properties[apiVersion].type: Invalid value: "number": must be string`,
      `${p}.properties[invalid].properties[kind].type: Invalid value: "number": must be string`,
      `${p}.properties[invalid].properties[metadata].type: Invalid value: "number": must be object`,
      `${p}.properties[kind].type: Invalid value: "number": must be string`,
      `${p}.properties[metadata].type: Invalid value: "number": must be object`,
      `${p}.properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified`,
      `${p}.properties[nested].properties[invalid].properties[apiVersion].type: Invalid value: "number": must be string`,
      `${p}.properties[nested].properties[invalid].properties[kind].type: Invalid value: "number": must be string`,
      `${p}.properties[nested].properties[invalid].properties[metadata].type: Invalid value: "number": must be object`,
    ],
  },
];

describe('validateCRDSchema (validateCustomResourceDefinitionValidation, schema part)', () => {
  // the rows pin upstream test expectations written before 1.34, when ErrorBody printed maps with %#v:
  // checked as 1.33, nested messages (a default's metadata error) included
  it.each(rows)('$name', (row) => {
    const messages = validateCRDSchema(parse(row.schema) as JSONSchemaProps, P, { ...v1, kubeVersion: '1.33', ...row.opts }).map((e) => e.toString(valueRendering('1.33')));
    expect(messages).toEqual(row.errors);
  });
});
