// Corpus: every valid corpus object is null-pruned, defaulted and pruned with the schema of its
// CRD version (the order of the apiserver's decoding path). The fields pruned must be exactly
// the unknown fields the corpus manifest recorded for the object (none for "pass").
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CORPUS_DIR, corpusManifest, corpusSkipReason, hasCorpus, readCorpus } from '../../corpus';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { prune } from '../../../src/engine/pruning';
import { applyDefaults, pruneNonNullableNullsWithoutDefaults } from '../../../src/engine/defaulting';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';

interface Instance {
  index: number;
  version: string;
  kind: string;
  name?: string;
  crd_file: string;
  openapi_precheck: 'pass' | { errors: string[]; unknown_fields: string[] } | string;
}
interface ObjectEntry {
  file: string;
  validity: string;
  project: string;
  instances?: Instance[];
}

if (!hasCorpus) console.log(corpusSkipReason);

describe.skipIf(!hasCorpus)('pruning the valid corpus objects', () => {
  it('prunes exactly the unknown fields recorded in the manifest', () => {
    const manifest = corpusManifest() as { objects: ObjectEntry[] };
    const crdCache = new Map<string, CustomResourceDefinition>();
    const schemaOf = (crdFile: string, version: string): JSONSchemaProps | undefined => {
      let crd = crdCache.get(crdFile);
      if (!crd) {
        crd = parseDocuments(readCorpus(join(CORPUS_DIR, crdFile)))[0].value as unknown as CustomResourceDefinition;
        crdCache.set(crdFile, crd);
      }
      return crd.spec.versions.find((v) => v.name === version)?.schema?.openAPIV3Schema;
    };
    const perProject = new Map<string, { objects: number; pruned: number; withPruned: number }>();
    const mismatches: string[] = [];
    let objects = 0;
    let workMs = 0;
    const t0 = performance.now();
    for (const entry of manifest.objects) {
      if (entry.validity !== 'valid' || !entry.instances) continue;
      const docs = parseDocuments(readCorpus(join(CORPUS_DIR, entry.file))).filter((d) => d.value !== undefined && d.value !== null);
      for (const inst of entry.instances) {
        const schema = schemaOf(inst.crd_file, inst.version);
        const value = docs[inst.index]?.value as JSONValue;
        if (!schema || value === undefined) continue;
        objects++;
        const w0 = performance.now();
        pruneNonNullableNullsWithoutDefaults(value, schema);
        applyDefaults(value, schema);
        const pruned = prune(value, schema, { isResourceRoot: true });
        workMs += performance.now() - w0;
        const stats = perProject.get(entry.project) ?? { objects: 0, pruned: 0, withPruned: 0 };
        stats.objects++;
        stats.pruned += pruned.length;
        if (pruned.length > 0) stats.withPruned++;
        perProject.set(entry.project, stats);
        const expected = typeof inst.openapi_precheck === 'object' ? [...inst.openapi_precheck.unknown_fields].sort() : [];
        if (JSON.stringify(pruned) !== JSON.stringify(expected)) {
          mismatches.push(`${entry.file}#${inst.index} ${inst.kind}: pruned ${JSON.stringify(pruned)} expected ${JSON.stringify(expected)}`);
        }
      }
    }
    const ms = performance.now() - t0;
    console.log(`${objects} valid corpus objects: null-pruning + defaulting + pruning ${workMs.toFixed(0)} ms; ${ms.toFixed(0)} ms with YAML parsing`);
    for (const [project, s] of [...perProject].sort()) {
      console.log(`  ${project}: ${s.objects} objects, ${s.withPruned} with pruned fields, ${s.pruned} fields pruned`);
    }
    expect(objects).toBeGreaterThan(1500);
    expect(mismatches).toEqual([]);
  }, 300_000);
});
