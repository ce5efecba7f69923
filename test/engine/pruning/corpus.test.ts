// Corpus: every valid corpus object is null-pruned, defaulted and pruned with the schema of its
// CRD version (the order of the apiserver's decoding path). The fields pruned must be exactly
// the unknown fields the corpus manifest recorded for the object (none for "pass"). And prunedCopy
// (pruning/copy.ts) on every corpus object, and on a perturbed copy of it, gives what the in-place
// sequence gives (./same-as-in-place.ts; the upstream rows are in ./copy.test.ts).
//
// Both tests read the CRD versions' schemas from one parse of each corpus CRD (146 files, 33 MB:
// parsing them was about half of each test's CPU). The objects are parsed by each test itself (the
// first test changes its values in place). The second test freezes the schemas and runs the in-place
// steps on them again (a change to a schema would throw there); defaults are copied into objects
// (defaulting/defaults.ts), so the first test's in-place steps leave the schemas as parsed.
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CORPUS_DIR, corpusManifest, corpusSkipReason, hasCorpus, readCorpus } from '../../corpus';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { prune } from '../../../src/engine/pruning';
import { applyDefaults, pruneNonNullableNullsWithoutDefaults } from '../../../src/engine/defaulting';
import { cloneJSON, type JSONValue } from '../../../src/engine/apis/json';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import { expectSame } from './same-as-in-place';

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

/** A corpus object with nulls and unknown fields put in at every few places (deterministic). */
function perturbed(v: JSONValue, seed: number): JSONValue {
  let n = seed;
  const walk = (x: JSONValue): JSONValue => {
    if (Array.isArray(x)) return x.map(walk);
    if (typeof x !== 'object' || x === null) return x;
    const out: Record<string, JSONValue> = {};
    for (const [k, y] of Object.entries(x)) {
      n = (n * 1103515245 + 12345) % 2147483648;
      if (n % 7 === 0) out[k] = null;
      else out[k] = walk(y);
      if (n % 11 === 0) out[`unknown${n % 5}`] = { u: 1 };
    }
    return out;
  };
  return walk(v);
}

describe.skipIf(!hasCorpus)('the corpus objects against their CRD versions', () => {
  /** Each corpus CRD parsed once for the file's tests (dropped after them). */
  let crdCache = new Map<string, CustomResourceDefinition>();
  afterAll(() => {
    crdCache = new Map();
  });
  const crdOf = (crdFile: string): CustomResourceDefinition => {
    let crd = crdCache.get(crdFile);
    if (!crd) {
      crd = parseDocuments(readCorpus(join(CORPUS_DIR, crdFile)))[0]!.value as unknown as CustomResourceDefinition;
      crdCache.set(crdFile, crd);
    }
    return crd;
  };

  it('pruning the valid corpus objects: prunes exactly the unknown fields recorded in the manifest', () => {
    const manifest = corpusManifest() as { objects: ObjectEntry[] };
    const schemaOf = (crdFile: string, version: string): JSONSchemaProps | undefined => crdOf(crdFile).spec.versions.find((v) => v.name === version)?.schema?.openAPIV3Schema;
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

  it('prunedCopy gives what the in-place steps give, for the decoder order (pruning, nulls) and the bench order (nulls, defaults, pruning)', () => {
    const manifest = corpusManifest() as { objects: { file: string; instances?: Instance[] }[] };
    let compared = 0;
    for (const entry of manifest.objects) {
      if (!entry.instances) continue;
      const docs = parseDocuments(readCorpus(join(CORPUS_DIR, entry.file))).filter((d) => d.value !== undefined && d.value !== null);
      for (const inst of entry.instances) {
        const schema = crdOf(inst.crd_file).spec?.versions?.find((v) => v.name === inst.version)?.schema?.openAPIV3Schema;
        const value = docs[inst.index]?.value as JSONValue;
        if (!schema || value === undefined) continue;
        for (const v of [value, perturbed(value, compared)]) {
          expectSame(cloneJSON(v), schema, { dropNulls: true, defaults: true, prune: { isResourceRoot: true } });
          expectSame(cloneJSON(v), schema, { dropNulls: true, defaults: false, prune: { isResourceRoot: true } });
          expectSame(cloneJSON(v), schema, { dropNulls: false, defaults: true });
          compared += 3;
        }
      }
    }
    console.log(`${compared} corpus comparisons`);
    expect(compared).toBeGreaterThan(4000);
  }, 600_000);
});
