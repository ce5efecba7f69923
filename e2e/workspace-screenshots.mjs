#!/usr/bin/env node
// Takes docs/workspace-light.png, docs/workspace-dark.png and docs/workspace-narrow.png from the
// built app (npx vite build first): the "Validation with the cronSpec pattern" example, in the light
// and dark system color schemes at 1440×860 and stacked at 820×1000; and docs/toolbar-en.png,
// docs/toolbar-uk.png: the toolbar at 1,280 px in English and Ukrainian, the File menu open.
// Usage: node e2e/workspace-screenshots.mjs [--dist dist] [--out docs]
import { resolve } from 'node:path';
import { cliArg, launchChromium, serveBuiltApp } from '../scripts/browser-app.mjs';

const out = resolve(cliArg('--out', 'docs'));
const server = await serveBuiltApp(cliArg('--dist', 'dist'));
const browser = await launchChromium();
const ready = (page, min) =>
  page.waitForFunction(
    (m) => {
      const el = document.querySelector('[data-run-id]');
      return el?.getAttribute('data-state') === 'ready' && Number(el.getAttribute('data-run-id')) > m;
    },
    min,
    { timeout: 120_000 },
  );
const runId = async (page) => Number(await page.locator('[data-run-id]').getAttribute('data-run-id'));

async function shot(name, { width, height, colorScheme }) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1, colorScheme });
  await page.goto(server.resolvedUrls.local[0]);
  await ready(page, 0);
  const before = await runId(page);
  await page.keyboard.press('Control+K');
  // the gallery is a chunk of its own: keys typed before its search box is there are lost
  const search = page.getByRole('dialog').getByRole('searchbox');
  await search.waitFor();
  await search.pressSequentially('cronSpec pattern');
  await page.getByRole('dialog').getByRole('button', { name: 'Validation with the cronSpec pattern', exact: true }).waitFor();
  await search.press('Enter');
  await ready(page, before);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/workspace-${name}.png` });
  await page.close();
}

async function toolbar(lang) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, colorScheme: 'light' });
  await page.goto(`${server.resolvedUrls.local[0]}?lang=${lang}`);
  await ready(page, 0);
  await page.locator('header.toolbar button[aria-haspopup="menu"]').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/toolbar-${lang}.png`, clip: { x: 0, y: 0, width: 1280, height: 150 } });
  await page.close();
}

try {
  await toolbar('en');
  await toolbar('uk');
  await shot('light', { width: 1440, height: 860, colorScheme: 'light' });
  await shot('dark', { width: 1440, height: 860, colorScheme: 'dark' });
  await shot('narrow', { width: 820, height: 1000, colorScheme: 'light' });
} finally {
  await browser.close();
  await server.close();
}
