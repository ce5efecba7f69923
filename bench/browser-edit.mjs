#!/usr/bin/env node
// Browser benchmark: median time from a keystroke in the object editor to the results
// region showing the result of that edit (debounce included), in the built app.
// Usage: node bench/browser-edit.mjs [--dist dist] [--runs 25] [--crd file --objects file]
// (build first: npx vite build). With --crd/--objects the work is those files and each edit
// toggles a comment at the end of the objects; otherwise the CronTab example's replicas toggle
// between 5 and 50.
// Prints one JSON line; exports `measureEditToResults` for other scripts.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliArg, launchChromium, median, serveBuiltApp } from '../scripts/browser-app.mjs';

export async function measureEditToResults({ dist = 'dist', runs = 25, crd, objects } = {}) {
  const outDir = resolve(dist);
  if (!existsSync(resolve(outDir, 'index.html'))) throw new Error(`no built app in ${outDir}: run npx vite build`);
  const server = await serveBuiltApp(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const custom = crd !== undefined || objects !== undefined;
    if (custom) {
      const work = { texts: { crd: crd ?? '', objects: objects ?? '' }, options: { kubeVersion: '1.35', strict: false }, tab: 'problems' };
      await page.addInitScript((w) => localStorage.setItem('crd-playground/v1/work', w), JSON.stringify(work));
    }
    await page.goto(server.resolvedUrls.local[0]);
    const ready = (min) =>
      page.waitForFunction(
        (m) => {
          const el = document.querySelector('[data-run-id]');
          return el?.getAttribute('data-state') === 'ready' && Number(el.getAttribute('data-run-id')) > m;
        },
        min,
        { timeout: 30_000, polling: 'raf' },
      );
    await ready(0);
    // time stamps taken in the page: the keydown, and the moment the region turns ready
    await page.evaluate(() => {
      const w = window;
      w.__bench = { key: 0, ready: 0 };
      document.addEventListener('keydown', () => (w.__bench.key = performance.now()), true);
      const el = document.querySelector('[data-run-id]');
      new MutationObserver(() => {
        if (el.getAttribute('data-state') === 'ready') w.__bench.ready = performance.now();
      }).observe(el, { attributes: true, attributeFilter: ['data-state', 'data-run-id'] });
    });
    await page.getByRole('textbox', { name: 'Object editor' }).focus();
    await page.keyboard.press('Control+End');
    if (!custom) {
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('End'); // after `replicas: 5`
    }
    const times = [];
    const engineMs = [];
    for (let i = 0; i < runs; i++) {
      const before = Number(await page.locator('[data-run-id]').getAttribute('data-run-id'));
      // alternate between `replicas: 5` and `replicas: 50` (valid / invalid)
      await page.keyboard.press(i % 2 === 0 ? (custom ? '#' : '0') : 'Backspace');
      await ready(before);
      const t = await page.evaluate(() => window.__bench.ready - window.__bench.key);
      times.push(t);
      engineMs.push(Number((await page.locator('.run-status').innerText()).match(/\d+/)?.[0] ?? NaN));
      await page.waitForTimeout(50);
    }
    const bytes = await page.evaluate(() => {
      const w = JSON.parse(localStorage.getItem('crd-playground/v1/work') ?? '{}');
      return (w.texts?.crd?.length ?? 0) + (w.texts?.objects?.length ?? 0);
    });
    // main-thread responsiveness while typing a burst: the longest task (long tasks are > 50 ms)
    await page.evaluate(() => {
      window.__long = [];
      new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
    });
    const beforeBurst = Number(await page.locator('[data-run-id]').getAttribute('data-run-id'));
    await page.keyboard.press('Enter');
    await page.keyboard.type('  note: the quick brown fox jumps over the lazy dog', { delay: 30 });
    await ready(beforeBurst);
    await page.waitForTimeout(300);
    const longTasks = await page.evaluate(() => window.__long);
    return {
      runs,
      inputChars: bytes,
      longestTaskWhileTypingMs: Math.round(Math.max(0, ...longTasks)),
      longTasksWhileTyping: longTasks.length,
      medianMs: Math.round(median(times) * 10) / 10,
      minMs: Math.round(Math.min(...times) * 10) / 10,
      maxMs: Math.round(Math.max(...times) * 10) / 10,
      medianEngineMs: median(engineMs),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = (name) => (cliArg(name) === undefined ? undefined : readFileSync(cliArg(name), 'utf8'));
  const r = await measureEditToResults({
    dist: cliArg('--dist', 'dist'),
    runs: Number(cliArg('--runs', '25')),
    crd: file('--crd'),
    objects: file('--objects'),
  });
  console.log(JSON.stringify({ bench: 'browser-edit-to-results', ...r }));
}
