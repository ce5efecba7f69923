#!/usr/bin/env node
// Browser benchmark (issue 32): navigation to the full editor in the built app from a local server
// (Vite's preview server sending the build's gzip copies, as `npm run preview` and a static host do:
// scripts/precompressed.mjs, decision 0043), cold cache (a new browser context each run, no service
// worker): the page's first contentful paint,
// and the moment Monaco has taken over both editors (no text area left, both editors Monaco), both
// from the navigation's start, and the first results. Median of the runs. Beside them, untraced, the
// renderer's CPU time up to the full editor (Chromium's own counters, read when the page signals it):
// its main thread (`pageMainCpuMs`) and the whole renderer process (`pageCpuMs`: workers and V8's
// background compile included) — what one load of the app costs the machine, browser tests included.
// Usage: node bench/browser-navigation.mjs [--dist dist] [--runs 5] [--profile file.cpuprofile] [--trace file.json] [--cpu]
// (build first: npx vite build). --profile: a CPU profile of the main thread during the last run;
// --trace: a Chromium performance trace of the last run (every thread of the browser, with thread CPU
// time: the page, its workers, V8's background compile; open it in Chrome's Performance panel or
// Perfetto), with the marks nav:results and nav:editor at the moments the bench takes.
// --cpu: every run traced, and the page's thread CPU time between the first paint and the full editor
// added to the line (medians): its main thread (`mainCpuMs`), V8's background compile and the other
// pool threads (`poolCpuMs`), and the largest module evaluation in that window (`evalCpuMs`: Monaco's
// chunk), and the take-over (`takeOverCpuMs`: the main thread from that evaluation's start to the full editor,
// decision 0048). CPU time moves far less with the machine's load than wall time (decision 0038); tracing
// itself slows the page, so compare --cpu figures only with --cpu figures.
// --against other-dist [--rounds 3]: this build and another (e.g. main's, built with --outDir) alternated
// round by round, a JSON line per round with the load average, then the median time from the first
// paint to the full editor of each and their ratio.
// Prints one JSON line; exports `measureNavigation` for bench/browser.bench.ts.
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliArg, launchChromium, median, serveBuiltApp } from '../scripts/browser-app.mjs';

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'toplevel'];

/**
 * Thread CPU time (ms) of the page's renderer between its first contentful paint and the full editor,
 * from a Chromium trace taken with TRACE_CATEGORIES: the renderer is the process of the nav:editor mark.
 */
export function cpuAfterFirstPaint(traceJson) {
  const events = Array.isArray(traceJson) ? traceJson : traceJson.traceEvents;
  const editor = events.find((e) => e.name === 'nav:editor');
  if (!editor) return null;
  const { pid } = editor;
  const paint = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const from = paint.ts;
  const to = editor.ts;
  const threads = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid).map((e) => [e.tid, e.args.name]));
  // a task's CPU time counted in proportion to the part of it inside the window
  const inWindow = (e) => {
    const dur = e.dur ?? 0;
    if (dur <= 0) return 0;
    const overlap = Math.min(e.ts + dur, to) - Math.max(e.ts, from);
    return overlap > 0 ? ((e.tdur ?? dur) * overlap) / dur : 0;
  };
  let main = 0;
  let pool = 0;
  let evalCpu = 0;
  let evalStart = to;
  for (const e of events) {
    if (e.pid !== pid || e.ph !== 'X') continue;
    const thread = threads.get(e.tid);
    if (e.name === 'ThreadControllerImpl::RunTask' && thread === 'CrRendererMain') main += inWindow(e);
    else if (e.name === 'ThreadPool_RunTask' && thread?.startsWith('ThreadPool')) pool += inWindow(e);
    else if (e.name === 'v8.evaluateModule' && thread === 'CrRendererMain' && e.ts >= from && e.ts < to && (e.tdur ?? 0) > evalCpu) {
      evalCpu = e.tdur ?? 0;
      evalStart = e.ts;
    }
  }
  // the take-over: the main thread's CPU from the start of Monaco's module evaluation to the full editor
  // (evaluation, the editors made and first drawn), the part of the row that waits for nothing else
  let takeOver = 0;
  for (const e of events)
    if (e.pid === pid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && threads.get(e.tid) === 'CrRendererMain' && e.ts + (e.dur ?? 0) > evalStart && e.ts < to) takeOver += e.tdur ?? 0;
  return { mainCpuMs: main / 1000, poolCpuMs: pool / 1000, evalCpuMs: evalCpu / 1000, takeOverCpuMs: takeOver / 1000 };
}

export async function measureNavigation({ dist = 'dist', runs = 5, profile, trace, cpu = false } = {}) {
  const outDir = resolve(dist);
  if (!existsSync(resolve(outDir, 'index.html'))) throw new Error(`no built app in ${outDir}: run npx vite build`);
  const server = await serveBuiltApp(outDir);
  const browser = await launchChromium(); // without the browser's own omnibox renderer (scripts/browser-app.mjs)
  const firstPaint = [];
  const fullEditor = [];
  const results = [];
  const cpus = [];
  const threadCpu = [];
  const processCpu = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      // The page tells the bench when both moments have come through a DevTools binding: nothing is
      // evaluated in the page until then (Playwright's waitForFunction put its injected script into the
      // page and polled it on the main thread while the page loaded, decision 0048). At that call the
      // renderer's CPU so far is read: its main thread and the whole process (workers and V8's threads too).
      const session = await context.newCDPSession(page);
      await session.send('Performance.enable', { timeDomain: 'threadTicks' });
      await session.send('Runtime.enable');
      await session.send('Runtime.addBinding', { name: '__navDone' });
      const done = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no full editor and first results within 120 s')), 120_000);
        session.on('Runtime.bindingCalled', (e) => {
          if (e.name !== '__navDone') return;
          clearTimeout(timer);
          resolve(session.send('Performance.getMetrics'));
        });
      });
      await page.addInitScript(() => {
        window.__nav = { editor: 0, results: 0 };
        const check = () => {
          const n = window.__nav;
          const el = document.querySelector('[data-run-id]');
          if (!n.results && el?.getAttribute('data-state') === 'ready') {
            n.results = performance.now();
            performance.mark('nav:results');
          }
          if (!n.editor && document.querySelectorAll('[data-editor="crd"] .monaco-editor, [data-editor="objects"] .monaco-editor').length === 2 && !document.querySelector('.text-area-editor')) {
            n.editor = performance.now();
            performance.mark('nav:editor');
          }
          if (!n.editor || !n.results) requestAnimationFrame(check);
          else window.__navDone('');
        };
        requestAnimationFrame(check);
      });
      const cdp = profile && i === runs - 1 ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      const tracing = cpu || (trace && i === runs - 1);
      if (tracing) await browser.startTracing(page, { path: trace && i === runs - 1 ? trace : undefined, categories: TRACE_CATEGORIES });
      await page.goto(server.resolvedUrls.local[0]);
      const { metrics } = await done;
      const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
      threadCpu.push(metric('ThreadTime'));
      processCpu.push(metric('ProcessTime'));
      if (cdp) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      if (tracing) {
        const buf = await browser.stopTracing();
        if (cpu) {
          const c = cpuAfterFirstPaint(JSON.parse(buf.toString('utf8')));
          if (c) cpus.push(c);
        }
      }
      const t = await page.evaluate(() => ({ ...window.__nav, paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }));
      firstPaint.push(t.paint);
      fullEditor.push(t.editor);
      results.push(t.results);
      await context.close();
    }
    const r = (x) => Math.round(x);
    return {
      runs,
      firstPaintMs: r(median(firstPaint)),
      fullEditorMs: r(median(fullEditor)),
      firstResultsMs: r(median(results)),
      fullEditorOverFirstPaint: Math.round((median(fullEditor) / median(firstPaint)) * 100) / 100,
      allFullEditorMs: fullEditor.map(r),
      pageMainCpuMs: r(median(threadCpu)),
      pageCpuMs: r(median(processCpu)),
      ...(cpus.length > 0
        ? {
            mainCpuMs: r(median(cpus.map((c) => c.mainCpuMs))),
            poolCpuMs: r(median(cpus.map((c) => c.poolCpuMs))),
            evalCpuMs: r(median(cpus.map((c) => c.evalCpuMs))),
            takeOverCpuMs: r(median(cpus.map((c) => c.takeOverCpuMs))),
          }
        : {}),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = cliArg('--dist', 'dist');
  const against = cliArg('--against');
  if (against) {
    // two builds, alternated round by round (the machine's load changes between rounds), each with the load average beside it
    const rounds = Number(cliArg('--rounds', '3'));
    const runs = Number(cliArg('--runs', '3'));
    const gaps = { [dist]: [], [against]: [] };
    const pageCpu = { [dist]: [], [against]: [] };
    const cpu = process.argv.includes('--cpu');
    // with --cpu: the page's CPU between the first paint and the full editor (main thread + pool), per round
    const cpus = { [dist]: [], [against]: [] };
    for (let r = 0; r < rounds; r++)
      for (const d of [against, dist]) {
        const load = loadavg()[0].toFixed(1);
        const x = await measureNavigation({ dist: d, runs, cpu });
        gaps[d].push(x.fullEditorMs - x.firstPaintMs);
        pageCpu[d].push(x.pageCpuMs);
        if (cpu) cpus[d].push(x.mainCpuMs + x.poolCpuMs);
        console.log(JSON.stringify({ bench: 'browser-navigation', round: r, dist: d, load: Number(load), ...x }));
      }
    const g = (d) => Math.round(median(gaps[d]));
    const c = (d) => Math.round(median(cpus[d]));
    const ratio = (a, b) => Math.round((a / b) * 100) / 100;
    console.log(
      JSON.stringify({
        bench: 'browser-navigation',
        firstPaintToFullEditorMs: { [dist]: g(dist), [against]: g(against) },
        ratio: ratio(g(dist), g(against)),
        pageCpuMs: { [dist]: Math.round(median(pageCpu[dist])), [against]: Math.round(median(pageCpu[against])) },
        ...(cpu ? { cpuAfterFirstPaintMs: { [dist]: c(dist), [against]: c(against) }, cpuRatio: ratio(c(dist), c(against)) } : {}),
      }),
    );
  } else {
    const r = await measureNavigation({ dist, runs: Number(cliArg('--runs', '5')), profile: cliArg('--profile'), trace: cliArg('--trace'), cpu: process.argv.includes('--cpu') });
    console.log(JSON.stringify({ bench: 'browser-navigation', ...r }));
  }
}
