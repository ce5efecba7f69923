// Serves the built app (dist/, or $E2E_DIST) with `vite preview` on a free port under a
// sub-path, starts the run's one Chromium (each test file connects to it: browser.ts launch()),
// and hands both addresses to the tests.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserWSEndpoint: string;
  }
}

export const SUB_PATH = '/crd-playground/';
let server: PreviewServer | undefined;
let browserServer: BrowserServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  const outDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(resolve(outDir, 'index.html'))) throw new Error(`no built app in ${outDir}: run \`npx vite build\` first (or node scripts/e2e.mjs)`);
  server = await preview({
    configFile: false,
    base: SUB_PATH,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  project.provide('baseURL', url);
  browserServer = await chromium.launchServer(await chromiumLaunchOptions());
  project.provide('browserWSEndpoint', browserServer.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browserServer?.close();
  await server?.close();
}
