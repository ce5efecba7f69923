// crd-playground check --matrix (text and json) and the batch op {"op":"matrix"}.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { answer } from '../../src/cli/batch';
import { findExample } from '../../src/examples/gallery';
import { SUPPORTED_KUBE_VERSIONS } from '../../src/engine';
import { parse as parseYAML } from 'yaml';
import { fakeIo } from './fake-io';

const SEMVER = findExample('semver-matrix')!;
const FILES = { 'crd.yaml': SEMVER.crd, 'obj.yaml': SEMVER.objects, 'good.yaml': SEMVER.objects.replace('1.2.3', '2.0.0') };
const OLDER: string[] = SUPPORTED_KUBE_VERSIONS.slice(0, SUPPORTED_KUBE_VERSIONS.indexOf('1.34'));

describe('crd-playground check --matrix', () => {
  it('text: one aligned row per version, oldest first, and the change at 1.34', async () => {
    const io = fakeIo(FILES);
    expect(await main(['check', '--matrix', 'crd.yaml', 'obj.yaml'], io)).toBe(1);
    const lines = io.out.split('\n');
    expect(lines[0]).toMatch(/^KUBERNETES\s+CRDS\s+OBJECTS\s+ERRORS\s+WARNINGS\s+FIRST ERROR$/);
    const rows = lines.slice(1, 1 + SUPPORTED_KUBE_VERSIONS.length);
    expect(rows.map((r) => r.split(/\s+/)[0])).toEqual([...SUPPORTED_KUBE_VERSIONS]);
    // columns are aligned: every row's CRDS column starts where the header's does
    const at = lines[0].indexOf('CRDS');
    for (const r of rows) expect(r.slice(at).startsWith('0/1') || r.slice(at).startsWith('1/1'), r).toBe(true);
    for (const r of rows) {
      const v = r.split(/\s+/)[0];
      if (OLDER.includes(v)) expect(r).toMatch(/^\S+\s+0\/1\s+0\/1\s+[12]\s+0\s+spec\.validation.*undeclared reference to 'isSemver' \(in container ''\)$/);
      else expect(r).toMatch(/^\S+\s+1\/1\s+1\/1\s+0\s+0\s+-$/);
    }
    expect(io.out).toContain('  1.34: gone (was in 1.33): error: spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule: Invalid value:');
    expect(io.out).toContain(`something is rejected by ${OLDER.join(', ')}`);
  });

  it('json: the batch op document plus document errors, the first difference and every CRD and object', async () => {
    const io = fakeIo(FILES);
    expect(await main(['check', '--matrix', 'crd.yaml', 'obj.yaml', '-o', 'json'], io)).toBe(1);
    const doc = JSON.parse(io.out);
    expect(Object.keys(doc)).toEqual(['versions']);
    expect(doc.versions.map((v: { kubeVersion: string }) => v.kubeVersion)).toEqual([...SUPPORTED_KUBE_VERSIONS]);
    const v134 = doc.versions.find((v: { kubeVersion: string }) => v.kubeVersion === '1.34');
    expect(v134).toMatchObject({ crdErrors: 0, objectErrors: 0, warnings: 0, documentErrors: 0, firstDifference: { change: 'removed', against: '1.33', severity: 'error' } });
    expect(v134.cells.map((c: { kind: string; label: string; accepted: boolean }) => [c.kind, c.label, c.accepted])).toEqual([
      ['crd', 'crontabs.stable.example.com', true],
      ['object', 'CronTab/my-new-cron-object', true],
    ]);
    const v133 = doc.versions.find((v: { kubeVersion: string }) => v.kubeVersion === '1.33');
    expect(v133.cells[1]).toMatchObject({ accepted: false, crdRejected: true, errors: 0 });
    expect(v133.firstError).toMatch(/undeclared reference to 'isSemver'/);
    // the same counts as the batch op
    const batch = answer(JSON.stringify({ op: 'matrix', documents: [parseYAML(SEMVER.crd), parseYAML(SEMVER.objects)] }), {}) as { versions: unknown[] };
    expect(
      doc.versions.map(({ kubeVersion, crdErrors, objectErrors, warnings, firstError }: Record<string, unknown>) => ({
        kubeVersion,
        crdErrors,
        objectErrors,
        warnings,
        ...(firstError ? { firstError } : {}),
      })),
    ).toEqual(batch.versions);
  });

  it('exit 0 when every version accepts everything', async () => {
    const crd = SEMVER.crd.replace('isSemver(self.version)', 'self.version != ""');
    const io = fakeIo({ ...FILES, 'crd.yaml': crd });
    expect(await main(['check', '--matrix', 'crd.yaml', 'good.yaml'], io)).toBe(0);
    expect(io.out).toContain(`1 CRD(s), 1 object(s): accepted by every version (${SUPPORTED_KUBE_VERSIONS.join(', ')})`);
  });

  it.each([
    ['--kube-version does not go with --matrix', ['check', '--matrix', '--kube-version', '1.30', 'crd.yaml'], /--matrix checks every supported Kubernetes version/],
    ['an unreadable file', ['check', '--matrix', 'missing.yaml'], /cannot read missing\.yaml/],
  ])('usage errors: %s (exit 2)', async (_n, argv, message) => {
    const io = fakeIo(FILES);
    expect(await main(argv, io)).toBe(2);
    expect(io.err).toMatch(message);
  });

  it('empty input: a row per version, nothing rejected', async () => {
    const io = fakeIo({ 'empty.yaml': '' });
    expect(await main(['check', '--matrix', 'empty.yaml', '-o', 'json'], io)).toBe(0);
    expect(JSON.parse(io.out).versions.map((v: { cells: unknown[] }) => v.cells)).toEqual(SUPPORTED_KUBE_VERSIONS.map(() => []));
  });
});

describe('batch {"op":"matrix"}', () => {
  const docs = [parseYAML(SEMVER.crd), parseYAML(SEMVER.objects)];

  it('answers versions oldest to newest with counts over all documents', () => {
    const r = answer(JSON.stringify({ op: 'matrix', documents: docs }), {}) as { versions: Record<string, unknown>[] };
    expect(r.versions.map((v) => v.kubeVersion)).toEqual([...SUPPORTED_KUBE_VERSIONS]);
    for (const v of r.versions) {
      expect(Object.keys(v)).toEqual(
        OLDER.includes(v.kubeVersion as string) ? ['kubeVersion', 'crdErrors', 'objectErrors', 'warnings', 'firstError'] : ['kubeVersion', 'crdErrors', 'objectErrors', 'warnings'],
      );
      expect(v.crdErrors).toBe(OLDER.includes(v.kubeVersion as string) ? 1 : 0);
    }
  });

  it('object errors count at every version; "versions" selects some', () => {
    const bad = { ...docs[1], spec: { version: 7 } };
    const r = answer(JSON.stringify({ op: 'matrix', documents: [docs[0], bad], versions: ['1.37', '1.33'] }), {}) as { versions: Record<string, unknown>[] };
    expect(r.versions).toEqual([
      // the type error, and the rules not run because of it (apiserver: "some validation rules were not checked")
      expect.objectContaining({ kubeVersion: '1.33', crdErrors: 1, objectErrors: 2 }),
      { kubeVersion: '1.37', crdErrors: 0, objectErrors: 2, warnings: 0, firstError: 'spec.version: Invalid value: "integer": spec.version in body must be of type string: "integer"' },
    ]);
  });

  it('update semantics with "old"', () => {
    const old = { ...docs[1], spec: { version: '1.0.0' } };
    const r = answer(JSON.stringify({ op: 'matrix', documents: docs, old: [old], versions: ['1.37'] }), {}) as { versions: Record<string, unknown>[] };
    expect(r.versions).toEqual([{ kubeVersion: '1.37', crdErrors: 0, objectErrors: 0, warnings: 0 }]);
  });

  it.each([
    ['an unknown version', { versions: ['1.40'] }, 'Kubernetes version "1.40" is not supported: supported versions are 1.27 to 1.37'],
    ['an old version', { versions: ['1.26'] }, 'Kubernetes version "1.26" is not supported: supported versions are 1.27 to 1.37'],
    ['a malformed version', { versions: ['latest'] }, 'malformed Kubernetes version "latest": versions look like 1.37 (supported: 1.27 to 1.37)'],
    ['versions not a list', { versions: '1.30' }, '"versions" must be a non-empty array of Kubernetes versions (1.27 to 1.37)'],
    ['a kubeVersion', { kubeVersion: '1.30' }, '"kubeVersion" does not apply to the matrix op: it checks every supported version ("versions" selects some)'],
    ['an unknown kubeVersion', { kubeVersion: '1.99' }, 'Kubernetes version "1.99" is not supported: supported versions are 1.27 to 1.37'],
    ['documents not a list', { documents: 'x' }, '"documents" must be an array of documents'],
  ])('bad input: %s → {"error"}', (_n, extra, error) => {
    expect(answer(JSON.stringify({ op: 'matrix', documents: docs, ...extra }), {})).toEqual({ error });
  });

  it('empty documents: an empty matrix (zero counts at every version)', () => {
    const r = answer(JSON.stringify({ op: 'matrix', documents: [] }), {}) as { versions: unknown[] };
    expect(r.versions).toEqual(SUPPORTED_KUBE_VERSIONS.map((kubeVersion) => ({ kubeVersion, crdErrors: 0, objectErrors: 0, warnings: 0 })));
  });
});
