// How the browser tests start Chromium (playwright-core, Debian's /usr/bin/chromium): shared by the
// run's set-up (global-setup.ts) and the tests (browser.ts); the benches and screenshot scripts use
// the same flags (scripts/browser-app.mjs).
export { chromiumLaunchOptions } from '../scripts/browser-app.mjs';
