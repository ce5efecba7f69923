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
  // GetUnrecognizedFormats looks at non-string schemas from 1.36 (formats.go and TestGetUnrecognizedFormats at v1.36.0;
  // at v1.35.0 the same rows were "... is not reported")
  ['integer formats other than int32/int64 (1.36)', { a: { type: 'integer', format: 'uint8' } }, '1.36', ['unrecognized format "uint8"']],
  ['integer formats other than int32/int64 (1.35: not reported)', { a: { type: 'integer', format: 'uint8' } }, '1.35', []],
  ['int32 on an integer is recognized (1.36)', { a: { type: 'integer', format: 'int32' } }, '1.36', []],
  ['int32 on an integer is not reported (1.35)', { a: { type: 'integer', format: 'int32' } }, '1.35', []],
  ['number formats other than float/double (1.37)', { a: { type: 'number', format: 'int64' } }, '1.37', ['unrecognized format "int64"']],
  ['number formats other than float/double (1.35: not reported)', { a: { type: 'number', format: 'int64' } }, '1.35', []],
  ['any format on other types (1.36)', { a: { type: 'boolean', format: 'byte' } }, '1.36', ['unrecognized format "byte"']],
  ['any format on other types (1.35: not reported)', { a: { type: 'boolean', format: 'byte' } }, '1.35', []],
  ['untyped schema with an unknown format (1.36)', { a: { 'x-kubernetes-preserve-unknown-fields': true, format: 'semver' } }, '1.36', ['unrecognized format "semver"']],
  ['untyped schema with an unknown format (1.35: not reported)', { a: { 'x-kubernetes-preserve-unknown-fields': true, format: 'semver' } }, '1.35', []],
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

// 1.37: strategy.go getNonScalarListTypeSetWarnings (WarningsOnCreate/WarningsOnUpdate at v1.37.0, kubernetes PR
// "warn on x-kubernetes-list-type: set with non-scalar items"); absent in 1.36.
describe('crdWarnings: x-kubernetes-list-type set with non-scalar items', () => {
  const setOf = (items: Record<string, unknown>) => ({ type: 'array', 'x-kubernetes-list-type': 'set', items });
  const rows: [string, Record<string, object>, string, string[]][] = [
    [
      'set of objects (1.37)',
      { a: setOf({ type: 'object', properties: { x: { type: 'string' } } }) },
      '1.37',
      ['x-kubernetes-list-type: set for items of type "object" is not supported by server-side apply or CEL validation rules'],
    ],
    ['set of objects (1.36: no warning)', { a: setOf({ type: 'object', properties: { x: { type: 'string' } } }) }, '1.36', []],
    [
      'set of arrays (1.37)',
      { a: setOf({ type: 'array', items: { type: 'string' } }) },
      '1.37',
      ['x-kubernetes-list-type: set for items of type "array" is not supported by server-side apply or CEL validation rules'],
    ],
    ['set of strings (1.37): scalar, no warning', { a: setOf({ type: 'string' }) }, '1.37', []],
    ['atomic list of objects (1.37): no warning', { a: { type: 'array', 'x-kubernetes-list-type': 'atomic', items: { type: 'object' } } }, '1.37', []],
    [
      'both kinds, sorted, each once (1.37)',
      { b: setOf({ type: 'object' }), a: setOf({ type: 'array', items: { type: 'string' } }), c: setOf({ type: 'object' }) },
      '1.37',
      [
        'x-kubernetes-list-type: set for items of type "array" is not supported by server-side apply or CEL validation rules',
        'x-kubernetes-list-type: set for items of type "object" is not supported by server-side apply or CEL validation rules',
      ],
    ],
  ];
  it.each(rows)('%s', (_n, props, kv, expected) => expect(crdWarnings(withFormats(props), { kubeVersion: kv })).toEqual(expected));
  it('update warns only about item types the old CRD did not have', () => {
    const old = withFormats({ a: setOf({ type: 'object' }) });
    const next = withFormats({ a: setOf({ type: 'object' }), b: setOf({ type: 'array', items: { type: 'string' } }) });
    expect(crdWarnings(next, { kubeVersion: '1.37', oldCRD: old })).toEqual(['x-kubernetes-list-type: set for items of type "array" is not supported by server-side apply or CEL validation rules']);
  });
});
