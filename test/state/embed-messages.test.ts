// The published embed postMessage contract (docs/schemas/embed-messages.schema.json, linked from
// docs/embedding.md) against the bridge itself (src/state/bridge.ts): every message the frame posts
// to the parent in a real session — ready, results of a YAML check (engine check()) and of Go mode
// (the worker's runGo on the Go fixture, with `generated`), height, errors — validates against
// `$defs/toParent`; and for the messages a parent sends, the schema accepts exactly those that
// parseInbound takes whole (all members kept), so the schema neither admits what the frame drops
// nor refuses what it understands.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import { API_VERSION, connectBridge, parseInbound, type OutboundMessage } from '../../src/state/bridge';
import { createPlaygroundStore } from '../../src/state/store';
import { defaultSnapshot, MAX_GO_FILES, REQUEST_KINDS, TEXT_IDS, validGoPath } from '../../src/state/snapshot';
import { check } from '../../src/engine/index';
import { runGo } from '../../src/worker/go-run';
import { EngineClient } from '../../src/worker/client';
import { workerPool } from '../worker/fake-worker';

const SCHEMA = JSON.parse(readFileSync('docs/schemas/embed-messages.schema.json', 'utf8')) as Record<string, any>;
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addSchema(SCHEMA);
const toParent = ajv.getSchema('embed-messages.schema.json#/$defs/toParent')!;
const toFrame = ajv.getSchema('embed-messages.schema.json#/$defs/toFrame')!;

function expectValid(validate: typeof toParent, value: unknown, label: string): void {
  const ok = validate(value);
  expect(ok ? [] : ajv.errorsText(validate.errors, { separator: '\n' }).split('\n'), label).toEqual([]);
}

type Listener = (e: { data: unknown; origin: string; source: unknown }) => void;
const ORIGIN = 'https://docs.example';

/** A frame whose worker answers with the real engine: check() for YAML, runGo() in Go mode. */
function frame() {
  const pool = workerPool();
  const store = createPlaygroundStore({ initial: defaultSnapshot(), engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 0 }) });
  const sent: OutboundMessage[] = [];
  const parent = { postMessage: (m: OutboundMessage) => sent.push(structuredClone(m)) };
  let listener: Listener | null = null;
  const self = { addEventListener: (_: 'message', l: Listener) => (listener = l), removeEventListener: () => (listener = null) };
  const bridge = connectBridge({ store, self, parent, origins: [ORIGIN] });
  let answered = 0;
  /** Answers every request not answered yet, as engine.worker.ts would. */
  const answerAll = async () => {
    for (; answered < pool.current.received.length; answered++) {
      const req = pool.current.received[answered];
      if (req.input.go?.on) {
        const { result, go } = await runGo(req.input);
        pool.current.onmessage?.({ data: { type: 'result', seq: req.seq, result, go } });
      } else pool.current.answer(req, check(req.input));
    }
  };
  const send = (data: unknown) => listener?.({ data, origin: ORIGIN, source: parent });
  return { sent, bridge, send, answerAll, store };
}

const DEMO = 'test/fixtures/go/demo';
const GO_TEXTS = Object.fromEntries(['go.mod', 'api/v1/groupversion_info.go', 'api/v1/widget_types.go', 'pkg/shared/size.go'].map((p) => [`go:${p}`, readFileSync(join(DEMO, p), 'utf8')]));

describe('embed-messages.schema.json: messages from the frame to the parent', () => {
  it('a session posts ready, results (YAML and Go mode with generated), height and errors, each a documented message', async () => {
    const { sent, bridge, send, answerAll, store } = frame();
    await answerAll();
    send({ type: 'crd-playground:set', texts: { objects: readFileSync(join(DEMO, 'widget.yaml'), 'utf8'), ...GO_TEXTS }, options: { kubeVersion: '1.36' }, tab: 'problems' });
    await answerAll();
    expect(store.getState().options.crdSource).toBe('go');
    send({ type: 'crd-playground:get-results' });
    send({ type: 'crd-playground:set', options: { kubeVersion: '1.99' } });
    send({ type: 'crd-playground:nonsense' });
    bridge.postHeight(480.5);
    bridge.postError('the playground did not load');
    await answerAll();

    for (const m of sent) expectValid(toParent, m, JSON.stringify(m).slice(0, 200));
    const types = new Set(sent.map((m) => m.type));
    expect([...types].sort()).toEqual(['crd-playground:error', 'crd-playground:height', 'crd-playground:ready', 'crd-playground:results']);
    const results = sent.filter((m): m is Extract<OutboundMessage, { type: 'crd-playground:results' }> => m.type === 'crd-playground:results');
    const go = results.filter((m) => m.generated);
    expect(go.length).toBeGreaterThan(0);
    expect(go[0].generated!.map((c) => c.fileName)).toEqual(['demo.example.com_widgets.yaml']);
    // the object breaks the generated CRD's maximum: a real check of the generated CRD
    expect(go[0].result.objects.some((o) => o.errors.length > 0)).toBe(true);
    expect(results.some((m) => !m.generated)).toBe(true);
    // every documented member of each message is written by some message
    const seen = new Set(sent.flatMap((m) => Object.keys(m).map((k) => `${m.type}.${k}`)));
    for (const r of results) for (const k of Object.keys(r.result)) seen.add(`result.${k}`);
    const documented = (SCHEMA.$defs.toParent.oneOf as { $ref: string }[]).flatMap(({ $ref }) => {
      const def = SCHEMA.$defs[$ref.split('/').pop()!];
      return Object.keys(def.properties).map((k) => `${def.properties.type.const as string}.${k}`);
    });
    expect(documented.filter((k) => !seen.has(k))).toEqual([]);
    expect(Object.keys(SCHEMA.$defs.checkResult.properties).filter((k) => !seen.has(`result.${k}`))).toEqual([]);
  });

  it('in Go mode a problem of the generated CRD is a diagnostic at its Go file and range', async () => {
    const { sent, send, answerAll } = frame();
    await answerAll();
    const rule = '\t// +kubebuilder:validation:XValidation:rule="self.size() >"\n';
    const types = readFileSync(join(DEMO, 'api/v1/widget_types.go'), 'utf8').replace(/(type WidgetSpec struct \{\n)/, `$1${rule}\tBroken string \`json:"broken,omitempty"\`\n`);
    expect(types).toContain(rule);
    send({ type: 'crd-playground:set', texts: { ...GO_TEXTS, 'go:api/v1/widget_types.go': types } });
    await answerAll();
    const last = sent.at(-1)!;
    expectValid(toParent, last, 'results');
    if (last.type !== 'crd-playground:results') throw new Error(last.type);
    const atGo = last.result.diagnostics.filter((d) => d.source === 'go:api/v1/widget_types.go');
    expect(atGo.length).toBeGreaterThan(0);
    expect(atGo[0].range?.start.line).toBeGreaterThan(0);
  });

  it('the schema names the bridge’s API version', () => {
    expect(SCHEMA.$defs.ready.properties.version.const).toBe(API_VERSION);
  });
});

describe('embed-messages.schema.json: messages from the parent to the frame', () => {
  it('names the texts, requests and Go file limit of src/state/snapshot.ts', () => {
    const set = SCHEMA.$defs.set.properties;
    expect(Object.keys(set.texts.properties)).toEqual([...TEXT_IDS]);
    expect(set.options.properties.request.enum).toEqual([...REQUEST_KINDS]);
    expect(set.texts.description).toContain(`at most ${MAX_GO_FILES}`);
  });

  it('the Go path pattern agrees with validGoPath', () => {
    const [pattern] = Object.keys(SCHEMA.$defs.set.properties.texts.patternProperties);
    const re = new RegExp(pattern, 'u');
    const paths = [
      'types.go',
      'api/v1/widget_types.go',
      'go.mod',
      'sub/go.mod',
      '.go',
      'x.go/',
      '/abs.go',
      '../up.go',
      'a/../b.go',
      './a.go',
      'a//b.go',
      'a\\b.go',
      'a\tb.go',
      'main.c',
      'go.sum',
      '.hidden/x.go',
      'a..b/c.go',
      'x' + 'y'.repeat(196) + '.go',
    ];
    expect(paths.map((p) => re.test(`go:${p}`))).toEqual(paths.map((p) => validGoPath(p)));
  });

  // what a parent page may post: the schema accepts a message exactly when the frame takes it whole
  const CANDIDATES: unknown[] = [
    {
      type: 'crd-playground:set',
      texts: { crd: 'a', objects: 'b', old: 'c', oldCrd: 'd' },
      options: { kubeVersion: '1.33', strict: true, request: 'update', crdUpdate: true, crdSource: 'yaml' },
      tab: 'pruned',
    },
    { type: 'crd-playground:set', texts: GO_TEXTS },
    { type: 'crd-playground:set', texts: { 'go:api/v1/types.go': 'package v1\n', 'go:go.mod': 'module x\n' }, options: { crdSource: 'go' } },
    { type: 'crd-playground:set' },
    { type: 'crd-playground:select-tab', tab: 'cel' },
    { type: 'crd-playground:get-results' },
    { type: 'crd-playground:theme', theme: 'dark' },
    { type: 'crd-playground:theme', theme: 'light' },
    // refused or trimmed by the frame, refused by the schema
    { type: 'crd-playground:set', texts: { crd: 1 } },
    { type: 'crd-playground:set', texts: { 'go:../x.go': 'package x\n' } },
    { type: 'crd-playground:set', texts: { 'go:notes.txt': 'x' } },
    { type: 'crd-playground:set', options: { request: 'delete' } },
    { type: 'crd-playground:set', options: { crdSource: 'helm' } },
    { type: 'crd-playground:set', options: { strict: 'yes' } },
    { type: 'crd-playground:select-tab' },
    { type: 'crd-playground:theme', theme: 'blue' },
    { type: 'crd-playground:height', height: 5 },
    { type: 'crd-playground:run' },
  ];

  it('accepts exactly the messages parseInbound takes whole', () => {
    const frameTakes = CANDIDATES.map((m) => isDeepStrictEqual(parseInbound(m), m));
    const schemaTakes = CANDIDATES.map((m) => toFrame(m));
    expect(schemaTakes).toEqual(frameTakes);
    expect(frameTakes.filter(Boolean)).toHaveLength(8);
  });

  it('the one limit JSON Schema cannot state: more than MAX_GO_FILES Go files (in the description) are refused by the frame', () => {
    const many = { type: 'crd-playground:set', texts: Object.fromEntries(Array.from({ length: MAX_GO_FILES + 1 }, (_, i) => [`go:f${i}.go`, 'package x\n'])) };
    expect(parseInbound(many)).toBeNull();
    expect(toFrame(many)).toBe(true);
    const most = { ...many, texts: Object.fromEntries(Object.entries(many.texts).slice(0, MAX_GO_FILES)) };
    expect(parseInbound(most)).toEqual(most);
    expect(toFrame(most)).toBe(true);
  });
});
