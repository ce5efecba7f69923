// Engine benchmarks: one edit of the CronTab example; the largest corpus CRD with one
// object; 1,000 objects against one CRD beside ajv on an equivalent JSON Schema.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments, stringify as stringifyYaml } from 'yaml';
import Ajv from 'ajv';
import { check, type JSONValue } from '../src/engine';
import { prunedCopy } from '../src/engine/pruning';
import { validateCustomResource } from '../src/engine/validation';
import { validateListSetsAndMaps } from '../src/engine/listtype';
import { FieldPath } from '../src/engine/field/path';
import { CRONTAB_CRD, DEFAULTING_PROPS, crontab } from '../test/fixtures/crontab';
import { CORPUS_DIR, hasCorpus } from '../test/corpus';
import { measure, row, ratio, type Timing } from './harness';

export interface BenchReport {
  lines: string[];
  results: Record<string, number>;
}

const crd = CRONTAB_CRD(DEFAULTING_PROPS);
const obj = crontab('cronSpec: "* * * *"\nimage: my-awesome-cron-image\nreplicas: 15\nsomeRandomField: 42');
let n = 0;
/** ajv without its console warnings (unknown `format`s are ignored, as kube-openapi ignores them). */
const newAjv = () => new Ajv({ allErrors: true, strict: false, useDefaults: true, removeAdditional: 'all', logger: false });

/** Bench groups, selected with `npm run bench -- --only <pattern>` (matched against the id). */
export const ENGINE_GROUPS: { id: string; title: string; run: () => BenchReport }[] = [
  { id: 'engine:crontab', title: 'Engine (Node): CronTab edits', run: crontabEdits },
  { id: 'engine:objects', title: 'Engine (Node): 1,000 objects beside ajv', run: thousandObjects },
  { id: 'engine:largest', title: 'Engine (Node): largest corpus CRD', run: largestCrd },
];

function crontabEdits(): BenchReport {
  const lines: string[] = [];
  const results: Record<string, number> = {};

  // 1. one edit of the CronTab example: parse, validate, prune, default
  const parseOnly = measure('yaml parse of the same texts', () => {
    parseAllDocuments(crd);
    parseAllDocuments(obj);
  });
  // each run is a new edit of the object (the CRD text is unchanged, as while typing in the object editor)
  const edit = measure('engine: one CronTab edit', () =>
    check({
      sources: [
        { id: 'crd', text: crd },
        { id: 'objects', text: obj.replace('replicas: 15', `replicas: ${++n % 20}`) },
      ],
    }),
  );
  lines.push(row('CronTab object edit (parse, default, prune, validate)', edit, parseOnly));
  const crdEdit = measure('engine: one CronTab CRD edit', () =>
    check({
      sources: [
        { id: 'crd', text: `${crd}# edit ${++n}\n` },
        { id: 'objects', text: obj },
      ],
    }),
  );
  lines.push(row('CronTab CRD edit (CRD validation + the object again)', crdEdit, parseOnly));
  results.crdEditMs = crdEdit.medianMs;
  results.crontabEditMs = edit.medianMs;
  results.crontabEditVsYamlParse = ratio(edit, parseOnly);
  return { lines, results };
}

function thousandObjects(): BenchReport {
  const lines: string[] = [];
  const results: Record<string, number> = {};
  // 2. 1,000 objects against one CRD, beside ajv
  const schema = JSON.parse(JSON.stringify((parseAllDocuments(crd)[0].toJS() as any).spec.versions[0].schema.openAPIV3Schema));
  const objects: unknown[] = [];
  let objText = '';
  const objDocs: string[] = [];
  for (let i = 0; i < 1000; i++) {
    const o = { apiVersion: 'stable.example.com/v1', kind: 'CronTab', metadata: { name: `cron-${i}` }, spec: { cronSpec: '*/5 * * * *', image: `img-${i}`, replicas: (i % 12) + 1 } };
    objects.push(o);
    objText += (i ? '---\n' : '') + JSON.stringify(o) + '\n';
    objDocs.push(JSON.stringify(o));
  }
  // the equivalent work in ajv: defaults (useDefaults), pruning (removeAdditional) and validation
  const ajv = newAjv();
  const ajvSchema = toAjvSchema(schema);
  ajvSchema.properties = { apiVersion: { type: 'string' }, kind: { type: 'string' }, metadata: { type: 'object' }, ...ajvSchema.properties };
  const validate = ajv.compile(ajvSchema);
  const ajvRun = measure(
    'ajv',
    () => {
      for (const o of objects) validate(structuredClone(o));
    },
    { minRuns: 5 },
  );
  // every document's text is new each run, so nothing is served from the engine's caches (parses
  // are cached per document)
  const freshObjects = (run: number) => objDocs.map((d) => `${d} # run ${run}\n`).join('---\n');
  const engineRun = measure(
    'engine',
    () =>
      check({
        sources: [
          { id: 'crd', text: crd },
          { id: 'objects', text: freshObjects(++n) },
        ],
      }),
    { minRuns: 5 },
  );
  const ajvWithParse = measure(
    'ajv + yaml parse',
    () => {
      for (const d of parseAllDocuments(objText)) validate(d.toJS());
    },
    { minRuns: 5 },
  );
  // the same objects as block-style YAML (what people write): the JSON-line fast path of
  // yaml/jsondoc.ts does not apply; yaml/blockdoc.ts decodes them (decision 0022)
  // (each object is written once; a run only appends its comment, as the JSON-line row does, so
  // the yaml library's stringify is not timed as the engine's work)
  const yamlBodies = objects.map((o) => stringifyYaml(o));
  const yamlDoc = (i: number, run: number) => `${yamlBodies[i]}# run ${run}\n`;
  const yamlText = objects.map((_o, i) => yamlDoc(i, 0)).join('---\n');
  const engineYamlRun = measure(
    'engine, YAML objects',
    () => {
      const run = ++n;
      return check({
        sources: [
          { id: 'crd', text: crd },
          { id: 'objects', text: objects.map((_o, i) => yamlDoc(i, run)).join('---\n') },
        ],
      });
    },
    { minRuns: 5 },
  );
  const ajvWithYamlParse = measure(
    'ajv + yaml parse, YAML objects',
    () => {
      for (const d of parseAllDocuments(yamlText)) validate(d.toJS());
    },
    { minRuns: 5 },
  );
  lines.push(row('1,000 objects: ajv compile-once default+prune+validate (baseline)', ajvRun));
  lines.push(row('1,000 objects: ajv + YAML parse of the same text', ajvWithParse, ajvRun));
  lines.push(row('1,000 objects: engine check (parse+default+prune+validate)', engineRun, ajvWithParse));
  lines.push(row('1,000 objects as block YAML: engine check', engineYamlRun, ajvWithYamlParse));
  results.thousandYamlObjectsVsAjvWithParse = ratio(engineYamlRun, ajvWithYamlParse);
  results.thousandObjectsMs = engineRun.medianMs;
  results.thousandObjectsVsAjvWithParse = ratio(engineRun, ajvWithParse);
  results.thousandObjectsVsAjv = ratio(engineRun, ajvRun);

  // the per-object work on decoded objects, beside ajv on the same decoded objects: drop nulls,
  // default, prune, then kube-openapi validation with kube's messages and list types. The two
  // sides differ in one thing: ajv's defaults and removeAdditional change the object they are
  // given, so its side pays a structuredClone of each object; the engine's prunedCopy leaves its
  // input alone and builds the dropped-nulls, defaulted, pruned copy in its one walk, so its side
  // has no clone (decision 0018).
  const core = measure(
    'engine per-object core',
    () => {
      for (const o of objects) {
        const v = prunedCopy(o as JSONValue, schema, { dropNulls: true, defaults: true, prune: { isResourceRoot: true } }).value;
        validateCustomResource(FieldPath.nil(), v, schema, { isResourceRoot: true });
        validateListSetsAndMaps(FieldPath.nil(), schema, v);
      }
    },
    { minRuns: 5 },
  );
  lines.push(row('1,000 decoded objects: engine default+prune+validate', core, ajvRun));
  results.thousandObjectsCoreVsAjv = ratio(core, ajvRun);
  return { lines, results };
}

function largestCrd(): BenchReport {
  const lines: string[] = [];
  const results: Record<string, number> = {};
  // 3. the largest corpus CRD plus one object
  if (hasCorpus) {
    const manifest = JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8')) as {
      crds: { file: string; bytes: number; group: string; kind: string; storage_version: string }[];
    };
    const largest = [...manifest.crds].sort((a, b) => b.bytes - a.bytes)[0];
    if (largest && existsSync(join(CORPUS_DIR, largest.file))) {
      const text = readFileSync(join(CORPUS_DIR, largest.file), 'utf8');
      const one = `apiVersion: ${largest.group}/${largest.storage_version}\nkind: ${largest.kind}\nmetadata:\n  name: sample\nspec: {}\n`;
      const parse: Timing = measure('yaml parse of the CRD', () => parseAllDocuments(text), { minRuns: 3, minMs: 0 });
      // each run changes the schema (a new property with its own name and maxLength in the first
      // `properties:` below the root's), so no cache keyed by the schema's content answers
      const props = text.indexOf('properties:\n', text.indexOf('openAPIV3Schema:'));
      const propsLine = text.lastIndexOf('\n', props) + 1;
      const indent = ' '.repeat(props - propsLine + 2);
      const propsAt = props + 'properties:\n'.length;
      const schemaChanged = (run: number) => `${text.slice(0, propsAt)}${indent}benchRun${run}:\n${indent}  maxLength: ${run}\n${indent}  type: string\n${text.slice(propsAt)}`;
      const full: Timing = measure(
        'engine',
        () =>
          check({
            sources: [
              { id: 'crd', text: schemaChanged(++n) },
              { id: 'objects', text: one },
            ],
          }),
        { minRuns: 3, minMs: 0, warmup: 1 },
      );
      lines.push(row(`largest corpus CRD (${largest.file.split('/').pop()}, ${(largest.bytes / 1e6).toFixed(1)} MB) + 1 object, schema changed`, full, parse));
      results.largestCrdMs = full.medianMs;
      results.largestCrdVsYamlParse = ratio(full, parse);
      // the same by CPU time of the process (all threads: the parse's garbage collector works on
      // helper threads, so its wall time is less than its CPU time), the two alternating per run
      const cpuMs = (fn: () => unknown) => {
        const c = process.cpuUsage();
        fn();
        const d = process.cpuUsage(c);
        return (d.user + d.system) / 1000;
      };
      const cpuParse: number[] = [];
      const cpuCheck: number[] = [];
      for (let i = 0; i < 5; i++) {
        cpuParse.push(cpuMs(() => parseAllDocuments(text)));
        cpuCheck.push(
          cpuMs(() =>
            check({
              sources: [
                { id: 'crd', text: schemaChanged(++n) },
                { id: 'objects', text: one },
              ],
            }),
          ),
        );
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
      const cpuFull: Timing = { name: 'engine', medianMs: median(cpuCheck), runs: cpuCheck.length };
      const cpuYaml: Timing = { name: 'yaml parse of the CRD (CPU time)', medianMs: median(cpuParse), runs: cpuParse.length };
      lines.push(row('  the same by CPU time, alternating with the parse', cpuFull, cpuYaml));
      results.largestCrdCpuVsYamlParseCpu = ratio(cpuFull, cpuYaml);
      // ajv doing the comparable work: parse the CRD, compile its schema, validate the object
      const bigAjv: Timing = measure(
        'YAML parse + ajv compile + validate',
        () => {
          const doc = parseAllDocuments(text)[0].toJS() as any;
          const v = doc.spec.versions.find((x: any) => x.name === largest.storage_version) ?? doc.spec.versions[0];
          const validateBig = newAjv().compile(toAjvSchema(v.schema.openAPIV3Schema));
          validateBig({ apiVersion: `${largest.group}/${largest.storage_version}`, kind: largest.kind, metadata: { name: 'sample' }, spec: {} });
        },
        { minRuns: 3, minMs: 0, warmup: 1 },
      );
      // edits while the CRD and the object share one text (as in one file, or the CLI's stream):
      // the documents that did not change are not parsed again, the CRD's load is reused
      const shared = (objectLine: string, crdText = text) => `${crdText}\n---\n${one}  # ${objectLine}\n`;
      check({ sources: [{ id: 'one', text: shared('warm') }] });
      const objectEdit: Timing = measure('engine', () => check({ sources: [{ id: 'one', text: shared(`edit ${++n}`) }] }), { minRuns: 5, minMs: 0, warmup: 1 });
      lines.push(row('  edit one line in the object next to the largest CRD', objectEdit, parse));
      results.largestObjectEditVsYamlParse = ratio(objectEdit, parse);
      const at = text.indexOf('description:', text.length >> 1);
      const crdEdit: Timing = measure(
        'engine',
        () => {
          const edited = `${text.slice(0, at)}description: edited ${++n} -${text.slice(at + 'description:'.length)}`;
          check({ sources: [{ id: 'one', text: shared('same', edited) }] });
        },
        { minRuns: 3, minMs: 0, warmup: 1 },
      );
      lines.push(row("  edit one line in the largest CRD's description", crdEdit, parse));
      results.largestCrdEditVsYamlParse = ratio(crdEdit, parse);
      lines.push(row(`  the same with YAML parse + ajv compile + validate`, bigAjv));
      lines.push(row(`  engine (CRD validation, structural schema, CEL compile and cost, object)`, full, bigAjv));
      results.largestCrdVsAjv = ratio(full, bigAjv);
    }
  } else {
    lines.push('largest corpus CRD: skipped (../shared/corpus not found)');
  }
  return { lines, results };
}

/** The CRD schema as a JSON Schema ajv understands (draft-07 keywords only). */
function toAjvSchema(s: any): any {
  if (!s || typeof s !== 'object') return s;
  const out: any = {};
  for (const [k, v] of Object.entries(s)) {
    if (k.startsWith('x-kubernetes-') || k === 'nullable') continue;
    if (k === 'properties') out.properties = Object.fromEntries(Object.entries(v as object).map(([pk, pv]) => [pk, toAjvSchema(pv)]));
    else if (k === 'items' || k === 'additionalProperties' || k === 'not') out[k] = toAjvSchema(v);
    else if (k === 'allOf' || k === 'anyOf' || k === 'oneOf') out[k] = (v as any[]).map(toAjvSchema);
    else out[k] = v;
  }
  return out;
}
