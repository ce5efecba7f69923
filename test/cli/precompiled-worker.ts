// Check workers for tests that run the CLI in this process: started from the precompiled check
// worker (scripts/cli-bundle.mjs: src/cli/check-worker.ts and the engine bundled by esbuild, rebuilt
// when a source changes) instead of src/cli/check-worker.mjs, which loads the ~360 engine modules
// through tsx's loader: about 2 s of CPU per worker against about 0.2 s. Same sources, same
// messages; the tsx entry itself stays pinned by test/cli/parallel.test.ts (startWorkers, and the
// bin with CRD_PLAYGROUND_TSX=1 and --jobs 2).
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll } from 'vitest';
import type { StartedWorker } from '../../src/cli/parallel';
import { precompiledCli } from '../../scripts/cli-bundle.mjs';

/** The precompiled check worker's file URL (built on first use), or a thrown error when it cannot be had. */
async function precompiledWorkerUrl(): Promise<URL> {
  const run = await precompiledCli();
  if (!run) throw new Error('the precompiled CLI could not be built (or CRD_PLAYGROUND_TSX is set)');
  return new URL('./check-worker.mjs', run);
}

/**
 * `n` check workers started from the precompiled worker, in the shape of startWorkers' (for
 * checkParallel's `prestarted`).
 */
export async function startPrecompiledWorkers(n: number): Promise<StartedWorker[]> {
  const url = await precompiledWorkerUrl();
  return Array.from({ length: n }, () => {
    const s: StartedWorker = { worker: new Worker(url), failure: null };
    s.worker.on('error', (e) => (s.failure ??= e));
    s.worker.on('exit', (code) => code !== 0 && (s.failure ??= new Error(`a check worker stopped (exit code ${code})`)));
    return s;
  });
}

/**
 * For the calling test file: every check worker the CLI starts in this thread (main.ts's
 * `startWorkers`, `checkParallel`'s own) comes from the precompiled worker (unless
 * CRD_PLAYGROUND_TSX is set), from beforeAll to afterAll. Node's own `worker_threads` exports get
 * a Worker class that swaps that one file (src/cli/check-worker.mjs) and starts every other file
 * as given; `syncBuiltinESMExports` hands it to the modules that imported the builtin, and
 * afterAll puts the real class back. (A `vi.mock` of the builtin does the same, but it needs a
 * module graph of its own: the file would be isolated and import the engine once more.)
 */
export function usePrecompiledCheckWorkers(): void {
  const threads = createRequire(import.meta.url)('node:worker_threads') as { Worker: typeof Worker };
  const Real = threads.Worker;
  beforeAll(async () => {
    const run = await precompiledCli();
    if (!run) return; // CRD_PLAYGROUND_TSX: the sources' worker, through tsx
    const bundled = new URL('./check-worker.mjs', run);
    threads.Worker = class extends Real {
      constructor(file: string | URL, options?: import('node:worker_threads').WorkerOptions) {
        super(/\/src\/cli\/check-worker\.mjs$/.test(String(file)) ? bundled : file, options);
      }
    };
    syncBuiltinESMExports();
  });
  afterAll(() => {
    threads.Worker = Real;
    syncBuiltinESMExports();
  });
}
