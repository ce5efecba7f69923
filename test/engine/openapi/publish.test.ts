// Pins apiextensions-apiserver controller/openapi/builder builder_test.go (TestNewBuilder rows),
// controller/openapi/v2 conversion_test.go (Test_ConvertJSONSchemaPropsToOpenAPIv2SchemaByType),
// schema Unfold, the v2 controller's PruneDefaults and the docs' "Validation Schema Publishing".
import { describe, expect, it } from 'vitest';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import type { JSONObject } from '../../../src/engine/apis/json';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import { publishOpenAPIV2, publishOpenAPIV3, structuralToOpenAPI, toOpenAPIV2, unfold } from '../../../src/engine/openapi';

const fooCRD = (schema: JSONSchemaProps | undefined, extra: Partial<CustomResourceDefinition['spec']['versions'][0]> = {}): CustomResourceDefinition => ({
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'foos.bar.k8s.io' },
  spec: {
    group: 'bar.k8s.io',
    scope: 'Namespaced',
    names: { plural: 'foos', singular: 'foo', kind: 'Foo', listKind: 'FooList' },
    versions: [{ name: 'v1', served: true, storage: true, ...(schema ? { schema: { openAPIV3Schema: schema } } : {}), ...extra }],
  },
});

/** builder_test.go wipes the TypeMeta/ObjectMeta descriptions before comparing; so do we. */
function withoutMetaDescriptions(s: JSONObject): JSONObject {
  const out = JSON.parse(JSON.stringify(s));
  for (const k of ['apiVersion', 'kind', 'metadata']) if (out.properties?.[k]) delete out.properties[k].description;
  return out;
}

const gvk = [{ group: 'bar.k8s.io', kind: 'Foo', version: 'v1' }];
const v2Meta = { apiVersion: { type: 'string' }, kind: { type: 'string' }, metadata: { $ref: '#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta' } };
const v3Meta = { apiVersion: { type: 'string' }, kind: { type: 'string' }, metadata: { allOf: [{ $ref: '#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta' }] } };

// TestNewBuilder (v2 rows) and the v3 rows of TestBuildOpenAPIV3
const builderRows: [string, 'v2' | 'v3', JSONSchemaProps | undefined, JSONObject][] = [
  ['nil', 'v2', undefined, { type: 'object', 'x-kubernetes-group-version-kind': gvk }],
  [
    'with properties',
    'v2',
    { type: 'object', properties: { spec: { type: 'object' }, status: { type: 'object' } } },
    { type: 'object', properties: { ...v2Meta, spec: { type: 'object' }, status: { type: 'object' } }, 'x-kubernetes-group-version-kind': gvk },
  ],
  ['type only', 'v2', { type: 'object' }, { type: 'object', properties: v2Meta, 'x-kubernetes-group-version-kind': gvk }],
  ['preserve unknown at root v2', 'v2', { type: 'object', 'x-kubernetes-preserve-unknown-fields': true }, { type: 'object', 'x-kubernetes-group-version-kind': gvk }],
  [
    'with extensions (v2)',
    'v2',
    {
      type: 'object',
      properties: {
        'int-or-string-1': { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] },
        'int-or-string-2': { 'x-kubernetes-int-or-string': true, allOf: [{ anyOf: [{ type: 'integer' }, { type: 'string' }] }, { anyOf: [{ minimum: 42.0 }] }] },
        'int-or-string-3': { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }], allOf: [{ anyOf: [{ minimum: 42.0 }] }] },
        'int-or-string-4': { 'x-kubernetes-int-or-string': true, anyOf: [{ minimum: 42.0 }] },
        'int-or-string-5': { 'x-kubernetes-int-or-string': true, anyOf: [{ minimum: 42.0 }], allOf: [{ minimum: 42.0 }] },
        'int-or-string-6': { 'x-kubernetes-int-or-string': true },
        'preserve-unknown-fields': { 'x-kubernetes-preserve-unknown-fields': true },
        'embedded-object': { 'x-kubernetes-embedded-resource': true, 'x-kubernetes-preserve-unknown-fields': true, type: 'object' },
      },
    },
    {
      type: 'object',
      properties: {
        ...v2Meta,
        'int-or-string-1': { 'x-kubernetes-int-or-string': true },
        'int-or-string-2': { 'x-kubernetes-int-or-string': true },
        'int-or-string-3': { 'x-kubernetes-int-or-string': true },
        'int-or-string-4': { 'x-kubernetes-int-or-string': true },
        'int-or-string-5': { 'x-kubernetes-int-or-string': true },
        'int-or-string-6': { 'x-kubernetes-int-or-string': true },
        'preserve-unknown-fields': { 'x-kubernetes-preserve-unknown-fields': true },
        'embedded-object': { 'x-kubernetes-embedded-resource': true, 'x-kubernetes-preserve-unknown-fields': true },
      },
      'x-kubernetes-group-version-kind': gvk,
    },
  ],
  [
    'with properties (v3)',
    'v3',
    { type: 'object', properties: { spec: { type: 'object' }, status: { type: 'object' } } },
    { type: 'object', properties: { ...v3Meta, spec: { type: 'object' }, status: { type: 'object' } }, 'x-kubernetes-group-version-kind': gvk },
  ],
  [
    'nullable kept in v3',
    'v3',
    { type: 'object', properties: { spec: { type: 'object', nullable: true }, status: { type: 'object' } } },
    { type: 'object', properties: { ...v3Meta, spec: { type: 'object', nullable: true }, status: { type: 'object' } }, 'x-kubernetes-group-version-kind': gvk },
  ],
  [
    'defaults kept in v3',
    'v3',
    { type: 'object', properties: { spec: { type: 'object', properties: { field: { type: 'string', default: 'foo' } } } } },
    { type: 'object', properties: { ...v3Meta, spec: { type: 'object', properties: { field: { type: 'string', default: 'foo' } } } }, 'x-kubernetes-group-version-kind': gvk },
  ],
  [
    'defaults pruned in v2 (PruneDefaults)',
    'v2',
    { type: 'object', properties: { spec: { type: 'object', properties: { field: { type: 'string', default: 'foo' } } } } },
    { type: 'object', properties: { ...v2Meta, spec: { type: 'object', properties: { field: { type: 'string' } } } }, 'x-kubernetes-group-version-kind': gvk },
  ],
  [
    'non-structural schema: only the object type is published',
    'v3',
    { type: 'object', properties: { spec: { properties: { a: { type: 'string' } } } } },
    { type: 'object', 'x-kubernetes-group-version-kind': gvk },
  ],
  ['invalid type: only the object type is published', 'v3', { type: 'object', properties: { spec: { type: 'foo' } } }, { type: 'object', 'x-kubernetes-group-version-kind': gvk }],
];

describe('publishOpenAPIV2 / V3: builder_test.go', () => {
  it.each(builderRows)('%s', (_name, which, schema, want) => {
    const crd = fooCRD(schema);
    const got = which === 'v2' ? publishOpenAPIV2(crd, 'v1')!.definitions['io.k8s.bar.v1.Foo'] : publishOpenAPIV3(crd, 'v1')!.components.schemas['io.k8s.bar.v1.Foo'];
    expect(withoutMetaDescriptions(got)).toEqual(want);
  });
});

describe('publishOpenAPIV3: the kind, its list and metadata', () => {
  const doc = publishOpenAPIV3(fooCRD({ type: 'object' }, { selectableFields: [{ jsonPath: '.spec.color' }] }), 'v1')!;
  it('model names reverse the group (gvkToModelName)', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(['io.k8s.bar.v1.Foo', 'io.k8s.bar.v1.FooList']);
  });
  it('TypeMeta and PartialObjectMetadata descriptions', () => {
    const props = doc.components.schemas['io.k8s.bar.v1.Foo'].properties as JSONObject;
    expect(props.metadata).toEqual({
      description: "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
      allOf: [{ $ref: '#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta' }],
    });
    expect((props.kind as JSONObject).description).toMatch(/^Kind is a string value representing the REST resource this object represents\./);
  });
  it('selectable fields extension (buildSelectableFields)', () => {
    expect(doc.components.schemas['io.k8s.bar.v1.Foo']['x-kubernetes-selectable-fields']).toEqual([{ fieldPath: 'spec.color' }]);
    expect(doc.components.schemas['io.k8s.bar.v1.FooList']['x-kubernetes-selectable-fields']).toEqual([{ fieldPath: 'spec.color' }]);
  });
  it('list schema (buildListSchema)', () => {
    const list = doc.components.schemas['io.k8s.bar.v1.FooList'];
    expect(list.description).toBe('FooList is a list of Foo');
    expect(list.required).toEqual(['items']);
    expect(list['x-kubernetes-group-version-kind']).toEqual([{ group: 'bar.k8s.io', kind: 'FooList', version: 'v1' }]);
    expect((list.properties as JSONObject).items).toEqual({
      description: 'List of foos. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md',
      type: 'array',
      items: { $ref: '#/components/schemas/io.k8s.bar.v1.Foo' },
    });
    expect(((list.properties as JSONObject).metadata as JSONObject).allOf).toEqual([{ $ref: '#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta' }]);
  });
  it('an unserved version is not published', () => {
    const crd = fooCRD({ type: 'object' });
    crd.spec.versions[0].served = false;
    expect(publishOpenAPIV3(crd, 'v1')).toBeNull();
    expect(publishOpenAPIV2(crd, 'v1')).toBeNull();
    expect(publishOpenAPIV3(crd, 'v9')).toBeNull();
  });
});

describe('addEmbeddedProperties', () => {
  const schema: JSONSchemaProps = {
    type: 'object',
    properties: { template: { type: 'object', 'x-kubernetes-embedded-resource': true, properties: { spec: { type: 'object' } }, required: ['spec'] } },
  };
  it('v3: apiVersion, kind, metadata added and required', () => {
    const t = (publishOpenAPIV3(fooCRD(schema), 'v1')!.components.schemas['io.k8s.bar.v1.Foo'].properties as JSONObject).template as JSONObject;
    expect(Object.keys(t.properties as JSONObject)).toEqual(['apiVersion', 'kind', 'metadata', 'spec']);
    expect(t.required).toEqual(['spec', 'kind', 'apiVersion']);
    expect(((t.properties as JSONObject).kind as JSONObject).description).toBe(
      'kind is a string value representing the type of this object. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds',
    );
  });
});

// Test_ConvertJSONSchemaPropsToOpenAPIv2SchemaByType (ToStructuralOpenAPIV2 + ToKubeOpenAPI)
const v2Rows: [string, JSONSchemaProps, JSONObject][] = [
  ['description', { description: 'test' }, { description: 'test' }],
  ['type and format', { type: 'test', format: 'test2' }, { type: 'test', format: 'test2' }],
  ['nullable', { type: 'object', nullable: true }, {}],
  [
    'nullable required',
    { type: 'object', properties: { a: { nullable: true, type: 'string' }, b: { nullable: true, type: 'string' }, c: { type: 'string' } }, required: ['a', 'c'] },
    { type: 'object', properties: { a: {}, b: {}, c: { type: 'string' } }, required: ['c'] },
  ],
  ['nullable required additionalProperties', { type: 'object', additionalProperties: { nullable: true, type: 'string' }, required: ['a', 'c'] }, { type: 'object', additionalProperties: {} }],
  ['title', { title: 'test' }, { title: 'test' }],
  ['default', { default: 'test' }, { default: 'test' }],
  ['maximum and exclusiveMaximum', { maximum: 6.4, exclusiveMaximum: true }, { maximum: 6.4, exclusiveMaximum: true }],
  ['minimum and exclusiveMinimum', { minimum: 6.4, exclusiveMinimum: true }, { minimum: 6.4, exclusiveMinimum: true }],
  ['maxLength', { maxLength: 64 }, { maxLength: 64 }],
  ['pattern', { pattern: 'test' }, { pattern: 'test' }],
  ['uniqueItems', { uniqueItems: true }, { uniqueItems: true }],
  ['multipleOf', { multipleOf: 6.4 }, { multipleOf: 6.4 }],
  ['enum', { enum: ['test'] }, { enum: ['test'] }],
  ['required', { required: ['test', 'test2'] }, { required: ['test', 'test2'] }],
  ['items single props', { items: { type: 'boolean' } }, { items: { type: 'boolean' } }],
  ['allOf (intentionally not exported in v2)', { allOf: [{ type: 'boolean' }, { type: 'string' }] }, {}],
  ['oneOf', { oneOf: [{ type: 'boolean' }, { type: 'string' }] }, {}],
  ['anyOf', { anyOf: [{ type: 'boolean' }, { type: 'string' }] }, {}],
  ['not', { not: { type: 'boolean' } }, {}],
  ['properties', { properties: { test: { type: 'boolean' } } }, { properties: { test: { type: 'boolean' } } }],
  ['additionalProperties schema', { additionalProperties: { type: 'boolean' } }, { additionalProperties: { type: 'boolean' } }],
  ['additionalProperties bool', { additionalProperties: true }, { additionalProperties: true }],
  ['externalDocs', { externalDocs: { description: 'test', url: 'test2' } }, { externalDocs: { description: 'test', url: 'test2' } }],
  ['example', { example: 'test' }, { example: 'test' }],
  ['preserve-unknown-fields in arrays', { 'x-kubernetes-preserve-unknown-fields': true, type: 'array', items: { type: 'string' } }, { 'x-kubernetes-preserve-unknown-fields': true }],
  ['preserve-unknown-fields in objects', { 'x-kubernetes-preserve-unknown-fields': true, type: 'object', properties: { foo: { type: 'string' } } }, { 'x-kubernetes-preserve-unknown-fields': true }],
  ['array without items loses its type', { type: 'array' }, {}],
];

describe('toOpenAPIV2: conversion_test.go ByType', () => {
  it.each(v2Rows)('%s', (_name, schema, want) => expect(toOpenAPIV2(structuralToOpenAPI(schema))).toEqual(want));
});

describe('unfold: x-kubernetes-int-or-string', () => {
  const rows: [string, JSONSchemaProps, JSONObject][] = [
    ['bare int-or-string gets anyOf', { 'x-kubernetes-int-or-string': true }, { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] }],
    [
      'anyOf pattern kept',
      { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] },
      { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] },
    ],
    [
      'other anyOf: pattern prepended to allOf',
      { 'x-kubernetes-int-or-string': true, anyOf: [{ minimum: 42 }] },
      { 'x-kubernetes-int-or-string': true, anyOf: [{ minimum: 42 }], allOf: [{ anyOf: [{ type: 'integer' }, { type: 'string' }] }] },
    ],
    [
      'nested in properties',
      { type: 'object', properties: { port: { 'x-kubernetes-int-or-string': true } } },
      { type: 'object', properties: { port: { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] } } },
    ],
  ];
  it.each(rows)('%s', (_name, schema, want) => expect(unfold(structuralToOpenAPI(schema))).toEqual(want));
});

describe('docs: Validation Schema Publishing (v2 is lossy, v3 is not)', () => {
  const schema: JSONSchemaProps = {
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        properties: {
          foo: { type: 'string', nullable: true },
          bar: { type: 'integer', anyOf: [{ minimum: 1 }, { maximum: -1 }] },
          port: { 'x-kubernetes-int-or-string': true },
        },
      },
    },
  };
  it('v2 drops junctors and nullable types', () => {
    const spec = (publishOpenAPIV2(fooCRD(schema), 'v1')!.definitions['io.k8s.bar.v1.Foo'].properties as JSONObject).spec;
    expect(spec).toEqual({ type: 'object', properties: { bar: { type: 'integer' }, foo: {}, port: { 'x-kubernetes-int-or-string': true } } });
  });
  it('v3 keeps them and unfolds int-or-string', () => {
    const spec = (publishOpenAPIV3(fooCRD(schema), 'v1')!.components.schemas['io.k8s.bar.v1.Foo'].properties as JSONObject).spec;
    expect(spec).toEqual({
      type: 'object',
      properties: {
        bar: { type: 'integer', anyOf: [{ minimum: 1 }, { maximum: -1 }] },
        foo: { type: 'string', nullable: true },
        port: { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] },
      },
    });
  });
});

// A property named "__proto__" is published like any other (the apiserver's builder keeps the
// schema's map keys; kube-openapi sorts properties by name): not lost by a plain assignment.
describe('a property named "__proto__" is published', () => {
  const schema = JSON.parse('{"type":"object","properties":{"spec":{"type":"object","properties":{"b":{"type":"string"},"__proto__":{"type":"integer"}}}}}') as JSONSchemaProps;
  it.each(['v2', 'v3'] as const)('%s', (which) => {
    const crd = fooCRD(schema);
    const got = which === 'v2' ? publishOpenAPIV2(crd, 'v1')!.definitions['io.k8s.bar.v1.Foo'] : publishOpenAPIV3(crd, 'v1')!.components.schemas['io.k8s.bar.v1.Foo'];
    const spec = (got.properties as JSONObject).spec as JSONObject;
    const props = spec.properties as JSONObject;
    expect(Object.keys(props)).toEqual(['__proto__', 'b']);
    expect(Object.getOwnPropertyDescriptor(props, '__proto__')?.value).toEqual({ type: 'integer' });
  });
});
