#!/usr/bin/env node
// Takes docs/screenshot.png from the built app (npx vite build first): the CronTab example with
// `replicas: 15` and an unknown field typed in, the Problems tab open.
// Usage: node e2e/screenshot.mjs [--dist dist] [--out docs/screenshot.png]
import { resolve } from 'node:path';
import { cliArg, launchChromium, serveBuiltApp } from '../scripts/browser-app.mjs';

const server = await serveBuiltApp(cliArg('--dist', 'dist'));
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 860 }, deviceScaleFactor: 1 });
  await page.goto(server.resolvedUrls.local[0]);
  const ready = (min) =>
    page.waitForFunction((m) => {
      const el = document.querySelector('[data-run-id]');
      return el?.getAttribute('data-state') === 'ready' && Number(el.getAttribute('data-run-id')) > m;
    }, min);
  await ready(0);
  const before = Number(await page.locator('[data-run-id]').getAttribute('data-run-id'));
  await page.getByRole('textbox', { name: 'Object editor' }).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('replicas: 15\n');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('  someRandomField: 42');
  await ready(before);
  await page.mouse.click(5, 5);
  await page.screenshot({ path: resolve(cliArg('--out', 'docs/screenshot.png')) });
  console.log(`wrote ${cliArg('--out', 'docs/screenshot.png')}`);
} finally {
  await browser.close();
  await server.close();
}
