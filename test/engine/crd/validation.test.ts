import { describe, expect, it } from 'vitest';
import { readCustomResourceDefinition, validateCustomResourceDefinition, type CustomResourceDefinition } from '../../../src/engine/crd';
import type { JSONValue } from '../../../src/engine/apis/json';
import { valueRendering } from '../../../src/engine/field/errorbody';
import { NEWEST_RENDERING } from '../field/newest-rendering';

// A valid CRD (the docs' CronTab) that each row modifies.
function base(): Record<string, any> {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'crontabs.stable.example.com' },
    spec: {
      group: 'stable.example.com',
      scope: 'Namespaced',
      names: { plural: 'crontabs', singular: 'crontab', kind: 'CronTab', shortNames: ['ct'] },
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: {
                spec: { type: 'object', properties: { cronSpec: { type: 'string' }, image: { type: 'string' }, replicas: { type: 'integer' } } },
                status: { type: 'object', properties: { replicas: { type: 'integer' }, labelSelector: { type: 'string' } } },
              },
            },
          },
        },
      ],
    },
  };
}

function twoVersions(): Record<string, any> {
  const c = base();
  const v1 = c.spec.versions[0];
  const v2 = structuredClone(v1);
  v2.name = 'v2';
  v2.storage = false;
  v2.schema.openAPIV3Schema.properties.spec.properties.extra = { type: 'boolean' };
  c.spec.versions.push(v2);
  return c;
}

function read(doc: JSONValue): CustomResourceDefinition {
  const r = readCustomResourceDefinition(doc);
  expect(r.errors.map((e) => e.toString(NEWEST_RENDERING))).toEqual([]);
  return r.crd!;
}

function errorsOf(doc: JSONValue, kubeVersion = '1.35', oldDoc?: JSONValue): string[] {
  const oldCRD = oldDoc === undefined ? undefined : read(oldDoc);
  return validateCustomResourceDefinition(read(doc), { kubeVersion, oldCRD }).map((e) => e.toString(valueRendering(kubeVersion)));
}

const JSON_VERSION = (name: string, storage: boolean) =>
  `{"Name":"${name}","Served":true,"Storage":${storage},"Deprecated":false,"DeprecationWarning":null,"Schema":null,"Subresources":null,"AdditionalPrinterColumns":null,"SelectableFields":null}`;

const DNS1035 =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";
const DNS1123_SUBDOMAIN =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

type Row = [name: string, mutate: (c: Record<string, any>) => Record<string, any> | void, expected: string[], kubeVersion?: string];

const rows: Row[] = [
  ['docs CronTab CRD is valid', () => {}, []],
  [
    'metadata.name must be <plural>.<group> (nameValidationFn)',
    (c) => void (c.metadata.name = 'crontab.stable.example.com'),
    ['metadata.name: Invalid value: "crontab.stable.example.com": must be spec.names.plural+"."+spec.group'],
  ],
  ['metadata.name required (ValidateObjectMeta)', (c) => void delete c.metadata.name, ['metadata.name: Required value: name or generateName is required']],
  ['namespace not allowed on a cluster-scoped type', (c) => void (c.metadata.namespace = 'default'), ['metadata.namespace: Forbidden: not allowed on this type']],
  [
    'group needs a dot',
    (c) => {
      c.spec.group = 'example';
      c.metadata.name = 'crontabs.example';
    },
    ['spec.group: Invalid value: "example": should be a domain with at least one dot'],
  ],
  [
    'group must be a DNS subdomain',
    (c) => {
      c.spec.group = 'Example.com';
      c.metadata.name = 'crontabs.Example.com';
    },
    [`metadata.name: Invalid value: "crontabs.Example.com": ${DNS1123_SUBDOMAIN}`, `spec.group: Invalid value: "Example.com": ${DNS1123_SUBDOMAIN}`],
  ],
  ['scope required', (c) => void delete c.spec.scope, ['spec.scope: Required value']],
  ['scope enum', (c) => void (c.spec.scope = 'Global'), ['spec.scope: Unsupported value: "Global": supported values: "Cluster", "Namespaced"']],
  [
    'version name must be a DNS-1035 label (also checked as spec.version after conversion to internal)',
    (c) => void (c.spec.versions[0].name = 'V1'),
    [`spec.versions[0].name: Invalid value: "V1": ${DNS1035}`, `spec.version: Invalid value: "V1": ${DNS1035}`],
  ],
  [
    'exactly one storage version; storedVersions then empty (1.34+ renders the versions as JSON)',
    (c) => void (c.spec.versions[0].storage = false),
    [
      `spec.versions: Invalid value: [${JSON_VERSION('v1', false)}]: must have exactly one version marked as storage version`,
      'status.storedVersions: Invalid value: null: must have at least one stored version',
    ],
  ],
  [
    'before 1.34 the versions print with %#v',
    (c) => void (c.spec.versions[0].storage = false),
    [
      'spec.versions: Invalid value: []apiextensions.CustomResourceDefinitionVersion{apiextensions.CustomResourceDefinitionVersion{Name:"v1", Served:true, Storage:false, Deprecated:false, DeprecationWarning:(*string)(nil), Schema:(*apiextensions.CustomResourceValidation)(nil), Subresources:(*apiextensions.CustomResourceSubresources)(nil), AdditionalPrinterColumns:[]apiextensions.CustomResourceColumnDefinition(nil), SelectableFields:[]apiextensions.SelectableField(nil)}}: must have exactly one version marked as storage version',
      'status.storedVersions: Invalid value: []string(nil): must have at least one stored version',
    ],
    '1.30',
  ],
  [
    'unique version names',
    (c) => void c.spec.versions.push({ ...structuredClone(c.spec.versions[0]), storage: false }),
    [`spec.versions: Invalid value: [${JSON_VERSION('v1', true)},${JSON_VERSION('v1', false)}]: must contain unique version names`],
  ],
  ['schema required in every version', (c) => void delete c.spec.versions[0].schema, ['spec.versions[0].schema.openAPIV3Schema: Required value']],
  [
    'plural DNS-1035',
    (c) => {
      c.spec.names.plural = 'Crontabs';
      c.metadata.name = 'Crontabs.stable.example.com';
    },
    [`metadata.name: Invalid value: "Crontabs.stable.example.com": ${DNS1123_SUBDOMAIN}`, `spec.names.plural: Invalid value: "Crontabs": ${DNS1035}`],
  ],
  [
    'kind may have mixed case (the defaulted listKind inherits the problem)',
    (c) => void (c.spec.names.kind = 'Cron_Tab'),
    [
      `spec.names.kind: Invalid value: "Cron_Tab": may have mixed case, but should otherwise match: ${DNS1035}`,
      `spec.names.listKind: Invalid value: "Cron_TabList": may have mixed case, but should otherwise match: ${DNS1035}`,
    ],
  ],
  ['kind and listKind differ', (c) => void (c.spec.names.listKind = 'CronTab'), ['spec.names.listKind: Invalid value: "CronTab": kind and listKind may not be the same']],
  ['shortNames DNS-1035', (c) => void (c.spec.names.shortNames = ['ct', 'c t']), [`spec.names.shortNames[1]: Invalid value: "c t": ${DNS1035}`]],
  ['categories DNS-1035', (c) => void (c.spec.names.categories = ['All']), [`spec.names.categories[0]: Invalid value: "All": ${DNS1035}`]],
  ['kind required (listKind then has no default)', (c) => void delete c.spec.names.kind, ['spec.names.kind: Required value', 'spec.names.listKind: Required value']],
  [
    'printer column type, format, JSONPath (single version: reported at the top level)',
    (c) => void (c.spec.versions[0].additionalPrinterColumns = [{ name: 'Spec', type: 'str', format: 'uuid', jsonPath: 'spec.cronSpec' }]),
    [
      'spec.additionalPrinterColumns[0].type: Invalid value: "str": must be one of boolean,date,integer,number,string',
      'spec.additionalPrinterColumns[0].format: Invalid value: "uuid": must be one of byte,date,date-time,double,float,int32,int64,password',
      'spec.additionalPrinterColumns[0].JSONPath: Invalid value: "spec.cronSpec": must be a simple json path starting with .',
    ],
  ],
  [
    'printer column name and type required',
    (c) => void (c.spec.versions[0].additionalPrinterColumns = [{ jsonPath: '.spec.image' }]),
    ['spec.additionalPrinterColumns[0].name: Required value', 'spec.additionalPrinterColumns[0].type: Required value: must be one of boolean,date,integer,number,string'],
  ],
  [
    'per-version printer columns keep their version path',
    (_c) => {
      const t = twoVersions();
      t.spec.versions[1].additionalPrinterColumns = [{ name: 'x', type: 'string', jsonPath: '' }];
      return t;
    },
    ['spec.versions[1].additionalPrinterColumns[0].JSONPath: Required value'],
  ],
  [
    'scale subresource paths',
    (c) =>
      void (c.spec.versions[0].subresources = {
        scale: { specReplicasPath: '.replicas', statusReplicasPath: '', labelSelectorPath: '.selector' },
      }),
    [
      'spec.subresources.scale.specReplicasPath: Invalid value: ".replicas": should be a json path under .spec',
      'spec.subresources.scale.statusReplicasPath: Required value',
      'spec.subresources.scale.labelSelectorPath: Invalid value: ".selector": should be a json path under either .spec or .status',
    ],
  ],
  [
    'docs scale subresource is valid',
    (c) => void (c.spec.versions[0].subresources = { status: {}, scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas', labelSelectorPath: '.status.labelSelector' } }),
    [],
  ],
  [
    'webhook conversion needs a client config and review versions',
    (_c) => {
      const t = twoVersions();
      t.spec.conversion = { strategy: 'Webhook' };
      return t;
    },
    ['spec.conversion.webhookClientConfig: Required value: required when strategy is set to Webhook', 'spec.conversion.conversionReviewVersions: Required value'],
  ],
  [
    'webhook url must be https without user info, query, fragment',
    (c) => void (c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'http://user:pw@example.com/convert?x=1#top' } } }),
    [
      'spec.conversion.webhookClientConfig.url: Invalid value: "http": \'https\' is the only allowed URL scheme; desired format: https://host[/path]',
      'spec.conversion.webhookClientConfig.url: Invalid value: "user:pw": user information is not permitted in the URL',
      'spec.conversion.webhookClientConfig.url: Invalid value: "top": fragments are not permitted in the URL',
      'spec.conversion.webhookClientConfig.url: Invalid value: "x=1": query parameters are not permitted in the URL',
    ],
  ],
  [
    'webhook url that does not parse',
    (c) => void (c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: '://example.com' } } }),
    ['spec.conversion.webhookClientConfig.url: Required value: url must be a valid URL: parse "://example.com": missing protocol scheme; desired format: https://host[/path]'],
  ],
  [
    'webhook url without host',
    (c) => void (c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https:///convert' } } }),
    ['spec.conversion.webhookClientConfig.url: Invalid value: "": host must be specified; desired format: https://host[/path]'],
  ],
  [
    'empty url (validation_test.go: two url errors)',
    (c) => void (c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: '' } } }),
    [
      'spec.conversion.webhookClientConfig.url: Invalid value: "": \'https\' is the only allowed URL scheme; desired format: https://host[/path]',
      'spec.conversion.webhookClientConfig.url: Invalid value: "": host must be specified; desired format: https://host[/path]',
    ],
  ],
  [
    'exactly one of url or service',
    (c) => void (c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://a', service: { name: 's', namespace: 'n' } } } }),
    ['spec.conversion.webhookClientConfig: Required value: exactly one of url or service is required'],
  ],
  [
    'service name/namespace required, port range, path rules',
    (c) => void (c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { service: { name: '', namespace: '', port: 70000, path: 'convert//x/Y' } } } }),
    [
      'spec.conversion.webhookClientConfig.service.name: Required value',
      'spec.conversion.webhookClientConfig.service.namespace: Required value',
      'spec.conversion.webhookClientConfig.service.port: Invalid value: 70000: port is not valid: must be between 1 and 65535, inclusive',
      'spec.conversion.webhookClientConfig.service.path: Invalid value: "convert//x/Y": must start with a \'/\'',
      'spec.conversion.webhookClientConfig.service.path: Invalid value: "convert//x/Y": segment[1] may not be empty',
      'spec.conversion.webhookClientConfig.service.path: Invalid value: "convert//x/Y": segment[3]: ' + DNS1123_SUBDOMAIN,
    ],
  ],
  [
    'service port defaults to 443',
    (c) => void (c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { service: { name: 's', namespace: 'n', path: '/convert' } } } }),
    [],
  ],
  [
    'conversionReviewVersions must include a known version, no duplicates',
    (c) => void (c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v2', 'v2'], clientConfig: { url: 'https://example.com' } } }),
    [
      'spec.conversion.conversionReviewVersions[1]: Invalid value: "v2": duplicate version',
      'spec.conversion.conversionReviewVersions: Invalid value: ["v2","v2"]: must include at least one of v1, v1beta1',
    ],
  ],
  ['strategy enum', (c) => void (c.spec.conversion = { strategy: 'Magic' }), ['spec.conversion.strategy: Unsupported value: "Magic": supported values: "None", "Webhook"']],
  [
    'webhook settings forbidden with strategy None',
    (c) => void (c.spec.conversion = { strategy: 'None', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://a' } } }),
    [
      'spec.conversion.webhookClientConfig: Forbidden: should not be set when strategy is not set to Webhook',
      'spec.conversion.conversionReviewVersions: Forbidden: should not be set when strategy is not set to Webhook',
    ],
  ],
  [
    'preserveUnknownFields cannot be set to true (validatePreserveUnknownFields), Webhook needs it false',
    (c) => {
      c.spec.preserveUnknownFields = true;
      c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://a' } } };
    },
    [
      'spec.conversion.strategy: Invalid value: "Webhook": must be None if spec.preserveUnknownFields is true',
      'spec.preserveUnknownFields: Invalid value: true: cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead',
    ],
  ],
  [
    'API approval annotation required for *.k8s.io',
    (c) => {
      c.spec.group = 'stable.k8s.io';
      c.metadata.name = 'crontabs.stable.k8s.io';
    },
    [
      'metadata.annotations[api-approved.kubernetes.io]: Required value: protected groups must have approval annotation "api-approved.kubernetes.io", see https://github.com/kubernetes/enhancements/pull/1111',
    ],
  ],
  [
    'API approval annotation must be a URL or start with "unapproved"',
    (c) => {
      c.spec.group = 'x.kubernetes.io';
      c.metadata.name = 'crontabs.x.kubernetes.io';
      c.metadata.annotations = { 'api-approved.kubernetes.io': 'yes please' };
    },
    [
      'metadata.annotations[api-approved.kubernetes.io]: Invalid value: "yes please": protected groups must have approval annotation "api-approved.kubernetes.io" with either a URL or a reason starting with "unapproved", see https://github.com/kubernetes/enhancements/pull/1111',
    ],
  ],
  [
    'API approval by URL and bypass by "unapproved" are accepted',
    (c) => {
      const t = structuredClone(c);
      t.spec.group = 'a.k8s.io';
      t.metadata.name = 'crontabs.a.k8s.io';
      t.metadata.annotations = { 'api-approved.kubernetes.io': 'https://github.com/kubernetes/kubernetes/pull/78458' };
      return t;
    },
    [],
  ],
  [
    'deprecationWarning only for deprecated versions',
    (c) => void (c.spec.versions[0].deprecationWarning = 'old'),
    ['spec.versions[0].deprecationWarning: Invalid value: "old": can only be set for deprecated versions'],
  ],
  [
    'deprecationWarning length, emptiness, printable characters',
    (_c) => {
      const t = twoVersions();
      t.spec.versions[1].deprecated = true;
      t.spec.versions[1].deprecationWarning = 'x'.repeat(257);
      t.spec.versions[0].deprecated = true;
      t.spec.versions[0].deprecationWarning = 'ab\tc';
      return t;
    },
    [
      'spec.versions[0].deprecationWarning: Invalid value: "ab\\tc": must only contain printable UTF-8 characters; non-printable character found at index 2',
      `spec.versions[1].deprecationWarning: Invalid value: "${'x'.repeat(257)}": must be <= 256 characters long`,
    ],
  ],
  [
    'selectableFields must resolve to string/boolean/integer fields outside metadata',
    (c) =>
      void (c.spec.versions[0].selectableFields = [
        { jsonPath: '.spec.cronSpec' },
        { jsonPath: '.spec.nope' },
        { jsonPath: '.spec' },
        { jsonPath: '.spec.replicas' },
        { jsonPath: '.spec.cronSpec' },
        { jsonPath: ".spec['image']" },
      ]),
    [
      'spec.selectableFields[1].jsonPath: Invalid value: ".spec.nope": is an invalid path: does not refer to a valid field',
      'spec.selectableFields[2].jsonPath: Invalid value: ".spec": must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed.',
      'spec.selectableFields[4].jsonPath: Duplicate value: ".spec.cronSpec"',
      `spec.selectableFields[5].jsonPath: Invalid value: ".spec['image']": is an invalid path: array notation is not allowed`,
    ],
  ],
  [
    'at most 8 selectable fields',
    (c) => {
      const props: Record<string, unknown> = {};
      for (let i = 0; i < 9; i++) props[`f${i}`] = { type: 'string' };
      c.spec.versions[0].schema.openAPIV3Schema.properties.spec.properties = props;
      c.spec.versions[0].selectableFields = Object.keys(props).map((k) => ({ jsonPath: `.spec.${k}` }));
    },
    ['spec.selectableFields: Too many: 9: must have at most 8 items'],
  ],
  ['selectableFields are dropped before 1.31 (feature gate off)', (c) => void (c.spec.versions[0].selectableFields = [{ jsonPath: '.spec.nope' }]), [], '1.30'],
];

describe('validateCustomResourceDefinition (ValidateCustomResourceDefinition, validation_test.go style)', () => {
  it.each(rows)('%s', (_name, mutate, expected, kubeVersion = '1.35') => {
    const c = base();
    const doc = (mutate(c) ?? c) as JSONValue;
    expect(errorsOf(doc, kubeVersion)).toEqual(expected);
  });
});

type UpdateRow = [name: string, mutateOld: (c: Record<string, any>) => void, mutateNew: (c: Record<string, any>) => void, expected: string[], kubeVersion?: string];

const updateRows: UpdateRow[] = [
  ['unchanged update is valid', () => {}, () => {}, []],
  [
    'group, plural immutable (ValidateCustomResourceDefinitionSpecUpdate)',
    () => {},
    (c) => {
      c.spec.group = 'other.example.com';
      c.metadata.name = 'crontabs.other.example.com';
    },
    ['metadata.name: Invalid value: "crontabs.other.example.com": field is immutable', 'spec.group: Invalid value: "other.example.com": field is immutable'],
  ],
  ['scope and kind immutable once established', () => {}, (c) => void (c.spec.scope = 'Cluster'), ['spec.scope: Invalid value: "Cluster": field is immutable']],
  [
    'a version still in status.storedVersions cannot be removed (1.33+ text)',
    (o) => {
      o.spec.versions[0].name = 'v1beta1';
      o.status = { storedVersions: ['v1beta1'] };
    },
    () => {},
    [
      'status.storedVersions[0]: Invalid value: "v1beta1": missing from spec.versions; v1beta1 was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in v1beta1 and removes v1beta1 from status.storedVersions',
    ],
  ],
  [
    'a version still in status.storedVersions cannot be removed (before 1.33)',
    (o) => {
      o.spec.versions[0].name = 'v1beta1';
      o.status = { storedVersions: ['v1beta1'] };
    },
    () => {},
    ['status.storedVersions[0]: Invalid value: "v1beta1": must appear in spec.versions'],
    '1.32',
  ],
  [
    'docs "Version removal": served: false keeps the stored version listed',
    (o) => {
      o.spec.versions[0].name = 'v1beta1';
      o.status = { storedVersions: ['v1beta1'] };
    },
    (c) => {
      const v1beta1 = structuredClone(c.spec.versions[0]);
      v1beta1.name = 'v1beta1';
      v1beta1.served = false;
      v1beta1.storage = false;
      c.spec.versions.unshift(v1beta1);
    },
    [],
  ],
  [
    'an existing over-long selectableFields list may stay (allowTooManySelectableFields)',
    (o) => {
      const props: Record<string, unknown> = {};
      for (let i = 0; i < 9; i++) props[`f${i}`] = { type: 'string' };
      o.spec.versions[0].schema.openAPIV3Schema.properties.spec.properties = props;
      o.spec.versions[0].selectableFields = Object.keys(props).map((k) => ({ jsonPath: `.spec.${k}` }));
    },
    (c) => {
      const props: Record<string, unknown> = {};
      for (let i = 0; i < 9; i++) props[`f${i}`] = { type: 'string' };
      c.spec.versions[0].schema.openAPIV3Schema.properties.spec.properties = props;
      c.spec.versions[0].selectableFields = Object.keys(props).map((k) => ({ jsonPath: `.spec.${k}` }));
    },
    [],
  ],
];

describe('validateCustomResourceDefinition with oldCRD (ValidateCustomResourceDefinitionUpdate)', () => {
  it.each(updateRows)('%s', (_name, mutateOld, mutateNew, expected, kubeVersion = '1.35') => {
    const o = base();
    mutateOld(o);
    const n = base();
    mutateNew(n);
    expect(errorsOf(n as JSONValue, kubeVersion, o as JSONValue)).toEqual(expected);
  });
});

describe('selectable fields and NewStructural', () => {
  it('selectable fields on a schema NewStructural rejects report at spec.schema.openAPIV3Schema (sic)', () => {
    const c = base();
    c.spec.versions[0].schema.openAPIV3Schema.properties.spec.items = [{ type: 'string' }];
    c.spec.versions[0].selectableFields = [{ jsonPath: '.spec.cronSpec' }];
    const errs = errorsOf(c as JSONValue);
    expect(errs.filter((e) => e.startsWith('spec.schema.openAPIV3Schema: '))).toHaveLength(1);
  });
});

describe('bad-value rendering across releases (field.Error.ErrorBody)', () => {
  const rows: [string, string[]][] = [
    // 1.34+: json.Marshal of the *bool / *string
    ['1.35', ['spec.subresources.scale.labelSelectorPath: Invalid value: ".x": should be a json path under either .spec or .status']],
    // before 1.34: pointers dereferenced, strings %q
    ['1.30', ['spec.subresources.scale.labelSelectorPath: Invalid value: ".x": should be a json path under either .spec or .status']],
  ];
  it.each(rows)('%s: *string labelSelectorPath', (kv, expected) => {
    const c = base();
    c.spec.versions[0].subresources = { scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas', labelSelectorPath: '.x' } };
    expect(errorsOf(c as JSONValue, kv)).toEqual(expected);
  });
  it.each(['1.35', '1.30'])('%s: *bool preserveUnknownFields prints true', (kv) => {
    const c = base();
    c.spec.preserveUnknownFields = true;
    expect(errorsOf(c as JSONValue, kv)).toEqual([
      'spec.preserveUnknownFields: Invalid value: true: cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead',
    ]);
  });
  it('before 1.34 []string values print with %#v', () => {
    const c = base();
    c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v9'], clientConfig: { url: 'https://example.com' } } };
    expect(errorsOf(c as JSONValue, '1.33')).toEqual(['spec.conversion.conversionReviewVersions: Invalid value: []string{"v9"}: must include at least one of v1, v1beta1']);
  });
});

describe('validation_test.go "missing values"', () => {
  it('an empty spec reports every required field, in kube order', () => {
    const doc = { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata: { name: 'plural.group.com' }, spec: {} };
    expect(errorsOf(doc as JSONValue)).toEqual([
      'metadata.name: Invalid value: "plural.group.com": must be spec.names.plural+"."+spec.group',
      'spec.group: Required value',
      'spec.scope: Required value',
      'spec.versions: Invalid value: null: must have exactly one version marked as storage version',
      'spec.names.plural: Required value',
      'spec.names.singular: Required value',
      'spec.names.kind: Required value',
      'spec.names.listKind: Required value',
      'status.storedVersions: Invalid value: null: must have at least one stored version',
    ]);
  });
});

describe('validateCustomResourceDefinition leaves its input alone', () => {
  it('defaulting and status bookkeeping work on a copy', () => {
    const c = base();
    c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { service: { name: 's', namespace: 'n' } } } };
    const crd = read(c as JSONValue);
    const before = JSON.stringify(crd);
    validateCustomResourceDefinition(crd, { kubeVersion: '1.35' });
    validateCustomResourceDefinition(crd, { kubeVersion: '1.35', oldCRD: crd });
    expect(JSON.stringify(crd)).toBe(before);
  });
});
