// apiextensions-apiserver schema/objectmeta: Validate (validation.go validateEmbeddedResource),
// CoerceWithOptions (coerce.go) and GetObjectMetaWithOptions decoding errors.
import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../src/engine/field/path';
import { coerceObjectMeta, validateEmbeddedResources } from '../../../src/engine/objectmeta';
import type { JSONObject, JSONValue } from '../../../src/engine/apis/json';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const embedded: JSONSchemaProps = { type: 'object', 'x-kubernetes-embedded-resource': true, 'x-kubernetes-preserve-unknown-fields': true };
const schema: JSONSchemaProps = {
  type: 'object',
  properties: {
    template: embedded,
    list: { type: 'array', items: embedded },
    byName: { type: 'object', additionalProperties: embedded },
  },
};
const DNS1035 =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";

const rows: [name: string, value: JSONValue, isResourceRoot: boolean, want: string[]][] = [
  ['valid embedded object; metadata is optional', { template: { apiVersion: 'v1', kind: 'Pod' } }, false, []],
  ['apiVersion and kind are required', { template: {} }, false, ['template.apiVersion: Required value', 'template.kind: Required value']],
  ['empty apiVersion and kind', { template: { apiVersion: '', kind: '' } }, false, ['template.apiVersion: Required value', 'template.kind: Required value']],
  ['non-string apiVersion', { template: { apiVersion: 1, kind: 'Pod' } }, false, ['template.apiVersion: Invalid value: 1: must be a string']],
  ['apiVersion with two slashes', { template: { apiVersion: 'a/b/c', kind: 'Pod' } }, false, ['template.apiVersion: Invalid value: "a/b/c": unexpected GroupVersion string: a/b/c']],
  [
    'kind may be mixed case but otherwise a DNS-1035 label',
    { template: { apiVersion: 'v1', kind: 'My_Kind' } },
    false,
    [`template.kind: Invalid value: "My_Kind": may have mixed case, but should otherwise match: ${DNS1035}`],
  ],
  [
    'metadata name is a path segment name',
    { template: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'a/b%c' } } },
    false,
    ['template.metadata.name: Invalid value: "a/b%c": may not contain \'/\'', 'template.metadata.name: Invalid value: "a/b%c": may not contain \'%\''],
  ],
  ['metadata name may not be ".."', { template: { apiVersion: 'v1', kind: 'Pod', metadata: { name: '..' } } }, false, ['template.metadata.name: Invalid value: "..": may not be \'..\'']],
  [
    'metadata namespace is checked when set',
    { template: { apiVersion: 'v1', kind: 'Pod', metadata: { namespace: 'Bad' } } },
    false,
    [
      `template.metadata.namespace: Invalid value: "Bad": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')`,
    ],
  ],
  [
    'metadata labels are checked',
    { template: { apiVersion: 'v1', kind: 'Pod', metadata: { labels: { a: '-' } } } },
    false,
    [
      `template.metadata.labels: Invalid value: "-": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')`,
    ],
  ],
  [
    'undecodable metadata',
    { template: { apiVersion: 'v1', kind: 'Pod', metadata: { labels: [] } } },
    false,
    ['template.metadata: Invalid value: {"labels":[]}: json: cannot unmarshal array into Go struct field ObjectMeta.labels of type map[string]string'],
  ],
  ['embedded resources in lists and maps', { list: [{ kind: 'Pod' }], byName: { x: { apiVersion: 'v1' } } }, false, ['list[0].apiVersion: Required value', 'byName[x].kind: Required value']],
  ['the root is not checked unless isResourceRoot', {}, false, []],
  ['isResourceRoot checks the root TypeMeta', {}, true, ['apiVersion: Required value', 'kind: Required value']],
];

describe('validateEmbeddedResources (objectmeta.Validate)', () => {
  it.each(rows)('%s', (_n, value, isResourceRoot, want) => {
    expect(validateEmbeddedResources(FieldPath.root(), value, schema, { isResourceRoot, kubeMinor: 37 }).map((e) => e.toString(NEWEST_RENDERING))).toEqual(want);
  });
});

describe('coerceObjectMeta (CoerceWithOptions)', () => {
  it('round-trips metadata: unknown fields dropped and reported, empty fields omitted, zero creationTimestamp removed', () => {
    const obj: JSONObject = { apiVersion: 'v1', kind: 'X', metadata: { name: 'a', foo: 1, labels: {}, creationTimestamp: null, generation: 0 } };
    const r = coerceObjectMeta(obj, { dropInvalidFields: false, returnUnknownFieldPaths: true });
    expect(r).toEqual({ errors: [], unknownFields: ['metadata.foo'] });
    expect(obj.metadata).toEqual({ name: 'a' });
  });
  it('normalizes timestamps to UTC seconds', () => {
    const obj: JSONObject = { metadata: { creationTimestamp: '2024-01-02T03:04:05.123+02:00' } };
    coerceObjectMeta(obj, { dropInvalidFields: false });
    expect(obj.metadata).toEqual({ creationTimestamp: '2024-01-02T01:04:05Z' });
  });
  const errRows: [name: string, obj: JSONObject, want: string][] = [
    ['wrong type of a string field', { metadata: { name: 5 } }, 'metadata: Invalid value: {"name":5}: json: cannot unmarshal number into Go struct field ObjectMeta.name of type string'],
    [
      'fractional generation',
      { metadata: { generation: 1.5 } },
      'metadata: Invalid value: {"generation":1.5}: json: cannot unmarshal number 1.5 into Go struct field ObjectMeta.generation of type int64',
    ],
    [
      'owner reference field',
      { metadata: { ownerReferences: [{ name: true }] } },
      'metadata: Invalid value: {"ownerReferences":[{"name":true}]}: json: cannot unmarshal bool into Go struct field OwnerReference.ownerReferences.name of type string',
    ],
    ['metadata that is not an object', { metadata: 'x' }, 'metadata: Invalid value: "x": json: cannot unmarshal string into Go value of type v1.ObjectMeta'],
    [
      'bad timestamp',
      { metadata: { creationTimestamp: '2024-13-01T00:00:00Z' } },
      'metadata: Invalid value: {"creationTimestamp":"2024-13-01T00:00:00Z"}: parsing time "2024-13-01T00:00:00Z": month out of range',
    ],
    [
      'timestamp without zone',
      { metadata: { creationTimestamp: '2024-01-01T00:00:00' } },
      'metadata: Invalid value: {"creationTimestamp":"2024-01-01T00:00:00"}: parsing time "2024-01-01T00:00:00" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "Z07:00"',
    ],
    ['non-string kind', { kind: 3 }, 'kind: Invalid value: 3: must be a string'],
  ];
  it.each(errRows)('%s', (_n, obj, want) => {
    expect(coerceObjectMeta(obj, { dropInvalidFields: false }).errors.map((e) => e.toString(NEWEST_RENDERING))).toEqual([want]);
  });
  it('dropInvalidFields drops malformed fields and keeps the rest', () => {
    const obj: JSONObject = { kind: 3, metadata: { name: 'a', labels: 'x', namespace: 7 } };
    expect(coerceObjectMeta(obj, { dropInvalidFields: true }).errors).toEqual([]);
    expect(obj).toEqual({ metadata: { name: 'a' } });
  });
  it('coerces embedded resources below the root', () => {
    const obj: JSONObject = { template: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p', extra: true } } };
    const r = coerceObjectMeta(obj, { dropInvalidFields: false, returnUnknownFieldPaths: true, schema, isResourceRoot: false });
    expect(r.unknownFields).toEqual(['template.metadata.extra']);
    expect(obj).toEqual({ template: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' } } });
  });
});
