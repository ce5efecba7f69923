// Unknown Kubernetes versions are refused everywhere in the CLI (issue 13): --kube-version exits 2
// with the supported range, a batch request with an unknown kubeVersion gets {"error"} for that
// line only, and `check -o json` names the version it used.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { DEFAULT_KUBE_VERSION } from '../../src/engine';
import { CRONTAB_CRD, VALIDATION_PROPS, crontab } from '../fixtures/crontab';
import { fakeIo } from './fake-io';

const CRD = CRONTAB_CRD(VALIDATION_PROPS);
const GOOD = crontab('cronSpec: "* * * * */5"\nimage: x\nreplicas: 5');
const FILES = { 'crd.yaml': CRD, 'good.yaml': GOOD };

describe('crd-playground check --kube-version', () => {
  it.each([
    ['1.40', 'a version after the newest'],
    ['1.26', 'a version before the oldest'],
    ['1.38', 'the pre-release after 1.37'],
    ['abc', 'not a version'],
    ['1.3', 'a malformed minor'],
    ['', 'empty'],
  ])('%s (%s) → exit 2 naming the supported range', async (v) => {
    const io = fakeIo(FILES);
    expect(await main(['check', '--kube-version', v, 'crd.yaml', 'good.yaml'], io)).toBe(2);
    expect(io.err).toContain(`Kubernetes version ${JSON.stringify(v)} is not supported: supported versions are 1.27 to 1.37`);
    expect(io.out).toBe('');
  });

  it.each(['1.27', '1.35', '1.36', '1.37', 'v1.36'])('%s is accepted (exit 0) and named in -o json', async (v) => {
    const io = fakeIo(FILES);
    expect(await main(['check', `--kube-version=${v}`, 'crd.yaml', 'good.yaml', '-o', 'json'], io)).toBe(0);
    expect(JSON.parse(io.out).kubeVersion).toBe(v.replace(/^v/, ''));
  });

  it('-o json without --kube-version names the default', async () => {
    const io = fakeIo(FILES);
    expect(await main(['check', 'crd.yaml', 'good.yaml', '-o', 'json'], io)).toBe(0);
    const doc = JSON.parse(io.out);
    expect(Object.keys(doc)[0]).toBe('kubeVersion');
    expect(doc.kubeVersion).toBe(DEFAULT_KUBE_VERSION);
    expect(DEFAULT_KUBE_VERSION).toBe('1.37');
  });

  it('batch --kube-version 1.99 is a usage error too', async () => {
    const io = fakeIo({}, '');
    expect(await main(['batch', '--kube-version', '1.99'], io)).toBe(2);
    expect(io.err).toContain('supported versions are 1.27 to 1.37');
  });
});

describe('crd-playground batch: kubeVersion per request', () => {
  const crd = {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'xs.example.com' },
    spec: { group: 'example.com', scope: 'Namespaced', names: { plural: 'xs', kind: 'X' }, versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }] },
  };
  const requests = [
    { op: 'check', documents: [crd], kubeVersion: '1.99' },
    { op: 'check', documents: [crd], kubeVersion: '1.36' },
    { op: 'validate', schema: { type: 'integer' }, object: 1, kubeVersion: 'abc' },
    { op: 'check', documents: [crd], kubeVersion: 136 },
    { op: 'check', documents: [crd] },
  ];
  it('an unknown kubeVersion gets {"error"} naming the range; the stream goes on', async () => {
    const io = fakeIo({}, requests.map((r) => JSON.stringify(r)).join('\n') + '\n');
    expect(await main(['batch', '--kube-version', '1.30'], io)).toBe(0);
    const lines = io.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(requests.length);
    expect(lines[0]).toEqual({ error: 'Kubernetes version "1.99" is not supported: supported versions are 1.27 to 1.37' });
    expect(lines[1].kubeVersion).toBe('1.36');
    expect(lines[2]).toEqual({ error: 'Kubernetes version "abc" is not supported: supported versions are 1.27 to 1.37' });
    expect(lines[3]).toEqual({ error: 'Kubernetes version 136 is not supported: supported versions are 1.27 to 1.37' });
    // without its own kubeVersion a request runs at the one of the command line
    expect(lines[4].kubeVersion).toBe('1.30');
  });
});
