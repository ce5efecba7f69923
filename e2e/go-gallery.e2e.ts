// The Go examples in the Examples menu (a section of its own, "Go types"): searchable like the others,
// and choosing one opens Go mode with its Go files, its objects and the CRD generated from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { GO_EXAMPLES } from '../src/examples/go-gallery';
import { launch, openPage, results, waitReady } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('Go examples in the Examples menu', () => {
  it('lists them under "Go types", finds one by search, and opens it in Go mode with the generated CRD', async () => {
    const { page, context, errors } = await openPage(browser);
    await waitReady(page);
    // the menu lists the Go examples from their small index: their texts (Go mode's chunk) are not loaded for it
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    const goTexts = () => fetched.filter((u) => /\/go-gallery[^/]*\.js$/.test(u));
    await page.getByRole('button', { name: 'Examples' }).click();
    const dialog = page.getByRole('dialog', { name: 'Examples from the Kubernetes documentation' });
    const section = dialog.getByRole('region', { name: 'Go types' });
    // the dialog is a chunk of its own, fetched when the menu is first reached: wait for its list
    await expect.poll(() => section.getByRole('button').allInnerTexts(), { timeout: 60_000 }).toEqual(GO_EXAMPLES.map((e) => e.title));
    // searchable like the others: only the matching Go example stays
    await dialog.getByRole('searchbox', { name: 'Search examples' }).fill('multi-version storage');
    await expect.poll(() => section.getByRole('button').allInnerTexts()).toEqual(['Go types: a multi-version API with a storage version']);
    expect(goTexts()).toEqual([]);
    await section.getByRole('button', { name: 'Go types: a multi-version API with a storage version' }).click();
    expect(await dialog.count()).toBe(0);
    await expect.poll(() => page.getByRole('radio', { name: 'Go types' }).isChecked(), { timeout: 120_000 }).toBe(true);
    const shop = GO_EXAMPLES.find((e) => e.id === 'go-shop-versions')!;
    await page.getByRole('textbox', { name: 'Go editor' }).first().waitFor({ state: 'attached', timeout: 120_000 });
    expect(await page.getByRole('tablist', { name: 'Go files' }).getByRole('tab').allInnerTexts()).toEqual(shop.files.map((f) => f.path));
    // the generated CRD and the apiserver's verdict on the example's objects, on the example's tab
    await expect
      .poll(async () => (await page.locator('[data-editor="crd"] .view-line').allInnerTexts()).join('\n').replace(/\u00a0/g, ' '), { timeout: 120_000 })
      .toContain('name: orders.shop.example.com');
    const selected = results(page).locator('[role="tab"][aria-selected="true"]');
    expect((await selected.innerText()).replace(/\d+$/, '').trim()).toBe(shop.tab);
    const notice = page.getByRole('status').filter({ hasText: `Opened the example “${shop.title}”` });
    expect(await notice.getByRole('button', { name: 'Restore previous work' }).count()).toBe(1);
    expect(goTexts()).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
