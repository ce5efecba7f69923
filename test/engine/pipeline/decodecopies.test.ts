// The request path's copies (pipeline/objects.ts decodeRequest, decision 0018): the decoder's and
// the defaulter's outputs are built by copying walks and are the report's decodedObject and
// defaultedObject as the apiserver has them after decoding (schemaCoercingDecoder) and after
// defaulting (unstructuredDefaulter); what the request does to the object afterwards —
// rest.BeforeCreate (namespace, generateName), PrepareForCreate/PrepareForUpdate (status,
// generation), the /status strategy — shows in the result only, and the input is left alone.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { check, type RequestKind } from '../../../src/engine';
import { cronTabCRD } from '../../fixtures/crontab-crd';

const CRD = cronTabCRD({
  schema: `type: object
properties:
  spec:
    type: object
    properties:
      image: {type: string}
      gone: {type: string}
      replicas: {type: integer, default: 1}
      sub: {type: object, default: {}, properties: {x: {type: string, default: X}}}
  status:
    type: object
    properties:
      ready: {type: boolean}`,
  versionExtra: 'subresources:\n  status: {}',
});

const BODY = `apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: c
spec:
  image: a
  gone: null
  unknown: 1
status:
  ready: true
`;
const OLD = `apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: c
  generation: 4
spec:
  image: old
status:
  ready: false
`;

const decoded = { apiVersion: 'stable.example.com/v1', kind: 'CronTab', metadata: { name: 'c' }, spec: { image: 'a' }, status: { ready: true } };
const defaulted = { ...decoded, spec: { image: 'a', replicas: 1, sub: { x: 'X' } } };

const rows: { request: RequestKind; old?: string; result: unknown }[] = [
  // PrepareForCreate drops status (status subresource), generation 1; BeforeCreate sets the namespace
  { request: 'create', result: { apiVersion: 'stable.example.com/v1', kind: 'CronTab', metadata: { name: 'c', namespace: 'default', generation: 1 }, spec: defaulted.spec } },
  // PrepareForUpdate keeps the old status, the spec change increments the generation
  {
    request: 'update',
    old: OLD,
    result: { apiVersion: 'stable.example.com/v1', kind: 'CronTab', metadata: { name: 'c', namespace: 'default', generation: 5 }, spec: defaulted.spec, status: { ready: false } },
  },
  // statusStrategy: the old object with the new status
  {
    request: 'status',
    old: OLD,
    result: {
      apiVersion: 'stable.example.com/v1',
      kind: 'CronTab',
      metadata: { name: 'c', namespace: 'default', generation: 4 },
      spec: { image: 'old', replicas: 1, sub: { x: 'X' } },
      status: { ready: true },
    },
  },
];

describe('decodedObject and defaultedObject are the decoder and defaulter outputs, untouched by the request', () => {
  it.each(rows)('$request', ({ request, old, result }) => {
    const r = check({
      sources: [
        { id: 'crd', text: CRD },
        { id: 'objects', text: BODY },
      ],
      oldSources: old ? [{ id: 'old', text: old }] : undefined,
      options: { request },
    });
    const o = r.objects[0];
    expect(o.errors).toEqual([]);
    expect(o.pruned).toEqual(['spec.unknown']);
    expect(o.defaulted).toEqual(['spec.replicas', 'spec.sub', 'spec.sub.x']);
    expect(o.input).toEqual(parse(BODY));
    expect(o.decodedObject).toEqual(decoded);
    expect(o.defaultedObject).toEqual(defaulted);
    expect(o.result).toEqual(result);
  });
});
