// At start only the check worker loads the CRD: the background worker that the views and the
// language services share (an engine worker that loads the same CRD; decision 0055) starts once the
// check worker is idle after its first result (docs/decisions/0020) and loads the CRD then, so the
// editor's first question is answered at once (not dropped at its 3 s limit while the worker loads).
// The check worker compiles only the check: the views' and language services' code is a chunk the
// background worker loads with its first request (decision 0066).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appURL, freshContext, launch, results, waitReady } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the background worker (views and language)', () => {
  it('starts after the check worker has answered and paused; results arrive and the first completion is answered', { timeout: 120_000 }, async () => {
    const context = await freshContext(browser, { viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript(() => {
      const w = window as unknown as { __workers: { url: string; t: number }[]; __firstResult: number };
      w.__workers = [];
      w.__firstResult = 0;
      const Base = window.Worker;
      window.Worker = class extends Base {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          w.__workers.push({ url: String(url), t: performance.now() });
        }
      };
      new MutationObserver(() => {
        if (!w.__firstResult && document.querySelector('[data-run-id]')?.getAttribute('data-state') === 'ready') w.__firstResult = performance.now();
      }).observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: ['data-state'] });
    });
    // the views' and language services' code is a chunk the check worker never loads (0066): in the
    // order the browser reports them, the engine workers' starts and the requests for that chunk
    const order: string[] = [];
    page.on('worker', (w) => {
      if (/engine\.worker/.test(w.url())) order.push('engine worker');
    });
    context.on('request', (r) => {
      if (/\/assets\/background-roles-[\w-]+\.js$/.test(r.url())) order.push('background roles');
    });
    await page.goto(appURL());
    await waitReady(page);
    expect(await results(page).innerText()).toContain('No problems');
    const engineWorkers = () =>
      page.evaluate(() => {
        const w = window as unknown as { __workers: { url: string; t: number }[]; __firstResult: number };
        return w.__workers.filter((x) => /engine\.worker/.test(x.url)).map((x) => x.t - w.__firstResult);
      });
    // the background worker after the pause (warmed for the Compatibility tab, loading the CRD for the language services)
    await expect.poll(async () => (await engineWorkers()).length, { timeout: 20_000 }).toBe(2);

    // completion in the object editor: retype `replicas` and ask (Ctrl+Space) once
    await page.getByRole('textbox', { name: 'Object editor' }).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('re');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    const rows = page.locator('[data-editor="objects"] .suggest-widget.visible .monaco-list-row .label-name');
    await rows.first().waitFor({ timeout: 30_000 });
    expect((await rows.allInnerTexts()).map((s) => s.trim())).toContain('replicas');
    // two engine workers in all: the completion was answered by the background worker, not a third one
    const [check, ...others] = await engineWorkers();
    expect(others).toHaveLength(1);
    // loaded once, after the second (background) worker started: by it, with its first request
    expect(order).toEqual(['engine worker', 'engine worker', 'background roles']);
    expect(check).toBeLessThan(0); // the check worker: before the first result
    for (const t of others) expect(t).toBeGreaterThan(400); // the background worker: after it and the 500 ms pause (the page paints the result a little after the store has it)
    expect(errors).toEqual([]);
    await context.close();
  });
});
