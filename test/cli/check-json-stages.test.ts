// `check -o json` and the batch `check` op carry the request path's stages the README documents:
// objects[].decodedObject, defaultedObject, storage {version, stored, read, defaulted, response,
// error?} and, for an update, old. The multi-version rows follow apiextensions-apiserver
// test/integration/defaulting_test.go testDefaulting (TestCustomResourceDefaultingWithWatchCache):
// a create at the served v1beta1 answers with the object read back from the v1beta2 storage, so
// spec.v1beta1 (defaulted from the request) and spec.v1beta2 (defaulted when reading storage)
// both exist, and status does not (the status subresource is enabled).
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { answer } from '../../src/cli/batch';
import { fakeIo } from './fake-io';

const props = (own: 'v1beta1' | 'v1beta2', replicas: number) => `
            properties:
              a: {type: string, default: "A"}
              b: {type: string, default: "B"}
              c: {type: string}
              v1beta1: {type: string${own === 'v1beta1' ? ', default: "v1beta1"' : ''}}
              v1beta2: {type: string${own === 'v1beta2' ? ', default: "v1beta2"' : ''}}
              replicas: {type: integer, format: int32, minimum: 0, default: ${replicas}}`;

const version = (name: 'v1beta1' | 'v1beta2', served: boolean, storage: boolean) => `
  - name: ${name}
    served: ${served}
    storage: ${storage}
    subresources:
      status: {}
      scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .status.replicas}
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object${props(name, 1)}
          status:
            type: object${props(name, 0)}`;

// defaultingFixture: v1beta1 served (not storage), v1beta2 storage (not served), cluster-scoped
const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: foos.tests.example.com
spec:
  group: tests.example.com
  scope: Cluster
  names: {plural: foos, singular: foo, kind: Foo, listKind: FooList}
  versions:${version('v1beta1', true, false)}${version('v1beta2', false, true)}
`;

// defaultingFooInstance with spec.a = "a" and status.b = "b"
const FOO = `kind: Foo
apiVersion: tests.example.com/v1beta1
metadata:
  name: foo
spec:
  a: a
status:
  b: b
`;

type Obj = Record<string, any>;

async function checkJson(files: Record<string, string>, argv: string[]): Promise<Obj> {
  const io = fakeIo(files);
  await main(['check', ...argv, '-o', 'json'], io);
  return JSON.parse(io.out) as Obj;
}

describe('check -o json: a create at a served version, stored at another (testDefaulting)', () => {
  it('storage.response holds both versions\u2019 defaults; result is the validated request object', async () => {
    const doc = await checkJson({ 'crd.yaml': CRD, 'foo.yaml': FOO }, ['crd.yaml', 'foo.yaml']);
    const o = doc.objects[0];
    expect(o.errors).toEqual([]);
    // decodedObject: the body at the request version, before defaulting
    expect(o.decodedObject.spec).toEqual({ a: 'a' });
    expect(o.decodedObject.status).toEqual({ b: 'b' });
    // defaultedObject: the request version's defaults
    expect(o.defaultedObject.spec).toEqual({ a: 'a', b: 'B', v1beta1: 'v1beta1', replicas: 1 });
    // result: what was validated (status dropped on create, generation 1), request-version defaults only
    expect(o.result.spec).toEqual({ a: 'a', b: 'B', v1beta1: 'v1beta1', replicas: 1 });
    expect(o.result.status).toBeUndefined();
    // storage: written at v1beta2, read back with v1beta2's defaults, answered at v1beta1
    expect(o.storage.version).toBe('v1beta2');
    expect(o.storage.stored.apiVersion).toBe('tests.example.com/v1beta2');
    expect(o.storage.stored.spec.v1beta2).toBeUndefined();
    expect(o.storage.read.spec.v1beta2).toBe('v1beta2');
    expect(o.storage.defaulted).toEqual(['spec.v1beta2']);
    expect(o.storage.response.apiVersion).toBe('tests.example.com/v1beta1');
    // mustExist spec.a, spec.b, spec.v1beta1, spec.v1beta2, spec.replicas; mustNotExist status
    expect(o.storage.response.spec).toEqual({ a: 'a', b: 'B', v1beta1: 'v1beta1', v1beta2: 'v1beta2', replicas: 1 });
    expect(o.storage.response.status).toBeUndefined();
    expect(o.storage.error).toBeUndefined();
    expect(o.old).toBeUndefined();
  });

  it('a rejected request has no storage', async () => {
    const bad = FOO.replace('  a: a', '  a: a\n  replicas: -1');
    const doc = await checkJson({ 'crd.yaml': CRD, 'foo.yaml': bad }, ['crd.yaml', 'foo.yaml']);
    const o = doc.objects[0];
    expect(o.errors.length).toBeGreaterThan(0);
    expect(o.decodedObject.spec.replicas).toBe(-1);
    expect(o.defaultedObject.spec.v1beta1).toBe('v1beta1');
    expect('storage' in o).toBe(false);
  });

  it('an update carries old: the old object as read from storage (storage-version defaults only)', async () => {
    const old = FOO.replace('status:\n  b: b\n', '');
    const doc = await checkJson({ 'crd.yaml': CRD, 'foo.yaml': FOO.replace('a: a', 'a: x'), 'old.yaml': old }, ['crd.yaml', 'foo.yaml', '--old', 'old.yaml']);
    const o = doc.objects[0];
    expect(o.errors).toEqual([]);
    // the stored old object read back at v1beta2 (its defaults), converted to v1beta1 (no defaulting)
    expect(o.old.apiVersion).toBe('tests.example.com/v1beta1');
    expect(o.old.spec).toEqual({ a: 'a', b: 'B', v1beta2: 'v1beta2', replicas: 1 });
    expect(o.storage.response.spec.a).toBe('x');
  });
});

describe('batch check: the same fields as check -o json', () => {
  it('sources', () => {
    const r = answer(JSON.stringify({ op: 'check', sources: [{ name: 'all.yaml', text: `${CRD}---\n${FOO}` }] }), {}) as Obj;
    const o = r.objects[0];
    expect(o.decodedObject.spec).toEqual({ a: 'a' });
    expect(o.defaultedObject.spec.v1beta1).toBe('v1beta1');
    expect(o.storage.response.spec).toEqual({ a: 'a', b: 'B', v1beta1: 'v1beta1', v1beta2: 'v1beta2', replicas: 1 });
  });
});
