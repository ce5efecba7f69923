// Kubernetes versions in the browser (issue 13): the version select offers 1.27 to 1.37 with 1.37 as the
// default, and a link asking for a version this playground does not know (?kube=1.99, a #state link
// with 1.99) shows a notice naming it and the supported range, and runs at 1.37 instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appURL, launch, openPage, results, waitReady, freshContext } from './browser';
import { shareURL } from '../src/state/permalink';
import { defaultSnapshot } from '../src/state/snapshot';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const versionSelect = (page: import('playwright-core').Page) => page.getByRole('combobox', { name: 'Kubernetes' });

describe('Kubernetes versions', () => {
  it('the version select lists 1.27 to 1.37 and starts at 1.37', async () => {
    const { page, context, errors } = await openPage(browser);
    const options = await versionSelect(page).locator('option').allInnerTexts();
    expect(options.map((o) => o.trim())).toEqual(['1.27', '1.28', '1.29', '1.30', '1.31', '1.32', '1.33', '1.34', '1.35', '1.36', '1.37']);
    expect(await versionSelect(page).inputValue()).toBe('1.37');
    expect(await page.locator('.notice').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('?kube=1.99: a notice names the version and the range, and 1.37 is used', async () => {
    const { page, context, errors } = await openPage(browser, '?kube=1.99');
    const alert = page.locator('.notice[role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Kubernetes 1.99 is not supported here (supported: 1.27 to 1.37); Kubernetes 1.37 is used instead.');
    expect(await versionSelect(page).inputValue()).toBe('1.37');
    // the results are there (nothing lost): the example is checked at 1.37
    await expect.poll(() => results(page).innerText()).toContain('No problems: the apiserver accepts every document.');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.locator('.notice').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('?kube=1.36 opens at 1.36 without a notice', async () => {
    const { page, context } = await openPage(browser, '?kube=1.36');
    expect(await versionSelect(page).inputValue()).toBe('1.36');
    expect(await page.locator('.notice').count()).toBe(0);
    await context.close();
  });

  it('a #state link made with 1.99 opens at 1.37 with the notice (Ukrainian too)', async () => {
    const snap = { ...defaultSnapshot(), options: { kubeVersion: '1.99', strict: false } };
    const context = await freshContext(browser, { viewport: { width: 1400, height: 900 }, locale: 'uk-UA' });
    const page = await context.newPage();
    await page.goto(shareURL(appURL('?lang=uk'), snap));
    await waitReady(page);
    const alert = page.locator('.notice[role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Kubernetes 1.99 тут не підтримується (підтримуються версії від 1.27 до 1.37); натомість використано Kubernetes 1.37.');
    expect(await versionSelect(page).inputValue()).toBe('1.37');
    await context.close();
  });
});
