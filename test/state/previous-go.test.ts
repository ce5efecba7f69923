// A previous CRD written in Go (CRD update) in the store: the switch, its own Go files, what the
// worker is sent, the generated previous CRD as the previous CRD's text, History and autosave.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore, toRunInput } from '../../src/state/store';
import { defaultSnapshot, goFiles, oldGoFiles } from '../../src/state/snapshot';
import { previousIsCurrent } from '../../src/state/go-files';
import { WorkHistory } from '../../src/state/history';
import { openLink } from '../../src/state/boot';
import { encodeState } from '../../src/state/permalink';
import { EngineClient } from '../../src/worker/client';
import type { GoOutcome } from '../../src/worker/protocol';
import { resultFor, workerPool } from '../worker/fake-worker';

const FILE = { path: 'api/v1/widget_types.go', text: 'package v1\n' };
const OUTCOME: GoOutcome = {
  crdText: '---\nkind: CustomResourceDefinition\n# new\n',
  crds: [],
  generateMs: 1,
  oldCrdText: '---\nkind: CustomResourceDefinition\n# previous\n',
  oldCrds: [],
};

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    key: (i: number) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

function setup(storage: ReturnType<typeof memoryStorage> | null = null) {
  const pool = workerPool();
  const store = createPlaygroundStore({ initial: defaultSnapshot(), storage, engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 100 }) });
  pool.current.answer(pool.current.received[0]);
  return { store, pool };
}

/** Lets the worker take the newest input and answers it with `go`. */
function answerLatest(pool: ReturnType<typeof workerPool>, go: GoOutcome) {
  vi.advanceTimersByTime(200);
  let req = pool.current.received.at(-1)!;
  for (let i = 0; i < 5 && req.input.go?.previous !== true; i++) {
    pool.current.answer(req);
    vi.advanceTimersByTime(200);
    req = pool.current.received.at(-1)!;
  }
  pool.current.onmessage?.({ data: { type: 'result', seq: req.seq, result: resultFor(req.input), go } });
}

describe('a previous CRD in Go', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('in Go mode the CRD update starts from a copy of the Go files, in Go; both are sent to be generated', () => {
    const { store, pool } = setup();
    store.getState().setCrdSource('go', [FILE]);
    store.getState().setCrdUpdate(true);
    const s = store.getState();
    expect(s.options.oldCrdSource).toBe('go');
    expect(oldGoFiles(s.texts).map((f) => [f.path, f.text])).toEqual([[FILE.path, FILE.text]]);
    expect(previousIsCurrent(s)).toBe(true);
    const input = toRunInput(s);
    expect(input.go).toEqual({ on: true, previous: true });
    expect(input.sources.map((x) => x.id)).toEqual(['go:api/v1/widget_types.go', 'objects']);
    expect(input.oldSources?.map((x) => x.id)).toEqual(['oldgo:api/v1/widget_types.go']);
    // the generated previous CRD becomes the previous CRD's text (views, the switch back to YAML)
    answerLatest(pool, OUTCOME);
    expect(store.getState().texts.oldCrd).toBe(OUTCOME.oldCrdText);
    expect(store.getState().texts.crd).toBe(OUTCOME.crdText);
    // typing into the previous CRD's YAML does nothing while it is generated
    store.getState().setText('oldCrd', 'x');
    expect(store.getState().texts.oldCrd).toBe(OUTCOME.oldCrdText);
  });

  it("the previous CRD's files are edited on their own; Copy the CRD copies the Go files again", () => {
    const { store } = setup();
    store.getState().setCrdSource('go', [FILE]);
    store.getState().setCrdUpdate(true);
    store.getState().setText('oldgo:api/v1/widget_types.go', 'package v1 // old\n');
    expect(store.getState().addGoFile('api/v1/old_types.go', 'package v1\n', true)).toBe(true);
    expect(store.getState().addGoFile('api/v1/old_types.go', '', true)).toBe(false);
    expect(store.getState().renameGoFile('oldgo:api/v1/old_types.go', 'api/v1/gone_types.go')).toBe(true);
    expect(oldGoFiles(store.getState().texts).map((f) => f.path)).toEqual(['api/v1/widget_types.go', 'api/v1/gone_types.go']);
    expect(goFiles(store.getState().texts).map((f) => f.path)).toEqual(['api/v1/widget_types.go']);
    expect(previousIsCurrent(store.getState())).toBe(false);
    store.getState().copyCrdToPrevious();
    expect(oldGoFiles(store.getState().texts).map((f) => [f.path, f.text])).toEqual([[FILE.path, FILE.text]]);
    store.getState().deleteGoFile('oldgo:api/v1/widget_types.go');
    expect(oldGoFiles(store.getState().texts)).toEqual([]);
  });

  it('with the CRD in YAML only the previous CRD is generated; back to YAML its generated text stays', () => {
    const { store, pool } = setup();
    store.getState().setCrdUpdate(true);
    store.getState().setOldCrdSource('go', [FILE]);
    expect(oldGoFiles(store.getState().texts).map((f) => f.path)).toEqual([FILE.path]);
    const input = toRunInput(store.getState());
    expect(input.go).toEqual({ on: true, crd: false, previous: true });
    expect(input.sources.map((x) => x.id)).toEqual(['crd', 'objects']);
    expect(input.oldSources?.map((x) => x.id)).toEqual(['oldgo:api/v1/widget_types.go']);
    answerLatest(pool, { ...OUTCOME, crdText: store.getState().texts.crd });
    expect(store.getState().texts.oldCrd).toBe(OUTCOME.oldCrdText);
    // the CRD (YAML) is not replaced, and no Go-mode outcome is kept for the CRD pane
    expect(store.getState().texts.crd).toBe(defaultSnapshot().texts.crd);
    expect(store.getState().go).toBeNull();
    store.getState().setOldCrdSource('yaml');
    expect(toRunInput(store.getState()).go).toBeUndefined();
    expect(toRunInput(store.getState()).oldSources).toEqual([{ id: 'oldCrd', text: OUTCOME.oldCrdText }]);
  });

  it('the CRD update off: nothing of the previous CRD is sent, Go or not', () => {
    const { store } = setup();
    store.getState().setCrdUpdate(true);
    store.getState().setOldCrdSource('go', [FILE]);
    store.getState().setCrdUpdate(false);
    const input = toRunInput(store.getState());
    expect(input.go).toBeUndefined();
    expect(input.oldSources).toBeUndefined();
  });

  it("autosave and History keep the previous CRD's Go files and its switch", () => {
    const storage = memoryStorage();
    const { store } = setup(storage);
    store.getState().setCrdSource('go', [FILE]);
    store.getState().setCrdUpdate(true);
    store.getState().setText('oldgo:api/v1/widget_types.go', 'package v1 // old\n');
    store.getState().flush();
    const history = new WorkHistory(storage, 'other-tab');
    const latest = history.entries()[0];
    expect(latest).toBeDefined();
    const snap = history.get(latest!.hash);
    expect(snap?.options.oldCrdSource).toBe('go');
    expect(snap?.texts['oldgo:api/v1/widget_types.go']).toBe('package v1 // old\n');
  });
});

describe('opening a link that differs only in the previous CRD written in Go', () => {
  it('keeps the work on screen for restore (it is other work)', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
    const base = defaultSnapshot();
    const mine = { ...base, texts: { ...base.texts, oldCrd: '', 'oldgo:types.go': 'package v1 // mine\n' }, options: { ...base.options, crdUpdate: true, oldCrdSource: 'go' as const } };
    const theirs = { ...mine, texts: { ...mine.texts, 'oldgo:types.go': 'package v1 // theirs\n' } };
    const opened = openLink(`#state=${encodeState(theirs)}`, mine, storage, true);
    expect(opened.notice).toMatchObject({ key: 'notice.link.opened', restore: mine });
    expect(openLink(`#state=${encodeState(mine)}`, mine, storage, true).notice).toBeNull();
  });
});
