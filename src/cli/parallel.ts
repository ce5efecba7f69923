// The multi-threaded `check`: files that are tied together (a CRD and the objects of its kind,
// CRDs of the same kind or name; see scan.ts) form a unit, units are checked by worker threads
// (node:worker_threads, largest first, each worker taking the next unit when it is done) with the
// engine's check(), and the results are merged. The merge is the single-threaded result: each
// unit holds every CRD an object of it could be served by, and this is verified on the merged
// result (a CRD name or an object's group/kind in two units would change what check() reports);
// if a guess of the scan was wrong, the whole input is checked again in this thread.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { check, type CheckOptions, type CheckResult, type SourceText } from '../engine';
import { scanFile } from './scan';
import type { WorkerReply, WorkerRequest } from './check-worker';

/** Below this much input (bytes) the check stays in one thread: starting a worker costs more (see the README, "Throughput"). */
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

/** Runs the units on `jobs` worker threads; resolves with one result per unit (in `list` order). */
async function runUnits(sources: SourceText[], list: Unit[], options: CheckOptions, jobs: number, keepValues: boolean): Promise<CheckResult[]> {
  const results: CheckResult[] = new Array(list.length);
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let done = 0;
      const feed = (w: Worker) => {
        if (next >= list.length) return;
        const id = next++;
        const req: WorkerRequest = { id, sources: list[id].files.map((i) => sources[i]), options, keepValues };
        w.postMessage(req);
      };
      for (let k = 0; k < Math.min(jobs, list.length); k++) {
        const w = new Worker(new URL('./check-worker.mjs', import.meta.url));
        workers.push(w);
        w.on('message', (m: WorkerReply) => {
          if ('error' in m) return reject(new Error(m.error));
          results[m.id] = m.result;
          if (++done === list.length) resolve();
          else feed(w);
        });
        w.on('error', reject);
        w.on('exit', (code) => code !== 0 && reject(new Error(`a check worker stopped (exit code ${code})`)));
        feed(w);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
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
  /** How many units and workers were used; `fallback` when the merged result had to be recomputed in one thread. */
  units: number;
  workers: number;
  fallback: boolean;
}

/** check() over worker threads (`inThisThread` when one thread does it); the caller puts the result in input order (files.ts). */
export async function checkParallel(
  sources: SourceText[],
  options: CheckOptions,
  jobs: number,
  inThisThread: (sources: SourceText[]) => CheckResult = (s) => check({ sources: s, options }),
  keepValues = true,
): Promise<ParallelRun> {
  const started = performance.now();
  const list = units(sources);
  const workers = Math.min(jobs, list.length);
  if (workers < 2) return { result: inThisThread(sources), units: list.length, workers: 1, fallback: false };
  let results: CheckResult[] | null;
  try {
    results = await runUnits(sources, list, options, workers, keepValues);
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
