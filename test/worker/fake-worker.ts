// A controllable stand-in for the engine worker: tests decide when (and whether) it answers.
import type { CheckInput, CheckResult } from '../../src/engine/api';
import type { RunRequest, WorkerLike, WorkerResponse } from '../../src/worker/protocol';
import { ReceivedTexts } from '../../src/worker/sent-texts';

export class FakeWorker implements WorkerLike {
  private handler: ((event: { data: WorkerResponse }) => void) | null = null;
  /** Loaded at once (the default) or when the test calls `load()`. */
  constructor(private readonly autoReady = true) {}
  get onmessage() {
    return this.handler;
  }
  set onmessage(h: ((event: { data: WorkerResponse }) => void) | null) {
    this.handler = h;
    if (h && this.autoReady) h({ data: { type: 'ready' } });
  }
  load(): void {
    this.handler?.({ data: { type: 'ready' } });
  }
  onerror: ((event: unknown) => void) | null = null;
  /** The requests as the worker reads them (texts left out as unchanged put back, as engine.worker.ts does). */
  received: RunRequest[] = [];
  /** The requests as posted. */
  posted: RunRequest[] = [];
  private texts = new ReceivedTexts();
  terminated = false;
  postMessage(message: RunRequest): void {
    this.posted.push(message);
    this.received.push('input' in message && message.input ? this.texts.unpack(message) : message);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answers a request with a result built from its input. */
  answer(req: RunRequest, result: CheckResult = resultFor(req.input)): void {
    this.onmessage?.({ data: { type: 'result', seq: req.seq, result } });
  }
}

/** A result that names its input, so tests can tell which input a result belongs to. */
export function resultFor(input: CheckInput): CheckResult {
  return {
    crds: [],
    objects: [],
    diagnostics: input.sources.map((s) => ({
      code: 'note' as const,
      severity: 'info' as const,
      origin: 'document' as const,
      source: s.id,
      docIndex: 0,
      field: '',
      type: '',
      detail: s.text,
      message: s.text,
    })),
    elapsedMs: 1,
  };
}

export function workerPool(autoReady = true) {
  const workers: FakeWorker[] = [];
  return {
    workers,
    create: () => {
      const w = new FakeWorker(autoReady);
      workers.push(w);
      return w;
    },
    get current(): FakeWorker {
      return workers[workers.length - 1];
    },
  };
}
