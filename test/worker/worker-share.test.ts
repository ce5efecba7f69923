// One engine worker behind the view and language clients (src/worker/worker-share.ts, decision 0055):
// both clients' requests reach the one worker and each reads its own answers; a restart by one
// client ends the worker for both, the other goes on on a new one (a view is asked again, a
// language request answers empty as on a crash).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInput } from '../../src/engine/api';
import type { LanguageRequest, ViewRequest, WorkerRequest } from '../../src/worker/protocol';
import { ViewClient, type ViewAnswer } from '../../src/worker/view-client';
import { LanguageClient } from '../../src/worker/language-client';
import { restartedByPeer, shareWorker } from '../../src/worker/worker-share';
import type { ViewResult } from '../../src/engine/views/ondemand';
import { workerPool, type FakeWorker } from './fake-worker';

const input: CheckInput = { sources: [{ id: 'crd', text: 'a' }] };
const result = (selector: string): ViewResult => ({ kind: 'fieldSelector', selector, groups: [] });
const requests = (w: FakeWorker) => w.received as unknown as WorkerRequest[];
const views = (w: FakeWorker) => requests(w).filter((r): r is ViewRequest => r.type === 'view');
const languages = (w: FakeWorker) => requests(w).filter((r): r is LanguageRequest => r.type === 'language');
const answerView = (w: FakeWorker, req: ViewRequest) => w.onmessage?.({ data: { type: 'view', seq: req.seq, result: result(req.query.kind === 'fieldSelector' ? req.query.selector : '') } });
const hover = { op: 'hover' as const, input: { texts: { crd: 'a', objects: 'b' } }, editor: 'objects' as const, offset: 1 };

describe('shareWorker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A pool of fake workers behind shareWorker, and two ports of its one worker. */
  function twoPorts() {
    const pool = workerPool();
    const create = shareWorker(pool.create);
    return { pool, create, a: create(), b: create() };
  }

  function setup(viewTimeoutMs = 1000) {
    const pool = workerPool(false);
    const create = shareWorker(pool.create);
    const answers: ViewAnswer[] = [];
    const view = new ViewClient({ createWorker: create, onAnswer: (a) => answers.push(a), timeoutMs: viewTimeoutMs });
    const language = new LanguageClient({ createWorker: create, timeoutMs: 3000, hardLimitMs: 5000 });
    return { pool, create, answers, view, language };
  }

  it('the view and language clients share one worker; each gets its own answers, and both hear that it is loaded', async () => {
    const { pool, answers, view, language } = setup();
    const seq = view.request('sel', input, { kind: 'fieldSelector', selector: 'a=1' });
    const hovered = language.request(hover);
    expect(pool.workers).toHaveLength(1);
    const w = pool.current;
    expect(requests(w).map((r) => r.type)).toEqual(['view', 'language']);
    w.load();
    w.onmessage?.({ data: { type: 'language', seq: languages(w)[0].seq, result: { range: { start: 0, end: 1 }, markdown: 'hi' } } });
    answerView(w, views(w)[0]);
    expect(await hovered).toEqual({ range: { start: 0, end: 1 }, markdown: 'hi' });
    expect(answers).toEqual([{ key: 'sel', seq, ok: true, result: result('a=1') }]);
    // both clients had their time limits armed by `ready`: a view past its limit is stopped
    const slow = view.request('openapi', input, { kind: 'openapi', crd: 'x', version: 'v1' });
    vi.advanceTimersByTime(1000);
    expect(answers[1]).toEqual({ key: 'openapi', seq: slow, ok: false, error: 'This view was stopped after 1 s: the input is too expensive.' });
  });

  it('a warmed view client only starts the shared worker: the language warm-up is the first request there (it loads the CRD)', () => {
    const pool = workerPool();
    const create = shareWorker(pool.create);
    const view = new ViewClient({ createWorker: create, onAnswer: () => undefined });
    view.warm();
    expect(pool.workers).toHaveLength(1);
    const language = new LanguageClient({ createWorker: create });
    language.warm({ texts: { crd: 'a', objects: 'b' } });
    expect(pool.workers).toHaveLength(1);
    expect(requests(pool.current).map((r) => (r.type === 'language' ? r.query.op : r.type))).toEqual(['warm']);
  });

  it('a port made after the worker said it is loaded hears it at once', () => {
    const pool = workerPool(false);
    const create = shareWorker(pool.create);
    const first = create();
    const heard: string[] = [];
    first.onmessage = (e) => heard.push(`first ${e.data.type}`);
    pool.current.load();
    const second = create();
    second.onmessage = (e) => heard.push(`second ${e.data.type}`);
    expect(pool.workers).toHaveLength(1);
    expect(heard).toEqual(['first ready', 'second ready']);
  });

  it('a view past its time limit restarts the worker: the waiting language request answers empty, and the language client goes on on the new worker', async () => {
    const { pool, answers, view, language } = setup();
    view.request('openapi', input, { kind: 'openapi', crd: 'x', version: 'v1' });
    const first = pool.current;
    first.load();
    const hovered = language.request(hover);
    vi.advanceTimersByTime(1000);
    expect(first.terminated).toBe(true);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ ok: false });
    expect(await hovered).toBeNull();
    const again = language.request({ ...hover, offset: 2 });
    expect(pool.workers).toHaveLength(2);
    const w = pool.current;
    expect(w.terminated).toBe(false);
    w.load();
    const [req] = languages(w);
    expect(req.query).toMatchObject({ op: 'hover', offset: 2 });
    w.onmessage?.({ data: { type: 'language', seq: req.seq, result: { range: { start: 0, end: 1 }, markdown: 'again' } } });
    expect(await again).toMatchObject({ markdown: 'again' });
  });

  it('a language request past its hard limit restarts the worker: the running view is asked again on the new worker, not reported as failed', () => {
    const { pool, answers, view, language } = setup(10_000);
    void language.request(hover);
    const first = pool.current;
    first.load();
    const seq = view.request('sel', input, { kind: 'fieldSelector', selector: 'a=1' });
    expect(views(first)).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(first.terminated).toBe(true);
    expect(pool.workers).toHaveLength(2);
    const w = pool.current;
    w.load();
    // the new worker gets the whole input (it has no texts yet) and the same view
    expect(views(w).map((r) => [r.seq, r.query, r.input.sources[0].text])).toEqual([[seq, { kind: 'fieldSelector', selector: 'a=1' }, 'a']]);
    answerView(w, views(w)[0]);
    expect(answers).toEqual([{ key: 'sel', seq, ok: true, result: result('a=1') }]);
  });

  it("the worker's own error reaches every port; the next port starts a new worker", () => {
    const { pool, create, a, b } = twoPorts();
    const errors: unknown[] = [];
    a.onerror = (e) => errors.push(['a', e]);
    b.onerror = (e) => errors.push(['b', e]);
    const boom = { message: 'boom' };
    pool.current.onerror?.(boom);
    expect(errors).toEqual([
      ['a', boom],
      ['b', boom],
    ]);
    expect(pool.workers[0].terminated).toBe(true);
    create();
    expect(pool.workers).toHaveLength(2);
  });

  it('a port that ended its worker posts nothing more; the other port reports the restart once', () => {
    const { pool, a, b } = twoPorts();
    const errors: unknown[] = [];
    b.onerror = (e) => errors.push(e);
    a.terminate();
    a.terminate();
    a.postMessage({ type: 'run', seq: 1, input });
    expect(pool.workers[0].posted).toEqual([]);
    expect(errors).toEqual([restartedByPeer]);
  });
});
