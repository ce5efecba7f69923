import { describe, expect, it } from 'vitest';
import { crdDocPath, readCustomResourceDefinition, toInternalSpec, validateCustomResourceDefinition, semanticEqual } from '../../../src/engine/crd';
import { FieldPath } from '../../../src/engine/field/path';
import type { JSONValue } from '../../../src/engine/apis/json';
import { valueRendering } from '../../../src/engine/field/errorbody';
import { NEWEST_RENDERING } from '../field/newest-rendering';

function crd(versions: JSONValue[], extra: Record<string, JSONValue> = {}) {
  return readCustomResourceDefinition({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: { group: 'example.com', scope: 'Namespaced', names: { plural: 'widgets', kind: 'Widget' }, versions, ...extra },
  }).crd!;
}

const schemaA = { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object' } } } };
const schemaB = { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: { x: { type: 'string' } } } } } };
const noType = { openAPIV3Schema: { type: 'object', properties: { spec: { properties: { x: { type: 'string' } } } } } };

describe('toInternalSpec (Convert_v1_CustomResourceDefinitionSpec_To_apiextensions_CustomResourceDefinitionSpec)', () => {
  it('identical per-version fields move to the top level; version = versions[0].name', () => {
    const s = toInternalSpec(
      crd([
        { name: 'v2', served: true, storage: true, schema: schemaA, subresources: { status: {} } },
        { name: 'v1', served: true, storage: false, schema: schemaA, subresources: { status: {} } },
      ]),
    );
    expect(s.version).toBe('v2');
    expect(s.validation).toEqual(schemaA);
    expect(s.subresources).toEqual({ status: {} });
    expect(s.versions.map((v) => [v.schema, v.subresources])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });
  it('differing schemas stay per version', () => {
    const s = toInternalSpec(
      crd([
        { name: 'v2', served: true, storage: true, schema: schemaA },
        { name: 'v1', served: true, storage: false, schema: schemaB },
      ]),
    );
    expect(s.validation).toBeUndefined();
    expect(s.versions.map((v) => v.schema)).toEqual([schemaA, schemaB]);
  });
  it('webhook settings become webhookClientConfig / conversionReviewVersions', () => {
    const s = toInternalSpec(
      crd([{ name: 'v1', served: true, storage: true, schema: schemaA }], { conversion: { strategy: 'Webhook', webhook: { clientConfig: { url: 'https://x' }, conversionReviewVersions: ['v1'] } } }),
    );
    expect(s.conversion).toEqual({ strategy: 'Webhook', webhookClientConfig: { url: 'https://x' }, conversionReviewVersions: ['v1'] });
  });
  it.each<[unknown, unknown, boolean]>([
    [[], undefined, true],
    [{ a: [] }, {}, true],
    [{ a: {} }, {}, false],
    [{ a: 1 }, { a: 1 }, true],
  ])('Semantic.DeepEqual treats nil and empty slices alike: %j vs %j → %s', (a, b, eq) => expect(semanticEqual(a, b)).toBe(eq));
});

describe('error paths follow the internal form, crdDocPath maps them back to the v1 document', () => {
  it('schema errors of identical schemas are reported under spec.validation', () => {
    const c = crd([
      { name: 'v1', served: true, storage: true, schema: noType },
      { name: 'v2', served: true, storage: false, schema: noType },
    ]);
    const errs = validateCustomResourceDefinition(c, { kubeVersion: '1.35' });
    expect(errs.map((e) => e.toString(NEWEST_RENDERING))).toEqual(['spec.validation.openAPIV3Schema.properties[spec].type: Required value: must not be empty for specified object fields']);
    expect(crdDocPath(errs[0].path, c)).toEqual(['spec', 'versions', 0, 'schema', 'openAPIV3Schema', 'properties', 'spec', 'type']);
  });
  it('different schemas are reported per version', () => {
    const c = crd([
      { name: 'v1', served: true, storage: true, schema: noType },
      { name: 'v2', served: true, storage: false, schema: schemaA },
    ]);
    expect(validateCustomResourceDefinition(c, { kubeVersion: '1.35' }).map((e) => e.toString(valueRendering('1.35')))).toEqual([
      'spec.versions[0].schema.openAPIV3Schema.properties[spec].type: Required value: must not be empty for specified object fields',
    ]);
  });
  const c = crd([{ name: 'v1', served: true, storage: true, schema: schemaA }]);
  it.each<[FieldPath, (string | number)[]]>([
    [FieldPath.of('spec', 'additionalPrinterColumns').index(1).child('JSONPath'), ['spec', 'versions', 0, 'additionalPrinterColumns', 1, 'jsonPath']],
    [FieldPath.of('spec', 'subresources').child('scale.specReplicasPath'), ['spec', 'versions', 0, 'subresources', 'scale', 'specReplicasPath']],
    [FieldPath.of('spec', 'version'), ['spec', 'versions', 0, 'name']],
    [FieldPath.of('spec', 'conversion', 'webhookClientConfig', 'url'), ['spec', 'conversion', 'webhook', 'clientConfig', 'url']],
    [FieldPath.of('spec', 'conversion', 'conversionReviewVersions').index(0), ['spec', 'conversion', 'webhook', 'conversionReviewVersions', 0]],
    [FieldPath.of('metadata', 'name'), ['metadata', 'name']],
  ])('%s', (p, doc) => expect(crdDocPath(p, c)).toEqual(doc));
});

describe('crdDocPath keeps map keys with dots whole', () => {
  it('properties[example.com/x]', () => {
    const c = crd([{ name: 'v1', served: true, storage: true, schema: schemaA }]);
    const p = FieldPath.of('spec', 'validation', 'openAPIV3Schema.type');
    expect(crdDocPath(p, c)).toEqual(['spec', 'versions', 0, 'schema', 'openAPIV3Schema', 'type']);
    const q = FieldPath.of('spec', 'validation', 'openAPIV3Schema', 'properties').key('example.com/x').child('type');
    expect(crdDocPath(q, c)).toEqual(['spec', 'versions', 0, 'schema', 'openAPIV3Schema', 'properties', 'example.com/x', 'type']);
  });
});
