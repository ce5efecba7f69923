// The store's door to the language worker: the editors' current texts, the Kubernetes version and
// the request go with each question; the language worker starts on the first question once the check
// worker is idle (until then the question waits); without one the answers are empty.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore } from '../../src/state/store';
import { defaultSnapshot } from '../../src/state/snapshot';
import { EngineClient } from '../../src/worker/client';
import { LanguageClient } from '../../src/worker/language-client';
import type { LanguageRequest, WorkerLike, WorkerRequest } from '../../src/worker/protocol';
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

  it('at start, once the check worker is idle, the language worker starts and loads the CRD', () => {
    const { store, langWorkers, engines } = setup();
    engines.current.answer(engines.current.received[0]);
    vi.advanceTimersByTime(499);
    expect(langWorkers.workers).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(langWorkers.workers).toHaveLength(1);
    const [warm] = (langWorkers.current.received as unknown as WorkerRequest[]).filter((r): r is LanguageRequest => r.type === 'language');
    expect(warm.query).toMatchObject({ op: 'warm', input: { texts: { crd: store.getState().texts.crd }, kubeVersion: store.getState().options.kubeVersion } });
  });

  it('an embed (warmLanguage: false) starts no language worker before a question', () => {
    const engines = workerPool();
    const langWorkers = workerPool();
    createPlaygroundStore({
      initial: defaultSnapshot(),
      engine: (cb) => new EngineClient({ ...cb, createWorker: engines.create, debounceMs: 100 }),
      language: () => new LanguageClient({ createWorker: langWorkers.create }),
      warmLanguage: false,
    });
    engines.current.answer(engines.current.received[0]);
    vi.advanceTimersByTime(5_000);
    expect(langWorkers.workers).toHaveLength(0);
  });

  /**
   * A language worker that takes `loadMs` for the first request with a CRD it has not loaded yet (the
   * 535 kB HTTPRoute CRD takes seconds under load), and a few ms for the next ones.
   */
  function slowLoadingWorkers(loadMs: number) {
    const ops: string[] = [];
    const create = (): WorkerLike => {
      let crd = '';
      const loaded = new Set<string>();
      const w: WorkerLike = {
        onmessage: null,
        onerror: null,
        terminate() {},
        postMessage(m) {
          if (m.type !== 'language') return;
          ops.push(m.query.op);
          if (!m.same?.includes('crd')) crd = m.query.input.texts.crd;
          const ms = loaded.has(crd) ? 5 : loadMs;
          loaded.add(crd);
          setTimeout(() => w.onmessage?.({ data: { type: 'language', seq: m.seq, result: m.query.op === 'complete' ? { items: [] } : null } }), ms);
        },
      };
      setTimeout(() => w.onmessage?.({ data: { type: 'ready' } }));
      return w;
    };
    return { create, ops };
  }

  it('after a CRD change the language worker loads it while idle: the first completion is answered, not dropped at its time limit', async () => {
    const engines = workerPool();
    const lang = slowLoadingWorkers(4_000);
    const store = createPlaygroundStore({
      initial: defaultSnapshot(),
      engine: (cb) => new EngineClient({ ...cb, createWorker: engines.create, debounceMs: 100 }),
      language: () => new LanguageClient({ createWorker: lang.create, timeoutMs: 3_000 }),
    });
    const idle = () => {
      const w = engines.current;
      w.answer(w.received[w.received.length - 1]);
      vi.advanceTimersByTime(500);
    };
    idle();
    vi.advanceTimersByTime(4_000); // the first CRD loaded
    store.getState().setText('crd', store.getState().texts.crd + '# changed\n');
    vi.advanceTimersByTime(100);
    idle();
    // the reader asks 2 s after the pause (the load takes 4 s): answered 2 s later, within the 3 s limit
    vi.advanceTimersByTime(2_000);
    const answered = vi.fn();
    void store.getState().language('complete', 'crd', 0).then(answered);
    await vi.advanceTimersByTimeAsync(2_100);
    expect(answered).toHaveBeenCalledWith({ items: [] });
    expect(lang.ops).toEqual(['warm', 'warm', 'complete']);
    // an edit of the objects alone loads nothing again
    store.getState().setText('objects', store.getState().texts.objects + '# changed\n');
    vi.advanceTimersByTime(100);
    idle();
    vi.advanceTimersByTime(5_000);
    expect(lang.ops).toEqual(['warm', 'warm', 'complete']);
  });

  it('answers empty without a language worker', async () => {
    const { store } = setup(false);
    expect(await store.getState().language('complete', 'objects', 0)).toBeNull();
    expect(await store.getState().language('definition', 'objects', 0)).toEqual([]);
    expect(await store.getState().language('codeActions', 'crd', { start: 0, end: 0 })).toEqual([]);
  });
});
