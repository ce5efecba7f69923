import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, EngineClient, LEADING_EDGE_MAX_RUN_MS, adaptiveDebounceMs, checkTimeLimitMs, type EngineRun, type EngineStatus } from '../../src/worker/client';
import type { CheckInput } from '../../src/engine/api';
import { workerPool } from './fake-worker';

const input = (text: string): CheckInput => ({ sources: [{ id: 'objects', text }] });

describe('EngineClient', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
  });
  afterEach(() => vi.useRealTimers());

  function setup(opts: { debounceMs?: number; timeoutMs?: number; restartBusyMs?: number; autoReady?: boolean } = {}) {
    const pool = workerPool(opts.autoReady ?? true);
    const runs: EngineRun[] = [];
    const statuses: EngineStatus[] = [];
    const client = new EngineClient({
      createWorker: pool.create,
      onResult: (r) => runs.push(r),
      onStatus: (s) => statuses.push(s),
      now: () => now,
      debounceMs: 100,
      timeoutMs: 5000,
      restartBusyMs: 1000,
      ...opts,
    });
    return { pool, runs, statuses, client };
  }

  it('debounces edits: only the last of a burst is sent to the worker', () => {
    const { pool, client } = setup();
    client.submit(input('a'));
    vi.advanceTimersByTime(50);
    client.submit(input('ab'));
    vi.advanceTimersByTime(50);
    client.submit(input('abc'));
    expect(pool.current.received).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(pool.current.received.map((r) => r.input.sources[0].text)).toEqual(['abc']);
    expect(client.status).toBe('running');
  });

  it('posts a text the worker has only once; after a restart the new worker gets it again', () => {
    const { pool, client } = setup({ timeoutMs: 5000 });
    const big = 'k'.repeat(50_000);
    const two = (objects: string): CheckInput => ({
      sources: [
        { id: 'crd', text: big },
        { id: 'objects', text: objects },
      ],
    });
    client.submit(two('a'), true);
    pool.current.answer(pool.current.received[0]);
    client.submit(two('ab'), true);
    expect(pool.current.posted[1].input.sources.map((s) => s.text)).toEqual(['', 'ab']);
    expect(pool.current.posted[1].same).toEqual(['sources/0/crd']);
    // the worker reads the whole input
    expect(pool.current.received[1].input).toEqual(two('ab'));
    vi.advanceTimersByTime(5250); // timed out (5 s + 5 s per MB of text): a new worker
    client.submit(two('abc'), true);
    expect(pool.workers).toHaveLength(2);
    expect(pool.current.posted[0].input).toEqual(two('abc'));
    expect(pool.current.posted[0].same).toBeUndefined();
  });

  it('immediate submissions skip the debounce', () => {
    const { pool, client } = setup();
    client.submit(input('x'), true);
    expect(pool.current.received).toHaveLength(1);
  });

  it('delivers the result of the newest input and reports ready', () => {
    const { pool, client, runs, statuses } = setup();
    const seq = client.submit(input('a'), true);
    pool.current.answer(pool.current.received[0]);
    expect(runs).toHaveLength(1);
    expect(runs[0].seq).toBe(seq);
    expect(runs[0].result.diagnostics[0].message).toBe('a');
    expect(client.status).toBe('ready');
    expect(statuses[statuses.length - 1]).toBe('ready');
  });

  it('drops the result of stale input and runs the newest after it', () => {
    const { pool, client, runs } = setup();
    client.submit(input('old'), true);
    const w = pool.current;
    const newest = client.submit(input('new'));
    vi.advanceTimersByTime(100);
    // the worker is busy with "old": "new" waits (no second message yet)
    expect(w.received).toHaveLength(1);
    w.answer(w.received[0]);
    expect(runs).toHaveLength(0); // "old" is stale
    expect(w.received).toHaveLength(2);
    w.answer(w.received[1]);
    expect(runs.map((r) => [r.seq, r.result.diagnostics[0].message])).toEqual([[newest, 'new']]);
  });

  it('gives a large input time in proportion to its size: a 2 MB CRD is not stopped at 5 s', () => {
    const { pool, client, runs } = setup();
    const big = input('x'.repeat(2_000_000));
    expect(checkTimeLimitMs(big, 5000)).toBe(15_000);
    client.submit(big, true);
    now = 14_000;
    vi.advanceTimersByTime(14_000);
    expect(pool.current.terminated).toBe(false);
    expect(runs).toHaveLength(0);
    now = 15_000;
    vi.advanceTimersByTime(1000);
    expect(runs[0].failure).toBe('timeout');
    expect(runs[0].result.diagnostics[0].message).toMatch(/stopped after 15 s/);
  });

  it('ignores answers with a sequence number it did not ask for', () => {
    const { pool, client, runs } = setup();
    client.submit(input('a'), true);
    pool.current.onmessage?.({ data: { type: 'result', seq: 999, result: { crds: [], objects: [], diagnostics: [], elapsedMs: 0 } } });
    expect(runs).toHaveLength(0);
    expect(client.status).toBe('running');
  });

  it('stops a run that takes too long: terminates, restarts and reports a diagnostic', () => {
    const { pool, client, runs } = setup();
    const seq = client.submit(input('hostile'), true);
    const first = pool.current;
    now = 5000;
    vi.advanceTimersByTime(5000);
    expect(first.terminated).toBe(true);
    expect(pool.workers).toHaveLength(2);
    expect(client.restarts).toBe(1);
    expect(runs).toHaveLength(1);
    expect(runs[0].seq).toBe(seq);
    expect(runs[0].failure).toBe('timeout');
    expect(runs[0].result.diagnostics[0].message).toMatch(/stopped after 5 s/);
    expect(runs[0].result.diagnostics[0].severity).toBe('error');
    // a late answer from the terminated worker is ignored
    first.answer(first.received[0]);
    expect(runs).toHaveLength(1);
    // the new worker serves the next edit
    client.submit(input('ok'), true);
    pool.current.answer(pool.current.received[0]);
    expect(runs[1].result.diagnostics[0].message).toBe('ok');
    expect(runs[1].failure).toBeUndefined();
  });

  it('abandons a slow run of stale input when newer input is due', () => {
    const { pool, client, runs } = setup();
    client.submit(input('warm'), true);
    pool.current.answer(pool.current.received[0]);
    client.submit(input('slow'), true);
    const first = pool.current;
    now = 1500;
    client.submit(input('next'));
    vi.advanceTimersByTime(100);
    expect(first.terminated).toBe(true);
    expect(pool.current).not.toBe(first);
    expect(pool.current.received.map((r) => r.input.sources[0].text)).toEqual(['next']);
    pool.current.answer(pool.current.received[0]);
    expect(runs.map((r) => r.result.diagnostics[0].message)).toEqual(['warm', 'next']);
  });

  it('does not abandon the first run of a fresh worker (it warms the caches the next runs need)', () => {
    const { pool, client, runs } = setup();
    client.submit(input('cold'), true);
    const first = pool.current;
    now = 1500;
    client.submit(input('next'));
    vi.advanceTimersByTime(100);
    expect(first.terminated).toBe(false);
    expect(first.received).toHaveLength(1);
    first.answer(first.received[0]); // stale: dropped, and "next" runs on the same (warm) worker
    expect(first.received.map((r) => r.input.sources[0].text)).toEqual(['cold', 'next']);
    first.answer(first.received[1]);
    expect(runs.map((r) => r.result.diagnostics[0].message)).toEqual(['next']);
  });

  it('turns an engine crash into a diagnostic', () => {
    const { pool, client, runs } = setup();
    const seq = client.submit(input('boom'), true);
    pool.current.onmessage?.({ data: { type: 'crash', seq, message: 'TypeError: x is undefined' } });
    expect(runs[0].failure).toBe('crash');
    expect(runs[0].result.diagnostics[0].message).toContain('TypeError: x is undefined');
  });

  it('restarts the worker after a worker error and keeps serving', () => {
    const { pool, client, runs } = setup();
    client.submit(input('a'), true);
    const first = pool.current;
    first.onerror?.({ message: 'script error' });
    expect(first.terminated).toBe(true);
    expect(runs[0].failure).toBe('crash');
    client.submit(input('b'), true);
    pool.current.answer(pool.current.received[0]);
    expect(runs[1].result.diagnostics[0].message).toBe('b');
  });

  it('counts the time limit from when the worker has loaded, not from when it was asked', () => {
    const { pool, client, runs } = setup({ autoReady: false });
    client.submit(input('a'), true);
    expect(pool.current.received).toHaveLength(1); // queued by the browser until the worker runs
    now = 20000;
    vi.advanceTimersByTime(20000); // a slow load (dev server, slow network) is not a timeout
    expect(runs).toHaveLength(0);
    expect(client.restarts).toBe(0);
    pool.current.load();
    now = 24000;
    vi.advanceTimersByTime(4000);
    expect(runs).toHaveLength(0);
    now = 25000;
    vi.advanceTimersByTime(1000);
    expect(runs[0].failure).toBe('timeout');
    // the restarted worker loads before the next run's limit starts
    client.submit(input('b'), true);
    now = 40000;
    vi.advanceTimersByTime(15000);
    expect(runs).toHaveLength(1);
    pool.current.load();
    pool.current.answer(pool.current.received[0]);
    expect(runs[1].result.diagnostics[0].message).toBe('b');
  });

  describe('adaptive debounce (no fixed debounceMs)', () => {
    it.each<[number | null, number, string]>([
      [null, 0, 'no run yet: at once'],
      [3, 0, 'a few milliseconds: at once'],
      [20, 0, 'within the fast limit: at once'],
      [21, 21, 'slower: wait as long as a run takes'],
      [60, 60, ''],
      [500, DEFAULT_DEBOUNCE_MS, 'slow: capped'],
    ])('last run %s ms → wait %s ms (%s)', (last, wait) => {
      expect(adaptiveDebounceMs(last)).toBe(wait);
    });

    it('runs at once after a fast run; edits made while it runs wait for it and the newest wins', () => {
      const { pool, client, runs } = setup({ debounceMs: undefined });
      client.submit(input('a'));
      expect(pool.current.received).toHaveLength(1); // no run yet: no wait
      now = 4;
      pool.current.answer(pool.current.received[0]);
      expect(client.debounce).toBe(0);
      client.submit(input('ab'));
      expect(pool.current.received).toHaveLength(2);
      client.submit(input('abc'));
      client.submit(input('abcd'));
      expect(pool.current.received).toHaveLength(2); // busy with "ab"
      now = 8;
      pool.current.answer(pool.current.received[1]);
      expect(pool.current.received.map((r) => r.input.sources[0].text)).toEqual(['a', 'ab', 'abcd']);
      pool.current.answer(pool.current.received[2]);
      expect(runs.map((r) => r.result.diagnostics[0].message)).toEqual(['a', 'abcd']);
    });

    it('waits for typing to pause when runs are slow', () => {
      const { pool, client } = setup({ debounceMs: undefined });
      client.submit(input('a'));
      now = 80;
      pool.current.answer(pool.current.received[0]);
      expect(client.debounce).toBe(80);
      now = 200; // first key of a burst (see below)
      client.submit(input('ab'));
      now = 210; // 10 ms after the previous key: it waits 80 ms
      client.submit(input('abc'));
      now = 290;
      pool.current.answer(pool.current.received[1]);
      vi.advanceTimersByTime(79);
      expect(pool.current.received).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(pool.current.received.map((r) => r.input.sources[0].text)).toEqual(['a', 'ab', 'abc']);
      now = 300; // this run was fast: the next edit runs at once
      pool.current.answer(pool.current.received[2]);
      now = 301;
      client.submit(input('abcd'));
      expect(pool.current.received).toHaveLength(4);
    });

    it('checks an edit after a pause at once even when runs are slow; the rest of its burst waits', () => {
      const { pool, client, runs } = setup({ debounceMs: undefined });
      client.submit(input('a'));
      now = 80;
      pool.current.answer(pool.current.received[0]);
      expect(client.debounce).toBe(80);
      now = 500; // a single keystroke long after the previous edit: no wait
      client.submit(input('ab'));
      expect(pool.current.received.map((r) => r.input.sources[0].text)).toEqual(['a', 'ab']);
      now = 530; // the next key 30 ms later is a burst: it waits the 80 ms (and for the run in flight)
      client.submit(input('abc'));
      now = 580;
      pool.current.answer(pool.current.received[1]);
      expect(pool.current.received).toHaveLength(2);
      vi.advanceTimersByTime(80);
      expect(pool.current.received.map((r) => r.input.sources[0].text)).toEqual(['a', 'ab', 'abc']);
      pool.current.answer(pool.current.received[2]);
      // the answer for "ab" came when "abc" was already typed: stale, not shown
      expect(runs.map((r) => r.result.diagnostics[0].message)).toEqual(['a', 'abc']);
    });

    it.each([
      [LEADING_EDGE_MAX_RUN_MS, true],
      [LEADING_EDGE_MAX_RUN_MS + 1, false],
    ])('after a run of %s ms an edit after a pause is checked at once: %s', (runMs, atOnce) => {
      const { pool, client } = setup({ debounceMs: undefined });
      client.submit(input('a'));
      now = runMs;
      pool.current.answer(pool.current.received[0]);
      expect(client.debounce).toBe(DEFAULT_DEBOUNCE_MS);
      now = 10_000;
      client.submit(input('ab'));
      expect(pool.current.received).toHaveLength(atOnce ? 2 : 1);
      vi.advanceTimersByTime(DEFAULT_DEBOUNCE_MS);
      expect(pool.current.received).toHaveLength(2);
    });

    it('a fixed debounce waits after a pause too', () => {
      const { pool, client } = setup({ debounceMs: 100 });
      now = 10_000;
      client.submit(input('a'));
      expect(pool.current.received).toHaveLength(0);
      vi.advanceTimersByTime(100);
      expect(pool.current.received).toHaveLength(1);
    });

    it('does not count the worker loading as run time', () => {
      const { pool, client } = setup({ debounceMs: undefined, autoReady: false });
      client.submit(input('a'));
      now = 3000;
      pool.current.load();
      now = 3005;
      pool.current.answer(pool.current.received[0]);
      expect(client.debounce).toBe(0);
    });
  });
});
