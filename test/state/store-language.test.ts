// The store's door to the language worker: the editors' current texts, the Kubernetes version and
// the request go with each question; the language worker starts on the first question once the check
// worker is idle (until then the question waits); without one the answers are empty.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore } from '../../src/state/store';
import { defaultSnapshot } from '../../src/state/snapshot';
import { EngineClient } from '../../src/worker/client';
import { LanguageClient } from '../../src/worker/language-client';
import type { LanguageRequest, WorkerRequest } from '../../src/worker/protocol';
import { workerPool } from '../worker/fake-worker';

describe('store.language', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(withLanguage = true) {
    const engines = workerPool();
    const langWorkers = workerPool();
    const store = createPlaygroundStore({
      initial: defaultSnapshot(),
      engine: (cb) => new EngineClient({ ...cb, createWorker: engines.create, debounceMs: 100 }),
      language: withLanguage ? () => new LanguageClient({ createWorker: langWorkers.create }) : undefined,
    });
    return { store, langWorkers, engines };
  }

  it('asks with the current texts, version and request; the worker starts on the first question', async () => {
    const { store, langWorkers, engines } = setup();
    expect(langWorkers.workers).toHaveLength(0);
    store.getState().setOptions({ kubeVersion: '1.30' });
    store.getState().setRequest('update');
    store.getState().setText('objects', 'kind: X\n');
    const answer = store.getState().language('hover', 'objects', 3, 'uk');
    expect(langWorkers.workers).toHaveLength(0);
    // the check worker answers the newest input; 500 ms later the language worker starts
    const w = engines.current;
    w.answer(w.received[0]);
    vi.advanceTimersByTime(500);
    expect(langWorkers.workers).toHaveLength(0); // the edits' check is still to come
    vi.advanceTimersByTime(100);
    w.answer(w.received[w.received.length - 1]);
    vi.advanceTimersByTime(500);
    const req = (langWorkers.current.received as unknown as WorkerRequest[]).find((r): r is LanguageRequest => r.type === 'language')!;
    expect(req.query).toMatchObject({ op: 'hover', editor: 'objects', offset: 3 });
    expect(req.query.input).toMatchObject({ kubeVersion: '1.30', request: 'update', locale: 'uk', texts: { objects: 'kind: X\n', crd: store.getState().texts.crd } });
    langWorkers.current.onmessage?.({ data: { type: 'language', seq: req.seq, result: { range: { start: 0, end: 4 }, markdown: 'kind' } } });
    expect(await answer).toEqual({ range: { start: 0, end: 4 }, markdown: 'kind' });
    // code actions take a span
    void store.getState().language('codeActions', 'crd', { start: 1, end: 2 });
  });

  it('answers empty without a language worker', async () => {
    const { store } = setup(false);
    expect(await store.getState().language('complete', 'objects', 0)).toBeNull();
    expect(await store.getState().language('definition', 'objects', 0)).toEqual([]);
    expect(await store.getState().language('codeActions', 'crd', { start: 0, end: 0 })).toEqual([]);
  });
});
