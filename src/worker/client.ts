// The page side of the engine worker: debounced runs, newest input wins (sequence
// numbers, stale results dropped), a run that takes too long is stopped by terminating
// and restarting the worker and reported as a diagnostic. The debounce adapts to the
// input (see `adaptiveDebounceMs`): a check that took a few milliseconds runs again at
// once, a slow one waits for typing to pause.
import type { CheckInput, CheckResult } from '../engine/api';
import type { Diagnostic } from '../engine/diagnostics';
import type { GoOutcome, RunInput, RunRequest, WorkerFactory, WorkerLike, WorkerResponse } from './protocol';
import { userErrorText } from './error-text';
import { SentTexts } from './sent-texts';

/** The longest wait for typing to pause (slow inputs). */
export const DEFAULT_DEBOUNCE_MS = 120;
/** A check that took at most this long (round trip) runs again with no wait. */
const FAST_RUN_MS = 20;

/**
 * How long to wait after a keystroke before checking, given the round-trip time of the last
 * check: none when checks are fast (the result is there within a frame or two), otherwise as
 * long as a check takes (capped), so a burst of keys is checked once when typing pauses rather
 * than the newest key waiting behind a run of stale text. Input that arrives while a run is in
 * flight waits for it in any case (newest input wins), so fast checks coalesce by themselves.
 * When runs take at most `LEADING_EDGE_MAX_RUN_MS`, the wait applies within a burst only: an edit that comes
 * longer than the wait after the previous one (a single keystroke, a paste, the first key of a
 * burst) is checked at once (`EngineClient.leadingEdge`).
 */
export function adaptiveDebounceMs(lastRunMs: number | null, maxMs = DEFAULT_DEBOUNCE_MS): number {
  if (lastRunMs === null || lastRunMs <= FAST_RUN_MS) return 0;
  return Math.min(maxMs, Math.round(lastRunMs));
}
const DEFAULT_TIMEOUT_MS = 5000;
/**
 * Extra time per MB of input text. A check is linear in its input (about 0.2 s per MB on a quiet
 * laptop, the largest corpus CRD 2.9 MB in 0.4–0.6 s); a phone or a busy machine is several times
 * slower, and a fixed limit then stops a legitimate first check of a large CRD over and over (each
 * restart is cold again). The limit stays a guard against runaway input, not a speed target.
 */
const TIMEOUT_MS_PER_MB = 5000;

/**
 * Extra time for a run in Go mode: a worker's first Go run loads Go mode's chunk and a k8s.io/api
 * version's built-in types (about 1 MB of Go declarations to read), and a kind that embeds a pod
 * template generates a 9,000-line schema before the check starts.
 */
const GO_EXTRA_MS = 20_000;

/** The time limit of one check: the base limit plus `TIMEOUT_MS_PER_MB` for each MB of its texts (and `GO_EXTRA_MS` in Go mode). */
export function checkTimeLimitMs(input: RunInput, baseMs: number): number {
  let chars = 0;
  for (const s of input.sources) chars += s.text.length;
  for (const s of input.oldSources ?? []) chars += s.text.length;
  return Math.round(baseMs + (input.go ? GO_EXTRA_MS : 0) + (chars / 1_000_000) * TIMEOUT_MS_PER_MB);
}
/**
 * Runs (round trip) up to this long check an edit after a pause at once (`EngineClient.leadingEdge`);
 * well under `DEFAULT_RESTART_BUSY_MS`, so the first key's run has ended before a burst's last key
 * could abandon it.
 */
export const LEADING_EDGE_MAX_RUN_MS = 250;
/** A run older than this is abandoned (worker restarted) when newer input is waiting. */
const DEFAULT_RESTART_BUSY_MS = 1000;

export type EngineStatus = 'ready' | 'pending' | 'running';

export interface EngineRun {
  seq: number;
  input: RunInput;
  result: CheckResult;
  /** Go mode: the generated CRDs (absent when the run failed or was not in Go mode). */
  go?: GoOutcome;
  /** Set when the result was made up by the client because the engine failed. */
  failure?: 'timeout' | 'crash';
}

export interface EngineClientOptions {
  createWorker: WorkerFactory;
  onResult: (run: EngineRun) => void;
  onStatus?: (status: EngineStatus, seq: number) => void;
  /** A fixed debounce; when absent the debounce adapts to the last run (`adaptiveDebounceMs`). */
  debounceMs?: number;
  timeoutMs?: number;
  restartBusyMs?: number;
  now?: () => number;
}

interface Running {
  req: RunRequest;
  startedAt: number;
  /** Armed once the worker is loaded (loading the engine is not the input's fault). */
  timer: ReturnType<typeof setTimeout> | null;
}

function failureResult(input: CheckInput, message: string, elapsedMs: number): CheckResult {
  const diag: Diagnostic = {
    code: 'internal-error',
    severity: 'error',
    origin: 'document',
    source: input.sources[0]?.id ?? '',
    docIndex: 0,
    field: '',
    type: '',
    detail: message,
    message,
  };
  return { crds: [], objects: [], diagnostics: [diag], elapsedMs };
}

function timeoutMessage(timeoutMs: number): string {
  return `The check was stopped after ${Math.round(timeoutMs / 100) / 10} s and the engine restarted: this input is too expensive to check here. Shorten it (or the expressions in it) and edit again.`;
}

export class EngineClient {
  private worker!: WorkerLike;
  /** The texts the current worker has: unchanged texts are not posted again (sent-texts.ts). */
  private sent = new SentTexts();
  private workerReady = false;
  /** Runs the current worker has answered: its caches (parsed texts, loaded CRDs) are warm after one. */
  private answeredOnWorker = 0;
  private latestSeq = 0;
  private pending: RunRequest | null = null;
  private pendingDue = false;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private running: Running | null = null;
  private disposed = false;
  private readonly debounceMs: number | null;
  /** Round trip of the last delivered run, measured once the worker was loaded. */
  private lastRunMs: number | null = null;
  /** When the previous input was submitted (`now()`): an edit long after it starts no burst. */
  private lastInputAt = -Infinity;
  private readonly timeoutMs: number;
  private readonly restartBusyMs: number;
  private readonly now: () => number;
  /** How many times the worker was restarted (timeouts, crashes, abandoned runs). */
  restarts = 0;

  constructor(private readonly opts: EngineClientOptions) {
    this.debounceMs = opts.debounceMs ?? null;
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.restartBusyMs = opts.restartBusyMs ?? DEFAULT_RESTART_BUSY_MS;
    this.now = opts.now ?? (() => performance.now());
    this.spawn();
  }

  /** Queues a check of `input`; returns its sequence number. `immediate` skips the debounce. */
  submit(input: RunInput, immediate = false): number {
    if (this.disposed) return this.latestSeq;
    const seq = ++this.latestSeq;
    this.pending = { type: 'run', seq, input };
    this.pendingDue = false;
    if (this.debounceTimer !== null) clearTimeout(this.debounceTimer);
    this.debounceTimer = null;
    this.emitStatus();
    const at = this.now();
    const sincePrevious = at - this.lastInputAt;
    this.lastInputAt = at;
    const wait = this.debounceMs ?? adaptiveDebounceMs(this.lastRunMs);
    if (immediate || wait <= 0 || this.leadingEdge(wait, sincePrevious)) this.due();
    else this.debounceTimer = setTimeout(() => this.due(), wait);
    return seq;
  }

  /**
   * Adaptive debounce: an edit that comes after a pause longer than the wait starts no burst, so it
   * is checked at once. Not when runs take longer than `LEADING_EDGE_MAX_RUN_MS` (a large CRD):
   * such a run would still be busy with the first key of a burst when the last one is due, and a
   * busy run older than `restartBusyMs` is abandoned by restarting the worker, which then loads
   * the large CRD again; those keep waiting for typing to pause.
   */
  private leadingEdge(wait: number, sincePrevious: number): boolean {
    return this.debounceMs === null && this.lastRunMs !== null && this.lastRunMs <= LEADING_EDGE_MAX_RUN_MS && sincePrevious >= wait;
  }

  /** The debounce the next edit would wait (ms). */
  get debounce(): number {
    return this.debounceMs ?? adaptiveDebounceMs(this.lastRunMs);
  }

  get status(): EngineStatus {
    if (this.running && this.running.req.seq === this.latestSeq) return 'running';
    if (this.pending) return 'pending';
    return this.running ? 'running' : 'ready';
  }

  get seq(): number {
    return this.latestSeq;
  }

  dispose(): void {
    this.disposed = true;
    if (this.debounceTimer !== null) clearTimeout(this.debounceTimer);
    this.clearRunning();
    this.pending = null;
    this.worker.terminate();
  }

  private due(): void {
    this.debounceTimer = null;
    this.pendingDue = true;
    if (!this.running) this.startPending();
    else if (this.workerReady && this.answeredOnWorker > 0 && this.now() - this.running.startedAt >= this.restartBusyMs) {
      // the run in flight is for older input and slow: abandon it. Never the first run of a fresh
      // worker: it rebuilds the caches the next runs need (a large CRD takes seconds to load), and
      // abandoning it would make every following run cold again.
      this.clearRunning();
      this.restart();
      this.startPending();
    }
  }

  private startPending(): void {
    const req = this.pending;
    if (!req || !this.pendingDue) return;
    this.pending = null;
    this.pendingDue = false;
    this.running = { req, startedAt: this.now(), timer: null };
    if (this.workerReady) this.arm();
    this.emitStatus();
    this.worker.postMessage(this.sent.pack(req)); // a worker still loading gets it once it runs
  }

  private arm(): void {
    const running = this.running;
    if (!running || running.timer !== null) return;
    running.startedAt = this.now();
    running.timer = setTimeout(() => this.onTimeout(running.req.seq), checkTimeLimitMs(running.req.input, this.timeoutMs));
  }

  private clearRunning(): void {
    if (this.running?.timer) clearTimeout(this.running.timer);
    this.running = null;
  }

  private spawn(): void {
    const w = this.opts.createWorker();
    this.worker = w;
    this.sent = new SentTexts();
    this.workerReady = false;
    this.answeredOnWorker = 0;
    w.onerror = (e) => this.onWorkerError(w, e);
    w.onmessage = (e) => this.onMessage(w, e.data);
  }

  private restart(): void {
    this.restarts++;
    this.worker.onmessage = null;
    this.worker.onerror = null;
    this.worker.terminate();
    this.spawn();
  }

  private onMessage(from: WorkerLike, msg: WorkerResponse): void {
    if (from !== this.worker) return;
    if (msg.type === 'ready') {
      this.workerReady = true;
      this.arm();
      return;
    }
    if (msg.type !== 'result' && msg.type !== 'crash') return; // answers of a view or language worker
    if (!this.running || msg.seq !== this.running.req.seq) return;
    const { req, startedAt, timer } = this.running;
    // timed only when the worker was loaded for the whole run (the timer is armed then)
    if (timer !== null) this.lastRunMs = this.now() - startedAt;
    this.answeredOnWorker++;
    this.clearRunning();
    if (msg.type === 'result') this.deliver(msg.go ? { seq: req.seq, input: req.input, result: msg.result, go: msg.go } : { seq: req.seq, input: req.input, result: msg.result });
    else {
      const text = `The engine failed on this input (${msg.message}). This is a bug in the playground; please report it with the input.`;
      this.deliver({ seq: req.seq, input: req.input, result: failureResult(req.input, text, 0), failure: 'crash' });
    }
    this.startPending();
    this.emitStatus();
  }

  private onWorkerError(from: WorkerLike, e: unknown): void {
    if (from !== this.worker) return;
    const running = this.running;
    this.clearRunning();
    this.restart();
    if (running) {
      const detail = userErrorText(e);
      const text = `The engine failed on this input (${detail}). This is a bug in the playground; please report it with the input.`;
      this.deliver({ seq: running.req.seq, input: running.req.input, result: failureResult(running.req.input, text, 0), failure: 'crash' });
    }
    this.startPending();
    this.emitStatus();
  }

  private onTimeout(seq: number): void {
    const running = this.running;
    if (!running || running.req.seq !== seq) return;
    this.clearRunning();
    this.restart();
    const elapsed = this.now() - running.startedAt;
    this.deliver({
      seq,
      input: running.req.input,
      result: failureResult(running.req.input, timeoutMessage(checkTimeLimitMs(running.req.input, this.timeoutMs)), elapsed),
      failure: 'timeout',
    });
    this.startPending();
    this.emitStatus();
  }

  private deliver(run: EngineRun): void {
    if (this.disposed || run.seq !== this.latestSeq) return; // stale: newer input exists
    this.opts.onResult(run);
  }

  private emitStatus(): void {
    this.opts.onStatus?.(this.status, this.latestSeq);
  }
}
