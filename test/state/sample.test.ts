// "New object from schema" through the store: the request goes to the view worker (answered here
// by the worker's own ViewEngine), and the sample is appended to the objects as a new document.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore } from '../../src/state/store';
import { defaultSnapshot } from '../../src/state/snapshot';
import { appendDocument, SAMPLE_VIEW_KEY } from '../../src/state/sample';
import { EngineClient } from '../../src/worker/client';
import { ViewClient } from '../../src/worker/view-client';
import { ViewEngine } from '../../src/engine/views/ondemand';
import type { ViewRequest, WorkerRequest } from '../../src/worker/protocol';
import { check } from '../../src/engine';
import { workerPool } from '../worker/fake-worker';

describe('appendDocument', () => {
  it.each([
    ['', 'a: 1\n', 'a: 1\n'],
    ['  \n', 'a: 1\n', 'a: 1\n'],
    ['x: 1\n', 'a: 1\n', 'x: 1\n---\na: 1\n'],
    ['x: 1', 'a: 1', 'x: 1\n---\na: 1\n'],
  ])('%j + %j', (text, yaml, expected) => expect(appendDocument(text, yaml)).toBe(expected));
});

describe('store.addSample', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const engines = workerPool();
    const viewWorkers = workerPool();
    const store = createPlaygroundStore({
      initial: defaultSnapshot(),
      engine: (cb) => new EngineClient({ ...cb, createWorker: engines.create, debounceMs: 100 }),
      views: (onAnswer) => new ViewClient({ createWorker: viewWorkers.create, onAnswer }),
    });
    const engine = new ViewEngine();
    /** The view worker answers its newest request with the real view. */
    const answer = () => {
      const w = viewWorkers.current;
      const req = (w.received as WorkerRequest[]).filter((r): r is ViewRequest => r.type === 'view').at(-1)!;
      w.onmessage?.({ data: { type: 'view', seq: req.seq, result: engine.compute(req.input, req.query) } });
    };
    return { store, answer };
  }

  it.each([false, true])('appends a sample (full: %s) of the default example that validates clean, keeping the objects', (full) => {
    const { store, answer } = setup();
    const before = store.getState().texts.objects;
    store.getState().addSample('', undefined, full);
    expect(store.getState().views[SAMPLE_VIEW_KEY].status).toBe('pending');
    expect(store.getState().texts.objects).toBe(before);
    answer();
    const after = store.getState().texts.objects;
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length)).toMatch(/^(\n)?---\n# A (minimal|full) /);
    const res = check({
      sources: [
        { id: 'crd', text: store.getState().texts.crd },
        { id: 'objects', text: after },
      ],
    });
    const last = Math.max(...res.objects.map((o) => o.docIndex));
    expect(res.diagnostics.filter((d) => d.source === 'objects' && d.docIndex === last && d.severity === 'error')).toEqual([]);
  });

  it('an error (unknown version) is shown in the view, the objects stay as they are', () => {
    const { store, answer } = setup();
    const before = store.getState().texts.objects;
    store.getState().addSample('', 'v9', false);
    answer();
    const v = store.getState().views[SAMPLE_VIEW_KEY];
    expect(v.result?.kind === 'sample' && v.result.sample.error).toMatch(/has no version "v9"/);
    expect(store.getState().texts.objects).toBe(before);
  });
});
