// The "Kubernetes versions" tab (compatibility matrix) in Chromium against the built app: it
// appears for the default example (timed), shows the isSemver example's 1.33/1.34 boundary,
// follows edits, and a click on a version switches the playground's Kubernetes version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SUPPORTED_KUBE_VERSIONS } from '../src/engine/api';
import { launch, LINK_TAB_900, LinkTab, openPage, replaceLastLine, results, waitReady } from './browser';
import { firstVisitLink } from './first-visit';

let browser: Browser;
// the isSemver test opens the example from the first visit's work in the link tab (LinkTab) that views,
// upgrades and the Go files share; the first test times a page's first view worker and the last loads the
// app in Ukrainian: both keep pages of their own
const tab = new LinkTab(() => browser, LINK_TAB_900);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
const table = (page: Page) => results(page).getByRole('table', { name: 'Which Kubernetes versions accept these documents' });
const row = (page: Page, v: string) => table(page).locator(`tr[data-version="${v}"]`);
const complete = (page: Page) => table(page).getAttribute('data-complete');

/** accepted / rejected of each cell of a version's row. */
async function verdicts(page: Page, v: string): Promise<string[]> {
  return row(page, v)
    .locator('td.matrix-cell')
    .evaluateAll((tds) => tds.map((td) => (td.getAttribute('data-accepted') === 'true' ? 'accepted' : 'rejected')));
}

async function openExample(page: Page, title: string): Promise<number> {
  const before = await waitReady(page);
  await page.getByRole('button', { name: 'Examples' }).click();
  await page.getByRole('dialog').getByRole('button', { name: title, exact: true }).click();
  return waitReady(page, before);
}

describe('Kubernetes versions tab', () => {
  it('shows the matrix of the default example quickly, one row per version, newest on top', async () => {
    const { page, context, errors } = await openPage(browser);
    // a user reads the first result before opening a tab (meanwhile the view worker loads)
    await page.waitForTimeout(1000);
    const started = Date.now();
    await results(page).getByRole('tab', { name: 'Compatibility' }).click();
    await table(page).locator('tr[data-state="ready"]').first().waitFor({ timeout: 15_000 });
    const firstRow = Date.now() - started;
    await page.waitForFunction(() => document.querySelector('table.matrix-table')?.getAttribute('data-complete') === 'true', undefined, { timeout: 15_000 });
    const all = Date.now() - started;
    const engineMs = await table(page).getAttribute('data-engine-ms');
    console.log(`matrix of the default example: first row after ${firstRow} ms, all ${SUPPORTED_KUBE_VERSIONS.length} versions after ${all} ms (engine ${engineMs} ms in all)`);
    const versions = await table(page)
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-version')));
    expect(versions).toEqual([...SUPPORTED_KUBE_VERSIONS].reverse());
    // the CronTab CRD and object are accepted everywhere
    for (const v of SUPPORTED_KUBE_VERSIONS) expect(await verdicts(page, v)).toEqual(['accepted', 'accepted']);
    expect(await results(page).getByRole('tabpanel').innerText()).toContain(
      `Everything is accepted by every supported version (${SUPPORTED_KUBE_VERSIONS[0]}–${SUPPORTED_KUBE_VERSIONS[SUPPORTED_KUBE_VERSIONS.length - 1]})`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the isSemver boundary (rejected up to 1.33, accepted from 1.34), follows edits, and switches the version on click', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    await openExample(page, 'isSemver across Kubernetes versions');
    expect(await results(page).getByRole('tab', { name: 'Compatibility' }).getAttribute('aria-selected')).toBe('true');
    await poll(() => complete(page)).toBe('true');
    for (const v of SUPPORTED_KUBE_VERSIONS) {
      expect(await verdicts(page, v), v).toEqual(v === '1.34' || SUPPORTED_KUBE_VERSIONS.indexOf(v) > SUPPORTED_KUBE_VERSIONS.indexOf('1.34') ? ['accepted', 'accepted'] : ['rejected', 'rejected']);
    }
    // the first differing message: the compile error of 1.33 is gone at 1.34, and only there
    expect(await row(page, '1.34').locator('.matrix-change').innerText()).toMatch(/^gone \(was in 1\.33\): .*undeclared reference to 'isSemver'/);
    expect(await row(page, '1.34').locator('td.matrix-cell').first().getAttribute('title')).toContain("undeclared reference to 'isSemver'");
    expect(await row(page, '1.33').locator('td.matrix-cell').first().getAttribute('title')).toContain(
      'first error: spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule: Invalid value:',
    );
    expect(await row(page, '1.35').locator('.matrix-change').innerText()).toBe('');
    expect(await row(page, '1.33').locator('td.matrix-cell').nth(1).innerText()).toContain('not created: its CRD is rejected');
    expect(await results(page).getByRole('tabpanel').innerText()).toContain('Everything is accepted by 1.34–1.37; something is rejected by 1.27–1.33.');

    // an edit: the object's version is no semantic version; the matrix follows
    const edited = Date.now();
    await replaceLastLine(page, 'Object editor', '  version: "banana"');
    await poll(() => verdicts(page, '1.37')).toEqual(['accepted', 'rejected']);
    const newest = Date.now() - edited;
    await poll(() => complete(page)).toBe('true');
    console.log(`matrix after an edit (warm worker): newest row after ${newest} ms, complete after ${Date.now() - edited} ms (typing included)`);
    // the matrix is asked for once typing pauses for 150 ms or more: on a busy machine the key-by-key
    // typing above pauses that long mid-line, and the matrix of a line typed halfway (its object rejected
    // too, for another reason: a YAML error, no value) is complete before the whole line's; the verdicts
    // and `complete` above can be that one's: read until the row is the whole line's, then check again
    await poll(() => row(page, '1.37').locator('td.matrix-cell').nth(1).getAttribute('title')).toContain('spec.version must be a semantic version');
    await poll(() => complete(page)).toBe('true');
    expect(await verdicts(page, '1.37')).toEqual(['accepted', 'rejected']);

    // a click on a version switches the playground (the toolbar's select and the checked result)
    const select = page.getByRole('combobox', { name: 'Kubernetes', exact: true });
    expect(await select.inputValue()).toBe(SUPPORTED_KUBE_VERSIONS[SUPPORTED_KUBE_VERSIONS.length - 1]);
    const before = await waitReady(page);
    await row(page, '1.33').getByRole('button', { name: 'Switch the playground to Kubernetes 1.33' }).click();
    await waitReady(page, before);
    expect(await select.inputValue()).toBe('1.33');
    expect(await row(page, '1.33').getAttribute('aria-current')).toBe('true');
    // the matrix does not depend on the playground's version: it is not recomputed
    expect(await complete(page)).toBe('true');
    await results(page).getByRole('tab', { name: 'Problems' }).click();
    expect(await results(page).getByRole('tabpanel').innerText()).toContain("undeclared reference to 'isSemver'");
    expect(errors).toEqual([]);
    await close();
  });

  it('is translated (uk)', async () => {
    const { page, context } = await openPage(browser, '?lang=uk');
    const region = page.getByRole('region', { name: 'Результати' });
    await region.getByRole('tab', { name: 'Сумісність' }).click();
    await poll(() => region.getByRole('table', { name: 'Які версії Kubernetes приймають ці документи' }).getAttribute('data-complete')).toBe('true');
    expect(await region.getByRole('tabpanel').innerText()).toContain('✓ приймається');
    expect(await region.getByRole('button', { name: 'Перемкнути майданчик на Kubernetes 1.30' }).count()).toBe(1);
    await context.close();
  });
});
