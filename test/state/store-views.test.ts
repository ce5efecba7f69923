// The store and the on-demand views: None-conversion previews while the Versions tab is open,
// "now" for ages, and views computed by the view worker.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore } from '../../src/state/store';
import { defaultSnapshot } from '../../src/state/snapshot';
import { EngineClient } from '../../src/worker/client';
import { ViewClient } from '../../src/worker/view-client';
import { LanguageClient } from '../../src/worker/language-client';
import type { LanguageRequest, ViewRequest, WorkerRequest } from '../../src/worker/protocol';
import { workerPool, type FakeWorker } from '../worker/fake-worker';

const viewRequests = (w: FakeWorker) => (w.received as WorkerRequest[]).filter((r): r is ViewRequest => r.type === 'view');

describe('store views', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(tab = 'problems') {
    const engines = workerPool();
    const viewWorkers = workerPool();
    const store = createPlaygroundStore({
      initial: { ...defaultSnapshot(), tab },
      engine: (cb) => new EngineClient({ ...cb, createWorker: engines.create, debounceMs: 100 }),
      views: (onAnswer) => new ViewClient({ createWorker: viewWorkers.create, onAnswer }),
    });
    return { store, engines, viewWorkers };
  }

  it('asks for None-conversion previews only while the Versions tab is open', () => {
    const { store, engines } = setup();
    const w = engines.current;
    expect(w.received[0].input.options?.conversions).toBeUndefined();
    w.answer(w.received[0]);
    store.getState().selectTab('versions');
    expect(w.received).toHaveLength(2);
    expect(w.received[1].input.options?.conversions).toBe(true);
    w.answer(w.received[1]);
    // between tabs that do not need previews: no new check
    store.getState().selectTab('columns');
    expect(w.received[2].input.options?.conversions).toBeUndefined();
    w.answer(w.received[2]);
    store.getState().selectTab('problems');
    expect(w.received).toHaveLength(3);
  });

  it.each([
    [undefined, 1],
    [true, 1],
    [false, 0],
  ])('warmViews %s: the view worker starts once the check worker is idle after the first result (%i workers); an embed starts it only when a view is asked for', (warmViews, started) => {
    const engines = workerPool();
    const viewWorkers = workerPool();
    const store = createPlaygroundStore({
      initial: defaultSnapshot(),
      warmViews,
      engine: (cb) => new EngineClient({ ...cb, createWorker: engines.create, debounceMs: 100 }),
      views: (onAnswer) => new ViewClient({ createWorker: viewWorkers.create, onAnswer }),
    });
    engines.current.answer(engines.current.received[0]);
    expect(viewWorkers.workers).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(viewWorkers.workers).toHaveLength(started);
    store.getState().requestView('openapi', { kind: 'openapi', crd: 'crontabs.stable.example.com', version: 'v1' });
    expect(viewWorkers.workers).toHaveLength(1);
  });

  it('the view and language workers wait while edits keep the check worker busy, and start 500 ms after it answered the newest input', async () => {
    const engines = workerPool();
    const viewWorkers = workerPool();
    const languageWorkers = workerPool();
    const store = createPlaygroundStore({
      initial: defaultSnapshot(),
      engine: (cb) => new EngineClient({ ...cb, createWorker: engines.create, debounceMs: 100 }),
      views: (onAnswer) => new ViewClient({ createWorker: viewWorkers.create, onAnswer }),
      language: () => new LanguageClient({ createWorker: languageWorkers.create }),
    });
    const w = engines.current;
    // the editor asks for code actions before the first result: held, no worker yet
    const actions = store.getState().language('codeActions', 'objects', { start: 0, end: 1 });
    w.answer(w.received[0]);
    vi.advanceTimersByTime(400);
    // an edit 400 ms after the first result: the pause starts again after its result
    store.getState().setText('objects', store.getState().texts.objects + '#');
    vi.advanceTimersByTime(100);
    w.answer(w.received[1]);
    vi.advanceTimersByTime(499);
    expect([viewWorkers.workers.length, languageWorkers.workers.length]).toEqual([0, 0]);
    vi.advanceTimersByTime(1);
    expect([viewWorkers.workers.length, languageWorkers.workers.length]).toEqual([1, 1]);
    // the held request went to the language worker
    const req = (languageWorkers.current.received as WorkerRequest[]).find((r): r is LanguageRequest => r.type === 'language')!;
    expect(req.query.op).toBe('codeActions');
    languageWorkers.current.onmessage?.({ data: { type: 'language', seq: req.seq, result: [] } });
    await expect(actions).resolves.toEqual([]);
    // later requests start at once
    void store.getState().language('hover', 'objects', 3);
    expect((languageWorkers.current.received as WorkerRequest[]).filter((r) => r.type === 'language')).toHaveLength(2);
  });

  it('a page opened on the Versions tab asks for previews from the first check', () => {
    const { engines } = setup('versions');
    expect(engines.current.received[0].input.options?.conversions).toBe(true);
  });

  it('"now" re-runs the check with options.now', () => {
    const { store, engines } = setup();
    const w = engines.current;
    w.answer(w.received[0]);
    store.getState().setNow('2026-05-01T00:00:00Z');
    expect(w.received[1].input.options?.now).toBe('2026-05-01T00:00:00Z');
    // "now" is not part of the saved work
    expect(JSON.stringify(store.getState().snapshot())).not.toContain('2026-05-01');
  });

  it('requestView sends the current input to the view worker and keeps only the newest answer per key', () => {
    const { store, viewWorkers } = setup();
    store.getState().setText('objects', 'a: 1');
    store.getState().requestView('sel', { kind: 'fieldSelector', selector: 'x=1' });
    expect(store.getState().views.sel.status).toBe('pending');
    const w = viewWorkers.current;
    const [first] = viewRequests(w);
    expect(first.input.sources.map((s) => s.text)).toContain('a: 1');
    store.getState().requestView('sel', { kind: 'fieldSelector', selector: 'x=2' });
    w.onmessage?.({ data: { type: 'view', seq: first.seq, result: { kind: 'fieldSelector', selector: 'x=1', groups: [] } } });
    expect(store.getState().views.sel.status).toBe('pending');
    const second = viewRequests(w)[1];
    expect(second.query).toEqual({ kind: 'fieldSelector', selector: 'x=2' });
    w.onmessage?.({ data: { type: 'view', seq: second.seq, result: { kind: 'fieldSelector', selector: 'x=2', groups: [] } } });
    expect(store.getState().views.sel).toEqual({ seq: second.seq, status: 'ready', result: { kind: 'fieldSelector', selector: 'x=2', groups: [] } });
  });

  it('without a view client, a view reports that it is not available', () => {
    const engines = workerPool();
    const store = createPlaygroundStore({
      initial: defaultSnapshot(),
      engine: (cb) => new EngineClient({ ...cb, createWorker: engines.create }),
    });
    store.getState().requestView('openapi', { kind: 'openapi', crd: 'x', version: 'v1' });
    expect(store.getState().views.openapi.error).toBe('views are not available here');
  });
});
