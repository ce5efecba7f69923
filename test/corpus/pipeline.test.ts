// Real-world check through the whole pipeline (check()): every corpus CRD is accepted with
// zero errors (real clusters serve them), every valid corpus object validates with zero
// errors, every invalid one gets at least one. Counts are printed.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { check, type Diagnostic } from '../../src/engine';
import { CORPUS_DIR, corpusSkipReason, hasCorpus, readCorpus } from '../corpus';

interface Instance {
  crd_file: string;
  expected_error?: string;
}
interface ObjectEntry {
  file: string;
  validity: string;
  project: string;
  instances: Instance[];
  requires_old_object?: { corpus_file: string };
}
interface Manifest {
  crds: { file: string }[];
  objects: ObjectEntry[];
}

if (!hasCorpus) console.log(corpusSkipReason);

/**
 * Corpus files labelled valid that a real apiserver rejects too (or that our YAML parser
 * cannot read), each with the reason. The test fails if one of them starts passing, so the
 * list stays true.
 */
const REJECTED_FOR_A_REASON: Record<string, string> = {
  'objects/valid/gateway-api/conformance__tests__gateway-static-addresses.yaml': 'PLACEHOLDER_* addresses are substituted by the conformance suite at run time; as written they are not IP addresses',
  'objects/valid/prometheus-operator/example__user-guides__scrapeclass__scrapeclass-example-definition.yaml':
    'a documentation snippet without metadata.name: kubectl refuses it, the apiserver requires name or generateName',
  'objects/valid/cluster-api/metadata.yaml': 'clusterctl metadata file, never applied to a cluster: no metadata.name',
  'objects/valid/cluster-api/test__e2e__data__shared__main__metadata.yaml': 'clusterctl metadata file: no metadata.name',
  'objects/valid/cluster-api/test__e2e__data__shared__v1.12__metadata.yaml': 'clusterctl metadata file: no metadata.name',
  'objects/valid/cluster-api/test__e2e__data__shared__v1.13__metadata.yaml': 'clusterctl metadata file: no metadata.name',
  'objects/valid/cluster-api/test__e2e__data__shared__v1.14__metadata.yaml': 'clusterctl metadata file: no metadata.name',
  'objects/valid/argo-workflows/examples__fun-with-gifs.yaml': 'generateName is indented under labels: an invalid label value and no name',
  'objects/valid/argo-workflows/examples__k8s-jobs.yaml': 'name: is swallowed by the preceding block scalar: no name',
  'objects/valid/kyverno/test__conformance__chainsaw__autogen__deployment-statefulset-job__policy.yaml': 'a chainsaw template: metadata.name is the expression ($test.metadata.name)',
  'objects/valid/crossplane/test__e2e__manifests__apiextensions__environment__default__setup__composition.yaml':
    'written for the legacy Resources mode: the current CRD defaults mode to Pipeline and its CEL rule requires pipeline',
  'objects/valid/crossplane/test__e2e__manifests__apiextensions__environment__multipleModeMaxMatch1__setup__composition.yaml': 'legacy Resources mode (see above)',
  'objects/valid/crossplane/test__e2e__manifests__apiextensions__environment__multipleModeMaxMatchNil__setup__composition.yaml': 'legacy Resources mode (see above)',
  'objects/valid/crossplane/test__e2e__manifests__apiextensions__environment__resolutionOptional__setup__composition.yaml': 'legacy Resources mode (see above)',
  'objects/valid/crossplane/test__e2e__manifests__apiextensions__environment__resolveAlways__setup__composition.yaml': 'legacy Resources mode (see above)',
  'objects/valid/crossplane/test__e2e__manifests__apiextensions__environment__resolveIfNotPresent__setup__composition.yaml': 'legacy Resources mode (see above)',
};

const manifest: Manifest = hasCorpus ? JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8')) : { crds: [], objects: [] };
const read = (f: string) => readCorpus(join(CORPUS_DIR, f));
const errorsOf = (ds: Diagnostic[]) => ds.filter((d) => d.severity === 'error');

/** istio's invalid test data carries its expected error in a top-level `_err` key that its test deletes. */
function withoutErrKeys(text: string): string {
  return text
    .split(/^---\s*$/m)
    .map((doc) => {
      const d = parseDocument(doc);
      if (d.has('_err')) d.delete('_err');
      return d.toString();
    })
    .join('---\n');
}

interface CorpusRun {
  crds: { failures: string[]; ms: number };
  valid: { failures: string[]; rejected: Set<string>; objects: number };
  invalid: { missed: string[]; objects: number; caught: number; needOld: number };
  updates: { missed: string[]; objects: number };
}

/** Manifest entries by the set of CRD files their instances name (one key per set: `a|b`). */
function groups(validity: string): Map<string, ObjectEntry[]> {
  const byCrds = new Map<string, ObjectEntry[]>();
  for (const o of manifest.objects.filter((x) => x.validity === validity)) {
    const key = [...new Set(o.instances.map((i) => i.crd_file))].sort().join('|');
    byCrds.set(key, [...(byCrds.get(key) ?? []), o]);
  }
  return byCrds;
}

/**
 * Every check() of the four tests below, run once and grouped by CRD: each CRD's own check, then
 * the valid objects, the invalid objects and the invalid updates of the CRDs it serves, one after
 * the other. The inputs, sources (ids and texts) and options of every check() are the ones each
 * test made on its own, so every result is the same; run apart, each test went through all 209
 * CRDs and the next one found none of them left in the engine's CRD cache (32 entries), so each
 * CRD was loaded up to four times instead of once.
 */
function runCorpus(): CorpusRun {
  const run: CorpusRun = {
    crds: { failures: [], ms: 0 },
    valid: { failures: [], rejected: new Set(), objects: 0 },
    invalid: { missed: [], objects: 0, caught: 0, needOld: 0 },
    updates: { missed: [], objects: 0 },
  };
  // the work of each group, in the order of the first CRD file it names
  const work = new Map<string, (() => void)[]>();
  const add = (crdFile: string, job: () => void) => work.set(crdFile, [...(work.get(crdFile) ?? []), job]);
  for (const c of manifest.crds)
    add(c.file, () => {
      const t0 = performance.now();
      const r = check({ sources: [{ id: c.file, text: read(c.file) }] });
      run.crds.ms += performance.now() - t0;
      const errs = errorsOf(r.diagnostics);
      if (r.crds.length !== 1) run.crds.failures.push(`${c.file}: ${r.crds.length} CRDs read`);
      for (const e of errs.slice(0, 3)) run.crds.failures.push(`${c.file}: ${e.message}`);
    });
  for (const [key, entries] of groups('valid'))
    add(key.split('|')[0], () => {
      const crdSources = key.split('|').map((f) => ({ id: f, text: read(f) }));
      const r = check({ sources: [...crdSources, ...entries.map((e) => ({ id: e.file, text: read(e.file) }))] });
      run.valid.objects += r.objects.length;
      for (const d of errorsOf(r.diagnostics)) {
        run.valid.rejected.add(d.source);
        if (!(d.source in REJECTED_FOR_A_REASON)) run.valid.failures.push(`${d.source}: ${d.message}`);
      }
    });
  for (const [key, entries] of groups('invalid'))
    add(key.split('|')[0], () => {
      const crdSources = key.split('|').map((f) => ({ id: f, text: read(f) }));
      for (const e of entries) {
        if (e.requires_old_object) {
          run.invalid.needOld++;
          continue;
        }
        const r = check({ sources: [...crdSources, { id: e.file, text: withoutErrKeys(read(e.file)) }] });
        for (const o of r.objects) {
          run.invalid.objects++;
          if (o.errors.length > 0) run.invalid.caught++;
          else run.invalid.missed.push(`${e.file}: ${o.kind}/${o.name}`);
        }
      }
    });
  for (const e of manifest.objects.filter((x) => x.validity === 'invalid' && x.requires_old_object)) {
    const crdFiles = [...new Set(e.instances.map((i) => i.crd_file))];
    add(crdFiles[0], () => {
      const crdSources = crdFiles.map((f) => ({ id: f, text: read(f) }));
      const r = check({
        sources: [...crdSources, { id: e.file, text: read(e.file) }],
        oldSources: [{ id: 'old', text: read(e.requires_old_object!.corpus_file) }],
        options: { request: 'update' },
      });
      for (const o of r.objects) {
        run.updates.objects++;
        if (o.errors.length === 0) run.updates.missed.push(`${e.file}: ${o.kind}/${o.name}`);
      }
    });
  }
  for (const jobs of work.values()) for (const job of jobs) job();
  return run;
}

describe.skipIf(!hasCorpus)('corpus through check()', () => {
  let run: CorpusRun;
  beforeAll(() => void (run = runCorpus()), 900_000);

  it('every CRD is accepted with zero errors', () => {
    const { failures, ms } = run.crds;
    console.log(`corpus CRDs: ${manifest.crds.length} checked in ${(ms / 1000).toFixed(1)} s, ${failures.length} problems`);
    expect(failures).toEqual([]);
  });

  it('every valid object validates with zero errors (but the listed ones, for the reason given)', () => {
    const { failures, rejected, objects } = run.valid;
    console.log(
      `corpus valid objects: ${objects} checked; ${failures.length} unexpected errors; ` +
        `${Object.keys(REJECTED_FOR_A_REASON).length} files rejected as a real apiserver would (listed with reasons)`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(Object.keys(REJECTED_FOR_A_REASON).filter((f) => !rejected.has(f))).toEqual([]);
  });

  it('every invalid object gets at least one error', () => {
    const { missed, objects, caught, needOld } = run.invalid;
    console.log(`corpus invalid objects: ${caught}/${objects} rejected (${needOld} files need an old object and are checked by the update tests)`);
    expect(missed).toEqual([]);
  });

  it('every invalid update (applied over its old object) gets at least one error', () => {
    const { missed, objects } = run.updates;
    console.log(`corpus invalid updates: ${objects - missed.length}/${objects} rejected`);
    expect(missed).toEqual([]);
  });
});
