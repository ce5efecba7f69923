// Browser tests: Vitest drives Chromium (playwright-core) against the built app, served by
// `vite preview` under a sub-path (the build uses `base: './'`). One Chromium and one server for
// the run (global-setup.ts, run once, by the root project). Two projects, one after the other
// (`sequence.groupOrder`):
// - `browser`: every file but those below, $E2E_WORKERS files at a time (default 1: two at a time
//   were slower on a nearly idle 2-core machine, decision 0041);
// - `main-thread`: the files that measure the page's main thread, alone, after every other file.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { APP_MODULES } from './app-modules-path';

/**
 * Files whose assertions measure the page's main thread (tasks over 100 ms while typing): they run
 * after every other browser file has finished, with nothing beside them (when the browser suite runs
 * beside the unit tests and lint, npm test, they also wait for those: longtask.e2e.ts).
 */
const MAIN_THREAD_FILES = ['e2e/longtask.e2e.ts'];

const workers = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS)) || 1);

/** What both projects share. */
const common: TestProjectInlineConfiguration['test'] = {
  root: new URL('..', import.meta.url).pathname,
  environment: 'node',
  // a shared machine under load (8 sessions on 2 cores) slows every page several times over:
  // 60 s was too little for a test that takes 20 s on a quiet one
  testTimeout: 180_000,
  hookTimeout: 180_000,
  // the test files share a worker's modules: the engine that src/state/permalink.ts brings in is
  // evaluated once per worker, not once per file, and a worker's warm pages and link tabs (browser.ts)
  // serve its next files (the files keep no other state in shared modules)
  isolate: false,
  // CI machines are shared and busy: a poll waits for what the page does after a debounce or an
  // autosave delay, which can take seconds there (1 s, Vitest's default, failed in CI)
  expect: { poll: { timeout: 10_000 } },
  // the tests' imports of the app modules that bring in the engine load global-setup.ts's bundle of
  // them (app-modules.ts) instead of ~360 modules transformed one by one
  alias: [{ find: /^(\.\.\/)+src\/(state\/permalink|state\/snapshot|ui\/results\/tabs)$/, replacement: APP_MODULES }],
  // E2E_CPU_PER_TEST=<file>: one JSON line per test with Chromium's and the runner's CPU (cpu-per-test.ts)
  setupFiles: process.env.E2E_CPU_PER_TEST ? ['e2e/cpu-per-test.ts'] : [],
};

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    globalSetup: ['e2e/global-setup.ts'],
    projects: [
      {
        test: {
          ...common,
          name: 'browser',
          include: ['e2e/**/*.e2e.ts'],
          exclude: MAIN_THREAD_FILES,
          fileParallelism: workers > 1,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'main-thread',
          include: MAIN_THREAD_FILES,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
