// TestValidateCustomResourceDefinitionUpdate (apiextensions-apiserver
// pkg/apis/apiextensions/validation/validation_test.go), transcribed as data: each row is the old and
// the new CRD (upstream writes them in the internal form; here as apiextensions.k8s.io/v1beta1
// documents, which hold the same top-level fields) and the expected errors as upstream matches them
// (type and field path; every expected error found, no other error). CEL rules are compiled by the
// pipeline (compileCRDRules) beside validateCustomResourceDefinition, as the apiserver does inside
// validateCustomResourceDefinitionValidation, so both are run.
import { describe, expect, it } from 'vitest';
import { readCustomResourceDefinition, validateCustomResourceDefinition, type CustomResourceDefinition } from '../../../src/engine/crd';
import { compileCRDRules } from '../../../src/engine/pipeline/rules';
import type { JSONValue } from '../../../src/engine/apis/json';
import { check } from '../../../src/engine';
import { valueRendering } from '../../../src/engine/field/errorbody';
import { NEWEST_RENDERING } from '../field/newest-rendering';

type Doc = Record<string, any>;
const NAMES = { plural: 'plural', singular: 'singular', kind: 'Plural', listKind: 'PluralList' };
const V = (name = 'version', served = true, storage = true, extra: Doc = {}) => ({ name, served, storage, ...extra });
const ESTABLISHED = { conditions: [{ type: 'Established', status: 'True' }] };

/** An internal-form CRD as a v1beta1 document: group.com, Cluster, one version, preserveUnknownFields false. */
function crd(spec: Doc = {}, status: Doc = { storedVersions: ['version'] }): Doc {
  return {
    apiVersion: 'apiextensions.k8s.io/v1beta1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'plural.group.com' },
    spec: { group: 'group.com', scope: 'Cluster', names: NAMES, versions: [V()], preserveUnknownFields: false, ...spec },
    status,
  };
}
const schema = (s: Doc) => ({ openAPIV3Schema: s });
const obj = (properties: Doc, extra: Doc = {}) => ({ type: 'object', properties, ...extra });

function read(doc: Doc): CustomResourceDefinition {
  const r = readCustomResourceDefinition(doc as JSONValue);
  expect(r.errors.map((e) => e.toString(NEWEST_RENDERING))).toEqual([]);
  return r.crd!;
}

/** The upstream validationMatch helpers: [ErrorType, field]. */
const required = (f: string) => ['FieldValueRequired', f] as const;
const invalid = (f: string) => ['FieldValueInvalid', f] as const;
const unsupported = (f: string) => ['FieldValueNotSupported', f] as const;
const forbidden = (f: string) => ['FieldValueForbidden', f] as const;
const tooMany = (f: string) => ['FieldValueTooMany', f] as const;
const immutable = invalid;

function updateErrors(oldDoc: Doc, newDoc: Doc): string[][] {
  const old = read(oldDoc);
  const n = read(newDoc);
  const established = Array.isArray(oldDoc.status?.conditions) && oldDoc.status.conditions.some((c: Doc) => c.type === 'Established' && c.status === 'True');
  const errs = [...validateCustomResourceDefinition(n, { kubeVersion: '1.35', oldCRD: old, oldEstablished: established }), ...compileCRDRules(n, '1.35', old).errors];
  return errs.map((e) => [e.type, e.field]).sort();
}

// The selectable-fields rows: nine string fields, eight or nine of them selectable.
const nine = (last: string) => {
  const names = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', last];
  return {
    schema: schema(obj(Object.fromEntries(names.map((n) => [n, { type: 'string' }])), { required: names })),
    selectableFields: names.map((n) => ({ jsonPath: `.${n}` })),
  };
};
const perVersionNine = (last: string) => [V('version', true, true, nine(last)), V('version2', true, false, { schema: schema(obj({ foo: { type: 'integer' } })) })];

function v1Nine(last: string): Doc {
  const n = nine(last);
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'plural.group.com' },
    spec: { group: 'group.com', scope: 'Namespaced', names: NAMES, versions: [V('version', true, true, n)] },
    status: { storedVersions: ['version'] },
  };
}

const EXPENSIVE = 'self[0] + self[1] + self[2] + self[3] + self[4] + self[5] + self[6] + self[7]';
const listRule = (messageExpression: string, description?: string) =>
  schema(obj({ f: { type: 'array', items: { type: 'string' }, 'x-kubernetes-validations': [{ rule: 'true', messageExpression }] } }, description ? { description } : {}));

const listMap = (name: string, items: Doc) => schema(obj({ [name]: { type: 'array', 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': ['key'], items } }));
const listSet = (name: string, items: Doc) => schema(obj({ [name]: { type: 'array', 'x-kubernetes-list-type': 'set', items } }));

const VALID_SCHEMA = {
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
};
const VALID_UNSTRUCTURAL_SCHEMA = {
  ...VALID_SCHEMA,
  items: { description: 'This is a schema nested under Items' },
  properties: { spec: {}, status: {} },
};

const webhook = (conversionReviewVersions?: string[], extra: Doc = {}) => ({
  versions: [V(), V('version2', true, false)],
  conversion: { strategy: 'Webhook', webhookClientConfig: { url: 'https://example.com/webhook' }, ...(conversionReviewVersions ? { conversionReviewVersions } : {}), ...extra },
  validation: schema({ type: 'object' }),
});
// a PEM certificate (any parseable one: the apiserver only checks that the bundle parses)
const CERT = btoa('-----BEGIN CERTIFICATE-----\nMIIBAA==\n-----END CERTIFICATE-----\n');
const caWebhook = (caBundle: string) => ({
  version: 'version',
  versions: [V(), V('version2', true, false)],
  conversion: { strategy: 'Webhook', webhookClientConfig: { service: { name: 'n', namespace: 'ns', port: 443 }, caBundle }, conversionReviewVersions: ['version2'] },
  validation: schema({ type: 'object' }),
  names: { ...NAMES, kind: 'kind' },
});
const kindNames = { plural: 'plural', singular: 'singular', kind: 'kind', listKind: 'listkind' };
const kind2Names = { plural: 'plural2', singular: 'singular2', kind: 'kind2', listKind: 'listkind2' };

type Row = [name: string, old: Doc, resource: Doc, errors: (readonly [string, string])[]];

const rows: Row[] = [
  [
    'invalid types updates disallowed',
    crd({ validation: schema({ type: 'object' }) }),
    crd({ validation: schema(obj({ foo: { type: 'bogus' } })) }),
    [unsupported('spec.validation.openAPIV3Schema.properties[foo].type')],
  ],
  ['invalid types updates allowed if old object has invalid types', crd({ validation: schema(obj({ foo: { type: 'bogus' } })) }), crd({ validation: schema(obj({ foo: { type: 'bogus2' } })) }), []],
  [
    'non-atomic items in lists of type set allowed if pre-existing',
    crd({ validation: listSet('foo', { type: 'object', properties: {} }) }),
    crd({ validation: listSet('bar', { type: 'object', properties: {} }) }),
    [],
  ],
  [
    'reject non-atomic items in lists of type set if not pre-existing',
    crd({ validation: schema(obj({})) }),
    crd({ validation: listSet('bar', { type: 'object', properties: {} }) }),
    [invalid('spec.validation.openAPIV3Schema.properties[bar].items.x-kubernetes-map-type')],
  ],
  [
    'structural to non-structural updates not allowed',
    crd({ validation: schema(obj({ foo: { type: 'integer' } })), preserveUnknownFields: true }),
    crd({ validation: schema(obj({ foo: {} })), preserveUnknownFields: true }),
    [required('spec.validation.openAPIV3Schema.properties[foo].type')],
  ],
  [
    'absent schema to non-structural updates not allowed',
    crd({ validation: {}, preserveUnknownFields: true }),
    crd({ validation: schema(obj({ foo: {} })), preserveUnknownFields: true }),
    [required('spec.validation.openAPIV3Schema.properties[foo].type')],
  ],
  [
    'non-structural updates allowed if old object has non-structural schema',
    crd({ versions: [V('version', true, true, { schema: schema(obj({ foo: {} })) }), V('version2', true, false, { schema: schema(obj({ foo: { type: 'number' } })) })], preserveUnknownFields: true }),
    crd({
      versions: [V('version', true, true, { schema: schema(obj({ foo: { description: 'b' } })) }), V('version2', true, false, { schema: schema(obj({ foo: { description: 'a' } })) })],
      preserveUnknownFields: true,
    }),
    [],
  ],
  ['webhookconfig: should pass on invalid ConversionReviewVersion with old invalid versions', crd(webhook(['invalid-version_0, invalid-version'])), crd(webhook(['invalid-version'])), []],
  [
    'webhookconfig: should fail on invalid ConversionReviewVersion with old valid versions',
    crd(webhook(['v1beta1', 'invalid-version'])),
    crd(webhook(['invalid-version'])),
    [invalid('spec.conversion.conversionReviewVersions')],
  ],
  ['webhookconfig: should fail on invalid ConversionReviewVersion with missing old versions', crd(webhook()), crd(webhook(['invalid-version'])), [invalid('spec.conversion.conversionReviewVersions')]],
  [
    'webhookconfig: existing invalid CABundle update should pass',
    crd(caWebhook('Cg=='), { acceptedNames: { ...NAMES, kind: 'kind' }, storedVersions: ['version'], ...ESTABLISHED }),
    crd(caWebhook('Cg=='), { acceptedNames: { ...NAMES, kind: 'kind' }, storedVersions: ['version'], ...ESTABLISHED }),
    [],
  ],
  [
    'webhookconfig: existing valid CABundle should be able to transition to invalid pre-serving',
    crd(caWebhook(CERT), { acceptedNames: { ...NAMES, kind: 'kind' }, storedVersions: ['version'] }),
    crd(caWebhook('Cg=='), { acceptedNames: { ...NAMES, kind: 'kind' }, storedVersions: ['version'] }),
    [],
  ],
  [
    'webhookconfig: update to invalid CABundle should fail if existing is valid',
    crd(caWebhook(CERT), { acceptedNames: { ...NAMES, kind: 'kind' }, storedVersions: ['version'], ...ESTABLISHED }),
    crd(caWebhook('Cg=='), { acceptedNames: { ...NAMES, kind: 'kind' }, storedVersions: ['version'], ...ESTABLISHED }),
    [invalid('spec.conversion.webhookClientConfig.caBundle')],
  ],
  [
    'unchanged',
    crd({ version: 'version', names: kindNames, preserveUnknownFields: true }, { acceptedNames: kindNames }),
    crd({ version: 'version', names: kindNames, preserveUnknownFields: true }, { acceptedNames: kindNames, storedVersions: ['version'] }),
    [],
  ],
  [
    'unchanged-established',
    crd({ version: 'version', names: kindNames, preserveUnknownFields: true }, { acceptedNames: kindNames, ...ESTABLISHED }),
    crd({ version: 'version', names: kindNames, preserveUnknownFields: true }, { acceptedNames: kindNames, storedVersions: ['version'] }),
    [],
  ],
  [
    'version-deleted',
    crd(
      { version: 'version', versions: [V(), V('version2', true, false)], names: kindNames, preserveUnknownFields: true },
      { acceptedNames: kindNames, storedVersions: ['version', 'version2'], ...ESTABLISHED },
    ),
    crd({ version: 'version', names: kindNames, preserveUnknownFields: true }, { acceptedNames: kindNames, storedVersions: ['version', 'version2'] }),
    [invalid('status.storedVersions[1]')],
  ],
  [
    'changes',
    crd({ version: 'version', names: kindNames, preserveUnknownFields: true }, { acceptedNames: kindNames, conditions: [{ type: 'Established', status: 'False' }] }),
    crd(
      { group: 'abc.com', version: 'version2', versions: [V('version2')], scope: 'Namespaced', names: kind2Names, preserveUnknownFields: true },
      { acceptedNames: kind2Names, storedVersions: ['version2'] },
    ),
    // + status.storedVersions[0]: the old object as the apiserver holds it has storedVersions [version]
    // (SetDefaults_CustomResourceDefinition fills an empty list with the storage version, the registry
    // strategy keeps it on update); the upstream unit test calls the validator on hand-built objects
    [immutable('spec.group'), immutable('spec.names.plural'), invalid('status.storedVersions[0]')],
  ],
  [
    'changes-established',
    crd({ version: 'version', names: kindNames, preserveUnknownFields: true }, { acceptedNames: kindNames, ...ESTABLISHED }),
    crd(
      { group: 'abc.com', version: 'version2', versions: [V('version2')], scope: 'Namespaced', names: kind2Names, preserveUnknownFields: true },
      { acceptedNames: kind2Names, storedVersions: ['version2'] },
    ),
    [immutable('spec.group'), immutable('spec.scope'), immutable('spec.names.kind'), immutable('spec.names.plural'), invalid('status.storedVersions[0]')],
  ],
  [
    'switch off preserveUnknownFields with structural schema before and after',
    crd({ version: 'version', validation: schema(VALID_SCHEMA), scope: 'Namespaced', preserveUnknownFields: true }),
    crd({ version: 'version', validation: schema(VALID_UNSTRUCTURAL_SCHEMA), scope: 'Namespaced' }),
    [required('spec.validation.openAPIV3Schema.properties[spec].type'), required('spec.validation.openAPIV3Schema.properties[status].type'), required('spec.validation.openAPIV3Schema.items.type')],
  ],
  [
    'switch off preserveUnknownFields without structural schema before, but with after',
    crd({ version: 'version', validation: schema(VALID_UNSTRUCTURAL_SCHEMA), scope: 'Namespaced', preserveUnknownFields: true }),
    crd({ version: 'version', validation: schema(VALID_SCHEMA), scope: 'Namespaced' }),
    [],
  ],
  [
    'switch to preserveUnknownFields: true is forbidden',
    crd({ version: 'version', validation: schema({ type: 'object' }), scope: 'Namespaced' }, {}),
    crd({ version: 'version', validation: schema({ type: 'object' }), scope: 'Namespaced', preserveUnknownFields: true }),
    [invalid('spec.preserveUnknownFields')],
  ],
  [
    'keep preserveUnknownFields: true is allowed',
    crd({ version: 'version', validation: schema({ type: 'object' }), scope: 'Namespaced', preserveUnknownFields: true }, {}),
    crd({ version: 'version', validation: schema({ type: 'object' }), scope: 'Namespaced', preserveUnknownFields: true }),
    [],
  ],
  [
    'schema not required if old object is missing schema',
    crd({ version: 'version', scope: 'Namespaced', preserveUnknownFields: true }, {}),
    crd({ version: 'version', scope: 'Namespaced', preserveUnknownFields: true }),
    [],
  ],
  [
    'schema not required if old object is missing schema for some versions',
    crd({ version: 'version', versions: [V('version', true, true, { schema: schema({ type: 'object' }) }), V('version2', true, false)], scope: 'Namespaced', preserveUnknownFields: true }, {}),
    crd({ version: 'version', versions: [V(), V('version2', true, false)], scope: 'Namespaced', preserveUnknownFields: true }),
    [],
  ],
  [
    'schema required if old object has top-level schema',
    crd({ version: 'version', validation: schema({ type: 'object' }), scope: 'Namespaced', preserveUnknownFields: true }, {}),
    crd({ version: 'version', scope: 'Namespaced', preserveUnknownFields: true }),
    [required('spec.versions[0].schema.openAPIV3Schema')],
  ],
  [
    'schema required if all versions of old object have schema',
    crd(
      {
        version: 'version',
        versions: [V('version', true, true, { schema: schema({ type: 'object', description: '1' }) }), V('version2', true, false, { schema: schema({ type: 'object', description: '2' }) })],
        scope: 'Namespaced',
        preserveUnknownFields: true,
      },
      {},
    ),
    crd({ version: 'version', versions: [V(), V('version2', true, false)], scope: 'Namespaced', preserveUnknownFields: true }),
    [required('spec.versions[0].schema.openAPIV3Schema'), required('spec.versions[1].schema.openAPIV3Schema')],
  ],
  [
    'add default with enabled feature gate, structural schema, without pruning',
    crd({ validation: schema(obj({ a: { type: 'number' } })), preserveUnknownFields: true }),
    crd({ validation: schema(obj({ a: { type: 'number', default: 42.0 } })), preserveUnknownFields: true }),
    [invalid('spec.preserveUnknownFields')],
  ],
  [
    'allow non-required key with no default in list of type map if pre-existing',
    crd({ validation: listMap('foo', obj({ key: { type: 'string' } })) }),
    crd({ validation: listMap('bar', obj({ key: { type: 'string' } })) }),
    [],
  ],
  [
    'reject non-required key with no default in list of type map if not pre-existing',
    crd({ validation: listMap('foo', obj({ key: { type: 'string', default: 'stuff' } })) }),
    crd({ validation: listMap('bar', obj({ key: { type: 'string' } })) }),
    [required('spec.validation.openAPIV3Schema.properties[bar].items.properties[key].default')],
  ],
  [
    'allow nullable key in list of type map if pre-existing',
    crd({ validation: listMap('foo', obj({ key: { type: 'string', nullable: true } }, { required: ['key'] })) }),
    crd({ validation: listMap('bar', obj({ key: { type: 'string', nullable: true } }, { required: ['key'] })) }),
    [],
  ],
  [
    'reject nullable key in list of type map if not pre-existing',
    crd({ validation: listMap('foo', obj({ key: { type: 'string' } }, { required: ['key'] })) }),
    crd({ validation: listMap('bar', obj({ key: { type: 'string', nullable: true } }, { required: ['key'] })) }),
    [forbidden('spec.validation.openAPIV3Schema.properties[bar].items.properties[key].nullable')],
  ],
  [
    'allow nullable item in list of type map if pre-existing',
    crd({ validation: listMap('foo', obj({ key: { type: 'string' } }, { nullable: true, required: ['key'] })) }),
    crd({ validation: listMap('bar', obj({ key: { type: 'string' } }, { nullable: true, required: ['key'] })) }),
    [],
  ],
  [
    'reject nullable item in list of type map if not pre-existing',
    crd({ validation: listMap('foo', obj({ key: { type: 'string' } }, { required: ['key'] })) }),
    crd({ validation: listMap('bar', obj({ key: { type: 'string' } }, { nullable: true, required: ['key'] })) }),
    [forbidden('spec.validation.openAPIV3Schema.properties[bar].items.nullable')],
  ],
  [
    'allow nullable items in list of type set if pre-existing',
    crd({ validation: listSet('foo', { type: 'string', nullable: true }) }),
    crd({ validation: listSet('bar', { type: 'string', nullable: true }) }),
    [],
  ],
  [
    'reject nullable items in list of type set if not pre-exisiting',
    crd({ validation: listSet('foo', { type: 'string' }) }),
    crd({ validation: listSet('bar', { type: 'string', nullable: true }) }),
    [forbidden('spec.validation.openAPIV3Schema.properties[bar].items.nullable')],
  ],
  [
    'suppress per-expression cost limit in pre-existing versions',
    // (v1beta1 refuses identical per-version schemas, so the old v2 differs from v1 by a description)
    crd({ versions: [V('v1', true, true, { schema: listRule(EXPENSIVE) }), V('v2', false, false, { schema: listRule(EXPENSIVE, 'v2') })] }, { storedVersions: ['v1'] }),
    crd(
      {
        versions: [V('v1', true, true, { schema: listRule(EXPENSIVE) }), V('v2', false, false, { schema: listRule(`${EXPENSIVE} + self[8]`) }), V('v3', false, false, { schema: listRule(EXPENSIVE) })],
      },
      { storedVersions: ['v1'] },
    ),
    // versions[0] is exempted because it existed in the old object
    [
      forbidden('spec.versions[1].schema.openAPIV3Schema.properties[f].x-kubernetes-validations[0].messageExpression'),
      forbidden('spec.versions[2].schema.openAPIV3Schema.properties[f].x-kubernetes-validations[0].messageExpression'),
    ],
  ],
  [
    'suppress per-expression cost limit in new object during top-level schema to Versions extraction',
    crd({ version: 'v1', versions: [V('v1')], validation: listRule(EXPENSIVE) }, { storedVersions: ['v1'] }),
    crd({ versions: [V('v1', true, true, { schema: listRule(EXPENSIVE) }), V('v2', false, false, { schema: listRule(`${EXPENSIVE} + self[8]`) })] }, { storedVersions: ['v1'] }),
    [forbidden('spec.versions[1].schema.openAPIV3Schema.properties[f].x-kubernetes-validations[0].messageExpression')],
  ],
  [
    'ratcheting: too many selectableFields are not allowed if existing CRD has different selectableFields',
    crd({ version: 'version', versions: perVersionNine('different'), scope: 'Namespaced' }),
    crd({ version: 'version', versions: perVersionNine('a9'), scope: 'Namespaced' }),
    [tooMany('spec.versions[0].selectableFields')],
  ],
  [
    'ratcheting: too many selectableFields are allowed if existing CRD has same selectableFields',
    crd({ version: 'version', versions: perVersionNine('a9'), scope: 'Namespaced' }),
    crd({ version: 'version', versions: perVersionNine('a9'), scope: 'Namespaced' }),
    [],
  ],
  // the top-level rows: a single version whose schema and selectable fields the internal form holds at
  // the top level (written here as one v1 version, which the conversion to the internal form hoists)
  ['ratcheting: top level schema: too many selectableFields are not allowed if existing CRD has different selectableFields', v1Nine('different'), v1Nine('a9'), [tooMany('spec.selectableFields')]],
  ['ratcheting: top level schema: too many selectableFields are allowed if existing CRD has same selectableFields', v1Nine('a9'), v1Nine('a9'), []],
];

describe('TestValidateCustomResourceDefinitionUpdate (validation_test.go), as data', () => {
  it.each(rows)('%s', (_name, old, resource, expected) => {
    expect(updateErrors(old, resource)).toEqual(expected.map((e) => [...e]).sort());
  });
});

describe('update messages as kube prints them (validation.go)', () => {
  const msgs = (old: Doc, n: Doc) => {
    const o = read(old);
    const established = Array.isArray(old.status?.conditions) && old.status.conditions.some((c: Doc) => c.type === 'Established' && c.status === 'True');
    return validateCustomResourceDefinition(read(n), { kubeVersion: '1.35', oldCRD: o, oldEstablished: established }).map((e) => e.toString(valueRendering('1.35')));
  };
  it('ValidateImmutableField: `field is immutable`', () => {
    expect(msgs(rows[17][1], rows[17][2])).toEqual([
      'spec.scope: Invalid value: "Namespaced": field is immutable',
      'spec.names.kind: Invalid value: "kind2": field is immutable',
      'spec.group: Invalid value: "abc.com": field is immutable',
      'spec.names.plural: Invalid value: "plural2": field is immutable',
      'status.storedVersions[0]: Invalid value: "version": missing from spec.versions; version was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in version and removes version from status.storedVersions',
    ]);
  });
  it('ValidateCustomResourceDefinitionStoredVersions: a stored version must stay in spec.versions', () => {
    expect(msgs(rows[15][1], rows[15][2])).toEqual([
      'status.storedVersions[1]: Invalid value: "version2": missing from spec.versions; version2 was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in version2 and removes version2 from status.storedVersions',
    ]);
  });
  it('validatePreserveUnknownFields: cannot be switched back on', () => {
    expect(msgs(rows[20][1], rows[20][2])).toEqual([
      'spec.preserveUnknownFields: Invalid value: true: cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead',
    ]);
  });
});

describe('StoredExpressions for rules that already existed (findPreexistingExpressions)', () => {
  // a rule using a library of a later compatibility version than the default compiles only in the
  // StoredExpressions environment; the old CRD having the same text anywhere lets it through
  const doc = (rule: string) => crd({ validation: schema(obj({ s: { type: 'string', maxLength: 10, 'x-kubernetes-validations': [{ rule }] } })) });
  it('a new rule compiles with NewExpressions; the same text in the old CRD compiles with StoredExpressions', () => {
    // ip() arrived in the 1.30 environment: at 1.30 NewExpressions (compatibility 1.29) lacks it
    const rule = 'isIP(self)';
    const fresh = compileCRDRules(read(doc(rule)), '1.30').errors.map((e) => e.toString(valueRendering('1.30')));
    expect(fresh.length).toBe(1);
    expect(fresh[0]).toContain("undeclared reference to 'isIP'");
    expect(compileCRDRules(read(doc(rule)), '1.30', read(doc(rule))).errors).toEqual([]);
    // a messageExpression with the same text does not make a rule pre-existing (two separate sets)
    const asMessage = crd({ validation: schema(obj({ s: { type: 'string', maxLength: 10, 'x-kubernetes-validations': [{ rule: 'true', messageExpression: rule }] } })) });
    expect(compileCRDRules(read(doc(rule)), '1.30', read(asMessage)).errors.length).toBe(1);
  });
});

describe('the pipeline pairs a previous CRD from oldSources by name', () => {
  const v1 = (props: Doc, extra: Doc = {}) => ({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'crontabs.stable.example.com' },
    spec: {
      group: 'stable.example.com',
      scope: 'Namespaced',
      names: { plural: 'crontabs', singular: 'crontab', kind: 'CronTab' },
      versions: [{ name: 'v1', served: true, storage: true, schema: schema(obj(props)) }],
      ...extra,
    },
  });
  const run = (oldDoc: unknown, newDoc: unknown, oldId = 'oldCrd') =>
    check({ sources: [{ id: 'crd', text: JSON.stringify(newDoc) }], oldSources: [{ id: oldId, text: typeof oldDoc === 'string' ? oldDoc : JSON.stringify(oldDoc) }] });
  it('an update error (scope) appears in errors and update.errors; no pairing, no update', () => {
    const r = run(v1({ a: { type: 'string' } }), v1({ a: { type: 'string' } }, { scope: 'Cluster' }));
    expect(r.crds[0].errors.map((e) => e.message)).toEqual(['spec.scope: Invalid value: "Cluster": field is immutable']);
    expect(r.crds[0].update?.errors.map((e) => e.message)).toEqual(['spec.scope: Invalid value: "Cluster": field is immutable']);
    expect(r.crds[0].update?.oldSource).toBe('oldCrd');
    const create = check({ sources: [{ id: 'crd', text: JSON.stringify(v1({ a: { type: 'string' } }, { scope: 'Cluster' })) }] });
    expect(create.crds[0].errors).toEqual([]);
    expect(create.crds[0].update).toBeUndefined();
    expect(create.crds[0].changes).toBeUndefined();
  });
  it('a version in the old status.storedVersions cannot be removed; without status the old storage version counts', () => {
    const old = v1({});
    old.spec.versions = [{ name: 'v1beta1', served: true, storage: true, schema: schema(obj({})) }];
    const r = run(old, v1({}));
    expect(r.crds[0].errors.map((e) => e.field)).toEqual(['status.storedVersions[0]']);
    expect(r.crds[0].storedVersions).toEqual(['v1beta1', 'v1']);
    expect(r.crds[0].update?.warnings.some((w) => w.message.includes('has no status.storedVersions: taken as [v1beta1]'))).toBe(true);
  });
  it("pre-existing problems of the old CRD are ratcheted (invalid type kept), and the old CRD's own errors are reported", () => {
    const r = run(v1({ a: { type: 'bogus' } }), v1({ a: { type: 'bogus' }, b: { type: 'string' } }));
    expect(r.crds[0].errors).toEqual([]);
    expect(r.crds[0].update?.oldErrors?.map((e) => e.field)).toEqual(['spec.validation.openAPIV3Schema.properties[a].type']);
    expect(r.crds[0].warnings.some((w) => w.source === 'oldCrd' && w.message.includes('is not valid as a create'))).toBe(true);
  });
  // ValidateCustomResourceDefinition (what a create of the previous CRD would run) compiles the
  // x-kubernetes-validations inside validateCustomResourceDefinitionValidation: a previous CRD whose
  // only problem is a rule that does not compile, or costs too much, is not valid as a create either.
  const ruled = (rule: string, bounded = true) => v1({ s: { type: 'string', ...(bounded ? { maxLength: 10 } : {}), 'x-kubernetes-validations': [{ rule }] } });
  const ruleField = 'spec.validation.openAPIV3Schema.properties[s].x-kubernetes-validations[0].rule';
  it.each([
    { name: 'a rule that does not compile', old: ruled('self.size() > "x"'), fields: [ruleField], first: 'Invalid value: apiextensions.ValidationRule{Rule:"self.size() > \\"x\\"", ' },
    {
      name: 'a rule over the cost limits (unbounded string)',
      old: ruled("self.split('').all(a, self.split('').all(b, a != b))", false),
      fields: [ruleField, ruleField, 'spec.validation.openAPIV3Schema'],
      first: 'Forbidden: estimated rule cost exceeds budget by factor of more than 100x',
    },
    { name: 'a valid rule', old: ruled('self.size() > 1'), fields: undefined, first: undefined },
  ])('the previous CRD with $name: a create of it compiles its rules (their errors are its errors)', ({ old, fields, first }) => {
    const r = run(old, ruled('self.size() > 2'));
    expect(r.crds[0].errors).toEqual([]);
    expect(r.crds[0].update?.oldErrors?.map((e) => e.field)).toEqual(fields);
    const note = r.crds[0].warnings.find((w) => w.source === 'oldCrd' && w.message.includes('is not valid as a create'));
    if (first) expect(note?.message).toContain(`(${fields!.length} error${fields!.length === 1 ? '' : 's'}, first: ${ruleField}: ${first}`);
    else expect(note).toBeUndefined();
  });
  it('an old CRD of another name is ignored with a warning: the new CRD is a create', () => {
    const other = v1({});
    other.metadata.name = 'others.stable.example.com';
    other.spec.names = { plural: 'others', singular: 'other', kind: 'Other' };
    const r = run(other, v1({}, { scope: 'Cluster' }));
    expect(r.crds[0].update).toBeUndefined();
    expect(r.crds[0].errors).toEqual([]);
    expect(r.diagnostics.filter((d) => d.source === 'oldCrd').map((d) => d.message)).toEqual([
      'previous CustomResourceDefinition "others.stable.example.com" has no CRD of that name to be compared with (checked: "crontabs.stable.example.com"): it is ignored, and the CRDs are checked as creates',
    ]);
  });
  it('an unparsable or unreadable old CRD is a diagnostic; the new CRD is a create', () => {
    const yamlBroken = run('apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: [\n', v1({}, { scope: 'Cluster' }));
    expect(yamlBroken.crds[0].update).toBeUndefined();
    expect(yamlBroken.diagnostics.some((d) => d.source === 'oldCrd' && d.severity === 'error')).toBe(true);
    const wrongType = run(
      { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata: { name: 'crontabs.stable.example.com' }, spec: { versions: 'v1' } },
      v1({}, { scope: 'Cluster' }),
    );
    expect(wrongType.crds[0].update).toBeUndefined();
    expect(wrongType.crds[0].errors).toEqual([]);
    const note = wrongType.crds[0].warnings.find((w) => w.source === 'oldCrd');
    expect(note?.message).toMatch(/^previous CustomResourceDefinition "crontabs.stable.example.com" cannot be read \(.*\): the new CRD is checked as a create$/);
  });
  it('a v1beta1 old CRD is converted and paired, with a note', () => {
    const old = { ...v1({ a: { type: 'string' } }), apiVersion: 'apiextensions.k8s.io/v1beta1' } as Doc;
    old.spec = { ...old.spec, preserveUnknownFields: false, validation: old.spec.versions[0].schema, versions: [{ name: 'v1', served: true, storage: true }] };
    const r = run(old, v1({ a: { type: 'string' } }));
    expect(r.crds[0].errors).toEqual([]);
    expect(r.crds[0].update?.warnings.map((w) => w.message)).toContain(
      'previous CustomResourceDefinition "crontabs.stable.example.com" is apiextensions.k8s.io/v1beta1: compared as the apiserver converts it to v1',
    );
    expect(r.crds[0].changes).toEqual([]);
  });
});

describe('requirePrunedDefaults(old) (validation.go): unpruned defaults are ratcheted', () => {
  const withDefault = (def: unknown, extra: Doc = {}) => crd({ validation: schema(obj({ a: { type: 'object', properties: { x: { type: 'string' } }, default: def }, ...extra })) });
  it('a default with an unknown field is refused, unless the old CRD already had one', () => {
    const bad = withDefault({ x: 'a', unknown: 1 }, { b: { type: 'string' } });
    expect(updateErrors(withDefault({ x: 'a' }), bad)).toEqual([['FieldValueInvalid', 'spec.validation.openAPIV3Schema.properties[a].default']]);
    expect(updateErrors(withDefault({ x: 'a', other: 2 }), bad)).toEqual([]);
  });
});

describe('strategy.go: the "some validation rules were not checked" error needs a CEL validator', () => {
  const crdWith = (rules: boolean) =>
    JSON.stringify({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'crontabs.stable.example.com' },
      spec: {
        group: 'stable.example.com',
        scope: 'Namespaced',
        names: { plural: 'crontabs', singular: 'crontab', kind: 'CronTab' },
        versions: [
          { name: 'v1', served: true, storage: true, schema: schema(obj({ mode: { type: 'string', enum: ['a'], ...(rules ? { 'x-kubernetes-validations': [{ rule: 'self != "b"' }] } : {}) } })) },
        ],
      },
    });
  const objText = JSON.stringify({ apiVersion: 'stable.example.com/v1', kind: 'CronTab', metadata: { name: 'x' }, mode: 'c' });
  it.each([
    [false, ['mode: Unsupported value: "c": supported values: "a"']],
    [
      true,
      [
        'mode: Unsupported value: "c": supported values: "a"',
        '<nil>: Invalid value: "null": some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
      ],
    ],
  ])('rules in the schema: %s', (rules, expected) => {
    const r = check({ sources: [{ id: 'c', text: `${crdWith(rules)}\n---\n${objText}` }] });
    expect(r.objects[0].errors.map((e) => e.message)).toEqual(expected);
  });
});

describe('TestValidateCustomResourceDefinitionValidationRuleCompatibility (validation_test.go)', () => {
  // Upstream adds a test() function to the StoredExpressions environment only. Here a real one:
  // isIP() arrived in the 1.30 environment, so at Kubernetes 1.30 the NewExpressions environment
  // (compatibility version 1.29) lacks it and the StoredExpressions environment has it.
  const FN_RULE = (v: boolean) => `isIP('1.2.3.4') == ${v}`;
  // (a constant-size result: string(bool) concatenation has no size estimate and blows the cost total)
  const FN_MSG = (prefix: string) => `isIP('1.2.3.4') ? '${prefix}: yes' : '${prefix}: no'`;
  const doc = (rule: string, messageExpression: string) => {
    const rules = [{ rule, messageExpression }];
    return crd({
      validation: schema(
        obj({
          x: { type: 'string', 'x-kubernetes-validations': rules },
          obj: { type: 'object', properties: { a: { type: 'string', 'x-kubernetes-validations': rules } }, 'x-kubernetes-validations': rules },
          array: { type: 'array', maxItems: 1, items: { type: 'string', 'x-kubernetes-validations': rules }, 'x-kubernetes-validations': rules },
          map: { type: 'object', maxProperties: 1, additionalProperties: { type: 'string', 'x-kubernetes-validations': rules }, 'x-kubernetes-validations': rules },
        }),
      ),
    });
  };
  const at = (last: string) =>
    ['properties[x]', 'properties[obj]', 'properties[obj].properties[a]', 'properties[array]', 'properties[array].items', 'properties[map]', 'properties[map].additionalProperties'].map((p) => [
      'FieldValueInvalid',
      `spec.validation.openAPIV3Schema.${p}.x-kubernetes-validations[0].${last}`,
    ]);
  it.each([
    ['functions declared for storage mode allowed if expressions are unchanged from what is stored', FN_RULE(true), FN_RULE(true), FN_MSG('test'), FN_MSG('test'), []],
    ['functions declared for storage mode not allowed if rule expression is changed', FN_RULE(false), FN_RULE(true), FN_MSG('test'), FN_MSG('test'), at('rule')],
    ['functions declared for storage mode not allowed if message expression is changed', FN_RULE(true), FN_RULE(true), FN_MSG('test'), FN_MSG('test - updated'), at('messageExpression')],
  ])('%s', (_n, storedRule, updatedRule, storedMsg, updatedMsg, expected) => {
    const errs = compileCRDRules(read(doc(updatedRule, updatedMsg)), '1.30', read(doc(storedRule, storedMsg))).errors.map((e) => [e.type, e.field]);
    expect(errs.sort()).toEqual([...expected].sort());
  });
});
