// Browser tests: Vitest drives Chromium (playwright-core) against the built app, served by
// `vite preview` under a sub-path (the build uses `base: './'`). One Chromium for the run
// (global-setup.ts). Test files run one after another unless $E2E_WORKERS says how many at a time:
// two at a time failed on the shared session machine (load average 30-65 on 2 cores: polls and
// waits ran out), so it is opt-in until measured green on a quiet 2-core machine.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files whose assertions measure the page's main thread (tasks over 100 ms while typing): they run
 * after every other file. When the browser suite runs beside the unit tests and lint (npm test),
 * those are then most likely done, and the measurement sees the machine as the page alone loads it.
 */
const MAIN_THREAD_FILES = ['e2e/longtask.e2e.ts'];

/** Vitest's own order (files that failed or took longest last time first), with MAIN_THREAD_FILES moved to the end. */
class MainThreadLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (f: TestSpecification) => MAIN_THREAD_FILES.some((m) => f.moduleId.endsWith('/' + m));
    return [...sorted.filter((f) => !last(f)), ...sorted.filter(last)];
  }
}

const workers = Number(process.env.E2E_WORKERS) || 1;

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    // a shared machine under load (8 sessions on 2 cores) slows every page several times over:
    // 60 s was too little for a test that takes 20 s on a quiet one
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // the test files share a worker's modules: the engine that src/state/permalink.ts brings in is
    // evaluated once per worker, not once per file (the files keep no state in shared modules)
    isolate: false,
    sequence: { sequencer: MainThreadLast },
    // CI machines are shared and busy: a poll waits for what the page does after a debounce or an
    // autosave delay, which can take seconds there (1 s, Vitest's default, failed in CI)
    expect: { poll: { timeout: 10_000 } },
  },
});
