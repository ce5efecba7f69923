// ObjectReport.upgrade: objects of the objects editor as stored under the previous CRD, read back
// under the new one (storage decoding prunes and defaults with the new CRD's schema for the stored
// version, then the object is converted to the version asked for) and validated as an update of
// itself (ratcheting, from 1.30) and without ratcheting.
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';

type Doc = Record<string, any>;
const version = (name: string, props: Doc, extra: Doc = {}) => ({
  name,
  served: true,
  storage: false,
  schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: props } } } },
  ...extra,
});
const crd = (versions: Doc[]) => ({
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'crontabs.stable.example.com' },
  spec: { group: 'stable.example.com', scope: 'Namespaced', names: { plural: 'crontabs', singular: 'crontab', kind: 'CronTab' }, versions },
});
const obj = (apiVersion: string, spec: Doc) => ({ apiVersion, kind: 'CronTab', metadata: { name: 'x', namespace: 'default' }, spec });

function run(oldCRD: Doc, newCRD: Doc, o: Doc, kubeVersion = '1.35') {
  const r = check({
    sources: [
      { id: 'crd', text: JSON.stringify(newCRD) },
      { id: 'objects', text: JSON.stringify(o) },
    ],
    oldSources: [{ id: 'oldCrd', text: JSON.stringify(oldCRD) }],
    options: { kubeVersion },
  });
  return r.objects[0];
}

describe('objects read as stored under the previous CRD', () => {
  it('a removed field is pruned when the stored object is read; a new default is applied', () => {
    const o = run(
      crd([version('v1', { a: { type: 'string' }, b: { type: 'string' } }, { storage: true })]),
      crd([version('v1', { a: { type: 'string' }, c: { type: 'string', default: 'z' } }, { storage: true })]),
      obj('stable.example.com/v1', { a: 'x', b: 'y' }),
    );
    expect(o.upgrade).toMatchObject({ storedVersion: 'v1', version: 'v1', pruned: ['spec.b'], defaulted: ['spec.c'], failsOnUpdate: false, errors: [], createErrors: [] });
    expect((o.upgrade!.object as Doc).spec).toEqual({ a: 'x', c: 'z' });
  });

  it('a stored version the new CRD no longer defines cannot be read', () => {
    const o = run(crd([version('v1', {}, { storage: true })]), crd([version('v2', {}, { storage: true })]), obj('stable.example.com/v1', {}));
    expect(o.upgrade?.failsOnUpdate).toBe(true);
    expect(o.upgrade?.errors.map((e) => e.message)).toEqual([
      'stored as v1, which the new CRD no longer defines: the apiserver cannot read this object (keep v1 in spec.versions until a storage migration rewrites it)',
    ]);
  });

  it('a version no longer served is read at the new storage version (None conversion)', () => {
    const o = run(
      crd([version('v1', { a: { type: 'string' } }, { storage: true })]),
      crd([version('v1', { a: { type: 'string' } }, { served: false }), version('v2', { a: { type: 'string', maxLength: 1 } }, { storage: true })]),
      obj('stable.example.com/v1', { a: 'long' }),
    );
    expect(o.upgrade).toMatchObject({ storedVersion: 'v1', version: 'v2', failsOnUpdate: false });
    expect((o.upgrade!.object as Doc).apiVersion).toBe('stable.example.com/v2');
    expect(o.upgrade!.createErrors.map((e) => e.message)).toEqual(['spec.a: Too long: may not be more than 1 byte']);
    expect(o.upgrade!.notes).toContain('the new CRD no longer serves v1: the object is read at the storage version v2');
  });

  it('a tightened bound: a no-op update ratchets (1.30+); before 1.30 it fails', () => {
    const oldC = crd([version('v1', { n: { type: 'integer', maximum: 10 } }, { storage: true })]);
    const newC = crd([version('v1', { n: { type: 'integer', maximum: 5 } }, { storage: true })]);
    const now = run(oldC, newC, obj('stable.example.com/v1', { n: 8 }));
    expect(now.upgrade?.failsOnUpdate).toBe(false);
    expect(now.upgrade?.errors.map((e) => [e.message, e.ratcheted])).toEqual([['spec.n: Invalid value: 8: spec.n in body should be less than or equal to 5', true]]);
    const before = run(oldC, newC, obj('stable.example.com/v1', { n: 8 }), '1.29');
    expect(before.upgrade?.failsOnUpdate).toBe(true);
    expect(before.warnings.at(-1)?.message).toBe(
      'under the new CRD this stored object fails validation on its next update (1 error, first: spec.n: Invalid value: 8: spec.n in body should be less than or equal to 5)',
    );
  });

  it('an object the previous CRD did not serve is not read back', () => {
    const o = run(crd([version('v1', {}, { storage: true })]), crd([version('v1', {}, { storage: true }), version('v2', {})]), obj('stable.example.com/v2', {}));
    expect(o.upgrade?.object).toBeNull();
    expect(o.upgrade?.notes).toEqual(['the previous CRD does not serve stable.example.com/v2: the object could not have been stored under it, so it is not read back']);
  });

  it('without a previous CRD there is no upgrade report', () => {
    const r = check({
      sources: [
        { id: 'crd', text: JSON.stringify(crd([version('v1', {}, { storage: true })])) },
        { id: 'objects', text: JSON.stringify(obj('stable.example.com/v1', {})) },
      ],
    });
    expect(r.objects[0].upgrade).toBeUndefined();
  });
});
