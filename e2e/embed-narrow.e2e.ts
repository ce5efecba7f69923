// An embed in a narrow column (a documentation page on a phone, or a page's sidebar): the embed keeps
// its two panes side by side (docs/embedding.md), so each pane's heading gets half the width. The
// headings stay inside their pane: "CUSTOMRESOURCEDEFINITION" (one word, in capitals) ran on over
// "CUSTOM OBJECTS" in a 375 px embed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appURL, freshContext, launch, waitReady } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a narrow embed', () => {
  it.each([320, 375])('at %i px no pane heading runs past its pane', async (width) => {
    const context = await freshContext(browser, { viewport: { width, height: 700 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(appURL('?embed'), { timeout: 90_000 });
    await waitReady(page);
    const headings = await page.locator('.editors > .pane > h2').evaluateAll((hs) =>
      hs.map((h) => {
        const pane = h.parentElement!.getBoundingClientRect();
        const box = h.getBoundingClientRect();
        // text wider than the heading is drawn past it unless the heading clips it
        const clipped = getComputedStyle(h).overflowX !== 'visible';
        return { inside: box.left >= pane.left - 0.5 && box.right <= pane.right + 0.5, drawnPast: h.scrollWidth > h.clientWidth && !clipped };
      }),
    );
    expect(headings).toEqual([
      { inside: true, drawnPast: false },
      { inside: true, drawnPast: false },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
