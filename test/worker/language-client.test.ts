// The language worker's client: one request in flight, per operation the newest waiting request
// wins (the replaced one answers empty at once), a slow request answers empty and restarts the
// worker, a crash answers empty. And the worker side answering through the engine.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageRequest, WorkerRequest } from '../../src/worker/protocol';
import { LanguageClient } from '../../src/worker/language-client';
import { answerLanguage, withTexts } from '../../src/worker/language-service';
import { clearCaches, registeredCaches } from '../../src/engine/cache';
import type { AuthoringInput } from '../../src/engine/authoring/types';
import { DEFAULT_CRD, DEFAULT_OBJECTS } from '../../src/state/examples';
import { workerPool, type FakeWorker } from './fake-worker';

const input: AuthoringInput = { texts: { crd: '', objects: '' } };
const sent = (w: FakeWorker) => (w.received as unknown as WorkerRequest[]).filter((r): r is LanguageRequest => r.type === 'language');
const hoverAt = (offset: number) => ({ op: 'hover' as const, input, editor: 'objects' as const, offset });
const reply = (w: FakeWorker, req: LanguageRequest, markdown: string) => w.onmessage?.({ data: { type: 'language', seq: req.seq, result: { range: { start: 0, end: 1 }, markdown } } });

describe('LanguageClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts its worker on the first request and resolves with the answer', async () => {
    const pool = workerPool();
    const client = new LanguageClient({ createWorker: pool.create });
    expect(pool.workers).toHaveLength(0);
    const p = client.request(hoverAt(3));
    const [req] = sent(pool.current);
    expect(req.query).toMatchObject({ op: 'hover', offset: 3 });
    reply(pool.current, req, 'hi');
    expect(await p).toEqual({ range: { start: 0, end: 1 }, markdown: 'hi' });
  });

  it('held: no worker until release(); a request made meanwhile is sent then, or answers empty when its time limit passes first', async () => {
    const pool = workerPool();
    const client = new LanguageClient({ createWorker: pool.create, timeoutMs: 3_000 });
    client.hold();
    const late = client.request(hoverAt(1));
    vi.advanceTimersByTime(3_000);
    expect(await late).toBeNull();
    const p = client.request(hoverAt(2));
    expect(pool.workers).toHaveLength(0);
    client.release();
    expect(pool.workers).toHaveLength(1);
    const reqs = sent(pool.current);
    expect(reqs.map((r) => (r.query as { offset: number }).offset)).toEqual([2]);
    reply(pool.current, reqs[0], 'hi');
    expect(await p).toMatchObject({ markdown: 'hi' });
  });

  it('release() with nothing waiting starts no worker; hold() once a worker runs changes nothing', () => {
    const pool = workerPool();
    const idle = new LanguageClient({ createWorker: pool.create });
    idle.hold();
    idle.release();
    expect(pool.workers).toHaveLength(0);
    const busy = new LanguageClient({ createWorker: pool.create });
    void busy.request(hoverAt(1));
    busy.hold();
    void busy.request(hoverAt(2));
    expect(pool.workers).toHaveLength(1);
  });

  it('keeps one request in flight; a newer waiting request of the same operation replaces the older, which answers empty', async () => {
    const pool = workerPool();
    const client = new LanguageClient({ createWorker: pool.create });
    const first = client.request(hoverAt(1));
    const second = client.request(hoverAt(2));
    const third = client.request(hoverAt(3));
    const defs = client.request({ op: 'definition', input, editor: 'objects', offset: 4 });
    expect(sent(pool.current)).toHaveLength(1);
    expect(await second).toBeNull();
    reply(pool.current, sent(pool.current)[0], 'one');
    expect(await first).toMatchObject({ markdown: 'one' });
    // the newest hover goes next, then the definition
    expect(sent(pool.current).map((r) => r.query)).toMatchObject([{ offset: 1 }, { offset: 3 }]);
    reply(pool.current, sent(pool.current)[1], 'three');
    expect(await third).toMatchObject({ markdown: 'three' });
    const d = sent(pool.current)[2];
    pool.current.onmessage?.({ data: { type: 'language', seq: d.seq, result: [] } });
    expect(await defs).toEqual([]);
  });

  it('a request over the time limit answers empty at once; the worker goes on (warming its caches), a queued request is dropped', async () => {
    const pool = workerPool();
    const client = new LanguageClient({ createWorker: pool.create, timeoutMs: 500, hardLimitMs: 10_000 });
    const slow = client.request({ op: 'complete', input, editor: 'crd', offset: 0 });
    const queued = client.request(hoverAt(1));
    vi.advanceTimersByTime(499);
    let answered = false;
    void slow.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await slow).toBeNull();
    expect(await queued).toBeNull();
    expect(pool.workers).toHaveLength(1);
    expect(pool.workers[0].terminated).toBe(false);
    // the late answer is not delivered to anyone; the queued hover was dropped, a new one is sent next
    const next = client.request(hoverAt(5));
    pool.current.onmessage?.({ data: { type: 'language', seq: sent(pool.current)[0].seq, result: null } });
    const reqs = sent(pool.current);
    expect(reqs.map((r) => r.query)).toMatchObject([{ op: 'complete' }, { op: 'hover', offset: 5 }]);
    reply(pool.current, reqs[1], 'after');
    expect(await next).toMatchObject({ markdown: 'after' });
  });

  it('a request running past the hard limit restarts the worker; the next request goes to the new worker', async () => {
    const pool = workerPool();
    const client = new LanguageClient({ createWorker: pool.create, timeoutMs: 500, hardLimitMs: 5_000 });
    const stuck = client.request({ op: 'complete', input, editor: 'crd', offset: 0 });
    vi.advanceTimersByTime(4_999);
    expect(pool.workers).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(await stuck).toBeNull();
    expect(pool.workers[0].terminated).toBe(true);
    expect(pool.workers).toHaveLength(2);
    const next = client.request(hoverAt(5));
    reply(pool.current, sent(pool.current)[0], 'after');
    expect(await next).toMatchObject({ markdown: 'after' });
  });

  it('the hard limit starts when the worker has loaded', async () => {
    const pool = workerPool(false);
    const client = new LanguageClient({ createWorker: pool.create, timeoutMs: 50_000, hardLimitMs: 500 });
    const p = client.request(hoverAt(1));
    vi.advanceTimersByTime(5000);
    expect(pool.workers).toHaveLength(1);
    pool.current.load();
    reply(pool.current, sent(pool.current)[0], 'loaded');
    expect(await p).toMatchObject({ markdown: 'loaded' });
  });

  it('texts the worker already has are left out of the message (a 3 MB CRD is not copied per cursor move); a new worker gets them all', async () => {
    const pool = workerPool();
    const client = new LanguageClient({ createWorker: pool.create, timeoutMs: 500, hardLimitMs: 5_000 });
    const big = 'x'.repeat(1000);
    const ask = (objects: string) => client.request({ op: 'hover', input: { texts: { crd: big, objects } }, editor: 'objects', offset: 0 });
    const a = ask('a: 1');
    reply(pool.current, sent(pool.current)[0], 'one');
    await a;
    const b = ask('a: 2');
    const second = sent(pool.current)[1];
    expect(second.same).toEqual(['crd']);
    expect(second.query.input.texts).toEqual({ objects: 'a: 2' });
    // the worker side puts the left-out text back
    expect(withTexts(sent(pool.current)[0].query, sent(pool.current)[0].same).input.texts.crd).toBe(big);
    expect(withTexts(second.query, second.same).input.texts).toEqual({ crd: big, objects: 'a: 2' });
    vi.advanceTimersByTime(5_000); // past the hard limit: a new worker
    expect(await b).toBeNull();
    void ask('a: 3');
    const fresh = sent(pool.current)[0];
    expect(fresh.same).toBeUndefined();
    expect(fresh.query.input.texts).toEqual({ crd: big, objects: 'a: 3' });
  });

  it('a crash answers the empty result of the operation', async () => {
    const pool = workerPool();
    const client = new LanguageClient({ createWorker: pool.create });
    const p = client.request({ op: 'codeActions', input, editor: 'objects', span: { start: 0, end: 0 } });
    pool.current.onmessage?.({ data: { type: 'language-crash', seq: sent(pool.current)[0].seq, message: 'boom' } });
    expect(await p).toEqual([]);
  });
});

describe('answerLanguage (the worker side)', () => {
  it('answers each operation through the engine', () => {
    const texts = { crd: DEFAULT_CRD, objects: DEFAULT_OBJECTS };
    const at = DEFAULT_OBJECTS.indexOf('replicas') + 1;
    expect(answerLanguage({ op: 'hover', input: { texts }, editor: 'objects', offset: at })).toMatchObject({ markdown: expect.stringContaining('replicas') });
    expect(answerLanguage({ op: 'definition', input: { texts }, editor: 'objects', offset: at })).toMatchObject([{ editor: 'crd' }]);
    const blank = DEFAULT_OBJECTS.replace('  replicas: 5\n', '  \n');
    expect(answerLanguage({ op: 'complete', input: { texts: { ...texts, objects: blank } }, editor: 'objects', offset: blank.indexOf('  \n') + 2 })).toMatchObject({ items: [{ label: 'replicas' }] });
    expect(Array.isArray(answerLanguage({ op: 'codeActions', input: { texts }, editor: 'objects', span: { start: 0, end: 0 } }))).toBe(true);
  });

  it('warm: parses both texts and loads the CRD into the caches the questions read, answers nothing', () => {
    clearCaches();
    const held = () => Object.fromEntries(registeredCaches().map((c) => [c.name, c.size]));
    expect(held()).toMatchObject({ 'pipeline.parsedTexts': 0, 'pipeline.loadedCRDs': 0 });
    expect(answerLanguage({ op: 'warm', input: { texts: { crd: DEFAULT_CRD + '# warm\n', objects: DEFAULT_OBJECTS + '# warm\n' } } })).toBeNull();
    expect(held()).toMatchObject({ 'pipeline.parsedTexts': 2, 'pipeline.loadedCRDs': 1, 'cel.compiledSchemaRules': 1 });
  });
});
