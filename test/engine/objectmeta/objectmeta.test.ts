// ValidateObjectMetaAccessor as the custom resource strategy calls it
// (apimachinery api/validation/objectmeta.go; names from api/validate/content), and the
// strategy's ValidateTypeMeta.
import { describe, expect, it } from 'vitest';
import { validateObjectMetaForCustomResource, validateTypeMeta } from '../../../src/engine/objectmeta';
import type { JSONObject } from '../../../src/engine/apis/json';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const SUBDOMAIN_MSG =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const LABEL_MSG =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const KEY_NAME_MSG =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const VALUE_MSG =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

const rows: [name: string, metadata: JSONObject, namespaced: boolean, want: string[]][] = [
  ['valid namespaced object', { name: 'my-name', namespace: 'default', labels: { app: 'x' }, annotations: { 'Example.com/Key': 'v' } }, true, []],
  ['name must be a DNS subdomain (NameIsDNSSubdomain)', { name: 'My_Name', namespace: 'ns' }, true, [`metadata.name: Invalid value: "My_Name": ${SUBDOMAIN_MSG}`]],
  // util/validation.IsDNS1123Subdomain keeps its own MaxLenError ("characters") in every version
  ['name longer than 253 bytes', { name: 'a'.repeat(254), namespace: 'ns' }, true, [`metadata.name: Invalid value: "${'a'.repeat(254)}": must be no more than 253 characters`]],
  ['name or generateName required', { namespace: 'ns' }, true, ['metadata.name: Required value: name or generateName is required']],
  ['generateName may end with a dash (maskTrailingDash)', { generateName: 'my-', name: 'my-x7k2q', namespace: 'ns' }, true, []],
  ['invalid generateName', { generateName: 'My-', name: 'my-x', namespace: 'ns' }, true, [`metadata.generateName: Invalid value: "My-": ${SUBDOMAIN_MSG}`]],
  ['namespaced object without namespace', { name: 'a' }, true, ['metadata.namespace: Required value']],
  ['namespace must be a DNS label', { name: 'a', namespace: 'a.b' }, true, ['metadata.namespace: Invalid value: "a.b": must not contain dots']],
  ['namespace with bad characters', { name: 'a', namespace: 'A' }, true, [`metadata.namespace: Invalid value: "A": ${LABEL_MSG}`]],
  ['cluster-scoped object with a namespace', { name: 'a', namespace: 'default' }, false, ['metadata.namespace: Forbidden: not allowed on this type']],
  ['negative generation', { name: 'a', generation: -1 }, false, ['metadata.generation: Invalid value: -1: must be greater than or equal to 0']],
  [
    'label key and value',
    { name: 'a', labels: { 'bad key': 'bad value!' } },
    false,
    [`metadata.labels: Invalid value: "bad key": ${KEY_NAME_MSG}`, `metadata.labels: Invalid value: "bad value!": ${VALUE_MSG}`],
  ],
  ['label key prefix must be a subdomain', { name: 'a', labels: { 'Ex.com/k': 'v' } }, false, [`metadata.labels: Invalid value: "Ex.com/k": prefix part ${SUBDOMAIN_MSG}`]],
  ['empty label key prefix', { name: 'a', labels: { '/k': 'v' } }, false, ['metadata.labels: Invalid value: "/k": prefix part must be non-empty']],
  ['label value longer than 63 bytes', { name: 'a', labels: { k: 'v'.repeat(64) } }, false, [`metadata.labels: Invalid value: "${'v'.repeat(64)}": must be no more than 63 bytes`]],
  ['annotation keys are checked case-insensitively', { name: 'a', annotations: { 'A_B/c': 'x' } }, false, [`metadata.annotations: Invalid value: "A_B/c": prefix part ${SUBDOMAIN_MSG}`]],
  ['annotations larger than 256 KiB', { name: 'a', annotations: { k: 'x'.repeat(262144) } }, false, ['metadata.annotations: Too long: must have at most 262144 bytes']],
  [
    'owner reference fields must be set',
    { name: 'a', ownerReferences: [{ apiVersion: 'v1', kind: '', name: 'o', uid: '' }] },
    false,
    ['metadata.ownerReferences.kind: Invalid value: "": kind must not be empty', 'metadata.ownerReferences.uid: Invalid value: "": uid must not be empty'],
  ],
  [
    'owner reference without version',
    { name: 'a', ownerReferences: [{ apiVersion: 'apps/', kind: 'K', name: 'o', uid: 'u' }] },
    false,
    ['metadata.ownerReferences.apiVersion: Invalid value: "apps/": version must not be empty'],
  ],
  ['finalizer names are qualified names', { name: 'a', finalizers: ['example.com/ok', 'not ok'] }, false, [`metadata.finalizers: Invalid value: "not ok": ${KEY_NAME_MSG}`]],
  [
    'orphan and foregroundDeletion together',
    { name: 'a', finalizers: ['orphan', 'foregroundDeletion'] },
    false,
    ['metadata.finalizers: Invalid value: ["orphan","foregroundDeletion"]: finalizer orphan and foregroundDeletion cannot be both set'],
  ],
  [
    'managed fields operation',
    { name: 'a', managedFields: [{ manager: 'm', operation: 'Patch' }] },
    false,
    ['metadata.managedFields[0].operation: Invalid value: "Patch": must be `Apply` or `Update`'],
  ],
  ['undecodable metadata is reported like the decoder', { name: 5 }, false, ['metadata: Invalid value: {"name":5}: json: cannot unmarshal number into Go struct field ObjectMeta.name of type string']],
];

describe('validateObjectMetaForCustomResource (ValidateObjectMetaAccessor with NameIsDNSSubdomain)', () => {
  it.each(rows)('%s', (_name, metadata, namespaced, want) => {
    expect(validateObjectMetaForCustomResource({ apiVersion: 'g/v1', kind: 'K', metadata }, { namespaced, kubeMinor: 37 }).map((e) => e.toString(NEWEST_RENDERING))).toEqual(want);
  });
});

describe('validateTypeMeta (customResourceValidator.ValidateTypeMeta)', () => {
  const rows2: [name: string, obj: JSONObject, want: string[]][] = [
    ['matching kind and apiVersion', { apiVersion: 'stable.example.com/v1', kind: 'CronTab' }, []],
    ['wrong kind', { apiVersion: 'stable.example.com/v1', kind: 'Cron' }, ['kind: Invalid value: "Cron": must be CronTab']],
    ['wrong version', { apiVersion: 'stable.example.com/v2', kind: 'CronTab' }, ['apiVersion: Invalid value: "stable.example.com/v2": must be stable.example.com/v1']],
  ];
  it.each(rows2)('%s', (_n, obj, want) => {
    expect(validateTypeMeta(obj, { group: 'stable.example.com', version: 'v1', kind: 'CronTab' }).map((e) => e.toString(NEWEST_RENDERING))).toEqual(want);
  });
});

describe('prototype-like keys are plain keys', () => {
  it('validates a "__proto__" label key like any other', () => {
    const metadata = JSON.parse('{"name":"a","labels":{"__proto__":"x y"}}') as JSONObject;
    expect(validateObjectMetaForCustomResource({ metadata }, { namespaced: false, kubeMinor: 37 }).map((e) => e.toString(NEWEST_RENDERING))).toEqual([
      `metadata.labels: Invalid value: "__proto__": ${KEY_NAME_MSG}`,
      `metadata.labels: Invalid value: "x y": ${VALUE_MSG}`,
    ]);
  });
});
