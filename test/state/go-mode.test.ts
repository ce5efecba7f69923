// Go mode in the store (what the app does with the switch, the Go files and the worker's generated
// CRDs) and in the embed API's messages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore, toRunInput } from '../../src/state/store';
import { defaultSnapshot, goFiles } from '../../src/state/snapshot';
import { renamedGoFile } from '../../src/state/go-files';
import { parseInbound } from '../../src/state/bridge';
import { goExampleWork } from '../../src/state/go-mode';
import { GO_EXAMPLES } from '../../src/examples/go-gallery';
import { searchGoExamples } from '../../src/state/gallery';
import { EngineClient } from '../../src/worker/client';
import type { GoOutcome } from '../../src/worker/protocol';
import { resultFor, workerPool } from '../worker/fake-worker';
import { WorkHistory } from '../../src/state/history';
import type { StorageLike } from '../../src/state/autosave';

const FILE = { path: 'api/v1/widget_types.go', text: 'package v1\n' };
const OUTCOME: GoOutcome = {
  crdText: '---\nkind: CustomResourceDefinition\n',
  crds: [{ fileName: 'toys.example.com_widgets.yaml', name: 'widgets.toys.example.com', yaml: '---\nkind: CustomResourceDefinition\n' }],
  generateMs: 1,
};

function setup() {
  const pool = workerPool();
  const store = createPlaygroundStore({ initial: defaultSnapshot(), engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 100 }) });
  pool.current.answer(pool.current.received[0]);
  return { store, pool };
}

describe('Go mode in the store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the switch to Go types sends the Go files in place of the CRD, and the generated CRD becomes the CRD text', () => {
    const { store, pool } = setup();
    store.getState().setCrdSource('go', [FILE]);
    const req = pool.current.received[1];
    expect(req.input.go).toEqual({ on: true });
    expect(req.input.sources.map((s) => s.id)).toEqual(['go:api/v1/widget_types.go', 'objects']);
    pool.current.onmessage?.({ data: { type: 'result', seq: req.seq, result: resultFor(req.input), go: OUTCOME } });
    expect(store.getState().texts.crd).toBe(OUTCOME.crdText);
    expect(store.getState().go?.crds[0].fileName).toBe('toys.example.com_widgets.yaml');
    // the CRD text is the generated one: typing into it does nothing
    store.getState().setText('crd', 'x');
    expect(store.getState().texts.crd).toBe(OUTCOME.crdText);
    // back to YAML: the generated CRD is the YAML text, checked as YAML; the Go files stay for a switch back
    store.getState().setCrdSource('yaml');
    const back = pool.current.received[2];
    expect(back.input.go).toBeUndefined();
    expect(back.input.sources[0]).toEqual({ id: 'crd', text: OUTCOME.crdText });
    expect(goFiles(store.getState().texts)).toHaveLength(1);
  });

  it('Go work opened without its generated CRD (a link, the autosave): a switch to YAML before the first result waits for it', () => {
    const pool = workerPool();
    const initial = defaultSnapshot();
    const snap = { ...initial, texts: { ...initial.texts, crd: '', [`go:${FILE.path}`]: FILE.text }, options: { ...initial.options, crdSource: 'go' as const } };
    const store = createPlaygroundStore({ initial: snap, engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 100 }) });
    const first = pool.current.received[0];
    expect(first.input.go).toEqual({ on: true });
    store.getState().setCrdSource('yaml');
    // nothing to start the YAML editor from yet: still Go mode, no YAML run with an empty CRD
    expect(store.getState().options.crdSource).toBe('go');
    expect(pool.current.received).toHaveLength(1);
    pool.current.onmessage?.({ data: { type: 'result', seq: first.seq, result: resultFor(first.input), go: OUTCOME } });
    expect(store.getState().options.crdSource).toBe('yaml');
    expect(store.getState().texts.crd).toBe(OUTCOME.crdText);
    const back = pool.current.received[1];
    expect(back.input.go).toBeUndefined();
    expect(back.input.sources[0]).toEqual({ id: 'crd', text: OUTCOME.crdText });
  });

  it('autosave and the history keep the Go files, not the generated CRD (the worker makes it again, as for a link)', () => {
    const map = new Map<string, string>();
    const storage: StorageLike = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
    const pool = workerPool();
    const store = createPlaygroundStore({ initial: defaultSnapshot(), storage, engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 100 }) });
    pool.current.answer(pool.current.received[0]);
    const yamlCrd = store.getState().texts.crd;
    store.getState().setCrdSource('go', [FILE]);
    const req = pool.current.received[1];
    pool.current.onmessage?.({ data: { type: 'result', seq: req.seq, result: resultFor(req.input), go: OUTCOME } });
    expect(store.getState().texts.crd).toBe(OUTCOME.crdText);
    store.getState().flush();
    const saved = new WorkHistory(storage, 'tab').tabWork();
    expect(saved?.options.crdSource).toBe('go');
    expect(saved?.texts.crd).toBe('');
    expect(goFiles(saved!.texts)).toEqual([{ id: 'go:api/v1/widget_types.go', path: FILE.path, text: FILE.text }]);
    expect([...map.values()].some((v) => v.includes(OUTCOME.crdText))).toBe(false);
    // the YAML work the switch replaced is in the history with its CRD
    expect([...map.values()].some((v) => v === yamlCrd)).toBe(true);
    // the current Go work is the history's current entry
    expect(
      store
        .getState()
        .historyEntries()
        .some((e) => e.hash === store.getState().historyHash()),
    ).toBe(true);
  });

  it('the starting files are used only when the work has no Go files yet', () => {
    const { store } = setup();
    store.getState().setCrdSource('go', [FILE]);
    store.getState().setCrdSource('yaml');
    store.getState().setCrdSource('go', [{ path: 'other.go', text: 'package x\n' }]);
    expect(goFiles(store.getState().texts).map((f) => f.path)).toEqual(['api/v1/widget_types.go']);
  });

  it('adds, renames in place and deletes Go files; refuses paths that are taken or not Go files', () => {
    const { store, pool } = setup();
    store.getState().setCrdSource('go', [FILE]);
    expect(store.getState().addGoFile('api/v1/groupversion_info.go', 'package v1\n')).toBe(true);
    expect(store.getState().addGoFile('api/v1/groupversion_info.go')).toBe(false);
    expect(store.getState().addGoFile('../escape.go')).toBe(false);
    expect(store.getState().addGoFile('go.mod', 'module x\n')).toBe(true);
    expect(store.getState().renameGoFile('go:api/v1/widget_types.go', 'api/v1/gadget_types.go')).toBe(true);
    expect(store.getState().renameGoFile('go:go.mod', 'api/v1/gadget_types.go')).toBe(false);
    expect(goFiles(store.getState().texts).map((f) => f.path)).toEqual(['api/v1/gadget_types.go', 'api/v1/groupversion_info.go', 'go.mod']);
    store.getState().deleteGoFile('go:api/v1/groupversion_info.go');
    expect(pool.current.received.length).toBeGreaterThan(1);
    expect(toRunInput(store.getState()).sources.map((s) => s.id)).toEqual(['go:api/v1/gadget_types.go', 'go:go.mod', 'objects']);
  });

  it('renamedGoFile keeps the other texts and the order', () => {
    const texts = { ...defaultSnapshot().texts, 'go:a.go': 'A', 'go:b.go': 'B', 'go:c.go': 'C' };
    expect(Object.keys(renamedGoFile(texts, 'go:b.go', 'x/b.go')!).filter((k) => k.startsWith('go:'))).toEqual(['go:a.go', 'go:x/b.go', 'go:c.go']);
    expect(renamedGoFile(texts, 'go:b.go', 'a.go')).toBeNull();
  });

  it('opens every Go example in Go mode with its files and objects', async () => {
    for (const ex of GO_EXAMPLES) {
      const snap = await goExampleWork(ex.id, defaultSnapshot());
      expect(snap?.options.crdSource).toBe('go');
      expect(goFiles(snap!.texts).map((f) => f.path)).toEqual(ex.files.map((f) => f.path));
      expect(snap!.texts.objects).toBe(ex.objects);
    }
    expect(await goExampleWork('go-nope', defaultSnapshot())).toBeNull();
  });
});

describe('Go examples in the Examples menu', () => {
  it('are searched by title, point, id and their section name', () => {
    const ids = (q: string) => searchGoExamples(q, 'Go types').map((e) => e.id);
    expect(ids('')).toEqual(GO_EXAMPLES.map((e) => e.id));
    expect(ids('GO TYPES')).toEqual(GO_EXAMPLES.map((e) => e.id));
    expect(ids('cronjob pod')).toEqual(['go-scheduledjob']);
    expect(ids('oldSelf')).toEqual(['go-backup-rules']);
    expect(ids('go-shop')).toEqual(['go-shop-versions']);
    expect(ids('maxItems')).toEqual([]);
  });
});

describe('Go mode in the embed API', () => {
  it('crd-playground:set takes Go files by path and crdSource; a bad path makes the message malformed', () => {
    expect(parseInbound({ type: 'crd-playground:set', texts: { 'go:api/v1/types.go': 'package v1' }, options: { crdSource: 'go' } })).toEqual({
      type: 'crd-playground:set',
      texts: { 'go:api/v1/types.go': 'package v1' },
      options: { crdSource: 'go' },
    });
    expect(parseInbound({ type: 'crd-playground:set', texts: { 'go:/etc/x.go': 'package x' } })).toBeNull();
    expect(parseInbound({ type: 'crd-playground:set', texts: { 'go:a.go': 5 } })).toBeNull();
  });
});
