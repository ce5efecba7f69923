// Set-up file of the shared Vitest project (vitest.config.ts): its files share one module graph and
// one global object per worker, so a file that turns Vitest's fake timers on must turn them off
// again (`afterEach(() => vi.useRealTimers())`) or the next file of the worker would run on a
// frozen clock. Vitest does not reset the timers between files itself (it resets the config and
// restores spies); this fails the file that leaves them on, and turns them off for the next one.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  if (!vi.isFakeTimers()) return;
  vi.useRealTimers();
  throw new Error('this file left fake timers on: end them in afterEach (vi.useRealTimers()), the next file of the worker shares the clock');
});
