// A CRD update whose previous CRD is Go types, in Chromium against the built app: the Previous CRD's
// own YAML | Go types switch, its Go files (a copy of the current ones to start), the update checked
// against the generated previous CRD (breaking changes, ratcheting of stored objects), its problems
// at its Go lines, and share links that carry it.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appURL, freshContext, launch, LINK_TAB_900, LinkTab, results, RUN_POLL_MS, savedWork, replaceText, editorText } from './browser';
import { firstVisitLink } from './first-visit';
import { GADGET_OBJECT, gadgetTypes } from './fixtures-go';

let browser: Browser;
// both tests start from the first visit's work, opened as a share link in the link tab (LinkTab) that the
// other Go files share, and switch to Go types there as a user would; the link made by the second test
// opens in a page of its own
const tab = new LinkTab(() => browser, LINK_TAB_900);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

/** A fresh page of the app, ready (with room for a loaded machine). */
async function openPage(b: Browser, url = appURL()) {
  const context = await freshContext(b, { viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url, { timeout: 120_000 });
  await page.waitForFunction(() => document.querySelector('[data-run-id]')?.getAttribute('data-state') === 'ready', null, { timeout: 180_000, polling: RUN_POLL_MS });
  return { context, page, errors };
}

const previous = (page: Page) => page.getByRole('region', { name: 'Previous CRD' });
const previousSwitch = (page: Page) => page.getByRole('radiogroup', { name: 'Previous CRD source' });

/** Go mode with the Gadget type (maximum 5) and the object; then the CRD update on. */
async function goUpdate(page: Page): Promise<void> {
  await page.getByRole('radiogroup', { name: 'CRD source' }).getByRole('radio', { name: 'Go types' }).click();
  await page.locator('[data-editor^="go:"] .monaco-editor').first().waitFor({ timeout: 120_000 });
  await replaceText(page, 'Go editor', gadgetTypes(5));
  await replaceText(page, 'Object editor', GADGET_OBJECT);
  await expect.poll(() => results(page).innerText(), { timeout: 180_000 }).toContain('spec.size in body should be less than or equal to 5');
  await page.getByLabel('CRD update', { exact: true }).check();
  await previous(page).locator('[data-editor^="oldgo:"] .monaco-editor').waitFor({ timeout: 120_000 });
}

describe('CRD update with the previous CRD in Go', () => {
  it('in Go mode the previous CRD starts as the Go types; a raised maximum in it makes the update breaking, the stored object ratchets, its problems are at its Go line', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink(), { timeout: 120_000 });
    await goUpdate(page);
    expect(await previousSwitch(page).getByRole('radio', { name: 'Go types' }).isChecked()).toBe(true);
    expect(await previous(page).getByRole('tablist', { name: 'Previous Go files' }).getByRole('tab').allInnerTexts()).toEqual(['api/v1/widget_types.go']);
    // the same types: no change
    await results(page)
      .getByRole('tab', { name: /^Changes/ })
      .click();
    const panel = results(page).getByRole('tabpanel');
    await expect.poll(() => panel.innerText(), { timeout: 120_000 }).toContain('No changes');

    // the cluster has the older type, whose maximum was 20: lowering it is breaking, the stored object (9) ratchets
    await replaceText(page, 'Previous Go editor', gadgetTypes(20));
    await expect.poll(() => panel.locator('li.crd-change.breaking').allInnerTexts(), { timeout: 120_000 }).toEqual([expect.stringContaining('spec.size')]);
    await expect.poll(() => panel.innerText()).toMatch(/maximum 20 → 5/);
    await expect.poll(() => panel.innerText()).toContain('pass only while their invalid fields stay unchanged');
    const shots = 'test-results';
    if (!existsSync(shots)) mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'go-previous-crd.png') });

    // a default that fails its own schema in the previous CRD: in the Changes tab
    // (Changes) and marked at its Go line in the previous Go editor; the warning that quotes it is about
    // the whole previous CRD, at its kind's line in Problems
    await replaceText(page, 'Previous Go editor', gadgetTypes(20, ['// +kubebuilder:default=50']));
    await expect.poll(() => panel.innerText(), { timeout: 180_000 }).toContain('default: Invalid value: 50');
    // Monaco draws only the lines in view: after the paste the editor shows the file's end, the marker is at line 7
    await page.getByRole('textbox', { name: 'Previous Go editor', exact: true }).first().focus();
    await page.keyboard.press('Control+Home');
    await expect.poll(() => previous(page).locator('[data-editor^="oldgo:"] .squiggly-error').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await results(page)
      .getByRole('tab', { name: /^Problems/ })
      .click();
    const row = results(page).locator('.problem', { hasText: 'is not valid as a create' }).first();
    await expect.poll(() => row.locator('.where').innerText(), { timeout: 60_000 }).toMatch(/^previous CRD · api\/v1\/widget_types\.go · 13:\d+$/);
    await row.getByRole('button').click();
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-editor^="oldgo:"] .monaco-editor .selected-text') !== null)).toBe(true);
    // the current CRD's Go files have nothing of it
    expect(await page.locator('[data-editor^="go:"] .squiggly-error').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  }, 400_000);

  it('a share link carries the previous CRD in Go; back to YAML, the generated previous CRD is its text', async () => {
    const { page, close } = await tab.open(firstVisitLink(), { timeout: 120_000 });
    await goUpdate(page);
    await replaceText(page, 'Previous Go editor', gadgetTypes(20));
    await results(page)
      .getByRole('tab', { name: /^Changes/ })
      .click();
    const panel = results(page).getByRole('tabpanel');
    await expect.poll(() => panel.locator('li.crd-change.breaking').count(), { timeout: 120_000 }).toBe(1);
    await page.getByRole('button', { name: 'Share' }).click();
    const url = await page.getByRole('dialog', { name: 'Share link' }).getByLabel('Link').inputValue();
    expect(url).toMatch(/#state=4\./);
    await close();

    const { context: fresh, page: other } = await openPage(browser, url);
    expect(await previousSwitch(other).getByRole('radio', { name: 'Go types' }).isChecked()).toBe(true);
    await previous(other).locator('[data-editor^="oldgo:"] .monaco-editor').waitFor({ timeout: 120_000 });
    expect(await editorText(other, 'oldgo:api/v1/widget_types.go')).toContain('Maximum=20');
    const otherPanel = results(other).getByRole('tabpanel');
    await expect.poll(() => otherPanel.locator('li.crd-change.breaking').count(), { timeout: 120_000 }).toBe(1);
    // the previous CRD back to YAML: the generated previous CRD is its text, still an update with the same change
    await previousSwitch(other).getByRole('radio', { name: 'YAML' }).click();
    await other.locator('[data-editor="oldCrd"] .monaco-editor').waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await savedWork(other))?.texts.oldCrd ?? '').toContain('maximum: 20');
    expect(await editorText(other, 'oldCrd')).toContain('name: gadgets.gadgets.example.com');
    await expect.poll(() => otherPanel.locator('li.crd-change.breaking').count(), { timeout: 120_000 }).toBe(1);
    await fresh.close();
  }, 400_000);
});
