// The page side of the language worker (its own engine worker, so completion never waits behind a
// check or a view): one request in flight; per operation only the newest waiting request is kept
// (an older one answers empty at once). A request not answered within the time limit answers
// empty, so the editor never waits on a huge CRD; the worker goes on with it (the first request
// after a CRD change parses and loads the CRD, and later requests find it cached) and is restarted
// only when one request runs past the hard limit.
import type { LanguageOp, LanguageQuery, LanguageResults } from './language-service';
import type { LanguageRequest, WorkerFactory, WorkerLike, WorkerResponse } from './protocol';

export type { LanguageOp, LanguageQuery, LanguageResults } from './language-service';

/** How long the editor waits for an answer. */
const LANGUAGE_TIMEOUT_MS = 3_000;
/** How long one request may run before the worker is restarted. */
const LANGUAGE_HARD_LIMIT_MS = 60_000;

interface LanguageClientOptions {
  createWorker: WorkerFactory;
  timeoutMs?: number;
  hardLimitMs?: number;
}

interface Pending {
  op: LanguageOp;
  req: LanguageRequest;
  /** Answers the caller (once; later calls do nothing). */
  resolve: (result: unknown) => void;
  deadline: ReturnType<typeof setTimeout> | null;
}

const EMPTY: { [K in LanguageOp]: LanguageResults[K] } = { complete: null, hover: null, definition: [], codeActions: [], warm: null, goComplete: null, goHover: null, goCodeActions: [] };

export class LanguageClient {
  private worker: WorkerLike | null = null;
  private seq = 0;
  private waiting = new Map<LanguageOp, Pending>();
  private running: (Pending & { timer: ReturnType<typeof setTimeout> | null }) | null = null;
  private ready = false;
  private disposed = false;
  /** Held: requests wait (their time limit running) and no worker starts until release(). */
  private held = false;
  /** The texts the current worker has (from the last request posted to it). */
  private posted: Record<string, string | undefined> | null = null;
  private readonly timeoutMs: number;
  private readonly hardLimitMs: number;

  constructor(private readonly opts: LanguageClientOptions) {
    this.timeoutMs = opts.timeoutMs ?? LANGUAGE_TIMEOUT_MS;
    this.hardLimitMs = opts.hardLimitMs ?? LANGUAGE_HARD_LIMIT_MS;
  }

  /** Asks the worker; answers the empty result when replaced by a newer request, on a time-out or a crash. */
  request<Q extends LanguageQuery>(query: Q): Promise<LanguageResults[Q['op']]> {
    const op = query.op as Q['op'];
    if (this.disposed) return Promise.resolve(EMPTY[op]);
    return new Promise((resolve) => {
      const older = this.waiting.get(op);
      if (older) older.resolve(EMPTY[op]);
      this.waiting.delete(op);
      let done = false;
      const p: Pending = {
        op,
        req: { type: 'language', seq: ++this.seq, query },
        resolve: (r) => {
          if (done) return;
          done = true;
          if (p.deadline) clearTimeout(p.deadline);
          resolve(r as LanguageResults[Q['op']]);
        },
        deadline: null,
      };
      p.deadline = setTimeout(() => {
        // the editor stops waiting; a request still queued is dropped, a running one goes on
        p.resolve(EMPTY[op]);
        if (this.waiting.get(op) === p) this.waiting.delete(op);
      }, this.timeoutMs);
      this.waiting.set(op, p);
      if (!this.worker && !this.held) this.spawn();
      this.next();
    });
  }

  /**
   * Until release(), no worker starts: the page holds the language worker back while the check
   * worker loads the same CRD for the first result (both would share the cores). A request made
   * meanwhile waits, and answers empty if its time limit passes first.
   */
  hold(): void {
    if (!this.worker) this.held = true;
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    if (this.waiting.size > 0 && !this.worker && !this.disposed) this.spawn();
    this.next();
  }

  /**
   * Has the worker load `input` (parse the texts, load the CRD) before anyone asks, so that the first
   * completion, hover or quick fix after a CRD change is answered within the time limit instead of
   * waiting for that load. Starts the worker unless held; a question asked meanwhile waits behind it
   * (it would do the same load) or replaces it when it has not started yet.
   */
  warm(input: LanguageQuery['input']): void {
    if (this.disposed || this.held) return;
    void this.request({ op: 'warm', input });
  }

  dispose(): void {
    this.disposed = true;
    if (this.running?.timer) clearTimeout(this.running.timer);
    this.running?.resolve(EMPTY[this.running.op]);
    this.running = null;
    for (const p of this.waiting.values()) p.resolve(EMPTY[p.op]);
    this.waiting.clear();
    this.worker?.terminate();
  }

  private spawn(): void {
    const w = this.opts.createWorker();
    this.worker = w;
    this.ready = false;
    this.posted = null;
    w.onmessage = (e) => this.onMessage(w, e.data);
    w.onerror = () => {
      if (w === this.worker) this.fail();
    };
  }

  private next(): void {
    if (this.running || !this.worker) return;
    const first = this.waiting.values().next();
    if (first.done) return;
    const p = first.value;
    this.waiting.delete(p.op);
    this.running = { ...p, timer: null };
    if (this.ready) this.arm();
    this.worker.postMessage(this.withoutSameTexts(p.req));
  }

  /** Leaves out the texts the worker already has, so a big CRD is not copied at every cursor move. */
  private withoutSameTexts(req: LanguageRequest): LanguageRequest {
    const texts = req.query.input.texts as Record<string, string | undefined>;
    const prev = this.posted;
    this.posted = { ...texts };
    if (!prev) return req;
    const same = (['crd', 'objects', 'old', 'oldCrd'] as const).filter((k) => texts[k] !== undefined && texts[k] === prev[k]);
    if (same.length === 0) return req;
    const kept: Record<string, string | undefined> = { ...texts };
    for (const k of same) delete kept[k];
    return { ...req, same: [...same], query: { ...req.query, input: { ...req.query.input, texts: kept as LanguageQuery['input']['texts'] } } as LanguageQuery };
  }

  private arm(): void {
    const running = this.running;
    if (!running || running.timer !== null) return;
    running.timer = setTimeout(() => {
      if (this.running === running) this.fail();
    }, this.hardLimitMs);
  }

  /** The running request failed or ran past the hard limit: it answers empty, the worker restarts. */
  private fail(): void {
    const running = this.running;
    if (running?.timer) clearTimeout(running.timer);
    this.running = null;
    if (this.worker) {
      this.worker.onmessage = null;
      this.worker.onerror = null;
      this.worker.terminate();
    }
    this.spawn();
    running?.resolve(EMPTY[running.op]);
    this.next();
  }

  private onMessage(from: WorkerLike, msg: WorkerResponse): void {
    if (from !== this.worker) return;
    if (msg.type === 'ready') {
      this.ready = true;
      this.arm();
      return;
    }
    if (msg.type !== 'language' && msg.type !== 'language-crash') return;
    const running = this.running;
    if (!running || running.req.seq !== msg.seq) return;
    if (running.timer) clearTimeout(running.timer);
    this.running = null;
    running.resolve(msg.type === 'language' ? (msg.result ?? EMPTY[running.op]) : EMPTY[running.op]);
    this.next();
  }
}
