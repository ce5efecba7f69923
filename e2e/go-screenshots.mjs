#!/usr/bin/env node
/* global document */
// Takes docs/go-mode-light.png and docs/go-mode-dark.png from the built app (npx vite build first):
// the Go example of an operator-style CronJob (?example=go-scheduledjob), Go editor and generated CRD
// side by side, the Problems tab open.
// Usage: node e2e/go-screenshots.mjs [--dist dist]
import { cliArg, launchChromium, serveBuiltApp } from '../scripts/browser-app.mjs';

const server = await serveBuiltApp(cliArg('--dist', 'dist'));
const browser = await launchChromium();
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
