// How the browser benches, the screenshot scripts and the browser tests start Debian's Chromium
// (playwright-core; the flags keep it off this machine's closed network) and serve a built app
// with Vite's preview server on a free local port, plus the small helpers those scripts share.
// A JavaScript module: the benches and screenshot scripts run under plain node.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { servePrecompressed } from './precompressed.mjs';
import { CHROMIUM_PATH } from './chromium-paths.mjs';

export { CHROMIUM_PATH };

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Chromium features turned off beside Playwright's own list: the omnibox popup's WebUI renderer,
 * which headless Chromium starts for every new browser context (0.8–1.6 s of CPU each on two cores,
 * seen in navigation traces): browser UI, not the page's work.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** Launch options by executable. */
const launchOptions = new Map();

/**
 * The launch options of a headless Chromium (for `chromium.launch` or `launchServer`), Debian's
 * /usr/bin/chromium unless `executablePath` names another build of it (the browser tests use its
 * headless shell: e2e/chromium.ts). Chromium keeps only the last `--disable-features` of its command
 * line and Playwright passes a list of its own, so that list is read once off a first launch's
 * command line and replaced by one list holding both.
 */
export function chromiumLaunchOptions(executablePath = CHROMIUM_PATH) {
  let options = launchOptions.get(executablePath);
  if (options) return options;
  options = (async () => {
    const base = { headless: true, executablePath };
    const probe = await chromium.launchServer({ ...base, args: CHROMIUM_ARGS });
    const own = probe.process().spawnargs.filter((a) => a.startsWith('--disable-features='));
    await probe.close();
    const off = [...own.map((a) => a.slice('--disable-features='.length)), ...BROWSER_UI_FEATURES].join(',');
    return { ...base, ignoreDefaultArgs: own, args: [...CHROMIUM_ARGS, `--disable-features=${off}`] };
  })();
  launchOptions.set(executablePath, options);
  return options;
}

/** A headless Chromium. */
export async function launchChromium() {
  return chromium.launch(await chromiumLaunchOptions());
}

/**
 * The built app in `outDir` served on 127.0.0.1 at a free port (`extra`: more preview options, e.g. cors),
 * as `npm run preview` serves it: the build's precompressed copies when there are (scripts/precompressed.mjs).
 */
export function serveBuiltApp(outDir, extra = {}) {
  return preview({ configFile: false, base: '/', logLevel: 'warn', plugins: [servePrecompressed()], build: { outDir: resolve(outDir) }, preview: { host: '127.0.0.1', port: 0, ...extra } });
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The value after `--name` on the command line, else `dflt`. */
export function cliArg(name, dflt) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
}
