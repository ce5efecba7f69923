import { describe, expect, it } from 'vitest';
import { readCustomResourceDefinition, V1BETA1_DEPRECATION_WARNING } from '../../../src/engine/crd';
import type { JSONValue } from '../../../src/engine/apis/json';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const v1 = (spec: Record<string, JSONValue>, extra: Record<string, JSONValue> = {}): JSONValue => ({
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'widgets.example.com' },
  spec,
  ...extra,
});

const goodSpec = {
  group: 'example.com',
  names: { plural: 'widgets', kind: 'Widget' },
  scope: 'Namespaced',
  versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }],
};

// Type errors: sigs.k8s.io/json UnmarshalTypeError text (Struct = innermost Go struct, Field = JSON field stack).
const typeErrorRows: [string, JSONValue, string][] = [
  [
    'versions is a number',
    v1({ ...goodSpec, versions: 3 }),
    'spec.versions: Invalid value: json: cannot unmarshal number into Go struct field CustomResourceDefinitionSpec.spec.versions of type []v1.CustomResourceDefinitionVersion',
  ],
  [
    'version name is a number',
    v1({ ...goodSpec, versions: [{ name: 1, served: true, storage: true }] }),
    'spec.versions[0].name: Invalid value: json: cannot unmarshal number into Go struct field CustomResourceDefinitionVersion.spec.versions.name of type string',
  ],
  [
    'served is a string',
    v1({ ...goodSpec, versions: [{ name: 'v1', served: 'yes', storage: true }] }),
    'spec.versions[0].served: Invalid value: json: cannot unmarshal string into Go struct field CustomResourceDefinitionVersion.spec.versions.served of type bool',
  ],
  [
    'priority out of int32',
    v1({ ...goodSpec, versions: [{ name: 'v1', served: true, storage: true, additionalPrinterColumns: [{ name: 'a', type: 'string', jsonPath: '.a', priority: 3000000000 }] }] }),
    'spec.versions[0].additionalPrinterColumns[0].priority: Invalid value: json: cannot unmarshal number 3000000000 into Go struct field CustomResourceColumnDefinition.spec.versions.additionalPrinterColumns.priority of type int32',
  ],
  [
    'schema type is a number (map keys are not in the Go field stack)',
    v1({ ...goodSpec, versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 7 } } } } }] }),
    'spec.versions[0].schema.openAPIV3Schema.properties[spec].type: Invalid value: json: cannot unmarshal number into Go struct field JSONSchemaProps.spec.versions.schema.openAPIV3Schema.properties.type of type string',
  ],
  [
    'additionalProperties is a string (JSONSchemaPropsOrBool.UnmarshalJSON)',
    v1({ ...goodSpec, versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', additionalProperties: 'x' } } }] }),
    'spec.versions[0].schema.openAPIV3Schema.additionalProperties: Invalid value: boolean or JSON schema expected',
  ],
  [
    // the decoding keeps a string element as it is, beside an element of the wrong type (decode.ts keptAsIs)
    'a short name after a good one is a number',
    v1({ ...goodSpec, names: { ...goodSpec.names, shortNames: ['w', 2] } }),
    'spec.names.shortNames[1]: Invalid value: json: cannot unmarshal number into Go struct field CustomResourceDefinitionNames.spec.names.shortNames of type string',
  ],
  [
    'a label value after a good one is a bool',
    v1(goodSpec, { metadata: { name: 'widgets.example.com', labels: { a: 'x', b: true } } }),
    'metadata.labels[b]: Invalid value: json: cannot unmarshal bool into Go struct field ObjectMeta.metadata.labels of type string',
  ],
  [
    'names is a list',
    v1({ ...goodSpec, names: ['x'] }),
    'spec.names: Invalid value: json: cannot unmarshal array into Go struct field CustomResourceDefinitionSpec.spec.names of type v1.CustomResourceDefinitionNames',
  ],
  [
    'caBundle not base64',
    v1({ ...goodSpec, conversion: { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://x', caBundle: 'not base64!' } } } }),
    'spec.conversion.webhook.clientConfig.caBundle: Invalid value: illegal base64 data at input byte 3',
  ],
];

describe('readCustomResourceDefinition: wrong types become field errors (json decoder)', () => {
  it.each(typeErrorRows)('%s', (_name, doc, message) => {
    const r = readCustomResourceDefinition(doc);
    expect(r.crd).toBeNull();
    expect(r.errors.map((e) => e.toString(NEWEST_RENDERING))).toEqual([message]);
  });
  it.each<[string, JSONValue]>([
    ['a list', [1, 2]],
    ['a string', 'crd'],
    ['null', null],
  ])('a document that is %s is an error, not a throw', (_n, doc) => {
    const r = readCustomResourceDefinition(doc);
    expect(r.crd).toBeNull();
    expect(r.errors.length).toBe(1);
  });
});

describe('readCustomResourceDefinition: v1', () => {
  it('keeps a valid v1 CRD and reports unknown fields as warnings (strict field validation text)', () => {
    const r = readCustomResourceDefinition(v1({ ...goodSpec, foo: 1, versions: [{ ...goodSpec.versions[0], servd: true }] }));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual(['unknown field "spec.versions[0].servd"', 'unknown field "spec.foo"']);
    expect(r.unknownFields).toEqual(['spec.versions[0].servd', 'spec.foo']);
    expect(r.crd?.spec.versions[0].name).toBe('v1');
    expect((r.crd?.spec as unknown as Record<string, unknown>).foo).toBeUndefined();
  });
  it('null fields keep Go zero values', () => {
    const r = readCustomResourceDefinition(v1({ ...goodSpec, conversion: null }));
    expect(r.errors).toEqual([]);
    expect(r.crd?.spec.conversion).toBeUndefined();
  });
  it('unsupported apiVersion is reported', () => {
    const r = readCustomResourceDefinition({ apiVersion: 'apiextensions.k8s.io/v2', kind: 'CustomResourceDefinition', spec: {} });
    expect(r.errors.map((e) => e.toString(NEWEST_RENDERING))).toEqual([
      'apiVersion: Unsupported value: "apiextensions.k8s.io/v2": no matches for kind "CustomResourceDefinition" in version "apiextensions.k8s.io/v2"',
    ]);
  });
});

describe('readCustomResourceDefinition: v1beta1 → v1 (defaults + Convert_apiextensions_..._To_v1)', () => {
  const beta = (spec: Record<string, JSONValue>): JSONValue => ({
    apiVersion: 'apiextensions.k8s.io/v1beta1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'crontabs.stable.example.com' },
    spec,
  });
  it('moves top-level validation/subresources/columns into versions, JSONPath → jsonPath, version → versions', () => {
    const r = readCustomResourceDefinition(
      beta({
        group: 'stable.example.com',
        version: 'v1',
        names: { plural: 'crontabs', kind: 'CronTab' },
        validation: { openAPIV3Schema: { type: 'object' } },
        subresources: { status: {} },
        additionalPrinterColumns: [{ name: 'Spec', type: 'string', JSONPath: '.spec.cronSpec' }],
      }),
    );
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([V1BETA1_DEPRECATION_WARNING]);
    expect(r.crd?.apiVersion).toBe('apiextensions.k8s.io/v1');
    expect(r.crd?.spec).toEqual({
      group: 'stable.example.com',
      names: { plural: 'crontabs', kind: 'CronTab', singular: 'crontab', listKind: 'CronTabList' },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: 'object' } },
          subresources: { status: {} },
          additionalPrinterColumns: [{ name: 'Spec', type: 'string', jsonPath: '.spec.cronSpec' }],
        },
      ],
      conversion: { strategy: 'None' },
      preserveUnknownFields: true,
    });
  });
  it('webhook conversion: webhookClientConfig → webhook.clientConfig, default conversionReviewVersions [v1beta1], port 443', () => {
    const r = readCustomResourceDefinition(
      beta({
        group: 'stable.example.com',
        versions: [{ name: 'v1', served: true, storage: true }],
        names: { plural: 'crontabs', kind: 'CronTab' },
        preserveUnknownFields: false,
        conversion: { strategy: 'Webhook', webhookClientConfig: { service: { name: 's', namespace: 'n' } } },
      }),
    );
    expect(r.crd?.spec.conversion).toEqual({
      strategy: 'Webhook',
      webhook: { clientConfig: { service: { name: 's', namespace: 'n', port: 443 } }, conversionReviewVersions: ['v1beta1'] },
    });
    expect(r.crd?.spec.preserveUnknownFields).toBe(false);
  });
  it('top-level and per-version schemas are mutually exclusive (validateCustomResourceDefinitionSpec)', () => {
    const r = readCustomResourceDefinition(
      beta({
        group: 'stable.example.com',
        names: { plural: 'crontabs', kind: 'CronTab' },
        validation: { openAPIV3Schema: { type: 'object' } },
        versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }],
      }),
    );
    expect(r.errors.map((e) => e.toString(NEWEST_RENDERING))).toContain('spec.validation: Forbidden: top-level and per-version schemas are mutually exclusive');
    expect(r.errors.map((e) => e.toString(NEWEST_RENDERING)).some((m) => m.endsWith('per-version schemas may not all be set to identical values (top-level validation should be used instead)'))).toBe(
      true,
    );
  });
});

describe('v1beta1 spec.version (validateCustomResourceDefinitionSpec)', () => {
  it('must match the first version in spec.versions', () => {
    const r = readCustomResourceDefinition({
      apiVersion: 'apiextensions.k8s.io/v1beta1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'crontabs.stable.example.com' },
      spec: {
        group: 'stable.example.com',
        version: 'v2',
        names: { plural: 'crontabs', kind: 'CronTab' },
        versions: [{ name: 'v1', served: true, storage: true }],
      },
    });
    expect(r.errors.map((e) => e.toString(NEWEST_RENDERING))).toEqual(['spec.version: Invalid value: "v2": must match the first version in spec.versions']);
  });
});
