// The multi-threaded `check`: files that are tied together (a CRD and the objects of its kind,
// CRDs of the same kind or name; see scan.ts) form a unit, units are checked by `--jobs` threads
// (this one and `--jobs - 1` node:worker_threads; workers take the largest units first and the
// next one when they are done, this thread the smallest) with the engine's check(), and the
// results are merged. The merge is the single-threaded result: each
// unit holds every CRD an object of it could be served by, and this is verified on the merged
// result (a CRD name or an object's group/kind in two units would change what check() reports);
// if a guess of the scan was wrong, the whole input is checked again in this thread.
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { check, type CheckOptions, type CheckResult, type SourceText } from '../engine';
import { scanFile } from './scan';
import { smallerInlining } from './inlining';
import type { WorkerReply, WorkerRequest } from './check-worker';

/** Below this much input (bytes) the check stays in one thread: starting a worker costs more (see docs/benchmarks.md, "Throughput"). */
export const PARALLEL_MIN_BYTES = 4_000_000;

export function defaultJobs(): number {
  return Math.max(1, availableParallelism());
}

interface Unit {
  /** Indexes into the sources, in input order. */
  files: number[];
  bytes: number;
}

/** Files tied by a CRD's group/kind or name form one unit; units largest first. */
export function units(sources: SourceText[]): Unit[] {
  const parent = sources.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const union = (a: number, b: number) => {
    const x = find(a);
    const y = find(b);
    if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
  };
  const ties = sources.map((s) => scanFile(s.text));
  const owner = new Map<string, number>();
  const tie = (key: string, i: number) => {
    const o = owner.get(key);
    if (o === undefined) owner.set(key, i);
    else union(o, i);
  };
  ties.forEach((t, i) => {
    for (const gk of t.defines) tie(`gk:${gk}`, i);
    for (const n of t.names) tie(`name:${n}`, i);
  });
  ties.forEach((t, i) => {
    for (const gk of t.uses) if (owner.has(`gk:${gk}`)) tie(`gk:${gk}`, i);
  });
  const byRoot = new Map<number, Unit>();
  sources.forEach((s, i) => {
    const r = find(i);
    let u = byRoot.get(r);
    if (!u) byRoot.set(r, (u = { files: [], bytes: 0 }));
    u.files.push(i);
    u.bytes += s.text.length;
  });
  return [...byRoot.values()].sort((a, b) => b.bytes - a.bytes || a.files[0] - b.files[0]);
}

/**
 * V8's interrupt budget (bytecodes run before a function is considered for TurboFan; 67,584 in
 * Node 20) while the check runs on several threads. Each thread's isolate compiles the same code
 * again on V8's helper threads (~700 TurboFan compiles per isolate over the corpus), taking the
 * cores the checking threads need; a larger budget optimises only what stays hot: helper threads'
 * CPU about a third less, each checking thread ~5 % slower (docs/decisions/0037), so one thread
 * keeps the default. V8's flags are per process (workers share them); this one is a counter read
 * whenever a budget is reset, so setting it while the process runs takes effect for what follows.
 */
export const PARALLEL_INTERRUPT_BUDGET = 400_000;

function fewerOptimisingCompiles(): void {
  setFlagsFromString(`--interrupt-budget=${PARALLEL_INTERRUPT_BUDGET}`);
}

/** A check worker started before the input is read, and its start-up failure if it had one. */
export interface StartedWorker {
  worker: Worker;
  failure: Error | null;
}

/**
 * Starts `n` check workers at once, so each loads the CLI (about 0.1 s of CPU) while this thread
 * reads and scans the files; checkParallel takes them (and ends them when it does not need them).
 */
export function startWorkers(n: number): StartedWorker[] {
  // the interrupt budget is set when the units are handed out (checkParallel), not here: each worker compiles the
  // precompiled CLI with the V8 code cache its first moments, and V8 rejects a cache when the flags differ from the
  // writer's (scripts/cli-bundle.mjs, decision 0065)
  const out: StartedWorker[] = [];
  for (let k = 0; k < n; k++) {
    const s: StartedWorker = { worker: new Worker(new URL('./check-worker.mjs', import.meta.url)), failure: null };
    s.worker.on('error', (e) => (s.failure ??= e));
    s.worker.on('exit', (code) => code !== 0 && (s.failure ??= new Error(`a check worker stopped (exit code ${code})`)));
    out.push(s);
  }
  return out;
}

/** Ends workers started by startWorkers that are not used. */
export async function endWorkers(started: StartedWorker[]): Promise<void> {
  await Promise.all(started.map((s) => s.worker.terminate()));
}

/** How many units a worker holds at once: the one it checks and the next, so it never waits for this thread to hand it work. */
const IN_FLIGHT = 2;

/**
 * Runs the units on `jobs - 1` worker threads and this thread; resolves with one result per unit
 * (in `list` order). Workers take units from the front of the list (largest first), each holding
 * the next one while it checks; this thread checks from the back (the smallest), one unit between
 * turns of its event loop, so the workers' replies are taken and answered with new units between them.
 */
async function runUnits(
  sources: SourceText[],
  list: Unit[],
  options: CheckOptions,
  jobs: number,
  keepValues: boolean,
  inThisThread: (sources: SourceText[]) => CheckResult,
  started: StartedWorker[],
): Promise<CheckResult[]> {
  const results: CheckResult[] = new Array(list.length);
  const workers: Worker[] = [];
  const held = new Map<Worker, number>();
  let front = 0;
  let back = list.length;
  let failure: Error | null = null;
  let inWorkers = 0;
  let allReturned: () => void = () => {};
  const returned = new Promise<void>((resolve) => (allReturned = resolve));
  const fail = (e: Error) => {
    failure ??= e;
    allReturned();
  };
  /** Sends `w` the largest unit left; false when none is left. */
  const feed = (w: Worker): boolean => {
    if (front >= back || failure) return false;
    const id = front++;
    inWorkers++;
    held.set(w, (held.get(w) ?? 0) + 1);
    const req: WorkerRequest = { id, sources: list[id].files.map((i) => sources[i]), options, keepValues };
    w.postMessage(req);
    return true;
  };
  const topUp = (w: Worker) => {
    while ((held.get(w) ?? 0) < IN_FLIGHT) if (!feed(w)) return;
  };
  try {
    for (let k = 0; k < jobs - 1; k++) {
      const pre = started[k];
      if (pre?.failure) throw pre.failure;
      const w = pre?.worker ?? new Worker(new URL('./check-worker.mjs', import.meta.url));
      workers.push(w);
      w.on('message', (m: WorkerReply) => {
        if ('error' in m) return fail(new Error(m.error));
        results[m.id] = m.result;
        inWorkers--;
        held.set(w, (held.get(w) ?? 1) - 1);
        topUp(w);
        if (inWorkers === 0 && front >= back) allReturned();
      });
      w.on('error', fail);
      w.on('exit', (code) => code !== 0 && fail(new Error(`a check worker stopped (exit code ${code})`)));
      feed(w);
    }
    while (front < back && !failure) {
      const id = --back;
      // the second unit of each worker once this thread has its own (so two units are split between two threads)
      workers.forEach(topUp);
      results[id] = inThisThread(list[id].files.map((i) => sources[i]));
      // let the workers' replies in (each answered with the next unit) before the next unit here
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (inWorkers > 0 && !failure) await returned;
    if (failure) throw failure;
  } finally {
    await Promise.all([...workers.map((w) => w.terminate()), endWorkers(started.slice(workers.length))]);
  }
  return results;
}

/**
 * True when no CRD name and no object's group/kind is served by CRDs of another unit: then each
 * unit's check() saw every CRD the whole input's check() would have used for its documents.
 */
export function unitsAreExact(results: CheckResult[]): boolean {
  const nameUnit = new Map<string, number>();
  const kindUnits = new Map<string, Set<number>>();
  for (let u = 0; u < results.length; u++) {
    for (const c of results[u].crds) {
      const prev = nameUnit.get(c.name);
      if (prev !== undefined && prev !== u) return false;
      nameUnit.set(c.name, u);
      const gk = `${String(c.group)}/${String(c.kind)}`;
      const set = kindUnits.get(gk) ?? new Set<number>();
      set.add(u);
      kindUnits.set(gk, set);
    }
  }
  for (let u = 0; u < results.length; u++) {
    for (const o of results[u].objects) {
      const slash = o.apiVersion.indexOf('/');
      const set = kindUnits.get(`${slash < 0 ? '' : o.apiVersion.slice(0, slash)}/${o.kind}`);
      if (set && (set.size > 1 || !set.has(u))) return false;
    }
  }
  return true;
}

interface ParallelRun {
  result: CheckResult;
  /** How many units, and how many threads checked them (this one and the workers); `fallback` when the merged result had to be recomputed in one thread. */
  units: number;
  workers: number;
  fallback: boolean;
}

/** check() over `jobs` threads, this one and `jobs - 1` workers (`inThisThread` checks this thread's units, or the whole input when one thread does it or the merge is not exact); the caller puts the result in input order (files.ts). */
export async function checkParallel(
  sources: SourceText[],
  options: CheckOptions,
  jobs: number,
  inThisThread: (sources: SourceText[]) => CheckResult = (s) => check({ sources: s, options }),
  keepValues = true,
  /** Workers already started (startWorkers); those not needed are ended. */
  prestarted: StartedWorker[] = [],
): Promise<ParallelRun> {
  const started = performance.now();
  const list = units(sources);
  smallerInlining();
  const workers = Math.min(jobs, list.length);
  if (workers < 2) {
    await endWorkers(prestarted);
    return { result: inThisThread(sources), units: list.length, workers: 1, fallback: false };
  }
  fewerOptimisingCompiles();
  let results: CheckResult[] | null;
  try {
    results = await runUnits(sources, list, options, workers, keepValues, inThisThread, prestarted);
  } catch {
    results = null; // a worker could not run: the check is done here instead
  }
  if (!results || !unitsAreExact(results)) return { result: inThisThread(sources), units: list.length, workers, fallback: true };
  const result: CheckResult = {
    crds: results.flatMap((r) => r.crds),
    objects: results.flatMap((r) => r.objects),
    diagnostics: results.flatMap((r) => r.diagnostics),
    elapsedMs: performance.now() - started,
    kubeVersion: results[0].kubeVersion,
  };
  return { result, units: list.length, workers, fallback: false };
}
