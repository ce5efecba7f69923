// Update semantics in the state: the request selector, the old objects (prefilled on first use),
// what the worker is sent, autosave, and share links / state files in format 2 next to format 1.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore, toCheckInput } from '../../src/state/store';
import { AUTOSAVE_KEY, loadSnapshot, type StorageLike } from '../../src/state/autosave';
import { defaultSnapshot, parseSnapshot, usesUpdate, type Snapshot } from '../../src/state/snapshot';
import { PERMALINK_VERSION, decodeState, encodeState, formatVersion, parseStateFile, stateFileText } from '../../src/state/permalink';
import { EngineClient } from '../../src/worker/client';
import { parseInbound } from '../../src/state/bridge';
import { workerPool } from '../worker/fake-worker';

function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const v1Work: Snapshot = { texts: { crd: 'crd text', objects: 'kind: X\n' }, options: { kubeVersion: '1.31', strict: false }, tab: 'cel' };
const updateWork: Snapshot = {
  texts: { crd: 'crd text', objects: 'spec: {level: high}\n', old: 'spec: {level: low}\n' },
  options: { kubeVersion: '1.35', strict: true, request: 'update' },
  tab: 'cel',
};

describe('check input', () => {
  it.each([
    ['create (no request set)', v1Work, 'create', undefined],
    ['create with old objects written', { ...v1Work, texts: { ...v1Work.texts, old: 'old' }, options: { ...v1Work.options, request: 'create' as const } }, 'create', undefined],
    ['update', updateWork, 'update', 'spec: {level: low}\n'],
    ['update of /status', { ...updateWork, options: { ...updateWork.options, request: 'status' as const } }, 'status', 'spec: {level: low}\n'],
    ['update without old objects', { ...updateWork, texts: { crd: 'c', objects: 'o' } }, 'update', ''],
  ])('%s', (_name, snap, request, old) => {
    const input = toCheckInput(snap);
    expect(input.options?.request).toBe(request);
    expect(input.sources.map((s) => s.id)).toEqual(['crd', 'objects']);
    if (old === undefined) expect(input.oldSources).toBeUndefined();
    else expect(input.oldSources).toEqual([{ id: 'old', text: old }]);
  });
});

describe('request selector in the store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(storage = memoryStorage(), initial?: Snapshot) {
    const pool = workerPool();
    const store = createPlaygroundStore({
      initial: initial ?? loadSnapshot(storage) ?? defaultSnapshot(),
      storage,
      engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 100 }),
    });
    return { store, pool, storage };
  }

  it('the first switch to update copies the objects into the old objects and re-runs at once', () => {
    const { store, pool } = setup();
    pool.current.answer(pool.current.received[0]);
    expect(store.getState().options.request).toBe('create');
    expect(store.getState().texts.old).toBe('');
    store.getState().setRequest('update');
    expect(store.getState().texts.old).toBe(store.getState().texts.objects);
    const req = pool.current.received.at(-1)!;
    expect(req.input.options?.request).toBe('update');
    expect(req.input.oldSources).toEqual([{ id: 'old', text: store.getState().texts.objects }]);
  });

  it('edited old objects are kept across switches and sent with updates only', () => {
    const { store, pool } = setup();
    pool.current.answer(pool.current.received[0]);
    const answerLast = () => pool.current.answer(pool.current.received.at(-1)!);
    store.getState().setRequest('update');
    answerLast();
    store.getState().setText('old', 'spec: {level: low}\n');
    vi.advanceTimersByTime(100);
    expect(pool.current.received.at(-1)!.input.oldSources?.[0].text).toBe('spec: {level: low}\n');
    answerLast();
    store.getState().setRequest('create');
    answerLast();
    expect(pool.current.received.at(-1)!.input.oldSources).toBeUndefined();
    store.getState().setRequest('status');
    answerLast();
    expect(store.getState().texts.old).toBe('spec: {level: low}\n');
    expect(pool.current.received.at(-1)!.input).toMatchObject({ options: { request: 'status' }, oldSources: [{ id: 'old', text: 'spec: {level: low}\n' }] });
  });

  it('choosing the request that is already selected does nothing', () => {
    const { store, pool } = setup();
    const n = pool.current.received.length;
    store.getState().setRequest('create');
    expect(pool.current.received.length).toBe(n);
  });

  it('autosaves the request and the old objects; a reload restores them', () => {
    const storage = memoryStorage();
    const { store } = setup(storage);
    store.getState().setRequest('update');
    store.getState().setText('old', 'old: "x"\r\n🚀');
    vi.advanceTimersByTime(250);
    const again = setup(storage).store.getState();
    expect(again.options.request).toBe('update');
    expect(again.texts.old).toBe('old: "x"\r\n🚀');
    expect(loadSnapshot(storage, AUTOSAVE_KEY)?.texts.old).toBe('old: "x"\r\n🚀');
  });

  it('work saved before updates existed opens as create with no old objects', () => {
    const storage = memoryStorage();
    storage.map.set(AUTOSAVE_KEY, JSON.stringify({ texts: { crd: 'a', objects: 'b' }, options: { kubeVersion: '1.30', strict: false }, tab: 'problems' }));
    const s = setup(storage).store.getState();
    // the store fills in the update fields, so autosaved work and opened links compare equal
    expect(s.options.request).toBe('create');
    expect(s.texts.old).toBe('');
    expect(s.snapshot()).toEqual({ texts: { crd: 'a', objects: 'b', old: '', oldCrd: '' }, options: { kubeVersion: '1.30', strict: false, request: 'create', crdUpdate: false }, tab: 'problems' });
    expect(toCheckInput(s).oldSources).toBeUndefined();
  });
});

describe('share links and state files with update state', () => {
  it('work without an update is written in format 1, byte for byte as before', () => {
    expect(formatVersion(v1Work)).toBe(1);
    expect(formatVersion({ ...v1Work, texts: { ...v1Work.texts, old: '' }, options: { ...v1Work.options, request: 'create' } })).toBe(1);
    expect(encodeState(v1Work)).toMatch(/^1\./);
    // the defaults (old '' and request create) are not written into a format-1 link
    const d = defaultSnapshot();
    const dec = decodeState(encodeState(d));
    expect(dec).toEqual({ ok: true, snapshot: { ...d, texts: { crd: d.texts.crd, objects: d.texts.objects }, options: { kubeVersion: d.options.kubeVersion, strict: false } } });
  });

  it('update work is written in format 2 and opens exactly', () => {
    expect(usesUpdate(updateWork)).toBe(true);
    const enc = encodeState(updateWork);
    expect(enc).toMatch(/^2\./);
    expect(PERMALINK_VERSION).toBeGreaterThanOrEqual(2); // 3 adds the previous CRD (test/state/crd-update.test.ts)
    expect(decodeState(enc)).toEqual({ ok: true, snapshot: updateWork });
    // old objects alone (request back to create) are kept too
    const oldOnly: Snapshot = { ...updateWork, options: { ...updateWork.options, request: 'create' } };
    expect(decodeState(encodeState(oldOnly))).toEqual({ ok: true, snapshot: oldOnly });
  });

  it('state files carry the same format', () => {
    expect(JSON.parse(stateFileText(v1Work)).version).toBe(1);
    expect(JSON.parse(stateFileText(updateWork)).version).toBe(2);
    expect(parseStateFile(stateFileText(updateWork))).toEqual({ ok: true, snapshot: updateWork });
    expect(parseStateFile(stateFileText(v1Work))).toEqual({ ok: true, snapshot: v1Work });
  });

  it('unknown request kinds and non-string old objects are dropped', () => {
    const s = parseSnapshot({ texts: { crd: 'a', objects: 'b', old: 5 }, options: { request: 'delete' } })!;
    expect(s.texts).toEqual({ crd: 'a', objects: 'b' });
    expect(s.options.request).toBeUndefined();
  });
});

describe('embedding: crd-playground:set with update state', () => {
  it('accepts the old objects and a known request kind, drops unknown ones', () => {
    expect(parseInbound({ type: 'crd-playground:set', texts: { old: 'x' }, options: { request: 'status' } })).toEqual({
      type: 'crd-playground:set',
      texts: { old: 'x' },
      options: { request: 'status' },
    });
    expect(parseInbound({ type: 'crd-playground:set', options: { request: 'patch' } })).toEqual({ type: 'crd-playground:set', options: {} });
    expect(parseInbound({ type: 'crd-playground:set', texts: { old: 1 } })).toBeNull();
  });
});
