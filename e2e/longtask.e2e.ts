// The UI stays responsive while the worker checks a large CRD: with the largest corpus CRD in the
// CRD editor, typing into the object editor causes no main-thread task over 100 ms
// (PerformanceObserver 'longtask'); in Go mode, typing into the Go editor of the CronJob example
// (a pod template: a 688 KB generated CRD at every edit) neither.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appURL, freshContext, launch, waitReady } from './browser';
import { CORPUS_DIR, corpusSkipReason, hasCorpus } from '../test/corpus';

/**
 * `npm test` runs this suite beside the unit tests and lint (scripts/test.mjs) and names a file it
 * writes once they are done. The assertions here measure the main thread's tasks in wall time, so
 * the measurement waits until the CPU-bound side is over: with two cores it stretches the page's
 * tasks however low its priority. Both tests' pages are loaded and their work set up meanwhile
 * (nothing of that is measured: the Go test's page from the file's start, beside the large CRD's);
 * the pause that lets a page's workers settle has passed by the end of the wait or is waited out
 * after it. Run on its own (no such file named), nothing is awaited.
 */
async function cpuSideDone(): Promise<void> {
  const signal = process.env.E2E_AFTER_FILE;
  if (!signal) return;
  while (!existsSync(signal)) await new Promise((r) => setTimeout(r, 250));
}

/** How long a test may wait for the CPU-bound side (cpuSideDone), beside its own time: the unit tests and lint of a fresh clone. */
const CPU_SIDE_WAIT = 1_500_000;
const LARGE_CRD_TIMEOUT = 300_000 + CPU_SIDE_WAIT;
const GO_TIMEOUT = 400_000 + CPU_SIDE_WAIT;

/** How long a page is left alone after its set-up before typing: its background worker loads the CRD, autosave settles. */
const SETTLE_MS = 3000;

/** Resolves once `SETTLE_MS` have passed since `since` (a `Date.now()`). */
function settledSince(since: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.max(0, since + SETTLE_MS - Date.now())));
}

let browser: Browser;
/** The Go test's page, set up from the file's start (prepareGoPage) so that none of it is left for after the wait. */
let goPage: Promise<{ context: BrowserContext; page: Page; readyAt: number }>;
beforeAll(async () => {
  browser = await launch();
  goPage = prepareGoPage();
  goPage.catch(() => undefined); // a failure is the Go test's to report
});
afterAll(async () => {
  await browser?.close();
});

function largestCrd(): string | null {
  const dir = join(CORPUS_DIR, 'crds');
  if (!existsSync(dir)) return null;
  let best: [number, string] = [0, ''];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(e.name) && statSync(p).size > best[0]) best = [statSync(p).size, p];
    }
  };
  walk(dir);
  return best[1] || null;
}

/** Records the page's long tasks into `window.__long` while `window.__measure` is set (from its first script on). */
async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __long: { start: number; duration: number }[]; __measure: boolean };
    w.__long = [];
    w.__measure = false;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (w.__measure) w.__long.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: false });
  });
}

/** Until the newest run's results are shown. */
function runReady(page: Page) {
  return page.waitForFunction(() => document.querySelector('[data-run-id]')?.getAttribute('data-state') === 'ready', undefined, { timeout: 120_000 });
}

/** The text id of the Go file the Go test types into. */
const GO_TYPES = 'go:api/v1/scheduledjob_types.go';

/** The CronJob example in Go mode with its types file open, generated, checked and shown (the Go test's set-up). */
async function prepareGoPage(): Promise<{ context: BrowserContext; page: Page; readyAt: number }> {
  const context = await freshContext(browser, { viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await observeLongTasks(page);
  await page.goto(appURL('?example=go-scheduledjob'), { timeout: 120_000 });
  // (Playwright's own waits: this runs from beforeAll, outside any test's expect)
  await page.getByRole('radio', { name: 'Go types', checked: true }).waitFor({ timeout: 120_000 });
  await page.getByRole('tablist', { name: 'Go files' }).getByRole('tab', { name: 'api/v1/scheduledjob_types.go' }).click();
  await page.locator('.go-source .monaco-editor').waitFor({ timeout: 120_000 });
  await page.locator('.go-generated .monaco-editor').waitFor({ timeout: 120_000 });
  await runReady(page);
  await page.locator('[data-editor="crd"] .view-lines', { hasText: 'scheduledjobs.batch.tutorial.example.com' }).waitFor({ timeout: 120_000 });
  return { context, page, readyAt: Date.now() };
}

/**
 * Until the autosave has written the text `id` with `needle` in it (the saved work names its texts by
 * hash, format 2). Polled every 100 ms, reading only that text: the page is being measured.
 */
function saved(page: Page, id: string, needle: string) {
  return page.waitForFunction(
    ([id, needle]) => {
      const raw = localStorage.getItem('crd-playground/v1/work');
      if (raw === null) return false;
      const v = JSON.parse(raw) as { v?: number; texts: Record<string, string | undefined> };
      const text = v.v === 2 ? localStorage.getItem('crd-playground/v1/text/' + v.texts[id]) : v.texts[id];
      return (text ?? '').includes(needle);
    },
    [id, needle],
    { timeout: 120_000, polling: 100 },
  );
}

/**
 * Types runs of keys into the text `id` (a key each 60 ms) and returns the long tasks seen meanwhile
 * and until the last run's results are shown. After each run the page is left alone until the
 * autosave has written it (large work is saved once typing has paused for 1.5 s: so the autosave's
 * write falls in the measured time), and at the end until the page is idle (the observer is told of
 * a long task after it ends, in a task of its own).
 */
async function typeAndMeasure(page: Page, id: string, runs: string[]): Promise<{ start: number; duration: number }[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __long: unknown[]; __measure: boolean };
    w.__long = [];
    w.__measure = true;
  });
  for (const run of runs) {
    for (const ch of run) {
      await page.keyboard.type(ch);
      await page.waitForTimeout(60);
    }
    await saved(page, id, run.trim());
  }
  await runReady(page);
  return page.evaluate(async () => {
    await new Promise((r) => requestIdleCallback(r, { timeout: 1000 }));
    return (window as unknown as { __long: { start: number; duration: number }[] }).__long;
  });
}

describe('main thread during typing next to a large CRD', () => {
  if (!hasCorpus) console.warn(corpusSkipReason);
  it.skipIf(!hasCorpus)(
    'no long task (> 100 ms) while typing into the object editor',
    async () => {
      const file = largestCrd()!;
      const crd = readFileSync(file, 'utf8');
      const context = await freshContext(browser, { viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await observeLongTasks(page);
      await page.goto(appURL(), { timeout: 120_000 });
      await waitReady(page);
      // paste the CRD (a clipboard paste event, as Ctrl+V delivers it)
      const box = page.getByRole('textbox', { name: 'CRD editor' });
      await box.focus();
      await page.keyboard.press('Control+A');
      await box.evaluate((el, t) => {
        const data = new DataTransfer();
        data.setData('text/plain', t);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, crd);
      await runReady(page);
      const settled = settledSince(Date.now()); // the background worker loads the CRD; autosave settles
      await cpuSideDone();
      await settled;
      // the Go test's page is set up before this page is measured (it loads beside it until then)
      await goPage.catch(() => undefined);
      const objects = page.getByRole('textbox', { name: 'Object editor' });
      await objects.focus();
      await page.keyboard.press('Control+End');
      // CRD_LONGTASK_PROFILE=file.cpuprofile: a CPU profile of the main thread while typing (DevTools opens it)
      const profileTo = process.env.CRD_LONGTASK_PROFILE;
      const cdp = profileTo ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
        await cdp.send('Profiler.start');
      }
      let long = await typeAndMeasure(page, 'objects', ['\n# typing next', ' to a large CRD']);
      console.log(`${file} (${crd.length} chars): long tasks while typing: ${JSON.stringify(long)}`);
      // a shared machine can stall any page now and then: one more round decides, and a page that
      // really blocks its thread while typing fails both
      if (long.some((t) => t.duration > 100)) {
        long = await typeAndMeasure(page, 'objects', ['\n# typing again', ' next to it']);
        console.log(`second round: long tasks while typing: ${JSON.stringify(long)}`);
      }
      if (cdp && profileTo) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(profileTo, JSON.stringify(profile));
      }
      // Measured: before texts were stored once by content hash (state/stored-texts.ts) and posted to
      // a worker once (worker/sent-texts.ts), the autosave of the whole 2.9 MB work and the check
      // input posted to three workers gave main-thread tasks of up to 1.9 s. Since then, on this
      // 2-core machine without other load: no task over 50 ms in four runs (2026-11-26); under a
      // load of 12–16 from other sessions the worst task was 339–414 ms (Monaco's rendering and
      // tokenization of the big model, React commits, GC). CRD_LONGTASK_STRICT=0 reports instead
      // of failing, for machines known to be that busy.
      const over = long.filter((t) => t.duration > 100);
      if (process.env.CRD_LONGTASK_STRICT === '0') {
        if (over.length > 0) console.warn(`${over.length} main-thread tasks over 100 ms while typing (CRD_LONGTASK_STRICT=0: not failing)`);
      } else expect(over).toEqual([]);
      await context.close();
    },
    LARGE_CRD_TIMEOUT,
  );
});

describe('main thread during typing in the Go editor (issue 31)', () => {
  it(
    'no long task (> 100 ms) while typing into the Go types of the CronJob example with a pod template',
    async () => {
      const { context, page, readyAt } = await goPage;
      await cpuSideDone(); // over already after the first test; not when this test runs alone
      await settledSince(readyAt); // the background worker starts when the page is idle; autosave settles
      const firstRun = Number(await page.locator('[data-run-id]').getAttribute('data-run-id'));
      // in the doc comment of Schedule (line 15): every key changes the generated CRD's description
      await page.getByRole('textbox', { name: 'Go editor' }).focus();
      await page.keyboard.press('Control+Home');
      for (let i = 1; i < 15; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      let long = await typeAndMeasure(page, GO_TYPES, [' It runs', ' in UTC.']);
      console.log(`Go editor, CronJob example: long tasks while typing: ${JSON.stringify(long)}`);
      // a shared machine can stall any page now and then: one more round decides
      if (long.some((t) => t.duration > 100)) {
        long = await typeAndMeasure(page, GO_TYPES, [' Minutes', ' first.']);
        console.log(`second round: long tasks while typing: ${JSON.stringify(long)}`);
      }
      // the typed text was generated and checked again (one run or more after the first)
      expect(Number(await page.locator('[data-run-id]').getAttribute('data-run-id'))).toBeGreaterThan(firstRun);
      const over = long.filter((t) => t.duration > 100);
      if (process.env.CRD_LONGTASK_STRICT === '0') {
        if (over.length > 0) console.warn(`${over.length} main-thread tasks over 100 ms while typing Go (CRD_LONGTASK_STRICT=0: not failing)`);
      } else expect(over).toEqual([]);
      await context.close();
    },
    GO_TIMEOUT,
  );
});
