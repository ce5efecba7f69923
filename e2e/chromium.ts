// How the browser tests start Chromium (playwright-core): shared by the run's set-up (global-setup.ts)
// and the tests (browser.ts). The benches and screenshot scripts start Debian's full browser with the
// same flags (scripts/browser-app.mjs); the tests start its headless shell (decision 0047).
import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';
import { chromiumLaunchOptions as launchOptionsOf } from '../scripts/browser-app.mjs';
// Debian's `chromium-headless-shell` (HEADLESS_SHELL_PATH): the same Blink and V8 as /usr/bin/chromium
// (same version), built without the browser's own UI — no window compositor of its own that draws
// every page frame a second time, no WebUI renderers, no extensions or component services — which is
// what Playwright runs for headless tests by default. Each page load of the app costs its processes
// about a third less CPU.
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../scripts/chromium-paths.mjs';

/**
 * The Chromium the tests run: `$E2E_CHROMIUM_PATH` when set (scripts/e2e.mjs sets it: the headless
 * shell, or /usr/bin/chromium with `E2E_BROWSER=chromium` or when the shell cannot be installed),
 * else the headless shell when it is installed, else `$CHROMIUM_PATH` or /usr/bin/chromium.
 */
export function testChromiumPath(): string {
  return process.env.E2E_CHROMIUM_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
}

/** The launch options of the tests' Chromium. */
export function chromiumLaunchOptions(): Promise<LaunchOptions> {
  return launchOptionsOf(testChromiumPath());
}
