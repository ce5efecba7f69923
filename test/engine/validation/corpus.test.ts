// Corpus: every custom object the source projects apply as valid passes the OpenAPI schema
// validation (ValidateCustomResource), embedded-resource checks, list-type uniqueness and the
// strategy's ObjectMeta validation against the matching version of its CRD, after the steps the
// apiserver runs first (null pruning and defaulting; kubectl supplies the namespace). Invalid
// objects are counted: many need CEL, which is another layer.
import { describe, expect, it } from 'vitest';
import { corpusManifest, corpusSkipReason, hasCorpus, readCorpus, CORPUS_DIR } from '../../corpus';
import { join } from 'node:path';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { validateValue } from '../../../src/engine/ops/validate-value';
import { validateObjectMetaForCustomResource } from '../../../src/engine/objectmeta';
import { applyDefaults, pruneNonNullableNullsWithoutDefaults } from '../../../src/engine/defaulting';
import { cloneJSON, isObject, type JSONObject, type JSONValue } from '../../../src/engine/apis/json';
import { type JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import { NEWEST_RENDERING } from '../field/newest-rendering';

if (!hasCorpus) console.log(corpusSkipReason);

interface Instance {
  index: number;
  version: string;
  crd_file: string;
}
interface ObjectEntry {
  file: string;
  validity: string;
  instances?: Instance[];
}

const crdCache = new Map<string, CustomResourceDefinition>();
function crdOf(file: string): CustomResourceDefinition {
  let crd = crdCache.get(file);
  if (!crd) {
    crd = parseDocuments(readCorpus(join(CORPUS_DIR, file)))[0].value as unknown as CustomResourceDefinition;
    crdCache.set(file, crd);
  }
  return crd;
}

function check(doc: JSONValue, inst: Instance): { errors: string[]; ms: number } {
  const crd = crdOf(inst.crd_file);
  const version = crd.spec.versions.find((v) => v.name === inst.version);
  const schema = version?.schema?.openAPIV3Schema as JSONSchemaProps | undefined;
  if (!schema || !isObject(doc)) return { errors: [], ms: 0 };
  const obj = cloneJSON(doc) as JSONObject;
  delete obj._err; // istio test data carries the expected error in the document
  pruneNonNullableNullsWithoutDefaults(obj, schema);
  applyDefaults(obj, schema);
  // BeforeCreate: the name is generated from generateName; kubectl supplies the namespace.
  const meta: JSONObject = isObject(obj.metadata) ? { ...obj.metadata } : {};
  if (meta.name === undefined && typeof meta.generateName === 'string') meta.name = meta.generateName + 'x7k2q';
  if (crd.spec.scope === 'Namespaced' && meta.namespace === undefined) meta.namespace = 'default';
  if (crd.spec.scope === 'Cluster') delete meta.namespace; // BeforeCreate clears it
  obj.metadata = meta;
  const t0 = performance.now();
  const errs = [...validateObjectMetaForCustomResource(obj, { namespaced: crd.spec.scope === 'Namespaced', kubeMinor: 37 }), ...validateValue(schema, obj, { isResourceRoot: false })];
  return { errors: errs.map((e) => e.toString(NEWEST_RENDERING)), ms: performance.now() - t0 };
}

/**
 * "Valid" corpus files that a real apiserver rejects as written, each for a reason outside this
 * engine: the upstream projects rewrite them before applying or never send them to an apiserver.
 */
const NOT_APPLIED_AS_WRITTEN: Record<string, string> = {
  'objects/valid/gateway-api/conformance__tests__gateway-static-addresses.yaml':
    'the conformance suite substitutes PLACEHOLDER_*_ADDRS with real IPs before applying (format ipv4/ipv6 fails on the placeholders)',
  'objects/valid/cluster-api/metadata.yaml': 'clusterctl provider metadata file, read by clusterctl, never created (no metadata.name)',
  'objects/valid/cluster-api/test__e2e__data__shared__main__metadata.yaml': 'clusterctl provider metadata file (no metadata.name)',
  'objects/valid/cluster-api/test__e2e__data__shared__v1.12__metadata.yaml': 'clusterctl provider metadata file (no metadata.name)',
  'objects/valid/cluster-api/test__e2e__data__shared__v1.13__metadata.yaml': 'clusterctl provider metadata file (no metadata.name)',
  'objects/valid/cluster-api/test__e2e__data__shared__v1.14__metadata.yaml': 'clusterctl provider metadata file (no metadata.name)',
  'objects/valid/prometheus-operator/example__user-guides__scrapeclass__scrapeclass-example-definition.yaml': 'documentation snippet without metadata',
  'objects/valid/argo-workflows/examples__fun-with-gifs.yaml': 'generateName is indented under labels: no name, and the label value "fun-with-gifs-" ends with a dash',
  'objects/valid/argo-workflows/examples__k8s-jobs.yaml': 'no metadata.name or generateName at the metadata level',
  'objects/valid/kyverno/test__conformance__chainsaw__autogen__deployment-statefulset-job__policy.yaml': 'chainsaw template: the name "($test.metadata.name)" is substituted by the test runner',
};

describe.skipIf(!hasCorpus)('corpus objects', () => {
  const entries = hasCorpus ? (corpusManifest() as { objects: ObjectEntry[] }).objects : [];

  it('valid objects give no error from schema, embedded-resource, list-type and metadata validation', () => {
    const failures: string[] = [];
    let objects = 0;
    let ms = 0;
    for (const entry of entries.filter((e) => e.validity === 'valid' && !NOT_APPLIED_AS_WRITTEN[e.file])) {
      const docs = parseDocuments(readCorpus(join(CORPUS_DIR, entry.file)));
      for (const inst of entry.instances ?? []) {
        const doc = docs[inst.index]?.value;
        if (doc === undefined) continue;
        objects++;
        const r = check(doc, inst);
        ms += r.ms;
        for (const e of r.errors) failures.push(`${entry.file}#${inst.index}: ${e}`);
      }
    }
    console.log(
      `valid corpus objects: ${objects} checked in ${ms.toFixed(0)} ms, ${failures.length} errors ` + `(${Object.keys(NOT_APPLIED_AS_WRITTEN).length} files not applied as written are excluded)`,
    );
    expect(objects).toBeGreaterThan(1800);
    expect(failures).toEqual([]);
  }, 300_000); // parsing the corpus CRDs (37 MB of YAML) dominates

  it('counts the invalid objects this layer rejects', () => {
    let objects = 0;
    let caught = 0;
    const examples: string[] = [];
    for (const entry of entries.filter((e) => e.validity === 'invalid')) {
      const docs = parseDocuments(readCorpus(join(CORPUS_DIR, entry.file)));
      for (const inst of entry.instances ?? []) {
        const doc = docs[inst.index]?.value;
        if (doc === undefined) continue;
        objects++;
        const r = check(doc, inst);
        if (r.errors.length > 0) {
          caught++;
          if (examples.length < 5) examples.push(`${entry.file}#${inst.index}: ${r.errors[0]}`);
        }
      }
    }
    console.log(`invalid corpus objects: ${objects}, rejected by OpenAPI/list-type/metadata validation: ${caught}\n  ${examples.join('\n  ')}`);
    expect(objects).toBeGreaterThan(100);
  }, 300_000);
});
