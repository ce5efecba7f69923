#!/usr/bin/env node
// Browser benchmark of Go mode (issue 31) in the built app, on the Go CronJob example with a pod
// template (`?example=go-scheduledjob`: batchv1.JobTemplateSpec from the bundled k8s.io/api, a
// 688 KB generated CRD):
// - opening: from navigation (cold cache) to the first results of the Go work, which includes the
//   first load of the Kubernetes version's built-in types (k8s.io/api data) in the engine worker;
//   `firstRunWorkerMs` is that run's time in the worker (loading the data, generating, checking);
// - a version's built-in types loaded later: switching the Kubernetes version to one not loaded yet
//   (1.35: its differences over the base), to the results, and back (already loaded);
// - edit-to-results: median time from a keystroke in the Go editor (a marker's value toggles,
//   `MinLength=9` ↔ `MinLength=90`: a schema change, so every edit generates and checks again) to
//   the results region showing the result of that edit, and the worker's time of each (the result's
//   elapsed time), so the part outside the engine is the difference;
// - the longest main-thread task while typing a burst into the Go editor.
// Usage: node bench/browser-go-edit.mjs [--dist dist] [--runs 15] [--profile file.cpuprofile] (build
// first: npx vite build). --profile writes a CPU profile of the page's main thread during the edits.
// Prints one JSON line; exports `measureGoEditToResults` for bench/browser.bench.ts.
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliArg, launchChromium, median, serveBuiltApp } from '../scripts/browser-app.mjs';

const TYPES_FILE = 'api/v1/scheduledjob_types.go';
/** The line of `// +kubebuilder:validation:MinLength=9` in TYPES_FILE (1-based). */
const MARKER_LINE = 16;

const r1 = (x) => Math.round(x * 10) / 10;

export async function measureGoEditToResults({ dist = 'dist', runs = 15, profile } = {}) {
  const outDir = resolve(dist);
  if (!existsSync(resolve(outDir, 'index.html'))) throw new Error(`no built app in ${outDir}: run npx vite build`);
  const server = await serveBuiltApp(outDir);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__long = [];
      window.__measureLong = false;
      new PerformanceObserver((list) => {
        if (window.__measureLong) window.__long.push(...list.getEntries().map((e) => e.duration));
      }).observe({ type: 'longtask' });
    });
    const state = () =>
      page.evaluate(() => {
        const el = document.querySelector('[data-run-id]');
        return { runId: Number(el?.getAttribute('data-run-id') ?? 0), ready: el?.getAttribute('data-state') === 'ready' };
      });
    const ready = (min) =>
      page.waitForFunction(
        (m) => {
          const el = document.querySelector('[data-run-id]');
          return el?.getAttribute('data-state') === 'ready' && Number(el.getAttribute('data-run-id')) > m;
        },
        min,
        { timeout: 120_000, polling: 'raf' },
      );
    const workerMs = async () => Number((await page.locator('.run-status').innerText()).match(/\d+/)?.[0] ?? NaN);

    // opening the Go example: the first result in Go mode (the Go radio checked, the region ready)
    await page.goto(`${server.resolvedUrls.local[0]}?example=go-scheduledjob`);
    const openMs = await page.evaluate(
      () =>
        new Promise((done) => {
          const check = () => {
            const go = document.querySelector('input[name="crd-source"][value="go"]')?.checked;
            const el = document.querySelector('[data-run-id]');
            if (go && el?.getAttribute('data-state') === 'ready' && document.querySelector('.go-generated')) done(performance.now());
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    const firstRunWorkerMs = await workerMs();

    // the Go file with the marker, in Monaco
    await page.getByRole('tablist', { name: 'Go files' }).getByRole('tab', { name: TYPES_FILE }).click();
    await page.locator('.go-source .monaco-editor').waitFor({ timeout: 120_000 });
    await page.waitForFunction((n) => document.querySelectorAll('[data-editor="crd"] .monaco-editor, [data-editor="objects"] .monaco-editor').length >= n, 2, { timeout: 120_000 });
    await ready((await state()).runId - 1);
    await page.waitForTimeout(3000); // the language and view workers start when the page is idle

    // time stamps taken in the page: the keydown, and the moment the region turns ready
    await page.evaluate(() => {
      window.__bench = { key: 0, ready: 0 };
      document.addEventListener('keydown', () => (window.__bench.key = performance.now()), true);
      const el = document.querySelector('[data-run-id]');
      new MutationObserver(() => {
        if (el.getAttribute('data-state') === 'ready') window.__bench.ready = performance.now();
      }).observe(el, { attributes: true, attributeFilter: ['data-state', 'data-run-id'] });
    });
    const goEditor = page.getByRole('textbox', { name: 'Go editor' });
    await goEditor.focus();
    await page.keyboard.press('Control+Home');
    for (let i = 1; i < MARKER_LINE; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End'); // after `MinLength=9`
    // --profile: a CPU profile of the page's main thread during the edits (DevTools opens it)
    const cdp = profile ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const times = [];
    const engineMs = [];
    for (let i = 0; i < runs; i++) {
      const before = (await state()).runId;
      await page.keyboard.press(i % 2 === 0 ? '0' : 'Backspace');
      await ready(before);
      times.push(await page.evaluate(() => window.__bench.ready - window.__bench.key));
      engineMs.push(await workerMs());
      await page.waitForTimeout(300);
    }
    if (cdp) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));

    // main-thread responsiveness while typing a burst into the Go editor
    await page.evaluate(() => {
      window.__long = [];
      window.__measureLong = true;
    });
    const beforeBurst = (await state()).runId;
    await page.keyboard.press('End');
    await page.keyboard.type(' // the quick brown fox', { delay: 60 });
    await ready(beforeBurst);
    await page.waitForTimeout(2000);
    const longTasks = await page.evaluate(() => window.__long);

    // a Kubernetes version whose built-in types are not loaded yet (1.35), then back to 1.36 (loaded)
    const version = async (v) => {
      const before = (await state()).runId;
      const t0 = Date.now();
      await page.getByRole('combobox', { name: 'Kubernetes', exact: true }).selectOption(v);
      await ready(before);
      return { ms: Date.now() - t0, worker: await workerMs() };
    };
    const firstVersion = await version('1.35');
    const loadedVersion = await version('1.36');
    return {
      runs,
      openToFirstResultsMs: Math.round(openMs),
      firstRunWorkerMs,
      newVersionToResultsMs: firstVersion.ms,
      newVersionWorkerMs: firstVersion.worker,
      loadedVersionToResultsMs: loadedVersion.ms,
      loadedVersionWorkerMs: loadedVersion.worker,
      medianMs: r1(median(times)),
      minMs: r1(Math.min(...times)),
      maxMs: r1(Math.max(...times)),
      medianEngineMs: median(engineMs),
      medianOutsideEngineMs: r1(median(times.map((t, i) => t - engineMs[i]))),
      longestTaskWhileTypingMs: Math.round(Math.max(0, ...longTasks)),
      longTasksWhileTyping: longTasks.length,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await measureGoEditToResults({ dist: cliArg('--dist', 'dist'), runs: Number(cliArg('--runs', '15')), profile: cliArg('--profile') });
  console.log(JSON.stringify({ bench: 'browser-go-edit-to-results', ...r }));
}
