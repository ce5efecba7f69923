// The compatibility matrix of every corpus CRD (CRD only, no objects): which supported
// Kubernetes versions accept it. Prints how many CRDs every version accepts and names the ones
// some version rejects, with the first version that accepts them and the first error of the one
// before. Real CRDs that need a newer Kubernetes than the oldest supported one are the
// interesting output, not a failure; what is asserted is what a real cluster guarantees: these
// CRDs are served by current clusters, so the newest version accepts every one of them.
// About 35 s of CPU on this machine (209 CRDs × 11 versions); the time limit leaves room for a
// loaded machine (307 s of wall at load 23–29 on two cores, 2026-11-29).
import { describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import { compatibilityMatrix, SUPPORTED_KUBE_VERSIONS, type MatrixResult } from '../../src/engine';
import { CORPUS_DIR, corpusFiles, corpusSkipReason, hasCorpus, readCorpus } from '../corpus';

if (!hasCorpus) console.log(corpusSkipReason);

const firstLine = (s: string | undefined) => (s ?? '').split('\n')[0];

describe.skipIf(!hasCorpus)('corpus: compatibility matrix of every CRD', () => {
  it('is computed for every CRD; the newest version accepts all of them', { timeout: 600_000 }, () => {
    const files = corpusFiles('crds');
    expect(files.length).toBeGreaterThan(100);
    const started = performance.now();
    const matrices: { file: string; m: MatrixResult }[] = files.map((f) => ({
      file: relative(CORPUS_DIR, f),
      m: compatibilityMatrix({ sources: [{ id: f, text: readCorpus(f) }] }),
    }));
    const elapsed = performance.now() - started;

    const acceptedAt = (m: MatrixResult) => m.versions.filter((v) => v.crdErrors === 0).map((v) => v.kubeVersion);
    const perVersion = SUPPORTED_KUBE_VERSIONS.map((v) => [v, matrices.filter(({ m }) => acceptedAt(m).includes(v)).length] as const);
    const everywhere = matrices.filter(({ m }) => acceptedAt(m).length === SUPPORTED_KUBE_VERSIONS.length);
    const notEverywhere = matrices.filter(({ m }) => acceptedAt(m).length !== SUPPORTED_KUBE_VERSIONS.length);

    const lines = [
      `corpus matrix: ${matrices.length} CRDs × ${SUPPORTED_KUBE_VERSIONS.length} versions in ${(elapsed / 1000).toFixed(1)} s`,
      `accepted by every version (${SUPPORTED_KUBE_VERSIONS[0]}–${SUPPORTED_KUBE_VERSIONS[SUPPORTED_KUBE_VERSIONS.length - 1]}): ${everywhere.length}`,
      `accepted per version: ${perVersion.map(([v, n]) => `${v}: ${n}`).join(', ')}`,
      `not accepted by every version: ${notEverywhere.length}`,
    ];
    for (const { file, m } of notEverywhere) {
      const ok = acceptedAt(m);
      const contiguous = ok.length > 0 && ok.join() === SUPPORTED_KUBE_VERSIONS.slice(SUPPORTED_KUBE_VERSIONS.length - ok.length).join();
      const lastRejecting = [...m.versions].reverse().find((v) => v.crdErrors > 0);
      const where = ok.length === 0 ? 'rejected everywhere' : contiguous ? `accepted from ${ok[0]}` : `accepted by ${ok.join(', ')}`;
      lines.push(`  ${file}: ${where}; ${lastRejecting?.kubeVersion}: ${lastRejecting?.crdErrors} error(s), first: ${firstLine(lastRejecting?.firstError)}`);
    }
    console.log(lines.join('\n'));

    for (const { file, m } of matrices) {
      expect(m.versions, file).toHaveLength(SUPPORTED_KUBE_VERSIONS.length);
      const ok = acceptedAt(m);
      // the newest supported version serves every corpus CRD (they are installed on current clusters)
      expect(ok, `${file}: ${firstLine(m.versions[m.versions.length - 1].firstError)}`).toContain(SUPPORTED_KUBE_VERSIONS[SUPPORTED_KUBE_VERSIONS.length - 1]);
    }
  });
});
