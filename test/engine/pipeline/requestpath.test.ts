// The request path as kube-apiserver runs it (apiextensions-apiserver pkg/apiserver/
// customresource_handler.go, registry/customresource, apiserver/conversion), at kubernetes-1.35.0:
// strict request decoding, embedded metadata coercion, the create response read back from storage,
// the old object read from storage, /status validated as status, conversions that never default.
import { describe, expect, it } from 'vitest';
import { check, type CheckInput, type RequestKind } from '../../../src/engine';
import { storageDecode } from '../../../src/engine/pipeline/storage';
import { readCustomResourceDefinition } from '../../../src/engine/crd';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import type { JSONObject } from '../../../src/engine/apis/json';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const PRESERVE_CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: noxus.mygroup.example.com}
spec:
  group: mygroup.example.com
  scope: Namespaced
  names: {plural: noxus, singular: noxu, kind: WishIHadChosenNoxu, listKind: NoxuItemList}
  versions:
  - name: v1beta1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        x-kubernetes-preserve-unknown-fields: true
        properties:
          embedded:
            type: object
            x-kubernetes-embedded-resource: true
            x-kubernetes-preserve-unknown-fields: true
          nested:
            type: object
            properties:
              items:
                type: array
                items:
                  type: object
                  x-kubernetes-embedded-resource: true
                  x-kubernetes-preserve-unknown-fields: true
`;

// defaulting_test.go TestCustomResourceDefaulting's shape: v1beta1 served, v1beta2 the storage version
function multiVersionCRD(opts: { status?: boolean } = {}): string {
  const status = opts.status ? '    subresources: {status: {}}\n' : '';
  const schema = (def: string) => `    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
${def}
          status:
            type: object
            properties:
              num: {type: integer, maximum: 10}
`;
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: foos.tests.example.com}
spec:
  group: tests.example.com
  scope: Namespaced
  names: {plural: foos, singular: foo, kind: Foo, listKind: FooList}
  versions:
  - name: v1beta1
    served: true
    storage: false
${status}${schema('              a: {type: string, default: A}\n              s: {type: string}')}  - name: v1beta2
    served: true
    storage: true
${status}${schema('              a: {type: string}\n              s: {type: string, default: S}')}`;
}

function run(crd: string, objects: string, request: RequestKind = 'create', old?: string) {
  const input: CheckInput = {
    sources: [
      { id: 'crd', text: crd },
      { id: 'objects', text: objects },
    ],
    options: { request },
  };
  if (old !== undefined) input.oldSources = [{ id: 'old', text: old }];
  return check(input).objects[0];
}

const foo = (version: string, body: string) => `apiVersion: tests.example.com/${version}
kind: Foo
metadata: {name: foo, namespace: default}
${body}`;

describe('1. request decoding is strict about metadata (schemaCoercingDecoder, dropInvalidMetadata false)', () => {
  // objectmeta_test.go TestInvalidObjectMetaInStorage: "expected invalid labels to be rejected" with
  // BadRequest "cannot be handled"; transformDecodeError (endpoints/handlers/rest.go) words it
  it('malformed labels fail the request with 400', () => {
    const o = run(
      PRESERVE_CRD,
      `apiVersion: mygroup.example.com/v1beta1
kind: WishIHadChosenNoxu
metadata: {name: foo, labels: {foo: 42, bar: abc}}
`,
    );
    const want = 'WishIHadChosenNoxu in version "v1beta1" cannot be handled as a WishIHadChosenNoxu: json: cannot unmarshal number into Go struct field ObjectMeta.labels of type string';
    expect(o.errors.map((e) => e.message)).toEqual([want]);
    expect(o.status).toBe(want);
    expect(o.result).toBeNull();
  });
  // TestInvalidObjectMetaInStorage: an object already in etcd with bad labels is read with them dropped
  it('an object read from storage has malformed metadata fields dropped', () => {
    const crd = readCustomResourceDefinition(parseDocuments(PRESERVE_CRD)[0].value as JSONObject).crd as CustomResourceDefinition;
    const stored: JSONObject = { apiVersion: 'mygroup.example.com/v1beta1', kind: 'WishIHadChosenNoxu', metadata: { name: 'foo', labels: { foo: 42, bar: 'abc' }, unknown: 42 } };
    const r = storageDecode(crd, stored, 'v1beta1', NEWEST_RENDERING);
    expect(r.error).toBeUndefined();
    expect(r.read?.metadata).toEqual({ name: 'foo', generation: 1 });
  });
});

describe('2. embedded metadata is coerced through ObjectMeta at every level (CoerceWithOptions with the schema)', () => {
  // objectmeta_test.go TestEmbeddedResources / pruning_test TestPruningEmbeddedResources: metadata.unspecified is gone
  it.each([
    ['embedded', 'embedded: {apiVersion: foo/v1, kind: Foo, metadata: {name: foo, unspecified: bar}}', (r: JSONObject) => (r.embedded as JSONObject).metadata],
    [
      'nested list item',
      'nested: {items: [{apiVersion: foo/v1, kind: Foo, metadata: {name: foo, unspecified: bar}}]}',
      (r: JSONObject) => ((r.nested as JSONObject).items as JSONObject[])[0].metadata,
    ],
  ])('%s', (_n, body, pick) => {
    const o = run(
      PRESERVE_CRD,
      `apiVersion: mygroup.example.com/v1beta1
kind: WishIHadChosenNoxu
metadata: {name: foo}
${body}
`,
    );
    expect(o.errors).toEqual([]);
    expect(pick(o.result as JSONObject)).toEqual({ name: 'foo' });
    expect(pick((o.storage?.response ?? {}) as JSONObject)).toEqual({ name: 'foo' });
  });
});

describe('3. the create response is read back from storage (storage-version defaults)', () => {
  // defaulting_test.go TestCustomResourceDefaulting: v1beta1 request, v1beta2 storage
  it('spec: {} at v1beta1 comes back as {a: A, s: S}', () => {
    const o = run(multiVersionCRD(), foo('v1beta1', 'spec: {}'));
    expect(o.errors).toEqual([]);
    expect(o.defaulted).toEqual(['spec.a']);
    expect((o.defaultedObject as JSONObject).spec).toEqual({ a: 'A' });
    expect(o.storage?.version).toBe('v1beta2');
    expect((o.storage?.stored as JSONObject).spec).toEqual({ a: 'A' });
    expect(o.storage?.defaulted).toEqual(['spec.s']);
    expect((o.storage?.read as JSONObject).apiVersion).toBe('tests.example.com/v1beta2');
    expect((o.storage?.response as JSONObject).spec).toEqual({ a: 'A', s: 'S' });
    expect((o.storage?.response as JSONObject).apiVersion).toBe('tests.example.com/v1beta1');
  });
  it('a rejected request is not stored', () => {
    const o = run(multiVersionCRD(), foo('v1beta1', 'spec: {a: 1}'));
    expect(o.errors.length).toBeGreaterThan(0);
    expect(o.storage).toBeUndefined();
  });
});

describe('4. the old object of an update is the stored object (storage-version defaults only)', () => {
  // defaulting_test.go: "the old object is read from storage": an update to /status of an old object spec {s: S}
  it('/status update: spec stays {s: S}', () => {
    const crd = multiVersionCRD({ status: true });
    const o = run(crd, foo('v1beta1', 'spec: {}\nstatus: {num: 3}'), 'status', foo('v1beta1', 'spec: {s: S}'));
    expect(o.errors).toEqual([]);
    expect((o.old as JSONObject).spec).toEqual({ s: 'S' });
    expect((o.result as JSONObject).spec).toEqual({ s: 'S' });
  });
});

describe('5. /status is validated as status (status_strategy.go ValidateUpdate, validator.go ValidateStatusUpdate)', () => {
  // subresources_test.go TestValidationSchemaWithStatus: the status value is validated on its own under `status`
  it('num: 15 against maximum 10', () => {
    const o = run(multiVersionCRD({ status: true }), foo('v1beta1', 'spec: {}\nstatus: {num: 15}'), 'status', foo('v1beta1', 'spec: {}'));
    expect(o.errors.map((e) => e.message)).toEqual(['status.num: Invalid value: 15: num in body should be less than or equal to 10']);
  });
  it('a create still validates the whole object', () => {
    const o = run(multiVersionCRD(), foo('v1beta1', 'spec: {}\nstatus: {num: 15}'));
    expect(o.errors.map((e) => e.message)).toEqual(['status.num: Invalid value: 15: status.num in body should be less than or equal to 10']);
  });
});

describe('also: the root metadata is validated once (strategy.go schemaobjectmeta.Validate(nil, obj, schema, false))', () => {
  it('an invalid root label is one error', () => {
    const o = run(
      PRESERVE_CRD,
      `apiVersion: mygroup.example.com/v1beta1
kind: WishIHadChosenNoxu
metadata: {name: foo, labels: {"bad key!": x}}
`,
    );
    expect(o.errors.filter((e) => e.message.startsWith('metadata.labels')).length).toBe(1);
  });
});
