#!/usr/bin/env node
// Embeds on a documentation page (issue 23): the built examples.html with 20 <crd-playground>
// elements, served from another origin than the playground (as a docs site is), in headless
// Chromium with a cold cache, each figure beside a baseline from the same run:
// - before any Run: what the page fetched from the playground (embed.js, gzip bytes), frames, long
//   tasks — beside the same page without embed.js;
// - Run on one element: click to results shown — beside loading the full app to its first results;
// - memory of all browser processes (PSS) after Run, above the page before Run.
// Usage: node bench/embed-page.mjs [--dist dist] [--runs 3]   (build first: npx vite build)
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { cliArg, launchChromium, median, serveBuiltApp } from '../scripts/browser-app.mjs';

/** Proportional set size (kB) of a process and all its descendants (Linux /proc). */
function treePssKB(root) {
  const children = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(d));
    } catch {
      // the process ended
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    try {
      const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      if (m) total += Number(m[1]);
    } catch {
      // the process ended
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const LONG_TASKS = () => {
  window.__long = [];
  new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
};

export async function measureEmbedPage({ dist = 'dist', runs = 3 } = {}) {
  const outDir = resolve(dist);
  if (!existsSync(resolve(outDir, 'examples.html'))) throw new Error(`no built app in ${outDir}: run npx vite build`);
  // the playground on one origin, the documentation page on another (as on a real docs site)
  // embed.js is an ES module: a page on another origin loads it only with CORS (docs/embedding.md)
  const server = await serveBuiltApp(outDir, { cors: true });
  // the docs site: examples.html pointing at the playground's embed.js, and the same page without it
  const docsDir = mkdtempSync(join(tmpdir(), 'crd-docs-'));
  const html = readFileSync(resolve(outDir, 'examples.html'), 'utf8');
  const playground = server.resolvedUrls.local[0];
  writeFileSync(join(docsDir, 'examples.html'), html.replaceAll('./embed.js', new URL('embed.js', playground).href));
  writeFileSync(join(docsDir, 'plain.html'), html.replace(/<script type="module"[\s\S]*?<\/script>/g, ''));
  writeFileSync(join(docsDir, 'index.html'), '<!doctype html><title>docs</title>');
  const docsServer = await serveBuiltApp(docsDir);
  const base = docsServer.resolvedUrls.local[0];

  const browser = await launchChromium();
  // the browser's processes are this process's descendants (its own memory is left out)
  const pid = process.pid;
  const ownPssKB = () => {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'));
    return m ? Number(m[1]) : 0;
  };
  const browserPssKB = () => (existsSync('/proc/self/smaps_rollup') ? treePssKB(pid) - ownPssKB() : 0);
  const out = { embedJsGzipBytes: gzipSync(readFileSync(resolve(outDir, 'embed.js'))).length, runs };
  const before = { fetchedBytes: [], frames: [], longTasks: [], longestMs: [], baseLongTasks: [], baseLongestMs: [] };
  const runMs = [];
  const appMs = [];
  const memAboveMB = [];
  try {
    for (let i = 0; i < runs; i++) {
      // the page without embed.js: the same HTML, its scripts removed
      {
        const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
        const page = await context.newPage();
        await page.addInitScript(LONG_TASKS);
        await page.goto(base + 'plain.html', { waitUntil: 'load' });
        await page.waitForTimeout(500);
        const long = await page.evaluate(() => window.__long);
        before.baseLongTasks.push(long.length);
        before.baseLongestMs.push(Math.max(0, ...long));
        await context.close();
      }
      // the page with embed.js, then Run on the pruning example
      const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
      const page = await context.newPage();
      let fetched = 0;
      page.on('requestfinished', async (r) => {
        if (!r.url().startsWith(playground)) return; // only what comes from the playground
        const s = await r.sizes().catch(() => null);
        if (s) fetched += s.responseBodySize + s.responseHeadersSize;
      });
      await page.addInitScript(LONG_TASKS);
      await page.goto(base + 'examples.html', { waitUntil: 'load' });
      await page.waitForFunction(() => customElements.get('crd-playground') !== undefined);
      await page.waitForTimeout(500);
      const long = await page.evaluate(() => window.__long);
      before.fetchedBytes.push(fetched);
      before.frames.push(await page.locator('iframe').count());
      before.longTasks.push(long.length);
      before.longestMs.push(Math.max(0, ...long));
      const memBefore = browserPssKB();
      const t0 = Date.now();
      await page.locator('#pruning').getByRole('button').first().click();
      await page.frameLocator('#pruning iframe').locator('[data-run-id][data-state="ready"]').waitFor({ timeout: 60_000 });
      runMs.push(Date.now() - t0);
      await page.waitForTimeout(1000);
      if (memBefore > 0) memAboveMB.push((browserPssKB() - memBefore) / 1024);
      await context.close();
      // the full app, cold: load to its first results
      {
        const c = await browser.newContext({ viewport: { width: 1400, height: 900 } });
        const p = await c.newPage();
        const t1 = Date.now();
        await p.goto(playground);
        await p.locator('[data-run-id][data-state="ready"]').waitFor({ timeout: 60_000 });
        appMs.push(Date.now() - t1);
        await c.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await docsServer.close();
    rmSync(docsDir, { recursive: true, force: true });
  }
  return {
    ...out,
    beforeRunFetchedBytes: median(before.fetchedBytes),
    beforeRunFrames: Math.max(...before.frames),
    beforeRunLongTasks: median(before.longTasks),
    beforeRunLongestTaskMs: median(before.longestMs),
    baselineLongTasks: median(before.baseLongTasks),
    baselineLongestTaskMs: median(before.baseLongestMs),
    runToResultsMs: median(runMs),
    appLoadToResultsMs: median(appMs),
    memoryAboveMB: memAboveMB.length ? Math.round(median(memAboveMB)) : null,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await measureEmbedPage({ dist: cliArg('--dist', 'dist'), runs: Number(cliArg('--runs', '3')) });
  console.log(JSON.stringify({ bench: 'embed-page', ...r }));
}
