// Corpus: every served version of the real CRDs (files up to 400 kB, to keep YAML parsing time
// reasonable: 183 of the 209) publishes a full (structural) OpenAPI v3 and v2
// schema with metadata, and explains (plain and --recursive) without error; every valid custom
// object of the corpus goes through its version's printer columns, field selectors and scale.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { statSync } from 'node:fs';
import { CORPUS_DIR, corpusFiles, corpusManifest, corpusSkipReason, hasCorpus, readCorpus } from '../../corpus';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import type { JSONObject, JSONValue } from '../../../src/engine/apis/json';
import { explain, publishOpenAPIV2, publishOpenAPIV3, gvkToModelName } from '../../../src/engine/openapi';
import { convertToTable, matchFieldSelector, printKubectlTable, scaleForObject } from '../../../src/engine/printers';

if (!hasCorpus) console.warn(corpusSkipReason);

const MAX_CRD_BYTES = 400_000;
let loaded: Map<string, CustomResourceDefinition> | null = null;
function loadCRDs(): Map<string, CustomResourceDefinition> {
  if (loaded) return loaded;
  loaded = new Map();
  for (const f of corpusFiles('crds')) {
    if (statSync(f).size > MAX_CRD_BYTES) continue;
    loaded.set(f.slice(CORPUS_DIR.length + 1), parseDocuments(readCorpus(f))[0].value as unknown as CustomResourceDefinition);
  }
  return loaded;
}

describe.skipIf(!hasCorpus)('corpus: OpenAPI publishing and explain', () => {
  it('every served version publishes its full schema and explains', () => {
    const crds = loadCRDs();
    expect(crds.size).toBeGreaterThan(180);
    let versions = 0;
    for (const [file, crd] of crds) {
      for (const v of crd.spec.versions.filter((x) => x.served)) {
        versions++;
        const model = gvkToModelName(crd.spec.group, v.name, crd.spec.names.kind);
        const v3 = publishOpenAPIV3(crd, v.name);
        const v2 = publishOpenAPIV2(crd, v.name);
        const props3 = v3?.components.schemas[model]?.properties as JSONObject | undefined;
        expect(props3?.metadata, `${file} ${v.name}: v3 metadata`).toBeDefined();
        expect(v2?.definitions[model], `${file} ${v.name}: v2`).toBeDefined();
        const plain = explain(crd, v.name, { recursive: false });
        const rec = explain(crd, v.name, { recursive: true });
        expect(plain.ok && rec.ok, `${file} ${v.name}: explain`).toBe(true);
      }
    }
    expect(versions).toBeGreaterThan(crds.size);
  }, 120_000);
});

interface ObjectEntry {
  file: string;
  validity: string;
  instances?: { index: number; version: string; crd_file: string }[];
}

describe.skipIf(!hasCorpus)('corpus: printer columns, field selectors and scale of valid objects', () => {
  it('every valid object converts, prints and is found by its name', () => {
    const crds = loadCRDs();
    const manifest = corpusManifest() as { objects: ObjectEntry[] };
    let objects = 0;
    for (const entry of manifest.objects.filter((o) => o.validity === 'valid')) {
      const docs = parseDocuments(readCorpus(join(CORPUS_DIR, entry.file))).map((d) => d.value as JSONValue);
      for (const inst of entry.instances ?? []) {
        const crd = crds.get(inst.crd_file);
        const obj = docs[inst.index];
        if (!crd || obj === undefined) continue;
        objects++;
        const version = crd.spec.versions.find((v) => v.name === inst.version)!;
        const table = convertToTable(version.additionalPrinterColumns, [obj], { now: '2026-01-01T00:00:00Z', wide: true });
        expect(table.rows[0].length, `${entry.file}#${inst.index}`).toBe(table.headers.length);
        printKubectlTable(table.headers, table.rows, { wide: true });
        const name = ((obj as JSONObject).metadata as JSONObject | undefined)?.name;
        if (typeof name === 'string') {
          const sel = matchFieldSelector(crd, inst.version, [obj], `metadata.name=${name.replace(/[\\,=]/g, (c) => '\\' + c)}`);
          expect(sel, `${entry.file}#${inst.index}`).toMatchObject({ matches: [name] });
        }
        if (version.subresources?.scale) scaleForObject(version.subresources.scale, obj);
      }
    }
    expect(objects).toBeGreaterThan(1000);
  }, 120_000);
});
