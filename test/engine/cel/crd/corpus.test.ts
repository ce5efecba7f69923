// Corpus: every x-kubernetes-validations rule of the real CRDs in ../shared/corpus/crds compiles the
// way a current kube-apiserver accepts them (no compile errors, within cost limits), and the valid
// custom objects listed in manifest.json pass every rule of their CRD version.
import { describe, expect, it } from 'vitest';
import { corpusFiles, corpusManifest, corpusSkipReason, hasCorpus, readCorpus, CORPUS_DIR } from '../../../corpus';
import { parseDocuments } from '../../../../src/engine/yaml/documents';
import { compileSchemaRules, validateRules } from '../../../../src/engine/cel/crd';
import { FieldPath } from '../../../../src/engine/field/path';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../../src/engine/apis/json';
import { join } from 'node:path';
import { applyDefaults } from '../../../../src/engine/defaulting/defaults';
import { pruneNonNullableNullsWithoutDefaults } from '../../../../src/engine/defaulting/prunenulls';
import { prune } from '../../../../src/engine/pruning/prune';
import { cloneJSON } from '../../../../src/engine/apis/json';
import { valueRendering } from '../../../../src/engine/field/errorbody';

if (!hasCorpus) console.log(corpusSkipReason);

interface CRDVersion {
  name: string;
  schema?: { openAPIV3Schema?: JSONSchemaProps };
}

const crdCache = new Map<string, { versions: CRDVersion[] } | undefined>();

function loadCRD(path: string): { versions: CRDVersion[] } | undefined {
  if (crdCache.has(path)) return crdCache.get(path);
  const crd = parseCRD(path);
  crdCache.set(path, crd);
  return crd;
}

function parseCRD(path: string): { versions: CRDVersion[] } | undefined {
  const doc = parseDocuments(readCorpus(path))[0]?.value as { spec?: { versions?: CRDVersion[] } } | undefined;
  return doc?.spec?.versions ? { versions: doc.spec.versions } : undefined;
}

describe.skipIf(!hasCorpus)('corpus CRDs: every rule compiles', () => {
  it('compiles all x-kubernetes-validations rules without errors', () => {
    let crds = 0;
    let rules = 0;
    const failures: string[] = [];
    let largest = { cost: 0, where: '' };
    let largestTotal = { cost: 0, where: '' };
    for (const file of corpusFiles('crds')) {
      const crd = loadCRD(file);
      if (!crd) continue;
      crds++;
      crd.versions.forEach((v, i) => {
        const schema = v.schema?.openAPIV3Schema;
        if (!schema) return;
        const fld = FieldPath.of('spec', 'versions').index(i).child('schema', 'openAPIV3Schema');
        const r = compileSchemaRules(schema, fld, { kubeVersion: '1.34', isResourceRoot: true });
        rules += r.rules.length;
        for (const e of r.errors) failures.push(`${file.slice(CORPUS_DIR.length + 1)}: ${e.toString(valueRendering('1.34'))}`);
        for (const rule of r.rules) {
          const cost = rule.totalCost ?? 0;
          if (cost > largest.cost) largest = { cost, where: `${file.slice(CORPUS_DIR.length + 1)} ${rule.rulePath}: ${rule.rule}` };
        }
        if (r.totalCost > largestTotal.cost) largestTotal = { cost: r.totalCost, where: `${file.slice(CORPUS_DIR.length + 1)} (version ${v.name})` };
      });
    }
    console.log(`corpus: ${crds} CRDs, ${rules} rules compiled, ${failures.length} errors`);
    console.log(`largest estimated rule cost (× cardinality): ${largest.cost} of 10000000 at ${largest.where}`);
    console.log(`largest estimated CRD total: ${largestTotal.cost} of 100000000 at ${largestTotal.where}`);
    expect(failures).toEqual([]);
    expect(rules).toBeGreaterThan(1000);
  }, 300_000);
});

interface ManifestObject {
  file: string;
  type: string;
  validity?: string;
  openapi_precheck?: unknown;
  instances?: { index: number; version: string; crd_file?: string; openapi_precheck?: unknown }[];
}

describe.skipIf(!hasCorpus)('corpus objects: valid objects pass every rule', () => {
  it('evaluates the rules of each valid object', () => {
    const manifest = corpusManifest() as { objects: ManifestObject[] };
    let objects = 0;
    let evaluated = 0;
    let stale = 0;
    const failures: string[] = [];
    for (const entry of manifest.objects) {
      if (entry.type !== 'object' || entry.validity !== 'valid') continue;
      const docs = parseDocuments(readCorpus(join(CORPUS_DIR, entry.file)));
      for (const inst of entry.instances ?? []) {
        if (!inst.crd_file) continue;
        // objects with fields the current CRD no longer has are stale examples, not valid input
        if (inst.openapi_precheck !== 'pass') {
          stale++;
          continue;
        }
        const schema = loadCRD(join(CORPUS_DIR, inst.crd_file))?.versions.find((v) => v.name === inst.version)?.schema?.openAPIV3Schema;
        const raw = docs[inst.index]?.value as JSONValue | undefined;
        if (!schema || raw === undefined) continue;
        // the apiserver prunes and defaults before validation (strategy.go order)
        const value = cloneJSON(raw);
        pruneNonNullableNullsWithoutDefaults(value, schema);
        applyDefaults(value, schema);
        prune(value, schema, { isResourceRoot: true });
        objects++;
        const r = validateRules(schema, value, undefined, { kubeVersion: '1.34', isResourceRoot: true });
        evaluated += r.results.length;
        for (const e of r.errors) failures.push(`${entry.file}#${inst.index}: ${e.toString(valueRendering('1.34'))}`);
      }
    }
    console.log(`corpus: ${objects} valid objects (${stale} with unknown fields skipped), ${evaluated} rule evaluations, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(objects).toBeGreaterThan(1000);
  }, 300_000);
});

describe.skipIf(!hasCorpus)('corpus invalid objects: the expected CEL rejections', () => {
  // Istio's invalid testdata carries the expected message in `_err`; Crossplane's update cases are
  // rejected by transition rules when applied over the earlier object. Expected messages that come
  // from OpenAPI or list-type checks (precheck failures, `Duplicate value`) are other modules' work,
  // and `Invalid value: "object"/"integer"` expectations predate kubernetes#133832's value rendering.
  const OLD_RENDERING = /Invalid value: "(object|array|string|integer|number|boolean)": /;
  it('reports the expected messages', () => {
    const manifest = corpusManifest() as { objects: (ManifestObject & { requires_old_object?: { corpus_file: string } })[] };
    let checked = 0;
    const misses: string[] = [];
    for (const entry of manifest.objects) {
      if (entry.type !== 'object' || entry.validity !== 'invalid') continue;
      const docs = parseDocuments(readCorpus(join(CORPUS_DIR, entry.file)));
      for (const inst of entry.instances ?? []) {
        if (!inst.crd_file || inst.openapi_precheck !== 'pass') continue;
        const schema = loadCRD(join(CORPUS_DIR, inst.crd_file))?.versions.find((v) => v.name === inst.version)?.schema?.openAPIV3Schema;
        const raw = docs[inst.index]?.value as Record<string, JSONValue> | undefined;
        if (!schema || !raw) continue;
        const value = cloneJSON(raw);
        const want = typeof value._err === 'string' ? value._err : undefined;
        delete value._err;
        if (want === undefined && !entry.requires_old_object) continue;
        if (want !== undefined && (want.includes('Duplicate value') || OLD_RENDERING.test(want))) continue;
        let old: JSONValue | undefined;
        if (entry.requires_old_object) {
          const olds = parseDocuments(readCorpus(join(CORPUS_DIR, entry.requires_old_object.corpus_file))).map((d) => d.value as Record<string, JSONValue>);
          old = cloneJSON(olds.find((o) => (o?.metadata as Record<string, JSONValue> | undefined)?.name === (value.metadata as Record<string, JSONValue>)?.name) ?? olds[0]);
          applyDefaults(old, schema);
          prune(old, schema, { isResourceRoot: true });
        }
        applyDefaults(value, schema);
        prune(value, schema, { isResourceRoot: true });
        const msgs = validateRules(schema, value, old, { kubeVersion: '1.34', isResourceRoot: true }).errors.map((e) => e.toString(valueRendering('1.34')));
        checked++;
        const ok = want === undefined ? msgs.length > 0 : msgs.some((m) => m.includes(want));
        if (!ok) misses.push(`${entry.file}#${inst.index}: want ${want ?? 'a rule failure'}, got ${JSON.stringify(msgs)}`);
      }
    }
    console.log(`corpus: ${checked} invalid objects with an expected CEL rejection, ${misses.length} misses`);
    expect(misses).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  }, 300_000);
});
