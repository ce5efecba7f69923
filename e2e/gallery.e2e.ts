// The examples gallery: every example opens on its tab and that tab shows what the example is
// about (its `shows` texts), in Chromium against the built app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { EXAMPLES } from '../src/examples/gallery';
import { launch, LINK_TAB_900, LinkTab, results, waitReady } from './browser';
import { firstVisitLink } from './first-visit';

let browser: Browser;
// one page for the file: the first visit's work, opened as a share link in the link tab (LinkTab) that
// views, upgrades and the Go files share; every example is then opened from the gallery in it
const tab = new LinkTab(() => browser, LINK_TAB_900);
let page: Page;
let errors: string[];
let close: () => Promise<void>;
beforeAll(async () => {
  browser = await launch();
  ({ page, errors, close } = await tab.open(firstVisitLink()));
});
afterAll(async () => {
  await close?.();
  await tab.dispose();
  await browser?.close();
});

describe('examples gallery', () => {
  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s opens on its tab and shows its point', async (_id, e) => {
    const before = await waitReady(page);
    await page.getByRole('button', { name: 'Examples' }).click();
    const dialog = page.getByRole('dialog', { name: 'Examples from the Kubernetes documentation' });
    await dialog.getByRole('button', { name: e.title, exact: true }).click();
    await waitReady(page, before);
    expect(await dialog.count()).toBe(0);
    // the previous work is one click away
    const notice = page.getByRole('status').filter({ hasText: `Opened the example “${e.title}”` });
    expect(await notice.getByRole('button', { name: 'Restore previous work' }).count()).toBe(1);
    // its request (create, or an update over its old objects)
    expect(await page.getByRole('radiogroup', { name: 'Request' }).locator('input:checked').getAttribute('value')).toBe(e.request);
    const selected = results(page).locator('[role="tab"][aria-selected="true"]');
    expect((await selected.innerText()).replace(/\d+$/, '').trim()).toBe(e.tab);
    const panel = results(page).getByRole('tabpanel');
    for (const text of e.shows) {
      await expect.poll(() => panel.innerText(), { timeout: 15_000, message: `${e.id}: ${JSON.stringify(text)} on the ${e.tab} tab` }).toContain(text);
    }
    expect(errors).toEqual([]);
  });

  // Enter opens the first listed example whose title holds the words typed: for "maxItems" the first listed is
  // "Validation rule examples" (a feature of it), the title "Rule cost: bounded with maxItems and maxLength"
  it.each([
    ['maxItems', 'Rule cost: bounded with maxItems and maxLength'],
    ['cronSpec pattern', 'Validation with the cronSpec pattern'],
  ])('Ctrl+K, %j and Enter open the example whose title holds the words', async (query, title) => {
    const before = await waitReady(page);
    await page.keyboard.press('Control+K');
    const search = page.getByRole('dialog').getByRole('searchbox');
    await search.waitFor();
    await search.pressSequentially(query);
    await expect.poll(() => page.getByRole('dialog').locator('button.gallery-item').count()).toBeGreaterThan(0);
    await search.press('Enter');
    await waitReady(page, before);
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: `Opened the example “${title}”` })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(errors).toEqual([]);
  });

  it('restoring brings the previous work back', async () => {
    const before = await waitReady(page);
    await page.getByRole('button', { name: 'Examples' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Categories', exact: true }).click();
    const after = await waitReady(page, before);
    await page.getByRole('button', { name: 'Examples' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Field pruning', exact: true }).click();
    await waitReady(page, after);
    expect((await results(page).locator('[role="tab"][aria-selected="true"]').innerText()).replace(/\d+$/, '').trim()).toBe('Pruned');
    await page.getByRole('button', { name: 'Restore previous work' }).click();
    await waitReady(page, after);
    expect((await results(page).locator('[role="tab"][aria-selected="true"]').innerText()).trim()).toBe('Versions');
    await expect.poll(() => results(page).getByRole('tabpanel').innerText(), { timeout: 15_000 }).toContain('all');
  });
});
