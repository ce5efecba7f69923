// Check workers for tests that run the CLI in this process: started from the precompiled check
// worker (scripts/cli-bundle.mjs: src/cli/check-worker.ts and the engine bundled by esbuild, rebuilt
// when a source changes) instead of src/cli/check-worker.mjs, which loads the ~360 engine modules
// through tsx's loader: about 2 s of CPU per worker against about 0.2 s. Same sources, same
// messages; the tsx entry itself stays pinned by test/cli/parallel.test.ts (startWorkers, and the
// bin with CRD_PLAYGROUND_TSX=1 and --jobs 2).
import { Worker } from 'node:worker_threads';
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
