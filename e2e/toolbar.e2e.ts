// The toolbar fits one row at 1,280 px in every language, and its File menu (new object, state
// files) works from the keyboard as a WAI-ARIA menu button (issue 33).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appURL, launch, LINK_TAB_900, LinkTab, waitReady, freshContext } from './browser';
import { firstVisitLink } from './first-visit';

let browser: Browser;
// the File menu tests start from the first visit's work, opened as a share link in the link tab (LinkTab)
// that views, upgrades and the Go files share
const tab = new LinkTab(() => browser, LINK_TAB_900);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

/** The distinct top edges of the toolbar's visible controls: one value = one row. */
function rows(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('header.toolbar')!;
    const tops = [...bar.children]
      .filter((c) => (c as HTMLElement).offsetParent !== null && c.getBoundingClientRect().height > 0)
      .map((c) => Math.round(c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2));
    return [...new Set(tops.map((t) => Math.round(t / 10)))];
  });
}

describe('toolbar', () => {
  it.each(['en', 'uk'])('fits one row at 1,280 px (%s)', async (lang) => {
    const context = await freshContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(appURL(`?lang=${lang}`), { timeout: 90_000 });
    await waitReady(page);
    expect(await rows(page)).toHaveLength(1);
    // nothing is cut off at the right edge
    const right = await page.evaluate(() => Math.max(...[...document.querySelector('header.toolbar')!.children].map((c) => c.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(1280);
    await context.close();
  });

  it('the File menu opens from the keyboard, moves with the arrows and gives focus back on Escape', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    await waitReady(page);
    const file = page.getByRole('button', { name: 'File', exact: true });
    await file.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'File' });
    await menu.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('New object…');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Save state file');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Open state file…');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('New object…');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await file.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await file.getAttribute('aria-expanded')).toBe('false');
    // Enter on an item runs it: the new-object dialog opens
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'New object from schema' }).waitFor();
    await close();
  });

  it('a click outside closes the File menu', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    await waitReady(page);
    await page.getByRole('button', { name: 'File', exact: true }).click();
    await page.getByRole('menu', { name: 'File' }).waitFor();
    await page.locator('h1').click();
    expect(await page.getByRole('menu', { name: 'File' }).count()).toBe(0);
    await close();
  });
});
