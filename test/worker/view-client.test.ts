// The view worker's client: one request in flight, the newest request per key wins, a view that
// takes too long restarts the worker.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInput } from '../../src/engine/api';
import type { ViewRequest, WorkerRequest } from '../../src/worker/protocol';
import { ViewClient, type ViewAnswer } from '../../src/worker/view-client';
import type { ViewResult } from '../../src/engine/views/ondemand';
import { workerPool, type FakeWorker } from './fake-worker';

const input: CheckInput = { sources: [{ id: 'crd', text: '' }] };
const result = (selector: string): ViewResult => ({ kind: 'fieldSelector', selector, groups: [] });
const views = (w: FakeWorker) => (w.received as WorkerRequest[]).filter((r): r is ViewRequest => r.type === 'view');
const answer = (w: FakeWorker, req: ViewRequest) => w.onmessage?.({ data: { type: 'view', seq: req.seq, result: result(req.query.kind === 'fieldSelector' ? req.query.selector : '') } });

describe('ViewClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const pool = workerPool();
    const answers: ViewAnswer[] = [];
    const client = new ViewClient({ createWorker: pool.create, onAnswer: (a) => answers.push(a), timeoutMs: 1000 });
    return { pool, answers, client };
  }

  it('starts its worker on the first request and delivers the answer under its key', () => {
    const { pool, answers, client } = setup();
    expect(pool.workers).toHaveLength(0);
    const seq = client.request('sel', input, { kind: 'fieldSelector', selector: 'a=1' });
    expect(pool.workers).toHaveLength(1);
    answer(pool.current, views(pool.current)[0]);
    expect(answers).toEqual([{ key: 'sel', seq, ok: true, result: result('a=1') }]);
  });

  it('keeps one request in flight; a newer request for the same key replaces the queued one and the older answer is dropped', () => {
    const { pool, answers, client } = setup();
    client.request('sel', input, { kind: 'fieldSelector', selector: 'a=1' });
    client.request('sel', input, { kind: 'fieldSelector', selector: 'a=2' });
    client.request('openapi', input, { kind: 'openapi', crd: 'x', version: 'v1' });
    const last = client.request('sel', input, { kind: 'fieldSelector', selector: 'a=3' });
    const w = pool.current;
    expect(views(w)).toHaveLength(1);
    answer(w, views(w)[0]); // a=1: stale
    expect(answers).toEqual([]);
    // queued: openapi, then sel a=3 (a=2 was replaced)
    expect(views(w).map((r) => r.query)).toEqual([
      { kind: 'fieldSelector', selector: 'a=1' },
      { kind: 'openapi', crd: 'x', version: 'v1' },
    ]);
    answer(w, views(w)[1]);
    expect(views(w)[2].query).toEqual({ kind: 'fieldSelector', selector: 'a=3' });
    answer(w, views(w)[2]);
    expect(answers.map((a) => [a.key, a.seq])).toEqual([
      ['openapi', 3],
      ['sel', last],
    ]);
  });

  it('a view that takes too long is reported and the worker restarted; the next request runs on the new worker', () => {
    const { pool, answers, client } = setup();
    const seq = client.request('openapi', input, { kind: 'openapi', crd: 'x', version: 'v1' });
    vi.advanceTimersByTime(1000);
    expect(pool.workers[0].terminated).toBe(true);
    expect(pool.workers).toHaveLength(2);
    expect(answers).toEqual([{ key: 'openapi', seq, ok: false, error: 'This view was stopped after 1 s: the input is too expensive.' }]);
    client.request('sel', input, { kind: 'fieldSelector', selector: 'b=1' });
    answer(pool.current, views(pool.current)[0]);
    expect(answers[1]).toMatchObject({ key: 'sel', ok: true });
  });

  it('an engine crash on a view is reported as an error', () => {
    const { pool, answers, client } = setup();
    const seq = client.request('sel', input, { kind: 'fieldSelector', selector: 'a=1' });
    pool.current.onmessage?.({ data: { type: 'view-crash', seq, message: 'TypeError: boom' } });
    expect(answers).toEqual([{ key: 'sel', seq, ok: false, error: 'The engine failed on this view (TypeError: boom). This is a bug in the playground.' }]);
  });
});
