// check() with a Kubernetes version the engine does not know: one top-level error naming the
// supported range and nothing checked (never a silent fallback to another version's behaviour).
import { describe, expect, it } from 'vitest';
import { check, DEFAULT_KUBE_VERSION, SUPPORTED_KUBE_VERSIONS, resolveKubeVersion, supportedKubeVersion } from '../../../src/engine';
import { CRONTAB_CRD, VALIDATION_PROPS, crontab } from '../../fixtures/crontab';

const sources = [
  { id: 'crd', text: CRONTAB_CRD(VALIDATION_PROPS) },
  { id: 'objects', text: crontab('cronSpec: "* * * * */5"\nimage: x\nreplicas: 15') },
];

describe('supported versions', () => {
  it('1.27 to 1.37, default 1.37', () => {
    expect(SUPPORTED_KUBE_VERSIONS[0]).toBe('1.27');
    expect(SUPPORTED_KUBE_VERSIONS[SUPPORTED_KUBE_VERSIONS.length - 1]).toBe('1.37');
    expect(SUPPORTED_KUBE_VERSIONS).toHaveLength(11);
    expect(DEFAULT_KUBE_VERSION).toBe('1.37');
  });
  it.each([
    ['1.36', '1.36'],
    ['v1.37', '1.37'],
    [' 1.27 ', '1.27'],
    ['1.26', undefined],
    ['1.38', undefined],
    ['1.40', undefined],
    ['1.99', undefined],
    ['abc', undefined],
    ['1.36.1', undefined],
    ['', undefined],
    [136, undefined],
    [null, undefined],
  ])('supportedKubeVersion(%j) = %j', (v, want) => {
    expect(supportedKubeVersion(v)).toBe(want);
  });
  it('resolveKubeVersion: absent → default; unknown → error', () => {
    expect(resolveKubeVersion(undefined)).toEqual({ ok: true, version: '1.37' });
    expect(resolveKubeVersion('1.99')).toEqual({ ok: false, error: 'Kubernetes version "1.99" is not supported: supported versions are 1.27 to 1.37' });
  });
});

describe('check() and the requested version', () => {
  it.each(['1.40', '1.26', 'abc', '1.99'])('%s: one error naming the range, nothing checked', (v) => {
    const r = check({ sources, options: { kubeVersion: v } });
    expect(r.kubeVersion).toBe(v);
    expect(r.crds).toEqual([]);
    expect(r.objects).toEqual([]);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', field: '', message: `Kubernetes version ${JSON.stringify(v)} is not supported: supported versions are 1.27 to 1.37` });
  });
  it.each(SUPPORTED_KUBE_VERSIONS.map((v) => [v]))('%s is checked and named', (v) => {
    const r = check({ sources, options: { kubeVersion: v } });
    expect(r.kubeVersion).toBe(v);
    expect(r.objects[0].errors.map((e) => e.detail)).toContain('spec.replicas in body should be less than or equal to 10');
  });
  it('no version: the default, named', () => {
    expect(check({ sources }).kubeVersion).toBe(DEFAULT_KUBE_VERSION);
  });
});
