// How the browser tests start Chromium (playwright-core, Debian's /usr/bin/chromium): shared by the
// run's set-up (global-setup.ts) and the tests (browser.ts).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
