// The server's engine threads: checks (which load changed CRDs, seconds for a large one) run in
// the first thread; questions go to the second, or to whichever thread is idle and has the CRD
// versions they need loaded, so a CRD being loaded never holds a question up. When threads cannot
// be started the server's own thread answers.
import { Worker } from 'node:worker_threads';
import { answer } from './answer';
import type { EngineAnswers, EngineQuery, EngineReply, EngineRequest } from './protocol';

interface Pending {
  resolve: (a: unknown) => void;
  reject: (e: Error) => void;
  needs: string[];
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Keys of the CRD file versions this thread has loaded (or is loading: a job that needs them is queued there). */
  loaded: Set<string>;
}

/** More keys than this: the oldest are forgotten (the engine's own caches are bounded too). */
const MAX_LOADED_KEYS = 2000;

export type Lane = 'check' | 'question';

export class EnginePool {
  private threads: Thread[] = [];
  private nextId = 1;

  constructor(size = 2) {
    try {
      for (let i = 0; i < size; i++) this.threads.push(this.start());
    } catch {
      for (const t of this.threads) void t.worker.terminate();
      this.threads = [];
    }
  }

  private start(): Thread {
    const worker = new Worker(new URL('./engine-thread.mjs', import.meta.url));
    const t: Thread = { worker, pending: new Map(), loaded: new Set() };
    worker.on('message', (m: EngineReply) => {
      const p = t.pending.get(m.id);
      if (!p) return;
      t.pending.delete(m.id);
      if ('error' in m) p.reject(new Error(m.error));
      else p.resolve(m.answer);
    });
    worker.on('error', (e) => {
      for (const p of t.pending.values()) p.reject(e);
      t.pending.clear();
    });
    worker.unref();
    return t;
  }

  /** Whether some thread has every one of these CRD versions loaded. */
  hasLoaded(needs: string[]): boolean {
    return this.threads.length === 0 || this.threads.some((t) => needs.every((k) => t.loaded.has(k)));
  }

  private pick(lane: Lane, needs: string[]): Thread {
    const [first, ...rest] = this.threads;
    if (lane === 'check' || rest.length === 0) return first;
    const has = (t: Thread) => needs.every((k) => t.loaded.has(k));
    const idle = this.threads.filter((t) => t.pending.size === 0);
    return idle.find(has) ?? (idle.includes(rest[0]) ? rest[0] : idle[0]) ?? this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  /** Runs a query in a thread of the lane (or here, without threads). `needs`: the CRD file versions its input holds. */
  run<Op extends EngineQuery['op']>(query: Extract<EngineQuery, { op: Op }>, needs: string[], lane: Lane): Promise<EngineAnswers[Op]> {
    if (this.threads.length === 0) {
      try {
        return Promise.resolve(answer(query) as EngineAnswers[Op]);
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    }
    const t = this.pick(lane, needs);
    for (const k of needs) t.loaded.add(k);
    while (t.loaded.size > MAX_LOADED_KEYS) t.loaded.delete(t.loaded.values().next().value as string);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      t.pending.set(id, { resolve: resolve as (a: unknown) => void, reject, needs });
      const req: EngineRequest = { id, query };
      t.worker.postMessage(req);
    });
  }

  /** The question thread has not loaded these CRD versions: it loads them now (a check of the CRD side alone), while the check thread answers questions. */
  warm(query: Extract<EngineQuery, { op: 'check' }>, needs: string[]): void {
    const t = this.threads[1];
    if (!t || needs.every((k) => t.loaded.has(k))) return;
    for (const k of needs) t.loaded.add(k);
    const id = this.nextId++;
    t.pending.set(id, { resolve: () => {}, reject: () => {}, needs });
    t.worker.postMessage({ id, query } satisfies EngineRequest);
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}
