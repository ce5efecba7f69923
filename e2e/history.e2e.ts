// Work is never lost: two tabs keep their own work, a link over a link keeps the original work in
// the History menu, and storage that refuses writes is said once while the editors keep the text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appURL, launch, replaceLastLine, waitReady, savedWork, freshContext } from './browser';
import { shareURL } from '../src/state/permalink';
import { defaultSnapshot, type Snapshot } from '../src/state/snapshot';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const LONG = { timeout: 120_000 };
const saved = (page: Page) => savedWork(page);
const withName = (name: string): Snapshot => {
  const s = defaultSnapshot();
  return { ...s, texts: { ...s.texts, crd: s.texts.crd.replace('crontabs.stable.example.com', `${name}.stable.example.com`) } };
};

async function openHistory(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recent work (all tabs)' });
  await dialog.waitFor();
  return dialog.locator('li button').allInnerTexts();
}

describe('work history', () => {
  it('two tabs keep their own work across reloads', async () => {
    const context = await freshContext(browser, { viewport: { width: 1400, height: 900 } });
    const a = await context.newPage();
    await a.goto(appURL(), LONG);
    await waitReady(a);
    await replaceLastLine(a, 'Object editor', 'replicas: 3 # tab A');
    await expect.poll(async () => (await saved(a))?.texts.objects ?? '', LONG).toContain('# tab A');
    const b = await context.newPage();
    await b.goto(appURL(), LONG);
    await waitReady(b);
    // a new tab opens with the newest work
    await expect.poll(async () => (await saved(b))?.texts.objects ?? '').toContain('# tab A');
    await replaceLastLine(b, 'Object editor', 'replicas: 4 # tab B');
    await expect.poll(async () => (await saved(b))?.texts.objects ?? '', LONG).toContain('# tab B');
    await a.reload(LONG);
    await waitReady(a);
    await b.reload(LONG);
    await waitReady(b);
    // the last lines of the object editor as rendered (the cursor at the end scrolls them into view)
    const text = async (p: Page) => {
      await p.getByRole('textbox', { name: 'Object editor' }).focus();
      await p.keyboard.press('Control+End');
      return (await p.locator('.view-lines').nth(1).innerText()).replace(/\u00a0/g, ' ');
    };
    await expect.poll(() => text(a), LONG).toContain('# tab A');
    await expect.poll(() => text(b), LONG).toContain('# tab B');
    const list = await openHistory(a);
    expect(list.some((l) => l.includes('on screen'))).toBe(true);
    await context.close();
  }, 300_000);

  it('link A then link B: the original work is one click away in History', async () => {
    const context = await freshContext(browser, { viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(appURL(), LONG);
    const first = await waitReady(page);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    // each link only changes the fragment of the page's address: the page opens it on its hashchange
    // event, after the navigation: the result of the run it starts (the one on screen is still ready)
    await page.goto(shareURL(appURL(), withName('linka')), LONG);
    const a = await waitReady(page, first);
    await page.goto(shareURL(appURL(), withName('linkb')), LONG);
    await waitReady(page, a);
    const list = await openHistory(page);
    expect(list[0]).toContain('linkb.stable.example.com');
    const original = page.getByRole('dialog', { name: 'Recent work (all tabs)' }).getByRole('button', { name: /Open crontabs\.stable\.example\.com/ });
    expect(list.some((l) => l.includes('linka.stable.example.com'))).toBe(true);
    await original.first().click();
    await expect.poll(async () => (await saved(page))?.texts.crd ?? '', LONG).toContain('name: crontabs.stable.example.com');
    expect(await page.getByRole('status').innerText()).toContain('Opened a state from the history');
    await page.screenshot({ path: 'test-results/history-menu.png' });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('storage that refuses writes: one notice in words, the editors keep the text', async () => {
    const context = await freshContext(browser, { viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript(() => {
      // refused writes are counted (the test waits for an autosave after the notice was dismissed)
      const w = window as unknown as { __refused: number };
      w.__refused = 0;
      Storage.prototype.setItem = function () {
        w.__refused++;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto(appURL(), LONG);
    const before = await waitReady(page);
    await replaceLastLine(page, 'Object editor', 'replicas: 5 # kept');
    await waitReady(page, before);
    const alert = page.getByRole('alert').filter({ hasText: 'refuses to store your work' });
    await alert.waitFor(LONG);
    expect(await alert.count()).toBe(1);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    const refusedBefore = await page.evaluate(() => (window as unknown as { __refused: number }).__refused);
    await replaceLastLine(page, 'Object editor', 'replicas: 6 # kept');
    // storage refused the autosave again after the notice was dismissed (instead of a fixed 1 s: on a
    // busy machine the autosave may come later), and the page drew what followed
    await page.waitForFunction((n) => (window as unknown as { __refused: number }).__refused > n, refusedBefore, LONG);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.getByRole('alert').filter({ hasText: 'refuses to store your work' }).count()).toBe(0);
    const text = await page.locator('.view-lines').nth(1).innerText();
    expect(text.replace(/\u00a0/g, ' ')).toContain('replicas: 6 # kept');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
