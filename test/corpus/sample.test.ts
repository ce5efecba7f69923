// The sample generator over every corpus CRD and every served version, minimal and full: each
// sample's YAML text goes through check() beside its CRD (the apiserver's create path) and the
// share that validates clean is printed, with the first error of each one that does not. The
// floors sit slightly below what the generator achieves, so a regression fails the test.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { check, sampleFromText } from '../../src/engine';
import { CORPUS_DIR, corpusSkipReason, hasCorpus, readCorpus } from '../corpus';

interface Manifest {
  crds: { file: string }[];
}

if (!hasCorpus) console.log(corpusSkipReason);

/**
 * Shares of samples that validate clean. Measured 298/298 minimal and 298/298 full (2026-11-25);
 * the floors leave room for repairs cut short by their time limit on a loaded machine.
 */
const FLOOR = { minimal: 0.99, full: 0.97 };

describe.skipIf(!hasCorpus)('sample objects of every corpus CRD version validate clean', () => {
  it('minimal and full samples, by share', () => {
    const manifest: Manifest = JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8'));
    const started = performance.now();
    const clean = { minimal: 0, full: 0 };
    let versions = 0;
    const failing: string[] = [];
    for (const { file } of manifest.crds) {
      const text = readCorpus(join(CORPUS_DIR, file));
      const first = sampleFromText(text, { checks: 0 });
      expect(first.error, file).toBeUndefined();
      for (const version of first.crds[0].versions) {
        versions++;
        for (const mode of ['minimal', 'full'] as const) {
          const r = sampleFromText(text, { version, full: mode === 'full' });
          const res = check({
            sources: [
              { id: 'crd', text },
              { id: 'sample', text: r.yaml },
            ],
          });
          const errors = res.diagnostics.filter((d) => d.source === 'sample' && d.severity === 'error');
          // the generator's own verdict (on the JSON value) agrees with check() on the YAML text
          expect(
            errors.map((d) => d.message),
            `${file} ${version} ${mode}`,
          ).toEqual(r.errors);
          if (!r.error && errors.length === 0) clean[mode]++;
          else failing.push(`${file} ${version} ${mode}: ${r.error ?? errors[0].message}`);
        }
      }
    }
    const share = (n: number) => n / versions;
    console.log(
      `sample: ${manifest.crds.length} CRDs, ${versions} served versions; validate clean: minimal ${clean.minimal}/${versions} (${(100 * share(clean.minimal)).toFixed(1)}%), ` +
        `full ${clean.full}/${versions} (${(100 * share(clean.full)).toFixed(1)}%) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (failing.length > 0) console.log(`not clean:\n  ${failing.join('\n  ')}`);
    expect(versions).toBeGreaterThan(200);
    expect(share(clean.minimal)).toBeGreaterThanOrEqual(FLOOR.minimal);
    expect(share(clean.full)).toBeGreaterThanOrEqual(FLOOR.full);
  }, 240_000);
});
