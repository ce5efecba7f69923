import { describe, expect, it } from 'vitest';
import { checkConversionResponse, conversionReviewRequest, convertNone, ignoredMetadataChanges, noneConversionWarnings, schemaDiff } from '../../../src/engine/versions';
import type { CustomResourceDefinition } from '../../../src/engine/crd';
import type { JSONValue } from '../../../src/engine/apis/json';

const hostPort = (portType: string) => ({
  openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: { host: { type: 'string' }, port: { type: portType } } } } },
});

function crontabs(reviewVersions: string[] = ['v1', 'v1beta1']): CustomResourceDefinition {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'crontabs.example.com' },
    spec: {
      group: 'example.com',
      scope: 'Namespaced',
      names: { plural: 'crontabs', kind: 'CronTab' },
      versions: [
        { name: 'v1beta1', served: true, storage: true, schema: hostPort('string') },
        {
          name: 'v1',
          served: true,
          storage: false,
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: { spec: { type: 'object', properties: { host: { type: 'string' }, replicas: { type: 'integer', default: 1 } } } },
            },
          },
        },
      ],
      conversion: { strategy: 'Webhook', webhook: { conversionReviewVersions: reviewVersions, clientConfig: { url: 'https://conv.example.com' } } },
    },
  } as CustomResourceDefinition;
}

const obj = (apiVersion: string, name = 'a', extra: Record<string, JSONValue> = {}): Record<string, JSONValue> => ({
  apiVersion,
  kind: 'CronTab',
  metadata: { name, namespace: 'ns', uid: 'u-' + name, labels: { app: 'x' } },
  spec: { host: 'h', port: '80' },
  ...extra,
});

describe('convertNone (crConverter.ConvertToVersion + nop_converter + schemaCoercingConverter: pruning, no defaulting)', () => {
  // converter.go: a conversion never defaults (the versioning codec defaults where it decodes)
  it('rewrites apiVersion, prunes fields the target schema lacks, does not apply its defaults', () => {
    const c = crontabs();
    c.spec.conversion = { strategy: 'None' };
    const input = obj('example.com/v1beta1');
    const r = convertNone(c, input, 'v1');
    expect(r.object).toEqual({ apiVersion: 'example.com/v1', kind: 'CronTab', metadata: input.metadata, spec: { host: 'h' } });
    expect(r.pruned).toEqual(['spec.port']);
    expect(r.defaulted).toEqual([]);
    expect(r.warnings).toEqual(['converting example.com/v1beta1 to example.com/v1 with strategy None drops field "spec.port": it is not in the v1 schema']);
    expect(input.apiVersion).toBe('example.com/v1beta1');
  });
  it('docs "Specify multiple versions": identical schemas lose nothing', () => {
    const c = crontabs();
    c.spec.conversion = { strategy: 'None' };
    c.spec.versions[1].schema = hostPort('string') as never;
    const r = convertNone(c, obj('example.com/v1beta1'), 'v1');
    expect(r.pruned).toEqual([]);
    expect(noneConversionWarnings(c)).toEqual([]);
  });
  // converter.go crConverter.ConvertToVersion: the target is checked first, then the source
  it.each([
    ['to a version the CRD does not have', 'example.com/v1beta1', 'v9', 'request to convert CR to an invalid group/version: example.com/v9'],
    ['from a version the CRD does not have', 'example.com/v7', 'v1', 'request to convert CR from an invalid group/version: example.com/v7'],
    ['both: the target is reported', 'example.com/v7', 'v9', 'request to convert CR to an invalid group/version: example.com/v9'],
  ])('refuses a conversion %s', (_n, from, to, error) => {
    const r = convertNone(crontabs(), obj(from), to);
    expect(r.error).toBe(error);
    expect(r.warnings).toEqual([error]);
  });
  it('a non-object is reported, not thrown', () => {
    expect(convertNone(crontabs(), 'text' as JSONValue, 'v1').warnings).toEqual(['the object is not a mapping; nothing to convert']);
  });
});

describe('schemaDiff / noneConversionWarnings', () => {
  it('lists added, removed and changed paths', () => {
    const a = hostPort('string').openAPIV3Schema;
    const b = hostPort('integer').openAPIV3Schema as Record<string, any>;
    b.properties.spec.properties.extra = { type: 'array', items: { type: 'string' } };
    expect(schemaDiff(a, b)).toEqual([
      { path: 'spec.extra', change: 'added' },
      { path: 'spec.port', change: 'changed', detail: 'type: "string" → "integer"' },
    ]);
  });
  it('None strategy with different schemas warns per direction', () => {
    const c = crontabs();
    c.spec.conversion = { strategy: 'None' };
    expect(noneConversionWarnings(c)).toEqual([
      'None conversion from v1beta1 to v1 drops spec.port: the v1 schema does not have this field, so it is pruned',
      'None conversion from v1 to v1beta1 drops spec.replicas: the v1beta1 schema does not have this field, so it is pruned',
    ]);
  });
});

describe('conversionReviewRequest (createConversionReviewObjects, getObjectsToConvert)', () => {
  const rows: [string, string[], string | undefined, string | undefined][] = [
    ['first known review version wins (v1)', ['v1', 'v1beta1'], 'apiextensions.k8s.io/v1', undefined],
    ['first known review version wins (v1beta1)', ['v2', 'v1beta1', 'v1'], 'apiextensions.k8s.io/v1beta1', undefined],
    ['no supported versions', ['vx'], undefined, 'no supported conversion review versions'],
  ];
  it.each(rows)('%s', (_n, versions, apiVersion, error) => {
    const r = conversionReviewRequest(crontabs(versions), [obj('example.com/v1beta1')], 'v1', 'uid-1');
    expect(r.review?.apiVersion).toBe(apiVersion);
    expect(r.error).toBe(error);
    // createConversionReviewObjects: the request review carries an empty Response (encoded as uid "", convertedObjects null, result {metadata: {}})
    if (apiVersion) {
      expect(r.review).toEqual({
        kind: 'ConversionReview',
        apiVersion,
        request: { uid: 'uid-1', desiredAPIVersion: 'example.com/v1', objects: [obj('example.com/v1beta1')] },
        response: { uid: '', convertedObjects: null, result: { metadata: {} } },
      });
    }
  });
  it('objects already at the desired version are not sent (TestGetObjectsToConvert)', () => {
    const list = [obj('example.com/v1', 'a'), obj('example.com/v1beta1', 'b'), obj('example.com/v2', 'c')];
    const r = conversionReviewRequest(crontabs(), list, 'v1', 'u');
    expect(r.sentIndexes).toEqual([1, 2]);
    expect(conversionReviewRequest(crontabs(), [obj('example.com/v1')], 'v1', 'u').review).toBeNull();
  });
  it('generates a uid when none is given', () => {
    expect(conversionReviewRequest(crontabs(), [obj('example.com/v1beta1')], 'v1').uid).toMatch(/^[0-9a-f-]{36}$/);
  });
});

function converted(name = 'a', extra: Record<string, JSONValue> = {}) {
  return { ...obj('example.com/v1', name), spec: { host: 'h', replicas: 3 }, ...extra };
}

const v1Response = (over: Record<string, JSONValue> = {}, resp: Record<string, JSONValue> = {}): JSONValue => ({
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'ConversionReview',
  response: { uid: 'uid-1', result: { status: 'Success' }, convertedObjects: [converted()], ...resp },
  ...over,
});

const PREFIX = 'conversion webhook for example.com/v1beta1, Kind=CronTab';

// webhook_converter_test.go TestGetConvertedObjectsFromResponse and the checks of webhookConverter.Convert
const responseRows: [string, JSONValue | string, string[]][] = [
  ['valid v1 response', v1Response(), []],
  ['uid mismatch', v1Response({}, { uid: 'other' }), [`${PREFIX} failed: expected response.uid="uid-1", got "other"`]],
  [
    'missing apiVersion',
    v1Response({ apiVersion: undefined as never }),
    [`${PREFIX} failed: expected webhook response of apiextensions.k8s.io/v1, Kind=ConversionReview, got /, Kind=ConversionReview`],
  ],
  [
    'mismatched kind',
    v1Response({ kind: 'ConversionReview2' }),
    [`${PREFIX} failed: expected webhook response of apiextensions.k8s.io/v1, Kind=ConversionReview, got apiextensions.k8s.io/v1, Kind=ConversionReview2`],
  ],
  ['no response', { apiVersion: 'apiextensions.k8s.io/v1', kind: 'ConversionReview' }, [`${PREFIX} failed: no response provided`]],
  ['empty status', v1Response({}, { result: {} }), [`${PREFIX} failed: response.result.status was '', not 'Success'`]],
  ['failure status', v1Response({}, { result: { status: 'Failure' } }), [`${PREFIX} failed: response.result.status was 'Failure', not 'Success'`]],
  ['failure message', v1Response({}, { result: { status: 'Failure', message: 'some failure message' } }), [`${PREFIX} failed: some failure message`]],
  ['wrong count', v1Response({}, { convertedObjects: [] }), [`${PREFIX} returned 0 objects, expected 1`]],
  [
    'wrong group version',
    v1Response({}, { convertedObjects: [{ ...converted(), apiVersion: 'example.com/v1beta1' }] }),
    [`${PREFIX} returned invalid object at index 0: invalid groupVersion (expected example.com/v1, received example.com/v1beta1)`],
  ],
  ['wrong kind', v1Response({}, { convertedObjects: [{ ...converted(), kind: 'Other' }] }), [`${PREFIX} returned invalid object at index 0: invalid kind (expected CronTab, received Other)`]],
  [
    'name changed (validateConvertedObject)',
    v1Response({}, { convertedObjects: [{ ...converted(), metadata: { name: 'b', namespace: 'ns', uid: 'u-a' } }] }),
    [`${PREFIX} returned invalid object: must have the same name: a != b`],
  ],
  [
    'missing metadata (restoreObjectMeta)',
    v1Response({}, { convertedObjects: [{ apiVersion: 'example.com/v1', kind: 'CronTab', spec: {} }] }),
    [`${PREFIX} returned invalid object: must have the same name: a != `],
  ],
  ['converted object without kind', v1Response({}, { convertedObjects: [{ apiVersion: 'example.com/v1' }] }), [`Object 'Kind' is missing in '{"apiVersion":"example.com/v1"}'`]],
  ['body is not JSON', 'oops', [`${PREFIX} failed: invalid character 'o' looking for beginning of value`]],
  // encoding/json's scanner past the first character (scanner.go), not only its first byte
  ['body breaks off inside a list', '{"response": [1,}', [`${PREFIX} failed: invalid character '}' looking for beginning of value`]],
  ['body with a bad literal', '{"response": nul}', [`${PREFIX} failed: invalid character '}' in literal null (expecting 'l')`]],
  ['uid of the wrong type', v1Response({}, { uid: 5 }), [`${PREFIX} failed: json: cannot unmarshal number into Go struct field ConversionResponse.response.uid of type types.UID`]],
  [
    'convertedObjects not a list',
    v1Response({}, { convertedObjects: { a: 1 } }),
    [`${PREFIX} failed: json: cannot unmarshal object into Go struct field ConversionResponse.response.convertedObjects of type []runtime.RawExtension`],
  ],
  ['response of the wrong type', v1Response({ response: 'ok' }), [`${PREFIX} failed: json: cannot unmarshal string into Go struct field ConversionReview.response of type v1.ConversionResponse`]],
  ['body is a list', '[1]', [`${PREFIX} failed: json: cannot unmarshal array into Go value of type v1.ConversionReview`]],
  [
    'label values are validated when changed',
    v1Response({}, { convertedObjects: [converted('a', { metadata: { name: 'a', namespace: 'ns', uid: 'u-a', labels: { app: 'not valid!' } } })] }),
    [
      `${PREFIX} returned invalid metadata: metadata.labels: Invalid value: "not valid!": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')`,
    ],
  ],
];

describe('checkConversionResponse (webhook_converter.go)', () => {
  it.each(responseRows)('%s', (_n, response, errors) => {
    const req = conversionReviewRequest(crontabs(), [obj('example.com/v1beta1')], 'v1', 'uid-1');
    const r = checkConversionResponse(crontabs(), req, response);
    expect(r.errors).toEqual(errors);
    if (errors.length === 0) expect(r.converted).toHaveLength(1);
  });

  it('v1beta1 reviews skip the apiVersion/kind and uid checks', () => {
    const req = conversionReviewRequest(crontabs(['v1beta1']), [obj('example.com/v1beta1')], 'v1', 'uid-1');
    const r = checkConversionResponse(crontabs(), req, { response: { result: { status: 'Success' }, convertedObjects: [converted()] } });
    expect(r.errors).toEqual([]);
  });

  it('metadata is restored except labels and annotations, which are taken over (TestRestoreObjectMeta)', () => {
    const req = conversionReviewRequest(crontabs(), [obj('example.com/v1beta1')], 'v1', 'uid-1');
    const out = converted('a', { metadata: { name: 'a', namespace: 'ns', uid: 'u-a', labels: { app: 'y' }, annotations: { note: 'n' }, finalizers: ['f'] } });
    const r = checkConversionResponse(crontabs(), req, v1Response({}, { convertedObjects: [out] }));
    expect(r.errors).toEqual([]);
    expect((r.converted[0] as Record<string, JSONValue>).metadata).toEqual({ name: 'a', namespace: 'ns', uid: 'u-a', labels: { app: 'y' }, annotations: { note: 'n' } });
  });

  it('lists: index-based messages and unsent items kept (Convert with UnstructuredList)', () => {
    const list = [obj('example.com/v1', 'a'), obj('example.com/v1beta1', 'b')];
    const req = conversionReviewRequest(crontabs(), list, 'v1', 'uid-1');
    const bad = checkConversionResponse(crontabs(), req, v1Response({}, { convertedObjects: [{ ...converted('b'), kind: 'X' }] }));
    expect(bad.errors).toEqual(['conversion webhook for example.com/v1beta1, Kind=CronTabList returned invalid converted object at index 0: invalid kind (expected CronTab, received X)']);
    const good = checkConversionResponse(crontabs(), req, v1Response({}, { convertedObjects: [converted('b')] }));
    expect(good.errors).toEqual([]);
    expect(good.converted.map((o) => (o as Record<string, JSONValue>).apiVersion)).toEqual(['example.com/v1', 'example.com/v1']);
  });

  it('thousands of objects are handled without throwing', () => {
    const many = Array.from({ length: 3000 }, (_, i) => obj('example.com/v1beta1', `o${i}`));
    const req = conversionReviewRequest(crontabs(), many, 'v1', 'uid-1');
    const r = checkConversionResponse(crontabs(), req, v1Response({}, { convertedObjects: many.map((_, i) => converted(`o${i}`)) }));
    expect(r.errors).toEqual([]);
    expect(r.converted).toHaveLength(3000);
  });
});

describe('ignoredMetadataChanges (restoreObjectMeta keeps only labels and annotations from the webhook)', () => {
  it('lists metadata fields the webhook changed that the apiserver discards', () => {
    const before = obj('example.com/v1beta1');
    const after = { ...converted(), metadata: { name: 'a', namespace: 'ns', uid: 'u-a', labels: { app: 'z' }, finalizers: ['x'], generation: 3 } };
    expect(ignoredMetadataChanges(before, after)).toEqual(['metadata.finalizers', 'metadata.generation']);
  });
});
