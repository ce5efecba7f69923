// Serves the built app (dist/, or $E2E_DIST) with `vite preview` on a free port under a
// sub-path, starts the run's one Chromium (each test file connects to it: browser.ts launch()),
// and hands both addresses to the tests. E2E_CHROMIUM=worker: a Chromium per Vitest worker instead
// (each worker starts its own), for comparing the two when several files run at a time.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium, type BrowserServer } from 'playwright-core';
import { preview, type Plugin, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium';
import { APP_MODULES } from './app-modules-path';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserWSEndpoint: string;
    /** A directory of this run's own, for what the test files of the run share (browser.ts withClipboard's lock). */
    runDir: string;
  }
}

export const SUB_PATH = '/crd-playground/';

/**
 * `vite preview` gzips every response of 1 kB or more for each request that accepts it: ~0.28 s of
 * CPU for the 5.9 MB of the build's scripts and styles, paid again by every page whose context has no
 * HTTP cache yet (a new context, the service worker's precache) and inflated again by Chromium. Over
 * the loopback there is nothing to save: the tests' requests are served as the files are. What the
 * page receives is the same bytes.
 */
const uncompressed: Plugin = {
  name: 'crd-playground:e2e-uncompressed',
  configurePreviewServer(server) {
    // runs before preview's compression middleware, which compresses only what the request accepts
    server.middlewares.use((req, _res, next) => {
      delete req.headers['accept-encoding'];
      next();
    });
  },
};
let server: PreviewServer | undefined;
let browserServer: BrowserServer | undefined;
let runDir: string | undefined;

/** Bundles app-modules.ts (the app modules the tests import that bring in the engine) to APP_MODULES. */
async function bundleAppModules(): Promise<void> {
  await build({
    entryPoints: [new URL('app-modules.ts', import.meta.url).pathname],
    outfile: APP_MODULES,
    bundle: true,
    format: 'esm',
    platform: 'node',
    // react, fflate, yaml…: loaded by Node as the tests' other imports are
    packages: 'external',
    jsx: 'automatic',
    // the result tabs' panels import their style sheets, which the runner has no use for
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  });
}

export async function setup(project: TestProject): Promise<void> {
  await bundleAppModules();
  const outDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(resolve(outDir, 'index.html'))) throw new Error(`no built app in ${outDir}: run \`npx vite build\` first (or node scripts/e2e.mjs)`);
  server = await preview({
    configFile: false,
    base: SUB_PATH,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    plugins: [uncompressed],
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  project.provide('baseURL', url);
  runDir = mkdtempSync(join(tmpdir(), 'crd-playground-e2e-'));
  project.provide('runDir', runDir);
  // E2E_CHROMIUM=worker: no shared browser, each Vitest worker starts its own (browser.ts launch)
  if (process.env.E2E_CHROMIUM === 'worker') return project.provide('browserWSEndpoint', '');
  browserServer = await chromium.launchServer(await chromiumLaunchOptions());
  project.provide('browserWSEndpoint', browserServer.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browserServer?.close();
  await server?.close();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
}
