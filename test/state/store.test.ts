import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LARGE_WORK_AUTOSAVE_MS, LARGE_WORK_CHARS, autosaveDelay, createPlaygroundStore } from '../../src/state/store';
import { AUTOSAVE_KEY, loadSnapshot, type StorageLike } from '../../src/state/autosave';
import { defaultSnapshot, parseSnapshot } from '../../src/state/snapshot';
import { EngineClient } from '../../src/worker/client';
import { workerPool } from '../worker/fake-worker';

function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('playground store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(storage = memoryStorage()) {
    const pool = workerPool();
    const store = createPlaygroundStore({
      initial: loadSnapshot(storage) ?? defaultSnapshot(),
      storage,
      engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 100 }),
    });
    return { store, pool, storage };
  }

  it('checks the initial texts right away, with the editor ids as source ids', () => {
    const { pool, store } = setup();
    const req = pool.current.received[0];
    expect(req.input.sources.map((s) => s.id)).toEqual(['crd', 'objects']);
    expect(req.input.sources[0].text).toContain('kind: CustomResourceDefinition');
    expect(req.input.sources[0].text).toContain('maximum: 10');
    expect(req.input.sources[1].text).toContain('kind: CronTab');
    expect(store.getState().engineStatus).toBe('running');
    pool.current.answer(req);
    expect(store.getState().runId).toBe(req.seq);
    expect(store.getState().engineStatus).toBe('ready');
    expect(store.getState().result?.diagnostics).toHaveLength(2);
  });

  it('an edit re-runs the engine with the new text after the debounce', () => {
    const { pool, store } = setup();
    pool.current.answer(pool.current.received[0]);
    store.getState().setText('objects', 'replicas: 15');
    expect(store.getState().engineStatus).toBe('pending');
    vi.advanceTimersByTime(100);
    const req = pool.current.received[1];
    expect(req.input.sources[1].text).toBe('replicas: 15');
    pool.current.answer(req);
    expect(store.getState().runId).toBe(store.getState().inputSeq);
    expect(store.getState().result?.diagnostics[1].message).toBe('replicas: 15');
  });

  it('autosaves large work only once typing pauses (a long synchronous write)', () => {
    const storage = memoryStorage();
    const { store } = setup(storage);
    store.getState().setText('crd', 'x'.repeat(LARGE_WORK_CHARS + 1));
    vi.advanceTimersByTime(250);
    expect(storage.map.has(AUTOSAVE_KEY)).toBe(false);
    vi.advanceTimersByTime(LARGE_WORK_AUTOSAVE_MS);
    expect(storage.map.has(AUTOSAVE_KEY)).toBe(true);
    expect(autosaveDelay({ crd: 'a', objects: 'b' }, 200)).toBe(200);
  });

  it('autosaves texts, options and tab; a new store restores them byte for byte', () => {
    const storage = memoryStorage();
    const { store } = setup(storage);
    const weird = 'a: "x"\r\n\t# ünïcødé 🚀\n---\n\n  ';
    store.getState().setText('objects', weird);
    store.getState().setText('crd', '');
    store.getState().setOptions({ strict: true, kubeVersion: '1.30' });
    store.getState().selectTab('pruned');
    expect(storage.map.has(AUTOSAVE_KEY)).toBe(false); // debounced
    vi.advanceTimersByTime(250);
    const again = setup(storage).store.getState();
    expect(again.texts.objects).toBe(weird);
    expect(again.texts.crd).toBe('');
    expect(again.options).toEqual({ strict: true, kubeVersion: '1.30', request: 'create', crdUpdate: false });
    expect(again.tab).toBe('pruned');
  });

  it('flush writes pending work at once (page hide)', () => {
    const storage = memoryStorage();
    const { store } = setup(storage);
    store.getState().setText('objects', 'x: 1');
    store.getState().flush();
    expect(loadSnapshot(storage)?.texts.objects).toBe('x: 1');
  });

  it('does not write when autosave is off (embeds)', () => {
    const storage = memoryStorage();
    const pool = workerPool();
    const store = createPlaygroundStore({
      initial: defaultSnapshot(),
      storage,
      autosave: false,
      engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create }),
    });
    store.getState().setText('objects', 'x: 1');
    store.getState().flush();
    vi.advanceTimersByTime(1000);
    expect(storage.map.size).toBe(0);
  });

  it('reveal requests carry the range and change on every click', () => {
    const { store } = setup();
    const range = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 3, line: 1, column: 4 } };
    const d = { code: 'field-error' as const, severity: 'error' as const, origin: 'schema' as const, source: 'objects', docIndex: 0, field: 'spec', type: '', detail: '', message: 'm', range };
    store.getState().revealDiagnostic(d);
    const first = store.getState().reveal;
    store.getState().revealDiagnostic(d);
    expect(first?.range).toEqual(range);
    expect(store.getState().reveal?.nonce).not.toBe(first?.nonce);
    store.getState().revealDiagnostic({ ...d, range: undefined });
    expect(store.getState().reveal?.nonce).toBe(first!.nonce + 1);
  });

  it('storage with garbage or the wrong shape falls back to the example', () => {
    const storage = memoryStorage();
    storage.map.set(AUTOSAVE_KEY, '{not json');
    expect(loadSnapshot(storage)).toBeNull();
    storage.map.set(AUTOSAVE_KEY, JSON.stringify({ texts: { crd: 1 } }));
    expect(loadSnapshot(storage)).toBeNull();
    expect(parseSnapshot({ texts: { crd: 'a', objects: 'b' }, options: { kubeVersion: '0.1' } })?.options.kubeVersion).toBe(defaultSnapshot().options.kubeVersion);
  });
});
