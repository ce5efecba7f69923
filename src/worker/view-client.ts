// The page side of the view worker (a second engine worker, so that on-demand views never wait
// behind a check): one request in flight, per view key only the newest request is kept and only
// its answer is delivered; a view that takes too long restarts the worker and is reported.
import type { CheckInput } from '../engine/api';
import type { ViewQuery, ViewRequest, ViewResult, WorkerFactory, WorkerLike, WorkerResponse } from './protocol';
import { userErrorText } from './error-text';
import { SentTexts } from './sent-texts';
import { restartedByPeer } from './worker-share';

const VIEW_TIMEOUT_MS = 10_000;

export type ViewAnswer = { key: string; seq: number } & ({ ok: true; result: ViewResult } | { ok: false; error: string });

export interface ViewClientOptions {
  createWorker: WorkerFactory;
  onAnswer: (answer: ViewAnswer) => void;
  timeoutMs?: number;
}

interface Pending {
  key: string;
  req: ViewRequest;
}

export class ViewClient {
  private worker: WorkerLike | null = null;
  /** The texts the current worker has: unchanged texts are not posted again (sent-texts.ts). */
  private sent = new SentTexts();
  private seq = 0;
  /** The newest sequence number per key. */
  private latest = new Map<string, number>();
  private queue = new Map<string, Pending>();
  private running: (Pending & { timer: ReturnType<typeof setTimeout> | null }) | null = null;
  private ready = false;
  private disposed = false;
  private readonly timeoutMs: number;

  constructor(private readonly opts: ViewClientOptions) {
    this.timeoutMs = opts.timeoutMs ?? VIEW_TIMEOUT_MS;
  }

  /** Queues a view; returns its sequence number. A newer request for the same key replaces it. */
  request(key: string, input: CheckInput, query: ViewQuery): number {
    if (this.disposed) return 0;
    const seq = ++this.seq;
    this.latest.set(key, seq);
    this.queue.delete(key);
    this.queue.set(key, { key, req: { type: 'view', seq, input, query } });
    if (!this.worker) this.spawn();
    this.next();
    return seq;
  }

  /**
   * Starts the worker before the first request, so that its code is loaded when a view is asked
   * for. It checks nothing of its own: the worker is shared with the language client
   * (worker-share.ts), whose warm-up loads the CRD there first, and a check ahead of it would delay
   * the first completion by a whole check (the largest corpus CRD: ~2 s).
   */
  warm(): void {
    if (this.disposed || this.worker) return;
    this.spawn();
  }

  dispose(): void {
    this.disposed = true;
    if (this.running?.timer) clearTimeout(this.running.timer);
    this.running = null;
    this.queue.clear();
    this.worker?.terminate();
  }

  private spawn(): void {
    const w = this.opts.createWorker();
    this.worker = w;
    this.sent = new SentTexts();
    this.ready = false;
    w.onmessage = (e) => this.onMessage(w, e.data);
    w.onerror = (e) => {
      if (w !== this.worker) return;
      if (e === restartedByPeer) return this.again();
      const detail = userErrorText(e);
      this.fail(`The view worker failed (${detail}).`);
    };
  }

  private next(): void {
    if (this.running || !this.worker) return;
    const first = this.queue.values().next();
    if (first.done) return;
    const p = first.value;
    this.queue.delete(p.key);
    this.running = { ...p, timer: null };
    if (this.ready) this.arm();
    this.worker.postMessage(this.sent.pack(p.req));
  }

  private arm(): void {
    const running = this.running;
    if (!running || running.timer !== null) return;
    running.timer = setTimeout(() => {
      if (this.running === running) this.fail(`This view was stopped after ${this.timeoutMs / 1000} s: the input is too expensive.`);
    }, this.timeoutMs);
  }

  /** The worker was ended under the running view by another client of it (worker-share.ts): ask again on a new one. */
  private again(): void {
    const running = this.running;
    if (running?.timer) clearTimeout(running.timer);
    this.running = null;
    if (running && !this.queue.has(running.key)) this.queue = new Map([[running.key, { key: running.key, req: running.req }], ...this.queue]);
    this.spawn();
    this.next();
  }

  /** The running view failed: report it, restart the worker, go on. */
  private fail(error: string): void {
    const running = this.running;
    if (running?.timer) clearTimeout(running.timer);
    this.running = null;
    if (this.worker) {
      this.worker.onmessage = null;
      this.worker.onerror = null;
      this.worker.terminate();
    }
    this.spawn();
    if (running) this.deliver({ key: running.key, seq: running.req.seq, ok: false, error });
    this.next();
  }

  private onMessage(from: WorkerLike, msg: WorkerResponse): void {
    if (from !== this.worker) return;
    if (msg.type === 'ready') {
      this.ready = true;
      this.arm();
      return;
    }
    if (msg.type !== 'view' && msg.type !== 'view-crash') return;
    const running = this.running;
    if (!running || running.req.seq !== msg.seq) return;
    if (running.timer) clearTimeout(running.timer);
    this.running = null;
    if (msg.type === 'view') this.deliver({ key: running.key, seq: msg.seq, ok: true, result: msg.result });
    else this.deliver({ key: running.key, seq: msg.seq, ok: false, error: `The engine failed on this view (${msg.message}). This is a bug in the playground.` });
    this.next();
  }

  private deliver(a: ViewAnswer): void {
    if (this.disposed || this.latest.get(a.key) !== a.seq) return; // stale: a newer request exists
    this.opts.onAnswer(a);
  }
}
