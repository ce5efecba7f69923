// The app on a phone: under 900 px the editors stack (workspace.css), each pane half of the editors'
// height. A pane's editors take what its headings and switches leave, down to three lines, and the
// pane scrolls below that: nothing is drawn over the next pane. The CRD editor's text was drawn over
// the objects pane's heading at 375 × 740 (its editor kept a 120 px minimum in a pane that had less
// room), more so with the phone turned, and in Go mode the Go and generated-CRD editors covered it.
// And at any width nothing takes the page past its right edge: the page scrolled sideways by 3 px
// (the horizontal splitter's grab area), Hide results was cut off at 900 px and Ukrainian's third
// request ("Оновлення /status") at a phone's width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appURL, freshContext, launch, waitReady } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What a reader sees of the stacked panes: whether the objects pane's heading is on top where it is
 * drawn (nothing of the CRD pane over it), and the height of the smallest editor (in Go mode the Go
 * file and the generated CRD are two).
 */
function layout(page: Page): Promise<{ headingOnTop: boolean; smallestEditor: number }> {
  return page.evaluate(() => {
    const [, objects] = [...document.querySelectorAll('.editors > .pane')];
    const h2 = objects.querySelector('h2')!.getBoundingClientRect();
    // its top, middle and bottom rows, where its text is
    const hits = [h2.top + 2, h2.top + h2.height / 2, h2.bottom - 2].map((y) => document.elementFromPoint(h2.left + 40, y));
    const heights = [...document.querySelectorAll('.editors > .pane .editor-slot')].map((e) => Math.round(e.getBoundingClientRect().height));
    return { headingOnTop: hits.every((hit) => !!hit && objects.querySelector('h2')!.contains(hit)), smallestEditor: Math.min(...heights) };
  });
}

describe('narrow screens', () => {
  it.each([
    ['a phone (375 × 740)', 375, 740, ''],
    ['a phone turned (740 × 375)', 740, 375, ''],
    ['a phone in Go mode (375 × 740)', 375, 740, '?example=go-widget'],
  ])('on %s nothing covers the objects pane and every editor keeps three lines', async (_name, width, height, query) => {
    const context = await freshContext(browser, { viewport: { width, height } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(appURL(query), { timeout: 90_000 });
    await waitReady(page);
    expect(await page.locator('.editors > .pane').count()).toBe(2);
    // the layout settles with Monaco's first layout: read until it holds
    await expect.poll(() => layout(page).then((l) => l.headingOnTop)).toBe(true);
    // every editor keeps room for three lines of text (19 px each), scrolled to inside its pane when the pane is smaller
    expect((await layout(page)).smallestEditor).toBeGreaterThanOrEqual(57);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['en', 375],
    ['uk', 375],
    ['uk', 900],
    ['en', 1280],
  ])('%s at %i px: the page does not scroll sideways and every control is inside it', async (lang, width) => {
    const context = await freshContext(browser, { viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(appURL(`?lang=${lang}`), { timeout: 90_000 });
    await waitReady(page);
    const read = () =>
      page.evaluate(() => {
        const cw = document.documentElement.clientWidth;
        // the horizontal splitter's grab area reached 3 px past both edges of the page
        const sideways = document.documentElement.scrollWidth - cw;
        // Hide results (cut off at 900 px), the request's radios (Ukrainian's third one past a phone's edge)
        const controls = [...document.querySelectorAll('.results-toggle, .request-bar label')].map((e) => Math.round(e.getBoundingClientRect().right));
        return { sideways, past: controls.filter((r) => r > cw) };
      });
    await expect.poll(read).toEqual({ sideways: 0, past: [] });
    await context.close();
  });
});
