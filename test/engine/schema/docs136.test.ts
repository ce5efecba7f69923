// Kubernetes 1.36: NewStructural keeps `example` and `externalDocs` (convert.go newGenerics and
// kubeopenapi.go Generic.toKubeOpenAPI at v1.36.0; structural.go gains Generic.Example/ExternalDocs;
// TestStructuralKubeOpenAPIRoundtrip normalises Example at v1.36.0). Up to 1.35 both were dropped.
// Consequences pinned here on both sides of the boundary:
// - the published OpenAPI (v3, v2, and so kubectl explain) carries them from 1.36 only;
// - a root `metadata` schema with an example is "more than name and generateName" from 1.36
//   (validateStructuralMetadataInvariants compares the whole Structural with reflect.DeepEqual);
// - an int-or-string `anyOf` whose branches carry an example no longer is the int-or-string
//   pattern from 1.36 (isIntOrStringAnyOfPattern uses reflect.DeepEqual too).
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import type { JSONObject } from '../../../src/engine/apis/json';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import { publishOpenAPIV2, publishOpenAPIV3 } from '../../../src/engine/openapi';

const crd = (schema: JSONSchemaProps): CustomResourceDefinition => ({
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'foos.bar.example.com' },
  spec: {
    group: 'bar.example.com',
    scope: 'Namespaced',
    names: { plural: 'foos', singular: 'foo', kind: 'Foo', listKind: 'FooList' },
    versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: schema } }],
  },
});

const DOCUMENTED: JSONSchemaProps = {
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      externalDocs: { description: 'the manual', url: 'https://example.com/foo' },
      properties: { replicas: { type: 'integer', example: 3 } },
    },
  },
};

function spec(doc: { components?: { schemas: Record<string, JSONObject> }; definitions?: Record<string, JSONObject> } | null): JSONObject {
  const models = doc?.components?.schemas ?? doc?.definitions ?? {};
  return ((models['com.example.bar.v1.Foo'] as JSONObject).properties as JSONObject).spec as JSONObject;
}

describe('published OpenAPI keeps example and externalDocs from 1.36', () => {
  it.each([
    ['1.35', false],
    ['1.27', false],
    ['1.36', true],
    ['1.37', true],
  ])('%s: kept = %s', (kubeVersion, kept) => {
    for (const doc of [publishOpenAPIV3(crd(DOCUMENTED), 'v1', { kubeVersion }), publishOpenAPIV2(crd(DOCUMENTED), 'v1', { kubeVersion })]) {
      const s = spec(doc as never);
      expect(s.externalDocs).toEqual(kept ? { description: 'the manual', url: 'https://example.com/foo' } : undefined);
      expect(((s.properties as JSONObject).replicas as JSONObject).example).toEqual(kept ? 3 : undefined);
    }
  });
});

function crdErrors(schema: JSONSchemaProps, kubeVersion: string): string[] {
  const r = check({ sources: [{ id: 'crd', text: JSON.stringify(crd(schema)) }], options: { kubeVersion } });
  return r.crds[0].errors.map((e) => e.message);
}

const META = 'spec.validation.openAPIV3Schema.properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified';

describe('structural rules that compare whole nodes see example/externalDocs from 1.36', () => {
  const metaExample: JSONSchemaProps = { type: 'object', properties: { metadata: { type: 'object', example: { name: 'x' } } } };
  const metaDocs: JSONSchemaProps = { type: 'object', properties: { metadata: { type: 'object', externalDocs: { url: 'https://example.com' } } } };
  const metaPlain: JSONSchemaProps = { type: 'object', properties: { metadata: { type: 'object' } } };
  const intOrString = (branch: JSONSchemaProps): JSONSchemaProps => ({
    type: 'object',
    properties: { port: { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer', ...branch }, { type: 'string' }] } },
  });
  const rows: [string, JSONSchemaProps, string[], string[]][] = [
    ['metadata with an example', metaExample, [], [META]],
    ['metadata with externalDocs', metaDocs, [], [META]],
    ['metadata with only type', metaPlain, [], []],
    ['int-or-string anyOf branches without example', intOrString({}), [], []],
    [
      'int-or-string anyOf branch with an example',
      intOrString({ example: 80 }),
      [],
      [
        'spec.validation.openAPIV3Schema.properties[port].anyOf[0].type: Forbidden: must be empty to be structural',
        'spec.validation.openAPIV3Schema.properties[port].anyOf[1].type: Forbidden: must be empty to be structural',
      ],
    ],
  ];
  it.each(rows)('%s', (_n, schema, v135, v136) => {
    expect(crdErrors(schema, '1.35')).toEqual(v135);
    expect(crdErrors(schema, '1.36')).toEqual(v136);
    expect(crdErrors(schema, '1.37')).toEqual(v136);
  });
});
