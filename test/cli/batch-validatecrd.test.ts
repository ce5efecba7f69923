// batch `validateCRD`: ValidateCustomResourceDefinition / ValidateCustomResourceDefinitionUpdate on
// CRDs exactly as given. The cases and their expectations are apiextensions-apiserver's
// pkg/apis/apiextensions/validation/validation_test.go (TestValidateCustomResourceDefinition,
// TestValidateCustomResourceDefinitionUpdate), the inputs written as v1beta1 documents (the
// internal form's shape); each expectation matches one error by field path, type and (where
// upstream gives one) a part of the message, and no other error may be reported, as upstream's
// runner checks.
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/cli/batch';

type Diag = { field: string; type: string; detail: string; message: string };
type Want = [field: string, type: string, contains?: string];
type Doc = Record<string, unknown>;

const ask = (req: unknown) => answer(JSON.stringify(req), {}) as { errors: Diag[]; error?: string };

const names = { plural: 'plural', singular: 'singular', kind: 'Plural', listKind: 'PluralList' };
const object = { openAPIV3Schema: { type: 'object' } };
const twoVersions = [
  { name: 'version', served: true, storage: true },
  { name: 'version2', served: true, storage: false },
];

/** The usual valid object of the upstream cases, with `spec` and the document's other parts overridden. */
function crd(spec: Doc = {}, rest: Doc = {}): Doc {
  return {
    apiVersion: 'apiextensions.k8s.io/v1beta1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'plural.group.com' },
    spec: { group: 'group.com', scope: 'Cluster', names, versions: [{ name: 'version', served: true, storage: true }], validation: object, preserveUnknownFields: false, ...spec },
    status: { storedVersions: ['version'] },
    ...rest,
  };
}

const required = (field: string, contains?: string): Want => [field, 'FieldValueRequired', contains];
const invalid = (field: string, contains?: string): Want => [field, 'FieldValueInvalid', contains];
const unsupported = (field: string, contains?: string): Want => [field, 'FieldValueNotSupported', contains];
const forbidden = (field: string, contains?: string): Want => [field, 'FieldValueForbidden', contains];

/** validationMatch.matches of upstream's runner: every expectation consumes one error, none may be left. */
function expectMatches(got: Diag[], want: Want[]): void {
  const seen = new Array<boolean>(got.length).fill(false);
  const missing: Want[] = [];
  for (const [field, type, contains] of want) {
    const i = got.findIndex((e, j) => !seen[j] && e.field === field && e.type === type && (contains === undefined || e.message.includes(contains)));
    if (i < 0) missing.push([field, type, contains]);
    else seen[i] = true;
  }
  expect({ missing, unexpected: got.filter((_, j) => !seen[j]).map((e) => e.message) }).toEqual({ missing: [], unexpected: [] });
}

const webhook = (conversion: Doc, versions = twoVersions) => crd({ versions, conversion });
const WEBHOOK_URL = { url: 'https://example.com/webhook' };
const validValidationSchema = {
  description: 'This is a description',
  type: 'object',
  format: 'date-time',
  title: 'This is a title',
  maximum: 10,
  exclusiveMaximum: true,
  minimum: 5,
  exclusiveMinimum: true,
  maxLength: 10,
  minLength: 5,
  pattern: '^[a-z]$',
  maxItems: 10,
  minItems: 5,
  multipleOf: 3,
  required: ['spec', 'status'],
  properties: { spec: { type: 'object', items: { description: 'This is a schema nested under Items', type: 'string' } }, status: { type: 'object' } },
  externalDocs: { description: 'This is an external documentation description' },
  example: 'This is an example',
};
const validUnstructuralValidationSchema = {
  ...validValidationSchema,
  items: { description: 'This is a schema nested under Items' },
  properties: { spec: {}, status: {} },
};
// a base64 PEM certificate (the upstream exampleCert's shape: the CA bundle only has to parse as PEM blocks)
const CA_BUNDLE = btoa('-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUAQ==\n-----END CERTIFICATE-----\n');

const createCases: [string, Doc, Want[]][] = [
  [
    'invalid types disallowed',
    crd({ validation: { openAPIV3Schema: { type: 'object', properties: { foo: { type: 'bogus' } } } } }),
    [unsupported('spec.validation.openAPIV3Schema.properties[foo].type')],
  ],
  [
    'webhookconfig: invalid port 0',
    webhook({ strategy: 'Webhook', webhookClientConfig: { service: { name: 'n', namespace: 'ns', port: 0 } }, conversionReviewVersions: ['v1beta1'] }),
    [invalid('spec.conversion.webhookClientConfig.service.port')],
  ],
  [
    'webhookconfig: invalid port 65536',
    webhook({ strategy: 'Webhook', webhookClientConfig: { service: { name: 'n', namespace: 'ns', port: 65536 } }, conversionReviewVersions: ['v1beta1'] }),
    [invalid('spec.conversion.webhookClientConfig.service.port')],
  ],
  [
    'webhookconfig: invalid CABundle should be allowed on Create',
    webhook({ strategy: 'Webhook', webhookClientConfig: { service: { name: 'n', namespace: 'ns', port: 443 }, caBundle: btoa('Cg==') }, conversionReviewVersions: ['v1beta1'] }),
    [],
  ],
  [
    'webhookconfig: valid CABundle',
    webhook({ strategy: 'Webhook', webhookClientConfig: { service: { name: 'n', namespace: 'ns', port: 443 }, caBundle: CA_BUNDLE }, conversionReviewVersions: ['v1beta1'] }),
    [],
  ],
  [
    'webhookconfig: both service and URL provided',
    webhook({ strategy: 'Webhook', webhookClientConfig: { url: 'https://example.com/webhook', service: { name: 'n', namespace: 'ns', port: 443 } }, conversionReviewVersions: ['v1beta1'] }),
    [required('spec.conversion.webhookClientConfig')],
  ],
  [
    'webhookconfig: blank URL',
    webhook({ strategy: 'Webhook', webhookClientConfig: { url: '' }, conversionReviewVersions: ['v1beta1'] }),
    [invalid('spec.conversion.webhookClientConfig.url'), invalid('spec.conversion.webhookClientConfig.url')],
  ],
  ['webhookconfig_should_not_be_set', webhook({ strategy: 'None', webhookClientConfig: WEBHOOK_URL }), [forbidden('spec.conversion.webhookClientConfig')]],
  ['ConversionReviewVersions_should_not_be_set', webhook({ strategy: 'None', conversionReviewVersions: ['v1beta1'] }), [forbidden('spec.conversion.conversionReviewVersions')]],
  [
    'webhookconfig: invalid ConversionReviewVersion',
    webhook({ strategy: 'Webhook', webhookClientConfig: WEBHOOK_URL, conversionReviewVersions: ['invalid-version'] }),
    [invalid('spec.conversion.conversionReviewVersions')],
  ],
  [
    'webhookconfig: invalid ConversionReviewVersion version string',
    webhook({ strategy: 'Webhook', webhookClientConfig: WEBHOOK_URL, conversionReviewVersions: ['0v'] }),
    [invalid('spec.conversion.conversionReviewVersions[0]'), invalid('spec.conversion.conversionReviewVersions')],
  ],
  ['webhookconfig: at least one valid ConversionReviewVersion', webhook({ strategy: 'Webhook', webhookClientConfig: WEBHOOK_URL, conversionReviewVersions: ['invalid-version', 'v1beta1'] }), []],
  [
    'webhookconfig: duplicate ConversionReviewVersion',
    webhook({ strategy: 'Webhook', webhookClientConfig: WEBHOOK_URL, conversionReviewVersions: ['v1beta1', 'v1beta1'] }),
    [invalid('spec.conversion.conversionReviewVersions[1]', 'duplicate version')],
  ],
  ['missing_webhookconfig', webhook({ strategy: 'Webhook', conversionReviewVersions: ['v1beta1'] }), [required('spec.conversion.webhookClientConfig')]],
  ['invalid_conversion_strategy', webhook({ strategy: 'non_existing_conversion' }), [unsupported('spec.conversion.strategy')]],
  [
    'none conversion without preserveUnknownFields=false',
    crd(
      {
        versions: [
          { name: 'version1', served: true, storage: true },
          { name: 'version2', served: true, storage: false },
        ],
        conversion: { strategy: 'None' },
        preserveUnknownFields: undefined,
      },
      { status: { storedVersions: ['version1'] } },
    ),
    [],
  ],
  [
    'webhook conversion without preserveUnknownFields=false',
    crd(
      {
        versions: [
          { name: 'version1', served: true, storage: true },
          { name: 'version2', served: true, storage: false },
        ],
        conversion: { strategy: 'Webhook', webhookClientConfig: WEBHOOK_URL, conversionReviewVersions: ['v1beta1'] },
        preserveUnknownFields: undefined,
      },
      { status: { storedVersions: ['version1'] } },
    ),
    [invalid('spec.conversion.strategy', 'must be None if spec.preserveUnknownFields is true')],
  ],
  [
    'webhook conversion with preserveUnknownFields=false, conversionReviewVersions=[v1]',
    crd(
      {
        versions: [
          { name: 'version1', served: true, storage: true },
          { name: 'version2', served: true, storage: false },
        ],
        conversion: { strategy: 'Webhook', webhookClientConfig: WEBHOOK_URL, conversionReviewVersions: ['v1'] },
      },
      { status: { storedVersions: ['version1'] } },
    ),
    [],
  ],
  [
    'no_storage_version',
    crd({
      versions: [
        { name: 'version', served: true, storage: false },
        { name: 'version2', served: true, storage: false },
      ],
      conversion: { strategy: 'None' },
    }),
    [invalid('spec.versions', 'must have exactly one version marked as storage version')],
  ],
  [
    'multiple_storage_version',
    crd({
      versions: [
        { name: 'version', served: true, storage: true },
        { name: 'version2', served: true, storage: true },
      ],
      conversion: { strategy: 'None' },
    }),
    [invalid('spec.versions'), invalid('status.storedVersions')],
  ],
  [
    'missing_storage_version_in_stored_versions',
    crd({
      versions: [
        { name: 'version', served: true, storage: false },
        { name: 'version2', served: true, storage: true },
      ],
      conversion: { strategy: 'None' },
    }),
    [invalid('status.storedVersions')],
  ],
  ['empty_stored_version', crd({ conversion: { strategy: 'None' } }, { status: { storedVersions: [] } }), [invalid('status.storedVersions', 'must have at least one stored version')]],
  [
    'mismatched name',
    {
      apiVersion: 'apiextensions.k8s.io/v1beta1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'plural.not.group.com' },
      spec: { group: 'group.com', names: { plural: 'plural' }, preserveUnknownFields: false, validation: object },
    },
    [
      invalid('status.storedVersions'),
      invalid('metadata.name'),
      invalid('spec.versions'),
      required('spec.scope'),
      required('spec.names.singular'),
      required('spec.names.kind'),
      required('spec.names.listKind'),
    ],
  ],
  [
    'missing values',
    { apiVersion: 'apiextensions.k8s.io/v1beta1', kind: 'CustomResourceDefinition', metadata: { name: 'plural.group.com' } },
    [
      invalid('status.storedVersions'),
      invalid('metadata.name'),
      invalid('spec.versions'),
      required('spec.group'),
      required('spec.scope'),
      required('spec.names.plural'),
      required('spec.names.singular'),
      required('spec.names.kind'),
      required('spec.names.listKind'),
    ],
  ],
  [
    'bad names 01',
    {
      apiVersion: 'apiextensions.k8s.io/v1beta1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'plural.group' },
      spec: {
        group: 'group',
        version: 've()*rsion',
        scope: 'foo',
        names: { plural: 'pl()*ural', singular: 'value()*a', kind: 'value()*a', listKind: 'value()*a' },
        preserveUnknownFields: false,
        validation: object,
      },
      status: { acceptedNames: { plural: 'pl()*ural', singular: 'value()*a', kind: 'value()*a', listKind: 'value()*a' } },
    },
    [
      invalid('status.storedVersions'),
      invalid('metadata.name'),
      invalid('spec.group'),
      unsupported('spec.scope'),
      invalid('spec.names.plural'),
      invalid('spec.names.singular'),
      invalid('spec.names.kind'),
      invalid('spec.names.listKind'),
      invalid('spec.names.listKind', 'kind and listKind may not be the same'),
      invalid('status.acceptedNames.plural'),
      invalid('status.acceptedNames.singular'),
      invalid('status.acceptedNames.kind'),
      invalid('status.acceptedNames.listKind'),
      invalid('status.acceptedNames.listKind', 'kind and listKind may not be the same'),
      invalid('spec.versions'),
      invalid('spec.version'),
    ],
  ],
  [
    'bad names 02',
    {
      apiVersion: 'apiextensions.k8s.io/v1beta1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'plural.group' },
      spec: {
        group: 'group.c(*&om',
        version: 'version',
        versions: [{ name: 'version', served: true, storage: true }],
        conversion: { strategy: 'None' },
        names: { plural: 'plural', singular: 'singular', kind: 'matching', listKind: 'matching' },
        preserveUnknownFields: false,
        validation: object,
      },
      status: { acceptedNames: { plural: 'plural', singular: 'singular', kind: 'matching', listKind: 'matching' }, storedVersions: ['version'] },
    },
    [invalid('metadata.name'), invalid('spec.group'), required('spec.scope'), invalid('spec.names.listKind'), invalid('status.acceptedNames.listKind')],
  ],
  [
    'additionalProperties and properties forbidden',
    crd({
      version: 'version',
      conversion: { strategy: 'None' },
      scope: 'Namespaced',
      validation: { openAPIV3Schema: { type: 'object', properties: { foo: { type: 'object', properties: { bar: { type: 'object' } }, additionalProperties: false } } } },
    }),
    [forbidden('spec.validation.openAPIV3Schema.properties[foo].additionalProperties')],
  ],
  [
    'additionalProperties without properties allowed (map[string]string)',
    crd({
      version: 'version',
      conversion: { strategy: 'None' },
      scope: 'Namespaced',
      validation: { openAPIV3Schema: { type: 'object', properties: { foo: { type: 'object', additionalProperties: { type: 'string' } } } } },
    }),
    [],
  ],
  [
    'per-version fields may not all be set to identical values (top-level field should be used instead)',
    crd({
      version: 'version',
      scope: 'Namespaced',
      validation: undefined,
      versions: ['version', 'version2'].map((name, i) => ({
        name,
        served: true,
        storage: i === 0,
        schema: { openAPIV3Schema: validValidationSchema },
        subresources: {},
        additionalPrinterColumns: [{ name: 'Alpha', type: 'string', JSONPath: '.spec.alpha' }],
      })),
    }),
    [invalid('spec.versions'), invalid('spec.versions'), invalid('spec.versions')],
  ],
  [
    'x-kubernetes-preserve-unknown-field: false',
    crd({ version: 'version', scope: 'Namespaced', validation: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': false } } }),
    [invalid('spec.validation.openAPIV3Schema.x-kubernetes-preserve-unknown-fields')],
  ],
  [
    'preserveUnknownFields with unstructural global schema',
    crd({ version: 'version', scope: 'Namespaced', versions: twoVersions, validation: { openAPIV3Schema: validUnstructuralValidationSchema } }),
    [required('spec.validation.openAPIV3Schema.properties[spec].type'), required('spec.validation.openAPIV3Schema.properties[status].type'), required('spec.validation.openAPIV3Schema.items.type')],
  ],
  [
    'preserveUnknownFields with unstructural schema in one version',
    crd({
      version: 'version',
      scope: 'Namespaced',
      validation: undefined,
      versions: [
        { name: 'version', served: true, storage: true, schema: { openAPIV3Schema: validValidationSchema } },
        { name: 'version2', served: true, storage: false, schema: { openAPIV3Schema: validUnstructuralValidationSchema } },
      ],
    }),
    [
      required('spec.versions[1].schema.openAPIV3Schema.properties[spec].type'),
      required('spec.versions[1].schema.openAPIV3Schema.properties[status].type'),
      required('spec.versions[1].schema.openAPIV3Schema.items.type'),
    ],
  ],
  [
    'preserveUnknownFields with no schema in one version',
    crd({
      version: 'version',
      scope: 'Namespaced',
      validation: undefined,
      versions: [
        { name: 'version', served: true, storage: true, schema: { openAPIV3Schema: validValidationSchema } },
        { name: 'version2', served: true, storage: false, schema: {} },
      ],
    }),
    [required('spec.versions[1].schema.openAPIV3Schema')],
  ],
  [
    'preserveUnknownFields with no schema at all',
    crd({
      version: 'version',
      scope: 'Namespaced',
      validation: undefined,
      versions: [
        { name: 'version', served: true, storage: true },
        { name: 'version2', served: true, storage: false, schema: {} },
      ],
    }),
    [required('spec.versions[0].schema.openAPIV3Schema'), required('spec.versions[1].schema.openAPIV3Schema')],
  ],
  [
    'preserveUnknownFields: true',
    crd({ version: 'version', scope: 'Namespaced', preserveUnknownFields: true }),
    [invalid('spec.preserveUnknownFields', 'cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead')],
  ],
  [
    'defaults in value validation with enabled feature gate, structural schema',
    crd({
      version: 'version',
      scope: 'Namespaced',
      validation: {
        openAPIV3Schema: { type: 'object', properties: { a: { type: 'number', not: { default: 42.0 }, anyOf: [{ default: 42.0 }], allOf: [{ default: 42.0 }], oneOf: [{ default: 42.0 }] } } },
      },
    }),
    [
      forbidden('spec.validation.openAPIV3Schema.properties[a].not.default'),
      forbidden('spec.validation.openAPIV3Schema.properties[a].allOf[0].default'),
      forbidden('spec.validation.openAPIV3Schema.properties[a].anyOf[0].default'),
      forbidden('spec.validation.openAPIV3Schema.properties[a].oneOf[0].default'),
    ],
  ],
  [
    'x-kubernetes-validations should be forbidden under oneOf/anyOf/allOf/not, structural schema',
    crd({
      version: 'version',
      scope: 'Namespaced',
      validation: {
        openAPIV3Schema: {
          type: 'object',
          properties: {
            a: {
              type: 'number',
              not: { 'x-kubernetes-validations': [{ rule: 'should be forbidden' }] },
              anyOf: [{ 'x-kubernetes-validations': [{ rule: 'should be forbidden' }] }],
              allOf: [{ 'x-kubernetes-validations': [{ rule: 'should be forbidden' }] }],
              oneOf: [{ 'x-kubernetes-validations': [{ rule: 'should be forbidden' }] }],
            },
          },
        },
      },
    }),
    [
      forbidden('spec.validation.openAPIV3Schema.properties[a].not.x-kubernetes-validations'),
      forbidden('spec.validation.openAPIV3Schema.properties[a].allOf[0].x-kubernetes-validations'),
      forbidden('spec.validation.openAPIV3Schema.properties[a].anyOf[0].x-kubernetes-validations'),
      forbidden('spec.validation.openAPIV3Schema.properties[a].oneOf[0].x-kubernetes-validations'),
    ],
  ],
  [
    'x-kubernetes-validations have invalid fieldPath',
    crd({
      version: 'version',
      scope: 'Namespaced',
      validation: {
        openAPIV3Schema: {
          type: 'object',
          'x-kubernetes-validations': ['.list[0].b', '.list[0.b', '.list0].b', '.a.c', '.a.b.d'].map((fieldPath) => ({ rule: 'self.a.b.c > 0.0', fieldPath })),
          properties: {
            a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'number' } } } } },
            list: { type: 'array', items: { type: 'object', properties: { a: { type: 'number' } } } },
          },
        },
      },
    }),
    [0, 1, 2, 3, 4].map((i) => invalid(`spec.validation.openAPIV3Schema.x-kubernetes-validations[${i}].fieldPath`)),
  ],
  [
    'contradicting meta field types',
    crd({
      version: 'version',
      scope: 'Namespaced',
      validation: {
        openAPIV3Schema: {
          type: 'object',
          properties: {
            apiVersion: { type: 'number' },
            kind: { type: 'number' },
            metadata: { type: 'number', properties: { name: { type: 'string', pattern: 'abc' }, generateName: { type: 'string', pattern: 'abc' }, generation: { type: 'integer' } } },
            valid: {
              type: 'object',
              'x-kubernetes-embedded-resource': true,
              properties: {
                apiVersion: { type: 'string' },
                kind: { type: 'string' },
                metadata: {
                  type: 'object',
                  properties: { name: { type: 'string', pattern: 'abc' }, generateName: { type: 'string', pattern: 'abc' }, generation: { type: 'integer', minimum: 42.0 } },
                },
              },
            },
            invalid: {
              type: 'object',
              'x-kubernetes-embedded-resource': true,
              properties: {
                apiVersion: { type: 'number' },
                kind: { type: 'number' },
                metadata: {
                  type: 'number',
                  properties: { name: { type: 'string', pattern: 'abc' }, generateName: { type: 'string', pattern: 'abc' }, generation: { type: 'integer', minimum: 42.0 } },
                },
              },
            },
            nested: {
              type: 'object',
              'x-kubernetes-embedded-resource': true,
              properties: {
                invalid: {
                  type: 'object',
                  'x-kubernetes-embedded-resource': true,
                  properties: {
                    apiVersion: { type: 'number' },
                    kind: { type: 'number' },
                    metadata: {
                      type: 'number',
                      properties: { name: { type: 'string', pattern: 'abc' }, generateName: { type: 'string', pattern: 'abc' }, generation: { type: 'integer', minimum: 42.0 } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    }),
    [
      forbidden('spec.validation.openAPIV3Schema.properties[metadata]'),
      invalid('spec.validation.openAPIV3Schema.properties[apiVersion].type'),
      invalid('spec.validation.openAPIV3Schema.properties[kind].type'),
      invalid('spec.validation.openAPIV3Schema.properties[metadata].type'),
      invalid('spec.validation.openAPIV3Schema.properties[invalid].properties[apiVersion].type'),
      invalid('spec.validation.openAPIV3Schema.properties[invalid].properties[kind].type'),
      invalid('spec.validation.openAPIV3Schema.properties[invalid].properties[metadata].type'),
      invalid('spec.validation.openAPIV3Schema.properties[nested].properties[invalid].properties[apiVersion].type'),
      invalid('spec.validation.openAPIV3Schema.properties[nested].properties[invalid].properties[kind].type'),
      invalid('spec.validation.openAPIV3Schema.properties[nested].properties[invalid].properties[metadata].type'),
    ],
  ],
  [
    'labelSelectorPath outside of .spec and .status',
    crd(
      {
        version: 'version0',
        scope: 'Namespaced',
        versions: [undefined, '.status.labelSelector', '.spec.labelSelector', '.labelSelector'].map((labelSelectorPath, i) => ({
          name: `version${i}`,
          served: true,
          storage: i === 0,
          subresources: { scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas', ...(labelSelectorPath ? { labelSelectorPath } : {}) } },
        })),
      },
      { status: { storedVersions: ['version0'] } },
    ),
    [invalid('spec.versions[3].subresources.scale.labelSelectorPath')],
  ],
  [
    'top-level metadata default',
    crd(
      {
        version: 'v1',
        scope: 'Namespaced',
        versions: [{ name: 'v1', served: true, storage: true }],
        validation: { openAPIV3Schema: { type: 'object', properties: { metadata: { type: 'object', default: { name: 'foo' } } } } },
      },
      { status: { storedVersions: ['v1'] } },
    ),
    [forbidden('spec.validation.openAPIV3Schema.properties[metadata].default')],
  ],
  [
    'x-kubernetes-embedded-resource with pruning and empty properties (preserveUnknownFields nil)',
    crd({
      version: 'version',
      scope: 'Namespaced',
      preserveUnknownFields: undefined,
      validation: {
        openAPIV3Schema: {
          type: 'object',
          'x-kubernetes-preserve-unknown-fields': true,
          properties: { nil: { type: 'object', 'x-kubernetes-embedded-resource': true }, empty: { type: 'object', 'x-kubernetes-embedded-resource': true, properties: {} } },
        },
      },
    }),
    [required('spec.validation.openAPIV3Schema.properties[nil].properties'), required('spec.validation.openAPIV3Schema.properties[empty].properties')],
  ],
];

describe('batch validateCRD: TestValidateCustomResourceDefinition', () => {
  it.each(createCases)('%s', (_name, doc, want) => {
    const r = ask({ op: 'validateCRD', crd: doc });
    expect(r.error).toBeUndefined();
    expectMatches(r.errors, want);
  });
});

/** An update case's object: the upstream "unchanged" shape (resourceVersion 42, kind/listkind names). */
function crdU(spec: Doc = {}, status: Doc = {}): Doc {
  const n = { plural: 'plural', singular: 'singular', kind: 'kind', listKind: 'listkind' };
  return {
    apiVersion: 'apiextensions.k8s.io/v1beta1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'plural.group.com', resourceVersion: '42' },
    spec: { group: 'group.com', version: 'version', versions: [{ name: 'version', served: true, storage: true }], scope: 'Cluster', names: n, preserveUnknownFields: true, ...spec },
    status: { acceptedNames: n, ...status },
  };
}
const ESTABLISHED = { conditions: [{ type: 'Established', status: 'True' }] };
const renamed = {
  group: 'abc.com',
  version: 'version2',
  versions: [{ name: 'version2', served: true, storage: true }],
  scope: 'Namespaced',
  names: { plural: 'plural2', singular: 'singular2', kind: 'kind2', listKind: 'listkind2' },
};
const renamedStatus = { acceptedNames: { plural: 'plural2', singular: 'singular2', kind: 'kind2', listKind: 'listkind2' }, storedVersions: ['version2'] };
/** The shape of the preserveUnknownFields cases (ResourceVersion "1", Namespaced, Plural/PluralList names). */
const crdP = (spec: Doc): Doc => ({
  apiVersion: 'apiextensions.k8s.io/v1beta1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'plural.group.com', resourceVersion: '1' },
  spec: { group: 'group.com', version: 'version', versions: [{ name: 'version', served: true, storage: true }], scope: 'Namespaced', names, ...spec },
  status: { storedVersions: ['version'] },
});
const bogus = (type: string) => ({ openAPIV3Schema: { type: 'object', properties: { foo: { type } } } });
const setOfObjects = (prop: string) => ({ openAPIV3Schema: { type: 'object', properties: { [prop]: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'object', properties: {} } } } } });
const rv1 = (doc: Doc): Doc => ({ ...doc, metadata: { name: 'plural.group.com', resourceVersion: '1' } });

const updateCases: [string, Doc, Doc, Want[]][] = [
  ['invalid types updates disallowed', rv1(crd()), rv1(crd({ validation: bogus('bogus') })), [unsupported('spec.validation.openAPIV3Schema.properties[foo].type')]],
  ['invalid types updates allowed if old object has invalid types', rv1(crd({ validation: bogus('bogus') })), rv1(crd({ validation: bogus('bogus2') })), []],
  ['non-atomic items in lists of type set allowed if pre-existing', rv1(crd({ validation: setOfObjects('foo') })), rv1(crd({ validation: setOfObjects('bar') })), []],
  [
    'reject non-atomic items in lists of type set if not pre-existing',
    rv1(crd({ validation: { openAPIV3Schema: { type: 'object', properties: {} } } })),
    rv1(crd({ validation: setOfObjects('bar') })),
    [invalid('spec.validation.openAPIV3Schema.properties[bar].items.x-kubernetes-map-type')],
  ],
  [
    'structural to non-structural updates not allowed',
    rv1(crd({ validation: bogus('integer'), preserveUnknownFields: true })),
    rv1(crd({ validation: { openAPIV3Schema: { type: 'object', properties: { foo: {} } } }, preserveUnknownFields: true })),
    [required('spec.validation.openAPIV3Schema.properties[foo].type')],
  ],
  [
    'non-structural updates allowed if old object has non-structural schema',
    rv1(
      crd({
        validation: undefined,
        preserveUnknownFields: true,
        versions: [
          { name: 'version', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', properties: { foo: {} } } } },
          { name: 'version2', served: true, storage: false, schema: { openAPIV3Schema: { type: 'object', properties: { foo: { type: 'number' } } } } },
        ],
      }),
    ),
    rv1(
      crd({
        validation: undefined,
        preserveUnknownFields: true,
        versions: [
          { name: 'version', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', properties: { foo: { description: 'b' } } } } },
          { name: 'version2', served: true, storage: false, schema: { openAPIV3Schema: { type: 'object', properties: { foo: { description: 'a' } } } } },
        ],
      }),
    ),
    [],
  ],
  [
    'webhookconfig: should fail on invalid ConversionReviewVersion with old valid versions',
    rv1(webhook({ strategy: 'Webhook', webhookClientConfig: WEBHOOK_URL, conversionReviewVersions: ['v1beta1', 'invalid-version'] })),
    rv1(webhook({ strategy: 'Webhook', webhookClientConfig: WEBHOOK_URL, conversionReviewVersions: ['invalid-version'] })),
    [invalid('spec.conversion.conversionReviewVersions')],
  ],
  [
    'webhookconfig: should pass on invalid ConversionReviewVersion with old invalid versions',
    rv1(webhook({ strategy: 'Webhook', webhookClientConfig: WEBHOOK_URL, conversionReviewVersions: ['invalid-version_0, invalid-version'] })),
    rv1(webhook({ strategy: 'Webhook', webhookClientConfig: WEBHOOK_URL, conversionReviewVersions: ['invalid-version'] })),
    [],
  ],
  ['unchanged', crdU(), crdU({}, { storedVersions: ['version'] }), []],
  ['unchanged-established', crdU({}, ESTABLISHED), crdU({}, { storedVersions: ['version'] }), []],
  [
    'version-deleted',
    crdU({ versions: twoVersions }, { storedVersions: ['version', 'version2'], ...ESTABLISHED }),
    crdU({}, { storedVersions: ['version', 'version2'] }),
    [invalid('status.storedVersions[1]', 'missing from spec.versions')],
  ],
  [
    'changes',
    crdU({}, { conditions: [{ type: 'Established', status: 'False' }] }),
    crdU(renamed, renamedStatus),
    [invalid('spec.group', 'field is immutable'), invalid('spec.names.plural', 'field is immutable')],
  ],
  [
    'changes-established',
    crdU({}, ESTABLISHED),
    crdU(renamed, renamedStatus),
    [invalid('spec.group', 'field is immutable'), invalid('spec.scope', 'field is immutable'), invalid('spec.names.kind', 'field is immutable'), invalid('spec.names.plural', 'field is immutable')],
  ],
  [
    'switch to preserveUnknownFields: true is forbidden',
    crdP({ validation: object, preserveUnknownFields: false }),
    crdP({ validation: object, preserveUnknownFields: true }),
    [invalid('spec.preserveUnknownFields')],
  ],
  ['keep preserveUnknownFields: true is allowed', crdP({ validation: object, preserveUnknownFields: true }), crdP({ validation: object, preserveUnknownFields: true }), []],
  ['schema not required if old object is missing schema', crdP({ preserveUnknownFields: true }), crdP({ preserveUnknownFields: true }), []],
  [
    'schema not required if old object is missing schema for some versions',
    crdP({
      preserveUnknownFields: true,
      versions: [
        { name: 'version', served: true, storage: true, schema: object },
        { name: 'version2', served: true, storage: false },
      ],
    }),
    crdP({
      preserveUnknownFields: true,
      versions: [
        { name: 'version', served: true, storage: true },
        { name: 'version2', served: true, storage: false },
      ],
    }),
    [],
  ],
  [
    'schema required if old object has top-level schema',
    crdP({ validation: object, preserveUnknownFields: true }),
    crdP({ preserveUnknownFields: true }),
    [required('spec.versions[0].schema.openAPIV3Schema')],
  ],
  [
    'schema required if all versions of old object have schema',
    crdP({
      preserveUnknownFields: true,
      versions: [
        { name: 'version', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', description: '1' } } },
        { name: 'version2', served: true, storage: false, schema: { openAPIV3Schema: { type: 'object', description: '2' } } },
      ],
    }),
    crdP({
      preserveUnknownFields: true,
      versions: [
        { name: 'version', served: true, storage: true },
        { name: 'version2', served: true, storage: false },
      ],
    }),
    [required('spec.versions[0].schema.openAPIV3Schema'), required('spec.versions[1].schema.openAPIV3Schema')],
  ],
];

describe('batch validateCRD with oldCrd: TestValidateCustomResourceDefinitionUpdate', () => {
  it.each(updateCases)('%s', (_name, old, doc, want) => {
    const r = ask({ op: 'validateCRD', crd: doc, oldCrd: old });
    expect(r.error).toBeUndefined();
    expectMatches(r.errors, want);
  });

  it('an update without metadata.resourceVersion (ValidateObjectMetaUpdate)', () => {
    const { metadata: _m, ...rest } = crdU({}, { storedVersions: ['version'] });
    const r = ask({ op: 'validateCRD', crd: { ...rest, metadata: { name: 'plural.group.com' } }, oldCrd: crdU() });
    expectMatches(r.errors, [invalid('metadata.resourceVersion', 'must be specified for an update')]);
  });
});

describe('batch validateCRD: the request', () => {
  it('as given differs from check(): no defaulting of a v1beta1 document and status as written', () => {
    const doc = crd({ scope: undefined, names: { plural: 'plural', kind: 'Plural' } }, { status: undefined });
    expectMatches(ask({ op: 'validateCRD', crd: doc }).errors, [required('spec.scope'), required('spec.names.singular'), required('spec.names.listKind'), invalid('status.storedVersions')]);
    const checked = ask({ op: 'check', documents: [doc] }) as unknown as { crds: { errors: unknown[] }[] };
    expect(checked.crds[0]!.errors).toEqual([]);
  });
  it('a v1 document is validated in its internal form (a schema every version shares is spec.validation)', () => {
    const v1 = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'plural.group.com' },
      spec: { group: 'group.com', scope: 'Cluster', names, versions: [{ name: 'version', served: true, storage: true, schema: bogus('bogus') }] },
      status: { storedVersions: ['version'] },
    };
    expectMatches(ask({ op: 'validateCRD', crd: v1 }).errors, [unsupported('spec.validation.openAPIV3Schema.properties[foo].type')]);
  });
  it('rules are compiled with the schema (program instantiation of a constant pattern)', () => {
    const doc = crd({ validation: { openAPIV3Schema: { type: 'object', properties: { s: { type: 'string', 'x-kubernetes-validations': [{ rule: "self.find(')') == ''" }] } } } } });
    expectMatches(ask({ op: 'validateCRD', crd: doc }).errors, [
      invalid('spec.validation.openAPIV3Schema.properties[s].x-kubernetes-validations[0].rule', 'program instantiation failed: error parsing regexp: unexpected ): `)`'),
    ]);
  });
  it.each([
    [{ crd: 'x' }, '"crd" must be a CustomResourceDefinition object'],
    [{ crd: crd(), oldCrd: [] }, '"oldCrd" must be a CustomResourceDefinition object'],
  ])('a malformed request is refused: %j', (req, error) => {
    expect(ask({ op: 'validateCRD', ...req })).toEqual({ error });
  });
});
