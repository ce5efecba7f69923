// Defaults that put a field ObjectMeta does not have into an embedded resource's metadata: the
// versioning codec converts the defaulted object (schemaCoercingConverter), which coerces every
// embedded ObjectMeta again, so the field is dropped in what the request validates, what is
// stored and what the create answers. apiextensions-apiserver test/integration/defaulting_test.go
// TestCustomResourceDefaultingOfMetaFields: metaDefaultingFooV1beta1Schema, 8 paths × {request
// (the create's answer), persisted (the stored object)} = 16 variants, each
// {apiVersion: foos/v1, kind: Foo, metadata: {name: Bar}}.
import { describe, expect, it } from 'vitest';
import { check, type JSONValue } from '../../../src/engine';

const SCHEMA = `
        type: object
        properties:
          fields:
            type: object
            x-kubernetes-embedded-resource: true
            properties:
              apiVersion: {type: string, default: foos/v1}
              kind: {type: string, default: Foo}
              metadata:
                type: object
                properties:
                  name: {type: string, default: Bar}
                  unknown: {type: string, default: unknown}
          fullMetadata:
            type: object
            x-kubernetes-embedded-resource: true
            properties:
              apiVersion: {type: string, default: foos/v1}
              kind: {type: string, default: Foo}
              metadata:
                type: object
                default: {name: Bar, unknown: unknown}
          fullObject:
            type: object
            x-kubernetes-embedded-resource: true
            properties:
              foo: {type: string}
            default: {apiVersion: foos/v1, kind: Foo, metadata: {name: Bar, unknown: unknown}}
          spanning:
            type: object
            properties:
              embedded:
                type: object
                properties:
                  foo: {type: string}
                x-kubernetes-embedded-resource: true
            default:
              embedded: {apiVersion: foos/v1, kind: Foo, metadata: {name: Bar, unknown: unknown}}
          preserve-fields:
            type: object
            x-kubernetes-embedded-resource: true
            x-kubernetes-preserve-unknown-fields: true
            properties:
              apiVersion: {type: string, default: foos/v1}
              kind: {type: string, default: Foo}
              metadata:
                type: object
                properties:
                  name: {type: string, default: Bar}
                  unknown: {type: string, default: unknown}
          preserve-fullMetadata:
            type: object
            x-kubernetes-embedded-resource: true
            x-kubernetes-preserve-unknown-fields: true
            properties:
              apiVersion: {type: string, default: foos/v1}
              kind: {type: string, default: Foo}
              metadata:
                type: object
                default: {name: Bar, unknown: unknown}
          preserve-fullObject:
            type: object
            x-kubernetes-embedded-resource: true
            x-kubernetes-preserve-unknown-fields: true
            default: {apiVersion: foos/v1, kind: Foo, metadata: {name: Bar, unknown: unknown}}
          preserve-spanning:
            type: object
            properties:
              embedded:
                type: object
                x-kubernetes-embedded-resource: true
                x-kubernetes-preserve-unknown-fields: true
            default:
              embedded: {apiVersion: foos/v1, kind: Foo, metadata: {name: Bar, unknown: unknown}}`;

const version = (name: string, storage: boolean, schema: string) => `
  - name: ${name}
    served: true
    storage: ${storage}
    subresources: {status: {}}
    schema:
      openAPIV3Schema:${schema}`;

const crd = (versions: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: foos.tests.example.com
spec:
  group: tests.example.com
  scope: Cluster
  names: {plural: foos, singular: foo, kind: Foo, listKind: FooList}
  versions:${versions}
`;

// metaDefaultingFixture: one version, v1beta1, served and stored
const ONE_VERSION = crd(version('v1beta1', true, SCHEMA));
// the same defaults only in the storage version: the read-back defaults them, then coerces
const STORAGE_ONLY = crd(version('v1beta1', false, '\n        type: object\n        x-kubernetes-preserve-unknown-fields: true') + version('v1beta2', true, SCHEMA));

// metaDefaultingFooInstance with the tests' values set
const FOO = `kind: Foo
apiVersion: tests.example.com/v1beta1
metadata:
  name: foo
fields: {metadata: {}}
fullMetadata: {}
preserve-fields: {metadata: {}}
preserve-fullMetadata: {}
`;

const PATHS = [['fields'], ['fullMetadata'], ['fullObject'], ['spanning', 'embedded'], ['preserve-fields'], ['preserve-fullMetadata'], ['preserve-fullObject'], ['preserve-spanning', 'embedded']];
const EXPECTED = { apiVersion: 'foos/v1', kind: 'Foo', metadata: { name: 'Bar' } };

function at(obj: JSONValue | null | undefined, path: string[]): unknown {
  let v: unknown = obj;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

const report = (crdText: string) => {
  const r = check({
    sources: [
      { id: 'crd.yaml', text: crdText },
      { id: 'foo.yaml', text: FOO },
    ],
  });
  expect(r.crds[0].errors).toEqual([]);
  const o = r.objects[0];
  expect(o.errors).toEqual([]);
  return o;
};

describe('TestCustomResourceDefaultingOfMetaFields: unknown ObjectMeta fields from defaults are dropped', () => {
  const rows = PATHS.flatMap((p) => [
    [p.join('.'), 'request', p],
    [p.join('.'), 'persisted', p],
  ]) as [string, 'request' | 'persisted', string[]][];
  it.each(rows)('%s of %s object', (_n, source, path) => {
    const o = report(ONE_VERSION);
    const obj = source === 'request' ? o.storage?.response : o.storage?.stored;
    expect(at(obj, path)).toEqual(EXPECTED);
    // the object the request validated and the request version's defaults are coerced too
    expect(at(o.result, path)).toEqual(EXPECTED);
    expect(at(o.defaultedObject, path)).toEqual(EXPECTED);
  });

  it('the defaulted paths name no dropped field', () => {
    const o = report(ONE_VERSION);
    expect(o.defaulted.filter((p) => p.endsWith('.unknown'))).toEqual([]);
    expect(o.defaulted).toContain('fields.metadata.name');
  });

  it.each(PATHS.map((p) => [p.join('.'), p]))('defaults of the storage version only: %s as read back and answered', (_n, path) => {
    const o = report(STORAGE_ONLY);
    expect(o.storage?.version).toBe('v1beta2');
    expect(at(o.storage?.read, path as string[])).toEqual(EXPECTED);
    expect(at(o.storage?.response, path as string[])).toEqual(EXPECTED);
    expect(o.storage?.defaulted.filter((p) => p.endsWith('.unknown'))).toEqual([]);
  });
});
