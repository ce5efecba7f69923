// Where Debian's Chromium builds are: the full browser (the benches, the screenshot scripts) and its
// headless shell (the browser tests, decision 0047). A module of its own so that scripts/e2e.mjs,
// which installs them, reads the paths without loading Playwright or Vite.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
