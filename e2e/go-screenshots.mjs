#!/usr/bin/env node
/* global document */
// Takes docs/go-mode-light.png and docs/go-mode-dark.png from the built app (npx vite build first):
// the Go example of an operator-style CronJob (?example=go-scheduledjob), Go editor and generated CRD
// side by side, the Problems tab open.
// Usage: node e2e/go-screenshots.mjs [--dist dist]
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const server = await preview({ configFile: false, logLevel: 'warn', build: { outDir: resolve(arg('--dist', 'dist')) }, preview: { host: '127.0.0.1', port: 0 } });
const browser = await chromium.launch({
  headless: true,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const theme of ['light', 'dark']) {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 }, deviceScaleFactor: 1, colorScheme: theme });
    await page.goto(`${server.resolvedUrls.local[0]}?example=go-scheduledjob&theme=${theme}`);
    await page.waitForFunction(() => document.querySelectorAll('[data-editor^="go:"] .monaco-editor, [data-editor="crd"] .monaco-editor').length === 2, undefined, { timeout: 120_000 });
    await page.waitForFunction(() => /Unsupported value/.test(document.querySelector('[data-run-id]')?.textContent ?? ''), undefined, { timeout: 120_000 });
    await page.getByRole('tab', { name: 'api/v1/scheduledjob_types.go' }).click();
    await page.waitForTimeout(1500);
    const out = `docs/go-mode-${theme}.png`;
    await page.screenshot({ path: out });
    console.log(`wrote ${out}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
