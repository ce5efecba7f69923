// Table tests for validateStructural (apiserver/schema/validation.go ValidateStructural,
// complete.go): the structural-schema examples of the CRD docs ("Specifying a structural
// schema") and rows modelled on schema/validation_test.go. Each row lists the exact messages.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FieldPath } from '../../../src/engine/field/path';
import { validateStructural } from '../../../src/engine/schema/validation';
import { newStructuralError } from '../../../src/engine/schema/convert';
import { reusingSubtrees } from '../../../src/engine/cache';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const P = FieldPath.of('spec', 'versions').index(0).child('schema', 'openAPIV3Schema');
const p = 'spec.versions[0].schema.openAPIV3Schema';

interface Row {
  name: string;
  schema: string;
  errors: string[];
}

const rows: Row[] = [
  {
    name: 'docs non-structural example 1: property only inside allOf (rule 2), root type missing (rule 1)',
    schema: 'allOf:\n- properties:\n    foo: {pattern: abc}',
    errors: [`${p}.properties[foo]: Required value: because it is defined in ${p}.allOf[0].properties[foo]`, `${p}.type: Required value: must not be empty at the root`],
  },
  {
    name: 'docs example 1 corrected: foo specified outside allOf',
    schema: 'type: object\nproperties:\n  foo: {type: string}\nallOf:\n- properties:\n    foo: {pattern: abc}',
    errors: [],
  },
  {
    name: 'docs non-structural example 2: items only inside allOf (rule 2)',
    schema: 'type: object\nallOf:\n- items:\n    properties:\n      foo: {pattern: abc}',
    errors: [`${p}.items: Required value: because it is defined in ${p}.allOf[0].items`],
  },
  {
    name: 'docs example 2 corrected: items and foo specified outside allOf',
    schema: 'type: object\nitems:\n  type: object\n  properties:\n    foo: {type: string}\nallOf:\n- items:\n    properties:\n      foo: {pattern: abc}',
    errors: [],
  },
  {
    name: 'docs non-structural example 3: the six violations',
    schema: `
properties:
  foo:
    pattern: "abc"
  metadata:
    type: object
    properties:
      name:
        type: string
        pattern: "^a"
      finalizers:
        type: array
        items:
          type: string
          pattern: "my-finalizer"
anyOf:
- properties:
    bar:
      type: integer
      minimum: 42
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
    name: 'docs structural counterpart of example 3',
    schema: `
type: object
description: "foo bar object"
properties:
  foo:
    type: string
    pattern: "abc"
  bar:
    type: integer
  metadata:
    type: object
    properties:
      name:
        type: string
        pattern: "^a"
anyOf:
- properties:
    bar:
      minimum: 42
  required: ["bar"]`,
    errors: [],
  },
  {
    name: 'docs IntOrString: x-kubernetes-int-or-string needs no type',
    schema: 'type: object\nproperties:\n  foo: {x-kubernetes-int-or-string: true}',
    errors: [],
  },
  {
    name: 'docs IntOrString pattern 1: anyOf [integer, string] is allowed',
    schema: 'type: object\nproperties:\n  foo:\n    x-kubernetes-int-or-string: true\n    anyOf: [{type: integer}, {type: string}]',
    errors: [],
  },
  {
    name: 'docs IntOrString pattern 2: allOf [anyOf [integer, string], ...] is allowed',
    schema: 'type: object\nproperties:\n  foo:\n    x-kubernetes-int-or-string: true\n    allOf:\n    - anyOf: [{type: integer}, {type: string}]\n    - pattern: "^[0-9]+%?$"',
    errors: [],
  },
  {
    name: 'IntOrString: a variation of the pattern (order swapped) is not structural',
    schema: 'type: object\nproperties:\n  foo:\n    x-kubernetes-int-or-string: true\n    anyOf: [{type: string}, {type: integer}]',
    errors: [`${p}.properties[foo].anyOf[0].type: Forbidden: must be empty to be structural`, `${p}.properties[foo].anyOf[1].type: Forbidden: must be empty to be structural`],
  },
  {
    name: 'IntOrString: an additional field in the anyOf entries breaks the pattern',
    schema: 'type: object\nproperties:\n  foo:\n    x-kubernetes-int-or-string: true\n    anyOf: [{type: integer, minimum: 1}, {type: string}]',
    errors: [`${p}.properties[foo].anyOf[0].type: Forbidden: must be empty to be structural`, `${p}.properties[foo].anyOf[1].type: Forbidden: must be empty to be structural`],
  },
  {
    name: 'validateExtensions: int-or-string excludes preserve-unknown-fields and embedded-resource',
    schema: 'type: object\nproperties:\n  foo: {type: object, x-kubernetes-int-or-string: true, x-kubernetes-preserve-unknown-fields: true, x-kubernetes-embedded-resource: true}',
    errors: [
      `${p}.properties[foo].x-kubernetes-embedded-resource: Invalid value: true: must be false if x-kubernetes-int-or-string is true`,
      `${p}.properties[foo].x-kubernetes-preserve-unknown-fields: Invalid value: true: must be false if x-kubernetes-int-or-string is true`,
    ],
  },
  {
    name: 'rule 1: array items and additionalProperties need a type; arrays need items',
    schema: 'type: object\nproperties:\n  l: {type: array}\n  m: {type: array, items: {}}\n  a: {type: object, additionalProperties: {}}',
    errors: [
      `${p}.properties[a].additionalProperties.type: Required value: must not be empty for specified object fields`,
      `${p}.properties[l].items: Required value: must be specified`,
      `${p}.properties[m].items.type: Required value: must not be empty for specified array items`,
    ],
  },
  {
    name: 'x-kubernetes-preserve-unknown-fields node needs no type',
    schema: 'type: object\nproperties:\n  json: {x-kubernetes-preserve-unknown-fields: true}',
    errors: [],
  },
  {
    name: 'root: type must be object, additionalProperties forbidden',
    schema: 'type: string\nadditionalProperties: {type: string}',
    errors: [`${p}.additionalProperties: Forbidden: must not be used at the root`, `${p}.type: Invalid value: "string": must be object at the root`],
  },
  {
    name: 'x-kubernetes-embedded-resource: type object and properties (or preserve-unknown-fields) required',
    schema: `
type: object
properties:
  a: {x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}
  b: {type: string, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}
  c: {type: object, x-kubernetes-embedded-resource: true}
  d: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, additionalProperties: {type: string}}
  e:
    type: object
    x-kubernetes-embedded-resource: true
    properties:
      kind: {type: integer}
      apiVersion: {type: string}
      metadata: {type: string}`,
    errors: [
      `${p}.properties[a].type: Required value: must be object if x-kubernetes-embedded-resource is true`,
      `${p}.properties[b].type: Invalid value: "string": must be object if x-kubernetes-embedded-resource is true`,
      `${p}.properties[c].properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields`,
      `${p}.properties[d].additionalProperties: Forbidden: must not be used if x-kubernetes-embedded-resource is set`,
      `${p}.properties[e].properties[kind].type: Invalid value: "integer": must be string`,
      `${p}.properties[e].properties[metadata].type: Invalid value: "string": must be object`,
    ],
  },
  {
    name: 'rule 4: metadata at the root may only restrict name and generateName',
    schema: 'type: object\nproperties:\n  metadata:\n    type: object\n    properties:\n      name: {type: string, maxLength: 20}\n      generateName: {type: string, pattern: "^a"}',
    errors: [],
  },
  {
    name: 'rule 4: metadata with value validation or description is forbidden; type must be object (sorted: "." before ":")',
    schema: 'type: object\nproperties:\n  metadata: {type: string, description: "meta"}',
    errors: [
      `${p}.properties[metadata].type: Invalid value: "string": must be object`,
      `${p}.properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified`,
    ],
  },
  {
    name: 'metadata below the root (not embedded) is an ordinary field',
    schema: 'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      metadata: {type: object, properties: {labels: {type: object, additionalProperties: {type: string}}}}',
    errors: [],
  },
  {
    name: 'rule 3: generic fields and extensions are forbidden inside junctors',
    schema: `
type: object
properties:
  foo: {type: object, x-kubernetes-preserve-unknown-fields: true}
not:
  title: t
  nullable: true
  default: {}
  additionalProperties: true
  x-kubernetes-preserve-unknown-fields: true
  x-kubernetes-embedded-resource: true
  x-kubernetes-int-or-string: true
  x-kubernetes-list-map-keys: [a]
  x-kubernetes-list-type: map
  x-kubernetes-map-type: atomic
  x-kubernetes-validations: [{rule: "true"}]
  properties:
    metadata: {}
    foo: {}`,
    errors: [
      `${p}.not.additionalProperties: Forbidden: must be undefined to be structural`,
      `${p}.not.default: Forbidden: must be undefined to be structural`,
      `${p}.not.nullable: Forbidden: must be false to be structural`,
      `${p}.not.properties[metadata]: Forbidden: must not be specified in a nested context`,
      `${p}.not.title: Forbidden: must be empty to be structural`,
      `${p}.not.x-kubernetes-embedded-resource: Forbidden: must be false to be structural`,
      `${p}.not.x-kubernetes-int-or-string: Forbidden: must be false to be structural`,
      `${p}.not.x-kubernetes-list-map-keys: Forbidden: must be empty to be structural`,
      `${p}.not.x-kubernetes-list-type: Forbidden: must be undefined to be structural`,
      `${p}.not.x-kubernetes-map-type: Forbidden: must be undefined to be structural`,
      `${p}.not.x-kubernetes-preserve-unknown-fields: Forbidden: must be false to be structural`,
      `${p}.not.x-kubernetes-validations: Forbidden: must be empty to be structural`,
      `${p}.properties[metadata]: Required value: because it is defined in ${p}.not.properties[metadata]`,
    ],
  },
  {
    name: 'nested additionalProperties: false is dropped by NewStructural (no error); externalDocs/example allowed',
    schema: 'type: object\nallOf:\n- additionalProperties: false\n  externalDocs: {url: "https://example.com"}\n  example: {}',
    errors: [],
  },
  {
    name: 'completeness is checked for the junctors of the root only',
    schema: 'type: object\nproperties:\n  spec:\n    type: object\n    anyOf: [{properties: {x: {minimum: 1}}}]',
    errors: [],
  },
  {
    name: 'completeness through nested junctors and items',
    schema: `
type: object
properties:
  list: {type: array, items: {type: object, properties: {a: {type: string}}}}
oneOf:
- properties:
    list:
      items:
        properties:
          a: {minLength: 1}
          b: {minLength: 1}
  allOf:
  - properties:
      missing: {}`,
    errors: [
      `${p}.properties[list].items.properties[b]: Required value: because it is defined in ${p}.oneOf[0].properties[list].items.properties[b]`,
      `${p}.properties[missing]: Required value: because it is defined in ${p}.oneOf[0].allOf[0].properties[missing]`,
    ],
  },
  {
    name: 'validateValueValidation: pattern must compile (RE2 error text)',
    schema: 'type: object\nproperties:\n  foo: {type: string, pattern: "a(b"}\nallOf:\n- pattern: "[z-a]"',
    errors: [
      `${p}.allOf[0].pattern: Invalid value: "[z-a]": must be a valid regular expression, but isn't: error parsing regexp: invalid character class range: \`z-a\``,
      `${p}.properties[foo].pattern: Invalid value: "a(b": must be a valid regular expression, but isn't: error parsing regexp: missing closing ): \`a(b\``,
    ],
  },
  {
    name: 'rule 4 (Kubernetes <= 1.35): example and externalDocs on root metadata are dropped by NewStructural, so allowed',
    schema: 'type: object\nproperties:\n  metadata: {type: object, example: {name: x}, externalDocs: {url: "https://example.com"}}',
    errors: [],
  },
];

describe('validateStructural (schema.ValidateStructural)', () => {
  it.each(rows)('$name', (row) => {
    const schema = parse(row.schema) as JSONSchemaProps;
    expect(newStructuralError(schema)).toBeNull();
    expect(validateStructural(P, schema).map((e) => e.toString(NEWEST_RENDERING))).toEqual(row.errors);
  });
});

describe('newStructuralError (schema.NewStructural)', () => {
  it.each([
    ['id', 'id: x', "OpenAPIV3Schema 'id' is not supported"],
    ['$schema', '$schema: http://json-schema.org/schema#', "OpenAPIV3Schema 'schema' is not supported"],
    ['$ref inside allOf', 'allOf: [{$ref: "#/x"}]', "OpenAPIV3Schema '$ref' is not supported"],
    ['patternProperties', 'properties: {a: {patternProperties: {x: {}}}}', "OpenAPIV3Schema 'patternProperties' is not supported"],
    ['items array', 'items: [{type: string}]', "OpenAPIV3Schema 'items' must be a schema, but is an array"],
    ['preserve-unknown-fields false', 'x-kubernetes-preserve-unknown-fields: false', "internal error: 'x-kubernetes-preserve-unknown-fields' must be true or undefined"],
    ['value validation is visited before items', 'not: {id: a}\nitems: [{}]', "OpenAPIV3Schema 'id' is not supported"],
    // every place the walk reaches (convert.go NewStructural's recursion): found without the memo's ordered walk too
    ['deep in additionalProperties', 'additionalProperties: {properties: {x: {definitions: {d: {}}}}}', "OpenAPIV3Schema 'definitions' is not supported"],
    ['in an items schema inside oneOf', 'oneOf: [{items: {dependencies: {a: [b]}}}]', "OpenAPIV3Schema 'dependencies' is not supported"],
    ['in the second anyOf item', 'anyOf: [{}, {additionalItems: false}]', "OpenAPIV3Schema 'additionalItems' is not supported"],
    ['preserve-unknown-fields false inside not', 'not: {x-kubernetes-preserve-unknown-fields: false}', "internal error: 'x-kubernetes-preserve-unknown-fields' must be true or undefined"],
    ['an items array below properties', 'properties: {a: {items: [{}]}}', "OpenAPIV3Schema 'items' must be a schema, but is an array"],
    ['properties in key order, not as written', 'properties: {b: {id: x}, a: {$ref: y}}', "OpenAPIV3Schema '$ref' is not supported"],
    ['non-schema values stand for empty schemas', 'allOf: [3, {}]\nproperties: {a: 1}\nadditionalProperties: false\nnot: {type: string}\nitems: {additionalProperties: {type: string}}', null],
  ])('%s', (_name, yaml, message) => {
    expect(newStructuralError(parse(yaml) as JSONSchemaProps)).toBe(message);
    // while a load shares nodes with a previous one the ordered walk runs with its memo, without the first pass
    expect(reusingSubtrees(true, () => newStructuralError(parse(yaml) as JSONSchemaProps))).toBe(message);
  });
});
