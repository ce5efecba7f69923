// Browser tests: Vitest drives Chromium (playwright-core) against the built app, served by
// `vite preview` under a sub-path (the build uses `base: './'`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // CI machines are shared and busy: a poll waits for what the page does after a debounce or an
    // autosave delay, which can take seconds there (1 s, Vitest's default, failed in CI)
    expect: { poll: { timeout: 10_000 } },
  },
});
