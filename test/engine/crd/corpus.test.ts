// Corpus: every CRD in ../shared/corpus/crds (all accepted by real API servers) reads and
// validates with zero errors through readCustomResourceDefinition + validateCustomResourceDefinition
// (create), and validates as an unchanged update of itself.
import { describe, expect, it } from 'vitest';
import { corpusFiles, corpusSkipReason, hasCorpus, readCorpus } from '../../corpus';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { readCustomResourceDefinition, validateCustomResourceDefinition } from '../../../src/engine/crd';
import { valueRendering } from '../../../src/engine/field/errorbody';
import { NEWEST_RENDERING } from '../field/newest-rendering';

if (!hasCorpus) console.log(corpusSkipReason);

describe.skipIf(!hasCorpus)('CRD validation over the corpus', () => {
  it('reads and validates all 209 CRDs with no errors (create and no-op update)', () => {
    const files = corpusFiles('crds');
    const failures: string[] = [];
    const warnings: string[] = [];
    let parseMs = 0;
    let readMs = 0;
    let validateMs = 0;
    let slowest = { file: '', ms: 0 };
    for (const file of files) {
      const short = file.split('/').slice(-2).join('/');
      const tp = performance.now();
      const value = parseDocuments(readCorpus(file))[0].value;
      const t0 = performance.now();
      parseMs += t0 - tp;
      const r = readCustomResourceDefinition(value);
      const t1 = performance.now();
      readMs += t1 - t0;
      for (const e of r.errors) failures.push(`${short}: read: ${e.toString(NEWEST_RENDERING)}`);
      for (const w of r.warnings) warnings.push(`${short}: ${w}`);
      if (!r.crd) continue;
      for (const e of validateCustomResourceDefinition(r.crd, { kubeVersion: '1.35' })) failures.push(`${short}: create: ${e.toString(valueRendering('1.35'))}`);
      for (const e of validateCustomResourceDefinition(r.crd, { kubeVersion: '1.35', oldCRD: r.crd })) failures.push(`${short}: update: ${e.toString(valueRendering('1.35'))}`);
      const t = performance.now() - t1;
      validateMs += t;
      if (t > slowest.ms) slowest = { file: short, ms: t };
    }
    console.log(
      `${files.length} CRDs: YAML ${parseMs.toFixed(0)} ms, read ${readMs.toFixed(0)} ms, validate (create+update) ${validateMs.toFixed(0)} ms, total ${(readMs + validateMs).toFixed(0)} ms; slowest ${slowest.file} ${slowest.ms.toFixed(0)} ms; ${warnings.length} read warnings`,
    );
    if (warnings.length > 0) console.log(warnings.slice(0, 20).join('\n'));
    expect(files.length).toBe(209);
    expect(failures.slice(0, 50)).toEqual([]);
  }, 600_000);
});
