// Go mode in Chromium against the built app: the CRD pane's switch to Go types, a Go type with
// markers typed into the Go editor, the generated CRD and the apiserver's verdict on an object,
// problems at their Go position, share links and the Go examples.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freshContext, launch, LINK_TAB_900, LinkTab, openPage, results, waitReady, replaceText, editorText } from './browser';
import { GADGET_OBJECT, gadgetTypes, goLink } from './fixtures-go';
import { firstVisitLink } from './first-visit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

/**
 * The tests about problems in Go files open their Go types as a share link into one tab (LinkTab); the
 * switch and share-link tests open the first visit's work there as a link and switch to Go types as a
 * user would. The link made by the share-link test and the `?example=` address load pages of their own.
 */
const tab = new LinkTab(() => browser, LINK_TAB_900);

/** Go mode with `text` as its Go file, from a share link: the Go editor is there. */
async function openGo(text: string) {
  const opened = await tab.open(goLink(text));
  await opened.page.locator('[data-editor^="go:"] .monaco-editor').first().waitFor({ timeout: 120_000 });
  return opened;
}

const TYPES = gadgetTypes(5);

function generated(page: Page) {
  return page.getByRole('region', { name: 'Generated CRD' });
}

async function goMode(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Go types' }).click();
  await expect.poll(() => page.getByRole('radio', { name: 'Go types' }).isChecked()).toBe(true);
  await page.getByRole('textbox', { name: 'Go editor' }).first().waitFor({ state: 'attached', timeout: 120_000 });
  await page.locator('[data-editor^="go:"] .monaco-editor').first().waitFor({ timeout: 120_000 });
}

describe('Go mode', () => {
  it('a Go type with markers pasted into the Go editor gives the CRD, and an object is checked against it', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    await goMode(page);
    await replaceText(page, 'Go editor', TYPES);
    await replaceText(page, 'Object editor', GADGET_OBJECT);
    await expect.poll(() => editorText(page, 'crd'), { timeout: 120_000 }).toContain('name: gadgets.gadgets.example.com');
    const problems = results(page);
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).toContain('spec.size: Invalid value: 9: spec.size in body should be less than or equal to 5');
    // Download names the file as controller-gen does
    expect(await generated(page).getByRole('button', { name: 'Download gadgets.example.com_gadgets.yaml' }).count()).toBe(1);
    // back to YAML: the generated CRD is the YAML text
    await page.getByRole('radio', { name: 'YAML' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'YAML' }).isChecked()).toBe(true);
    await expect.poll(() => editorText(page, 'crd')).toContain('name: gadgets.gadgets.example.com');
    expect(await page.getByRole('textbox', { name: 'CRD editor' }).count()).toBe(1);
    await expect.poll(() => problems.innerText()).toContain('spec.size in body should be less than or equal to 5');
    expect(errors).toEqual([]);
    await close();
  }, 300_000);

  it('a rule that does not compile is a problem at its Go line, and a click selects it in the Go editor', async () => {
    const withRule = TYPES.replace('// +kubebuilder:validation:Maximum=5', '// +kubebuilder:validation:XValidation:rule="self.nope > 1"');
    const { page, close } = await openGo(withRule);
    const problems = results(page);
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).toContain('does not support field selection');
    const row = problems.locator('.problem', { hasText: 'does not support field selection' }).first();
    // the Go file, the marker's line and the column of the caret inside its rule ('.' of self.nope), and the CRD path
    expect(await row.locator('.where').innerText()).toBe('api/v1/widget_types.go · 7:50');
    expect(await row.innerText()).toContain('x-kubernetes-validations[0].rule');
    await row.getByRole('button').click();
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-editor^="go:"] .monaco-editor .selected-text') !== null)).toBe(true);
    await close();
  }, 300_000);

  it('an unknown marker warns at its line with the marker it likely meant', async () => {
    const { page, close } = await openGo(TYPES.replace('+kubebuilder:validation:Maximum=5', '+kubebuilder:validation:maximum=5'));
    const problems = results(page);
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).toContain('Did you mean `+kubebuilder:validation:Maximum`?');
    const row = problems.locator('.problem', { hasText: 'unknown marker' }).first();
    expect(await row.locator('.where').innerText()).toMatch(/^api\/v1\/widget_types\.go · 7:\d+$/);
    // the warning is a marker in the Go editor too
    await expect.poll(() => page.locator('[data-editor^="go:"] .squiggly-warning').count()).toBeGreaterThan(0);
    await close();
  }, 300_000);

  it('a share link round-trips Go mode and its files', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    await goMode(page);
    await replaceText(page, 'Go editor', TYPES);
    await expect.poll(() => editorText(page, 'crd'), { timeout: 120_000 }).toContain('gadgets.gadgets.example.com');
    await page.getByRole('button', { name: 'Add file' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    const url = await page.getByRole('dialog', { name: 'Share link' }).getByLabel('Link').inputValue();
    expect(url).toMatch(/#state=4\.[A-Za-z0-9_-]+$/);
    await close();

    const fresh = await freshContext(browser, { viewport: { width: 1400, height: 900 } });
    const other = await fresh.newPage();
    await other.goto(url);
    await waitReady(other);
    expect(await other.getByRole('radio', { name: 'Go types' }).isChecked()).toBe(true);
    const tabs = other.getByRole('tablist', { name: 'Go files' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['api/v1/widget_types.go', 'api/v1/types.go']);
    await expect.poll(() => editorText(other, 'crd'), { timeout: 120_000 }).toContain('gadgets.gadgets.example.com');
    await fresh.close();
  }, 300_000);

  it('?example=go-scheduledjob opens the operator-style CronJob: the pod template comes from k8s.io/api', async () => {
    const { page, context } = await openPage(browser, '?example=go-scheduledjob');
    await page.getByRole('textbox', { name: 'Go editor' }).first().waitFor({ state: 'attached', timeout: 120_000 });
    await expect.poll(() => results(page).innerText(), { timeout: 120_000 }).toContain('spec.concurrencyPolicy: Unsupported value: "Sometimes"');
    const files = await page.getByRole('tablist', { name: 'Go files' }).getByRole('tab').allInnerTexts();
    expect(files).toEqual(['api/v1/groupversion_info.go', 'api/v1/scheduledjob_types.go']);
    await context.close();
  }, 300_000);
});
