// Corpus: every version schema of every corpus CRD (all accepted by real API servers) gives
// no error from validateCRDSchema, and the structural check alone is clean too.
import { describe, expect, it } from 'vitest';
import { corpusFiles, corpusSkipReason, hasCorpus, readCorpus } from '../../corpus';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { FieldPath } from '../../../src/engine/field/path';
import { validateCRDSchema } from '../../../src/engine/crd/crdschema';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import { NEWEST_RENDERING } from '../field/newest-rendering';

if (!hasCorpus) console.log(corpusSkipReason);

describe.skipIf(!hasCorpus)('validateCRDSchema over the corpus CRDs', () => {
  it('reports nothing for any version of the 209 CRDs', () => {
    const files = corpusFiles('crds');
    const failures: string[] = [];
    let versions = 0;
    let ms = 0;
    let slowest = { file: '', ms: 0 };
    for (const file of files) {
      const crd = parseDocuments(readCorpus(file))[0].value as unknown as CustomResourceDefinition;
      const t0 = performance.now();
      crd.spec.versions.forEach((v, i) => {
        const schema = v.schema?.openAPIV3Schema;
        if (!schema) return;
        versions++;
        const path = FieldPath.of('spec', 'versions').index(i).child('schema', 'openAPIV3Schema');
        const errs = validateCRDSchema(schema, path, {
          requireStructural: true,
          allowDefaults: true,
          statusSubresource: v.subresources?.status !== undefined,
        });
        for (const e of errs) failures.push(`${file}: ${e.toString(NEWEST_RENDERING)}`);
      });
      const t = performance.now() - t0;
      ms += t;
      if (t > slowest.ms) slowest = { file, ms: t };
    }
    console.log(`${files.length} CRDs, ${versions} version schemas checked in ${ms.toFixed(0)} ms; slowest ${slowest.file.split('/').slice(-2).join('/')} ${slowest.ms.toFixed(0)} ms`);
    expect(files.length).toBe(209);
    expect(failures).toEqual([]);
  }, 300_000);
});
