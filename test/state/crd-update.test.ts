// CRD updates in the state: the CRD-update switch and the previous CRD (prefilled on first use,
// "copy current CRD to previous"), what the worker is sent (an old source with id oldCrd), autosave,
// share links and state files in format 3 beside formats 1 and 2 (old links still open), the embed API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore, toCheckInput } from '../../src/state/store';
import { AUTOSAVE_KEY, loadSnapshot, type StorageLike } from '../../src/state/autosave';
import { defaultSnapshot, parseSnapshot, usesCrdUpdate, withUpdateDefaults, type Snapshot } from '../../src/state/snapshot';
import { PERMALINK_VERSION, decodeState, encodeState, formatVersion, parseStateFile, stateFileText } from '../../src/state/permalink';
import { openLink } from '../../src/state/boot';
import { connectBridge, parseInbound } from '../../src/state/bridge';
import { exampleSnapshot } from '../../src/state/gallery';
import { EngineClient } from '../../src/worker/client';
import { workerPool } from '../worker/fake-worker';

function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const crdUpdateWork: Snapshot = {
  texts: { crd: 'new crd\n', objects: 'spec: {level: high}\n', old: '', oldCrd: 'old crd ünï 🚀\r\n' },
  options: { kubeVersion: '1.34', strict: false, request: 'create', crdUpdate: true },
  tab: 'changes',
};

describe('check input of a CRD update', () => {
  it.each([
    ['switch off: no old sources', { ...crdUpdateWork, options: { ...crdUpdateWork.options, crdUpdate: false } }, undefined],
    ['switch unset (older work)', { ...crdUpdateWork, options: { kubeVersion: '1.34', strict: false } }, undefined],
    ['create with the switch on: the previous CRD only', crdUpdateWork, [{ id: 'oldCrd', text: 'old crd ünï 🚀\r\n' }]],
    [
      'update of objects and of the CRD: old objects, then the previous CRD',
      { ...crdUpdateWork, texts: { ...crdUpdateWork.texts, old: 'spec: {level: low}\n' }, options: { ...crdUpdateWork.options, request: 'update' as const } },
      [
        { id: 'old', text: 'spec: {level: low}\n' },
        { id: 'oldCrd', text: 'old crd ünï 🚀\r\n' },
      ],
    ],
    ['switch on without a previous CRD text', { ...crdUpdateWork, texts: { crd: 'c', objects: 'o' } }, [{ id: 'oldCrd', text: '' }]],
  ])('%s', (_name, snap, oldSources) => {
    const input = toCheckInput(snap);
    expect(input.sources.map((s) => s.id)).toEqual(['crd', 'objects']);
    expect(input.oldSources).toEqual(oldSources);
  });
});

describe('CRD-update switch in the store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(storage = memoryStorage(), initial?: Snapshot) {
    const pool = workerPool();
    const store = createPlaygroundStore({
      initial: initial ?? loadSnapshot(storage) ?? defaultSnapshot(),
      storage,
      engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 100 }),
    });
    const answerLast = () => pool.current.answer(pool.current.received.at(-1)!);
    return { store, pool, storage, answerLast };
  }

  it('the first switch on copies the CRD into the previous CRD and re-runs at once with it', () => {
    const { store, pool, answerLast } = setup();
    answerLast();
    expect(store.getState().options.crdUpdate).toBe(false);
    expect(store.getState().texts.oldCrd).toBe('');
    store.getState().setCrdUpdate(true);
    expect(store.getState().texts.oldCrd).toBe(store.getState().texts.crd);
    expect(pool.current.received.at(-1)!.input.oldSources).toEqual([{ id: 'oldCrd', text: store.getState().texts.crd }]);
  });

  it('an edited previous CRD is kept across switches and sent only while the switch is on', () => {
    const { store, pool, answerLast } = setup();
    answerLast();
    store.getState().setCrdUpdate(true);
    answerLast();
    store.getState().setText('oldCrd', 'edited old crd\n');
    vi.advanceTimersByTime(100);
    expect(pool.current.received.at(-1)!.input.oldSources).toEqual([{ id: 'oldCrd', text: 'edited old crd\n' }]);
    answerLast();
    store.getState().setCrdUpdate(false);
    expect(pool.current.received.at(-1)!.input.oldSources).toBeUndefined();
    answerLast();
    store.getState().setCrdUpdate(true);
    expect(store.getState().texts.oldCrd).toBe('edited old crd\n'); // not replaced by the CRD again
    expect(pool.current.received.at(-1)!.input.oldSources).toEqual([{ id: 'oldCrd', text: 'edited old crd\n' }]);
  });

  it('"copy current CRD to previous" replaces the previous CRD and re-runs; a no-op when equal', () => {
    const { store, pool, answerLast } = setup();
    answerLast();
    store.getState().setCrdUpdate(true);
    answerLast();
    store.getState().setText('oldCrd', 'something else\n');
    store.getState().setText('crd', 'the new crd\n');
    store.getState().copyCrdToPrevious();
    expect(store.getState().texts.oldCrd).toBe('the new crd\n');
    const sent = pool.current.received.length;
    expect(pool.current.received.at(-1)!.input.oldSources).toEqual([{ id: 'oldCrd', text: 'the new crd\n' }]);
    answerLast();
    store.getState().copyCrdToPrevious();
    expect(pool.current.received.length).toBe(sent);
  });

  it('autosave keeps the previous CRD and the switch; a reload restores them', () => {
    const { store, storage, answerLast } = setup();
    answerLast();
    store.getState().setCrdUpdate(true);
    store.getState().setText('oldCrd', 'in the cluster\n');
    store.getState().flush();
    const saved = loadSnapshot(storage, AUTOSAVE_KEY)!;
    expect(saved.texts.oldCrd).toBe('in the cluster\n');
    expect(saved.options.crdUpdate).toBe(true);
    const again = setup(storage);
    expect(again.store.getState().texts.oldCrd).toBe('in the cluster\n');
    expect(again.store.getState().options.crdUpdate).toBe(true);
    expect(again.pool.current.received[0].input.oldSources).toEqual([{ id: 'oldCrd', text: 'in the cluster\n' }]);
  });

  it('work autosaved before CRD updates existed opens with the switch off and an empty previous CRD', () => {
    const storage = memoryStorage();
    storage.setItem(AUTOSAVE_KEY, JSON.stringify({ texts: { crd: 'c', objects: 'o', old: 'x' }, options: { kubeVersion: '1.32', strict: false, request: 'update' }, tab: 'cel' }));
    const { store, pool } = setup(storage);
    expect(store.getState().options.crdUpdate).toBe(false);
    expect(store.getState().texts.oldCrd).toBe('');
    expect(pool.current.received[0].input.oldSources).toEqual([{ id: 'old', text: 'x' }]);
  });
});

// Links written by the playground before format 3 existed (encodeState of that version).
const V1_LINK = '1.LYw7CsNADESvElSHgEm3bXKCFCFFGu-uDPJHayQtGIzvbtm4nJn3ZgXDxRTCCkkyBBiIc7i9qlqZPqilSsI3dsRkVPjPcIcSe0yHc8E_bzev54M4r4Ya8Yuinp1qHs_GNTWhZBC6dlR03tro4yyVMcO2A9HisHc';
const V2_LINK =
  '2.VY0xDsIwEAS_El0dIaF0buEFFFQ0ibMQE2Mb3xmQLP8dG6qUq7mZyyT4CJPKpONMilbjZtUdEot_nMA-RY0jrsYZMd5dHPXkpzt0c4gDtOqyxQtWdYu5LeV_YVtqS61_N1gqDS31-7mmCWdErrsK-90wVJslGi2kJCb0FPFM4DophXkUtIKMU90alsoXzdCthQ';
const V2_STATE_FILE =
  '{\n  "format": "crd-playground-state",\n  "version": 2,\n  "texts": {\n    "crd": "kind: CustomResourceDefinition\\n",\n    "objects": "spec: {level: high}\\n",\n    "old": "spec: {level: low}\\n"\n  },\n  "options": {\n    "kubeVersion": "1.33",\n    "strict": true,\n    "request": "update"\n  },\n  "tab": "cel"\n}\n';

describe('share links and state files of a CRD update (format 3)', () => {
  it('work with a CRD update is written as format 3 (4 adds Go mode), other work as before', () => {
    expect(PERMALINK_VERSION).toBe(4);
    expect(formatVersion(crdUpdateWork)).toBe(3);
    expect(formatVersion({ ...crdUpdateWork, options: { ...crdUpdateWork.options, crdUpdate: false } })).toBe(3); // a previous CRD is written
    expect(formatVersion(withUpdateDefaults({ texts: { crd: 'c', objects: 'o' }, options: { kubeVersion: '1.35', strict: false } }))).toBe(1);
    expect(formatVersion(withUpdateDefaults({ texts: { crd: 'c', objects: 'o', old: 'x' }, options: { kubeVersion: '1.35', strict: false, request: 'update' } }))).toBe(2);
    expect(encodeState(crdUpdateWork)).toMatch(/^3\.[A-Za-z0-9_-]+$/);
    expect(usesCrdUpdate(defaultSnapshot())).toBe(false);
  });

  it('a link round-trips the previous CRD byte for byte, with the switch and the other fields', () => {
    for (const snap of [
      crdUpdateWork,
      { ...crdUpdateWork, texts: { ...crdUpdateWork.texts, old: 'spec: {level: low}\n' }, options: { ...crdUpdateWork.options, request: 'status' as const } },
      { ...crdUpdateWork, texts: { ...crdUpdateWork.texts, oldCrd: '' } }, // switch on, nothing pasted yet
      { ...crdUpdateWork, options: { ...crdUpdateWork.options, crdUpdate: false } }, // switched off, text kept
    ]) {
      expect(decodeState(encodeState(snap))).toEqual({ ok: true, snapshot: snap });
      expect(parseStateFile(stateFileText(snap))).toEqual({ ok: true, snapshot: snap });
    }
  });

  it('links and files of formats 1 and 2 stay byte-identical (no previous CRD or switch written)', () => {
    const v2: Snapshot = withUpdateDefaults<Snapshot>({
      texts: { crd: 'kind: CustomResourceDefinition\n', objects: 'spec: {level: high}\n', old: 'spec: {level: low}\n' },
      options: { kubeVersion: '1.33', strict: true, request: 'update' },
      tab: 'cel',
    });
    expect(v2.texts.oldCrd).toBe('');
    expect(v2.options.crdUpdate).toBe(false);
    expect(encodeState(v2)).toBe(V2_LINK);
    expect(stateFileText(v2)).toBe(V2_STATE_FILE);
    const v1 = withUpdateDefaults<Snapshot>({ texts: { crd: 'kind: CustomResourceDefinition\n', objects: 'kind: X\n' }, options: { kubeVersion: '1.31', strict: false }, tab: 'pruned' });
    expect(encodeState(v1)).toBe(V1_LINK);
  });

  it('old links and state files still open, as work without a CRD update', () => {
    const v1 = decodeState(V1_LINK);
    expect(v1).toEqual({ ok: true, snapshot: { texts: { crd: 'kind: CustomResourceDefinition\n', objects: 'kind: X\n' }, options: { kubeVersion: '1.31', strict: false }, tab: 'pruned' } });
    const v2 = decodeState(V2_LINK);
    expect(v2.ok && v2.snapshot.texts.old).toBe('spec: {level: low}\n');
    expect(v2.ok && v2.snapshot.options.request).toBe('update');
    for (const dec of [v1, v2, parseStateFile(V2_STATE_FILE)]) {
      expect(dec.ok).toBe(true);
      if (!dec.ok) continue;
      expect(dec.snapshot.texts.oldCrd).toBeUndefined();
      expect(dec.snapshot.options.crdUpdate).toBeUndefined();
      const full = withUpdateDefaults(dec.snapshot);
      expect(full.options.crdUpdate).toBe(false);
      expect(toCheckInput(full).oldSources?.some((s) => s.id === 'oldCrd') ?? false).toBe(false);
    }
  });

  it('a format-5 link is reported as newer, not guessed at', () => {
    const enc = encodeState(crdUpdateWork);
    expect(decodeState(`5${enc.slice(1)}`)).toEqual({ ok: false, reason: 'newer-version', version: 5 });
  });

  it('reads untrusted data: a non-string previous CRD or a non-boolean switch is dropped', () => {
    const snap = parseSnapshot({ texts: { crd: 'c', objects: 'o', oldCrd: 42 }, options: { crdUpdate: 'yes' }, tab: 'changes' });
    expect(snap?.texts.oldCrd).toBeUndefined();
    expect(snap?.options.crdUpdate).toBeUndefined();
  });

  it('a link that differs from the work on screen only in the previous CRD keeps that work one click away', () => {
    const storage = memoryStorage();
    const current = withUpdateDefaults(crdUpdateWork);
    const other = { ...current, texts: { ...current.texts, oldCrd: 'another cluster\n' } };
    const opened = openLink(`#state=${encodeState(other)}`, current, storage, true);
    expect(opened.snapshot?.texts.oldCrd).toBe('another cluster\n');
    expect(opened.notice?.restore).toEqual(current);
  });
});

describe('embed API and gallery', () => {
  it('a parent page sets the previous CRD and turns the CRD update on; the check gets it at once', () => {
    const pool = workerPool();
    const store = createPlaygroundStore({ initial: defaultSnapshot(), engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 0 }) });
    let listener: ((e: { data: unknown; origin: string; source: unknown }) => void) | null = null;
    const parent = { postMessage: () => {} };
    connectBridge({ store, parent, origins: ['https://docs.example'], self: { addEventListener: (_t, l) => (listener = l), removeEventListener: () => {} } });
    pool.current.answer(pool.current.received[0]);
    listener!({ data: { type: 'crd-playground:set', texts: { oldCrd: 'in the cluster\n' }, options: { crdUpdate: true }, tab: 'changes' }, origin: 'https://docs.example', source: parent });
    expect(store.getState().options.crdUpdate).toBe(true);
    expect(store.getState().tab).toBe('changes');
    expect(pool.current.received.at(-1)!.input.oldSources).toEqual([{ id: 'oldCrd', text: 'in the cluster\n' }]);
  });

  it('set accepts texts.oldCrd and options.crdUpdate (additive) and rejects a non-string previous CRD', () => {
    expect(parseInbound({ type: 'crd-playground:set', texts: { oldCrd: 'x' }, options: { crdUpdate: true } })).toEqual({
      type: 'crd-playground:set',
      texts: { oldCrd: 'x' },
      options: { crdUpdate: true },
    });
    expect(parseInbound({ type: 'crd-playground:set', texts: { oldCrd: 1 } })).toBeNull();
    expect(parseInbound({ type: 'crd-playground:set', options: { crdUpdate: 'on' } })).toEqual({ type: 'crd-playground:set', options: {} });
  });

  it('an example with a previous CRD turns the switch on; one without turns it off and clears the text', () => {
    const ex = { id: 'x', title: 'X', section: 'S', tab: 'Changes' as const, request: 'create' as const, crd: 'new', objects: 'o', oldCrd: 'old', point: '', shows: [], features: [], expect: {} };
    const snap = exampleSnapshot(ex, withUpdateDefaults(crdUpdateWork));
    expect(snap.texts.oldCrd).toBe('old');
    expect(snap.options.crdUpdate).toBe(true);
    expect(snap.tab).toBe('changes');
    const plain = exampleSnapshot({ ...ex, oldCrd: undefined, tab: 'Problems' }, snap);
    expect(plain.texts.oldCrd).toBe('');
    expect(plain.options.crdUpdate).toBe(false);
  });
});
