import { describe, expect, it } from 'vitest';
import { crdWarnings, readCustomResourceDefinition, type CustomResourceDefinition } from '../../../src/engine/crd';

function withFormats(props: Record<string, object>): CustomResourceDefinition {
  const r = readCustomResourceDefinition({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: {
      group: 'example.com',
      scope: 'Namespaced',
      names: { plural: 'widgets', kind: 'Widget' },
      versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', properties: props } } }],
    },
  } as never);
  return r.crd!;
}

// registry/customresourcedefinition/strategy.go WarningsOnCreate + apiserver/validation GetUnrecognizedFormats
const rows: [string, Record<string, object>, string, string[]][] = [
  ['known string formats (dashes normalised)', { a: { type: 'string', format: 'date-time' }, b: { type: 'string', format: 'uuid' } }, '1.35', []],
  ['unknown string format', { a: { type: 'string', format: 'semver' } }, '1.35', ['unrecognized format "semver"']],
  ['integer formats other than int32/int64', { a: { type: 'integer', format: 'uint8' } }, '1.35', ['unrecognized format "uint8"']],
  ['number formats other than float/double', { a: { type: 'number', format: 'int64' } }, '1.35', ['unrecognized format "int64"']],
  ['any format on other types', { a: { type: 'boolean', format: 'byte' } }, '1.35', ['unrecognized format "byte"']],
  ['k8s-short-name known at compatibility version 1.34 (release 1.35)', { a: { type: 'string', format: 'k8s-short-name' } }, '1.35', []],
  ['k8s-short-name unknown at compatibility version 1.33 (release 1.34)', { a: { type: 'string', format: 'k8s-short-name' } }, '1.34', ['unrecognized format "k8s-short-name"']],
  ['no warnings before 1.34', { a: { type: 'string', format: 'semver' } }, '1.33', []],
  ['repeated formats warn once', { a: { type: 'string', format: 'semver' }, b: { type: 'string', format: 'semver' } }, '1.35', ['unrecognized format "semver"']],
];

describe('crdWarnings (WarningsOnCreate)', () => {
  it.each(rows)('%s', (_n, props, kv, expected) => expect(crdWarnings(withFormats(props), { kubeVersion: kv })).toEqual(expected));
  it('update warns only about newly introduced formats (WarningsOnUpdate)', () => {
    const old = withFormats({ a: { type: 'string', format: 'semver' } });
    const next = withFormats({ a: { type: 'string', format: 'semver' }, b: { type: 'string', format: 'color' } });
    expect(crdWarnings(next, { kubeVersion: '1.35', oldCRD: old })).toEqual(['unrecognized format "color"']);
  });
});
