// The published contracts (docs/schemas/, linked from the README) against real output:
// `crd-playground check -o json` on CRDs with objects, updates with old objects, a CRD upgrade, a
// multi-version CRD, invalid objects, CRD warnings and a skipped file, and `crd-playground batch`
// with a request for every op in BATCH_OPS. The schemas close every documented object
// (additionalProperties / unevaluatedProperties false) and require the fields that are always
// there; and every documented optional field must show up in some run, so a field that stops
// being written fails here.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { main, nodeIo } from '../../src/cli/main';
import { BATCH_OPS } from '../../src/engine';
import { CHANGE_KINDS } from '../../src/engine/upgrade/kinds';
import { fakeIo } from './fake-io';

const schemaFile = (name: string) => JSON.parse(readFileSync(join('docs/schemas', name), 'utf8')) as Record<string, any>;
const CHECK = schemaFile('check-output.schema.json');
const REQUEST = schemaFile('batch-request.schema.json');
const RESPONSE = schemaFile('batch-response.schema.json');
const GENERATE = schemaFile('generate-output.schema.json');

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addSchema(CHECK);
ajv.addSchema(REQUEST);
ajv.addSchema(RESPONSE);
ajv.addSchema(GENERATE);

function expectValid(schemaRef: string, value: unknown, label: string): void {
  const validate = ajv.getSchema(schemaRef);
  if (!validate) throw new Error(`no schema ${schemaRef}`);
  const ok = validate(value);
  expect(ok ? [] : ajv.errorsText(validate.errors, { separator: '\n' }).split('\n'), label).toEqual([]);
}

// ---------------------------------------------------------------- inputs of check -o json

const crd = (modes: string, opts: { extraProps?: string } = {}) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: crontabs.stable.example.com
spec:
  group: stable.example.com
  scope: Namespaced
  names: {plural: crontabs, singular: crontab, kind: CronTab, shortNames: [ct]}
  versions:
  - name: v1
    served: true
    storage: true
    subresources:
      status: {}
      scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .status.replicas}
    additionalPrinterColumns:
    - {name: Replicas, type: integer, jsonPath: .spec.replicas}
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            x-kubernetes-validations:
            - rule: "self.replicas <= 10"
              message: at most 10
            properties:
              cronSpec: {type: string, format: foo}
              image: {type: string}
              mode: {type: string, enum: [${modes}]}
              replicas: {type: integer, minimum: 0, default: 1}${opts.extraProps ?? ''}
          status:
            type: object
            properties:
              replicas: {type: integer}
`;
const CRD = crd('a, b');
const cronTab = (name: string, spec: string) => `apiVersion: stable.example.com/v1
kind: CronTab
metadata: {name: ${name}}
spec: {${spec}}
`;
const GOOD = cronTab('good', 'cronSpec: x, image: y, mode: a').replace('{name: good}', '{name: good, namespace: team}');
const BAD = cronTab('bad', 'cronSpec: x, replicas: 15, extra: 1, mode: z');
const NO_MATCH = 'apiVersion: other.example.com/v1\nkind: Other\nmetadata: {name: o}\n';
const BAD_METADATA = 'apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata: {name: m, labels: 5}\nspec: {}\n';
const BUILT_IN = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n';
const SET_OF_OBJECTS = `
              pairs:
                type: array
                x-kubernetes-list-type: set
                items: {type: object, x-kubernetes-map-type: atomic, properties: {k: {type: string}}}`;

const multiVersion = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: foos.tests.example.com}
spec:
  group: tests.example.com
  scope: Cluster
  names: {plural: foos, singular: foo, kind: Foo}
  versions:
  - name: v1beta1
    served: true
    storage: false
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec: {type: object, properties: {a: {type: string, default: A}, b: {type: string}}}
  - name: v1beta2
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec: {type: object, properties: {a: {type: string}, b: {type: string, default: B}}}
---
apiVersion: tests.example.com/v1beta1
kind: Foo
metadata: {name: foo}
spec: {}
`;

const FILES: Record<string, string> = {
  'crd.yaml': CRD,
  'objects.yaml': [GOOD, BAD, NO_MATCH, BAD_METADATA, BUILT_IN].join('---\n'),
  'broken.yaml': 'apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata: {name: [\n',
  'old-objects.yaml': [cronTab('good', 'cronSpec: old, image: y, mode: a'), cronTab('bad', 'cronSpec: x, replicas: 15, mode: z')].join('---\n'),
  'old-crd.yaml': crd('a, b, c'),
  'new-crd.yaml': crd('a, b', { extraProps: SET_OF_OBJECTS }),
  'multi.yaml': multiVersion,
  'values.yaml': 'replicaCount: 1\nimage: {repository: x}\n',
};

const RUNS: [name: string, argv: string[]][] = [
  ['CRD and objects, invalid ones among them', ['crd.yaml', 'objects.yaml']],
  ['a YAML error and a skipped file', ['crd.yaml', 'broken.yaml', 'values.yaml']],
  ['updates with old objects', ['crd.yaml', 'objects.yaml', '--old', 'old-objects.yaml']],
  ['updates of /status', ['crd.yaml', 'objects.yaml', '--old', 'old-objects.yaml', '--subresource', 'status']],
  ['a CRD upgrade with stored objects (1.37: CRD warnings)', ['new-crd.yaml', 'objects.yaml', '--old', 'old-crd.yaml', '--old', 'old-objects.yaml', '--kube-version', '1.37']],
  ['a multi-version CRD', ['multi.yaml']],
  ['strict, Kubernetes 1.29', ['crd.yaml', 'objects.yaml', '--strict', '--kube-version', '1.29']],
];

async function checkJson(argv: string[]): Promise<Record<string, any>> {
  const io = fakeIo(FILES);
  const code = await main(['check', ...argv, '-o', 'json'], io);
  expect(io.err).toBe('');
  expect([0, 1]).toContain(code);
  return JSON.parse(io.out) as Record<string, any>;
}

/** Every key of every object under `v` at `path` patterns, e.g. `objects[].storage`. */
function keysSeen(doc: Record<string, any>): Set<string> {
  const seen = new Set<string>();
  for (const k of Object.keys(doc)) seen.add(k);
  for (const c of doc.crds ?? []) {
    for (const k of Object.keys(c)) seen.add(`crds[].${k}`);
    for (const k of Object.keys(c.update ?? {})) seen.add(`crds[].update.${k}`);
    for (const x of c.changes ?? []) for (const k of Object.keys(x)) seen.add(`crds[].changes[].${k}`);
  }
  for (const o of doc.objects ?? []) {
    for (const k of Object.keys(o)) seen.add(`objects[].${k}`);
    for (const k of Object.keys(o.storage ?? {})) seen.add(`objects[].storage.${k}`);
    for (const k of Object.keys(o.upgrade ?? {})) seen.add(`objects[].upgrade.${k}`);
    for (const d of [...o.errors, ...o.warnings, ...(o.upgrade?.errors ?? [])]) for (const k of Object.keys(d)) seen.add(`diagnostic.${k}`);
  }
  return seen;
}

/** The properties a closed schema object declares, as keysSeen names them. */
function declared(prefix: string, def: Record<string, any>): string[] {
  return Object.keys(def.properties).map((k) => `${prefix}${k}`);
}

describe('check -o json matches docs/schemas/check-output.schema.json', () => {
  it('the schema lists the change kinds of src/engine/upgrade/kinds.ts', () => {
    expect(CHECK.$defs.change.properties.kind.enum).toEqual(Object.keys(CHANGE_KINDS));
  });

  it('every run validates, and every documented field is written by some run', async () => {
    const seen = new Set<string>();
    for (const [name, argv] of RUNS) {
      const doc = await checkJson(argv);
      expectValid('check-output.schema.json', doc, name);
      for (const k of keysSeen(doc)) seen.add(k);
    }
    const documented = [
      ...declared('', CHECK.$defs.document),
      ...declared('crds[].', CHECK.$defs.crd),
      ...declared('crds[].update.', CHECK.$defs.update),
      ...declared('crds[].changes[].', CHECK.$defs.change),
      ...declared('objects[].', CHECK.$defs.object),
      ...declared('objects[].storage.', CHECK.$defs.storage),
      ...declared('objects[].upgrade.', CHECK.$defs.upgrade),
      ...declared('diagnostic.', CHECK.$defs.diagnosticFields),
    ];
    // optional fields these inputs do not produce (each needs an input of its own kind)
    const notProduced = new Set([
      'crds[].size', // no CRD reaches a size limit here (see test/engine/pipeline/sizelimits)
      'crds[].update.oldErrors',
      'objects[].storage.error',
      'objects[].size',
    ]);
    const missing = documented.filter((k) => !seen.has(k) && !notProduced.has(k));
    expect(missing).toEqual([]);
  });

  it('the real bin writes the same contract', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crd-contract-'));
    for (const f of ['crd.yaml', 'objects.yaml', 'multi.yaml']) writeFileSync(join(dir, f), FILES[f]);
    const r = spawnSync(process.execPath, ['bin/crd-playground.mjs', 'check', ...['crd.yaml', 'objects.yaml', 'multi.yaml'].map((f) => join(dir, f)), '-o', 'json'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    const doc = JSON.parse(r.stdout) as Record<string, any>;
    expectValid('check-output.schema.json', doc, 'bin');
    expect(doc.objects.find((o: any) => o.name === 'foo').storage.response.spec).toEqual({ a: 'A', b: 'B' });
  });
});

// ---------------------------------------------------------------- batch

const CRD_DOC = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'crontabs.stable.example.com' },
  spec: {
    group: 'stable.example.com',
    scope: 'Namespaced',
    names: { plural: 'crontabs', singular: 'crontab', kind: 'CronTab' },
    versions: ['v1', 'v2'].map((name) => ({
      name,
      served: true,
      storage: name === 'v1',
      schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: { image: { type: 'string' }, replicas: { type: 'integer', default: 1 } } } } } },
    })),
  },
};
const WEBHOOK_CRD = {
  ...CRD_DOC,
  spec: { ...CRD_DOC.spec, conversion: { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://convert.example.com' } } } },
};
const OBJ = (name: string, version = 'v1') => ({ apiVersion: `stable.example.com/${version}`, kind: 'CronTab', metadata: { name, namespace: 'default' }, spec: { image: 'x' } });
const RULED = {
  type: 'object',
  properties: { replicas: { type: 'integer', maximum: 10, 'x-kubernetes-validations': [{ rule: 'self >= 0', message: 'must not be negative' }] }, unknownKeep: { type: 'string' } },
};
const REVIEW = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'ConversionReview',
  request: { uid: 'u1', desiredAPIVersion: 'stable.example.com/v2', objects: [OBJ('a')] },
};
const REVIEW_RESPONSE = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'ConversionReview',
  response: { uid: 'u1', result: { status: 'Success' }, convertedObjects: [OBJ('a', 'v2')] },
};

// Go files of the fixtures as the generate op takes them: paths relative to the module's root
const goFiles = (root: string, paths: string[]) => paths.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
const DEMO_GO = goFiles('test/fixtures/go/demo', ['go.mod', 'api/v1/groupversion_info.go', 'api/v1/widget_types.go', 'pkg/shared/size.go']);
const MARKERS_GO = goFiles('test/fixtures/go/markers', ['v1/w_types.go']);
const POOL_GO = goFiles('test/fixtures/go/pods', ['v1/pool_types.go']);
const WIDGET = readFileSync('test/fixtures/go/demo/widget.yaml', 'utf8');
const BAD_CRD = { ...CRD_DOC, spec: { ...CRD_DOC.spec, scope: 'Everywhere', versions: [{ ...CRD_DOC.spec.versions[0], storage: false }] } };

// [request, the op whose response it gets ('error' for a refused request)]
const BATCH: [Record<string, unknown>, string][] = [
  [{ op: 'check', documents: [CRD_DOC, OBJ('a'), { ...OBJ('b'), spec: { replicas: 'x' } }] }, 'check'],
  [
    {
      op: 'check',
      sources: [
        { name: 'crd.yaml', text: CRD },
        { name: 'objects.yaml', text: FILES['objects.yaml'] },
      ],
      oldSources: [{ name: 'old.yaml', text: FILES['old-objects.yaml'] }],
      kubeVersion: '1.35',
    },
    'check',
  ],
  [{ op: 'matrix', documents: [CRD_DOC, OBJ('a')], versions: ['1.36', '1.37'] }, 'matrix'],
  [{ op: 'structural', schema: { type: 'object', properties: { a: {} } } }, 'structural'],
  [{ op: 'validate', schema: RULED, object: { replicas: -1 } }, 'validate'],
  [{ op: 'validate', schema: RULED, object: { replicas: 11 }, oldObject: { replicas: 11 }, kubeVersion: '1.33' }, 'validate'],
  [{ op: 'validate', schema: RULED, object: { replicas: -1 }, costBudget: 100, perCallLimit: 50 }, 'validate'],
  [{ op: 'validate', schema: RULED, object: { replicas: 'x' }, only: 'cel', costBudget: 1, kubeVersion: '1.37' }, 'validate'],
  [{ op: 'validateCRD', crd: BAD_CRD }, 'validateCRD'],
  [{ op: 'validateCRD', crd: CRD_DOC, oldCrd: { ...CRD_DOC, metadata: { ...CRD_DOC.metadata, resourceVersion: '1' } }, kubeVersion: '1.36' }, 'validateCRD'],
  [{ op: 'generate', files: DEMO_GO }, 'generate'],
  [{ op: 'generate', files: MARKERS_GO, options: { maxDescLen: 0, ignoreUnexportedFields: true, generateEmbeddedObjectMeta: true, roots: ['v1'] } }, 'generate'],
  [{ op: 'generate', files: POOL_GO, options: { k8sApi: '1.33' } }, 'generate'],
  [{ op: 'generate', files: DEMO_GO, check: true, sources: [{ name: 'widget.yaml', text: WIDGET }], strict: true }, 'generate'],
  [{ op: 'generate', files: POOL_GO, options: { allowDangerousTypes: true }, check: true, kubeVersion: '1.36' }, 'generate'],
  [{ op: 'validate', schema: RULED, object: {}, only: 'openapi' }, 'error'],
  [{ op: 'validate', schema: RULED, object: {}, perCallLimit: -1 }, 'error'],
  [{ op: 'validateCRD', crd: 'not an object' }, 'error'],
  [{ op: 'generate', files: [] }, 'error'],
  [{ op: 'generate', files: DEMO_GO, options: { maxDescLen: -1 } }, 'error'],
  [{ op: 'cel', expr: 'self.replicas + 1', schema: RULED, self: { replicas: 2 } }, 'cel'],
  [{ op: 'cel', expr: '1 +' }, 'cel'],
  [{ op: 'compile', schema: RULED }, 'compile'],
  [{ op: 'prune', schema: RULED, object: { replicas: 1, other: 2 }, isResourceRoot: false }, 'prune'],
  [{ op: 'default', schema: CRD_DOC.spec.versions[0].schema.openAPIV3Schema.properties.spec, object: {} }, 'default'],
  [{ op: 'versions', versions: ['v1', 'v2beta1', 'v1alpha1', 'foo'] }, 'versions'],
  [{ op: 'convert', crd: CRD_DOC, object: OBJ('a'), toVersion: 'v2' }, 'convert'],
  [{ op: 'convert', crd: CRD_DOC, object: OBJ('a'), toVersion: 'v9' }, 'convert'],
  [{ op: 'conversionReview', crd: WEBHOOK_CRD, objects: [OBJ('a')], toVersion: 'v2', uid: 'u1' }, 'conversionReview'],
  [{ op: 'checkConversionResponse', crd: WEBHOOK_CRD, request: REVIEW, response: REVIEW_RESPONSE }, 'checkConversionResponse'],
  [{ op: 'columns', columns: [{ name: 'Image', type: 'string', jsonPath: '.spec.image' }], objects: [OBJ('a')] }, 'columns'],
  [{ op: 'fieldSelector', crd: CRD_DOC, objects: [OBJ('a'), OBJ('b')], selector: 'metadata.name=a' }, 'fieldSelector'],
  [{ op: 'prune', schema: RULED }, 'error'],
];

describe('batch matches docs/schemas/batch-request.schema.json and batch-response.schema.json', () => {
  it('the requests cover every op of BATCH_OPS, and the schemas name exactly those ops', () => {
    const ops = Object.keys(BATCH_OPS).sort();
    expect([...new Set(BATCH.map(([r]) => r.op as string))].sort()).toEqual(ops);
    expect(
      Object.keys(REQUEST.$defs)
        .filter((k) => k !== 'source' && k !== 'goFile')
        .sort(),
    ).toEqual(ops);
    expect(
      Object.keys(RESPONSE.$defs)
        .filter((k) => k !== 'error' && k !== 'diagnostic' && k !== 'goDiagnostic')
        .sort(),
    ).toEqual(ops);
  });

  it('every request is a documented request', () => {
    for (const [r, op] of BATCH) if (op !== 'error') expectValid(`batch-request.schema.json#/$defs/${r.op as string}`, r, JSON.stringify(r).slice(0, 80));
  });

  it('every request the CLI refuses is one the request schema refuses', () => {
    const validate = ajv.getSchema('batch-request.schema.json')!;
    const refused = BATCH.filter(([, op]) => op === 'error').map(([r]) => r);
    expect(refused.filter((r) => validate(r)).map((r) => JSON.stringify(r).slice(0, 120))).toEqual([]);
  });

  it('the real bin answers every request with its op\u2019s documented response', () => {
    const input = BATCH.map(([r]) => JSON.stringify(r)).join('\n') + '\n';
    const run = spawnSync(process.execPath, ['bin/crd-playground.mjs', 'batch'], { input, encoding: 'utf8', maxBuffer: 64 << 20 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(BATCH.length);
    const seen = new Set<string>();
    lines.forEach((line, i) => {
      const [req, op] = BATCH[i];
      const res = JSON.parse(line) as Record<string, unknown>;
      const label = `${req.op as string} #${i}: ${line.slice(0, 200)}`;
      expectValid(`batch-response.schema.json#/$defs/${op}`, res, label);
      expectValid('batch-response.schema.json', res, label);
      if (op !== 'error') expect('error' in res && Object.keys(res).length === 1, label).toBe(false);
      if (op === 'validate' || op === 'validateCRD') for (const k of Object.keys(res)) seen.add(`${op}.${k}`);
      if (op === 'generate') {
        for (const k of Object.keys(res)) seen.add(`generate.${k}`);
        for (const c of res.crds as Record<string, unknown>[]) for (const k of Object.keys(c)) seen.add(`generate.crds[].${k}`);
        for (const d of [...(res.errors as object[]), ...(res.warnings as object[])]) for (const k of Object.keys(d)) seen.add(`generate.diagnostic.${k}`);
      }
    });
    // the fields of the ops added since the schemas were first written, each written by some request
    const documented = [
      ...declared('validate.', RESPONSE.$defs.validate),
      ...declared('validateCRD.', RESPONSE.$defs.validateCRD),
      ...declared('generate.', RESPONSE.$defs.generate),
      ...declared('generate.crds[].', RESPONSE.$defs.generate.properties.crds.items),
      ...declared('generate.diagnostic.', GENERATE.$defs.goDiagnosticFields),
      ...declared('generate.diagnostic.', RESPONSE.$defs.goDiagnostic),
    ];
    expect(documented.filter((k) => !seen.has(k))).toEqual([]);
  });
});

// ---------------------------------------------------------------- generate -o json, generate --check -o json

async function generateJson(argv: string[]): Promise<Record<string, any>> {
  let out = '';
  let err = '';
  const io = { ...nodeIo, stdout: (s: string) => void (out += s), stderr: (s: string) => void (err += s) };
  const code = await main(['generate', ...argv, '-o', 'json'], io);
  expect(err, argv.join(' ')).toBe('');
  expect([0, 1], argv.join(' ')).toContain(code);
  return JSON.parse(out) as Record<string, any>;
}

const GO_DEMO = 'test/fixtures/go/demo';
const GENERATE_RUNS: [name: string, argv: string[]][] = [
  ['a package of a module whose go.mod requires k8s.io/api', [`${GO_DEMO}/api/v1`]],
  ['a float without --allow-dangerous-types: an error', ['test/fixtures/go/pods/v1']],
  ['--k8s-api picks the release', ['--allow-dangerous-types', '--k8s-api', '1.33', 'test/fixtures/go/pods/v1']],
  ['misspelled markers: warnings', ['--max-desc-len', '0', 'test/fixtures/go/markers/v1']],
];
const GENERATE_CHECK_RUNS: [name: string, argv: string[]][] = [
  ['the CRD and an object beyond its maximum', [`${GO_DEMO}/api/v1`, '--objects', `${GO_DEMO}/widget.yaml`]],
  ['the last-applied size limit at a Go field', ['--allow-dangerous-types', 'test/fixtures/go/pods/v1']],
  ['a generation error', ['test/fixtures/go/pods/v1']],
  ['generation warnings, strict', ['--strict', 'test/fixtures/go/markers/v1']],
];

describe('generate -o json matches docs/schemas/generate-output.schema.json', () => {
  it('every run validates, and every documented field is written by some run', async () => {
    const seen = new Set<string>();
    for (const [name, argv] of GENERATE_RUNS) {
      const doc = await generateJson(argv);
      expectValid('generate-output.schema.json', doc, name);
      for (const k of Object.keys(doc)) seen.add(k);
      for (const d of [...doc.errors, ...doc.warnings]) for (const k of Object.keys(d)) seen.add(`diagnostic.${k}`);
      seen.add(`k8sApi.source=${doc.k8sApi.source as string}`);
    }
    const documented = [
      ...declared('', GENERATE),
      ...declared('diagnostic.', GENERATE.$defs.goDiagnosticFields),
      ...declared('diagnostic.', GENERATE.$defs.goDiagnostic),
      ...(GENERATE.$defs.k8sApi.properties.source.enum as string[]).map((s) => `k8sApi.source=${s}`),
    ];
    // crdPath is written when a diagnostic has one, but only generateAndCheck's check problems carry one
    // (crdgen sets none), so `generate -o json` does not write it today
    const notProduced = new Set(['diagnostic.crdPath']);
    expect(documented.filter((k) => !seen.has(k) && !notProduced.has(k))).toEqual([]);
  });

  it('generate --check -o json is the check -o json document plus "generate"', async () => {
    const seen = new Set<string>();
    for (const [name, argv] of GENERATE_CHECK_RUNS) {
      const doc = await generateJson(['--check', ...argv]);
      expectValid('generate-output.schema.json#/$defs/check', doc, name);
      // without "generate" it is a check -o json document, and "generate" is what makes it one of its own
      const { generate, ...check } = doc;
      expectValid('check-output.schema.json', check, name);
      expect(ajv.getSchema('check-output.schema.json')!(doc), name).toBe(false);
      for (const k of Object.keys(generate)) seen.add(`generate.${k}`);
      for (const d of [...generate.errors, ...generate.warnings]) for (const k of Object.keys(d)) seen.add(`diagnostic.${k}`);
    }
    const documented = [
      ...declared('generate.', GENERATE.$defs.generation),
      ...declared('diagnostic.', GENERATE.$defs.goDiagnosticFields),
      ...declared('diagnostic.', GENERATE.$defs.checkGoDiagnostic),
    ];
    expect(documented.filter((k) => !seen.has(k))).toEqual([]);
  });

  it('the real bin writes the same contract', () => {
    const run = (...argv: string[]) => spawnSync(process.execPath, ['bin/crd-playground.mjs', 'generate', ...argv, '-o', 'json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
    const plain = run(`${GO_DEMO}/api/v1`);
    expect(plain.stderr).toBe('');
    expect(plain.status).toBe(0);
    expectValid('generate-output.schema.json', JSON.parse(plain.stdout), 'bin generate');
    const checked = run('--check', `${GO_DEMO}/api/v1`, '--objects', `${GO_DEMO}/widget.yaml`);
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(1);
    expectValid('generate-output.schema.json#/$defs/check', JSON.parse(checked.stdout), 'bin generate --check');
  });
});
