import { describe, expect, it } from 'vitest';
import { readCustomResourceDefinition, validateCustomResourceDefinition } from '../../../src/engine/crd';
import type { JSONValue } from '../../../src/engine/apis/json';
import { valueRendering } from '../../../src/engine/field/errorbody';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const DNS1035 =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";

function crd(versions: JSONValue[]): JSONValue {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: { group: 'example.com', scope: 'Namespaced', names: { plural: 'widgets', kind: 'Widget' }, versions },
  };
}

const schema = (n: number) => ({ openAPIV3Schema: { type: 'object', properties: { [`f${n}`]: { type: 'string' } } } });

describe('bad input: clear errors, never a throw', () => {
  const nameRows: [string, string, string[]][] = [
    ['upper case', 'V1', [`${DNS1035}`]],
    ['dots', 'v1.0', [`${DNS1035}`]],
    ['too long', 'v' + 'a'.repeat(63), ['must be no more than 63 characters']],
    ['empty', '', [DNS1035]],
    ['unicode', 'vé', [DNS1035]],
  ];
  it.each(nameRows)('version name that is not a DNS-1035 label: %s', (_n, name, details) => {
    const r = readCustomResourceDefinition(crd([{ name, served: true, storage: true, schema: schema(0) }]));
    const errs = validateCustomResourceDefinition(r.crd!, { kubeVersion: '1.35' }).map((e) => e.toString(valueRendering('1.35')));
    expect(errs).toContain(`spec.versions[0].name: Invalid value: ${JSON.stringify(name)}: ${details.join(',')}`);
  });

  it('5000 versions validate in reasonable time', () => {
    const versions = Array.from({ length: 5000 }, (_, i) => ({ name: `v${i + 1}`, served: true, storage: i === 0, schema: schema(i) }));
    const t0 = performance.now();
    const r = readCustomResourceDefinition(crd(versions));
    const errs = validateCustomResourceDefinition(r.crd!, { kubeVersion: '1.35' });
    const ms = performance.now() - t0;
    console.log(`5000 versions: read + validate in ${ms.toFixed(0)} ms`);
    expect(errs.map((e) => e.toString(valueRendering('1.35')))).toEqual([]);
  });

  it('5000 duplicate, storage-less versions give the two spec.versions errors once each', () => {
    const versions = Array.from({ length: 5000 }, () => ({ name: 'v1', served: true, storage: false, schema: schema(1) }));
    const r = readCustomResourceDefinition(crd(versions));
    const errs = validateCustomResourceDefinition(r.crd!, { kubeVersion: '1.35' }).map((e) => e.toString(valueRendering('1.35')));
    expect(errs.filter((e) => e.startsWith('spec.versions: ')).map((e) => e.slice(e.lastIndexOf(': ') + 2))).toEqual([
      'must contain unique version names',
      'must have exactly one version marked as storage version',
    ]);
    expect(errs).toContain('status.storedVersions: Invalid value: null: must have at least one stored version');
  });

  it('a schema nested 3000 levels deep is reported, not thrown', () => {
    let s: Record<string, JSONValue> = { type: 'string' };
    for (let i = 0; i < 3000; i++) s = { type: 'object', properties: { a: s } };
    const doc = crd([{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: s } }]);
    const r = readCustomResourceDefinition(doc);
    if (r.crd) expect(() => validateCustomResourceDefinition(r.crd!, { kubeVersion: '1.35' })).not.toThrow();
    else expect(r.errors.length).toBe(1);
  });

  const weird: [string, JSONValue][] = [
    ['a number', 3],
    ['kind missing', { apiVersion: 'apiextensions.k8s.io/v1' }],
    ['spec is a string', { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', spec: 'x' }],
    ['empty spec', { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', spec: {} }],
    ['versions of nulls', crd([null, null])],
  ];
  it.each(weird)('%s', (_n, doc) => {
    const r = readCustomResourceDefinition(doc);
    const errs = r.crd ? validateCustomResourceDefinition(r.crd, { kubeVersion: '1.35' }) : r.errors;
    expect(errs.length).toBeGreaterThan(0);
  });

  it('kind missing uses the decoder text', () => {
    expect(readCustomResourceDefinition({ apiVersion: 'apiextensions.k8s.io/v1' }).errors.map((e) => e.toString(NEWEST_RENDERING))).toEqual([
      `kind: Required value: Object 'Kind' is missing in '{"apiVersion":"apiextensions.k8s.io/v1"}'`,
    ]);
  });
});
