// Problems in the CRD editor and documents that are not custom objects of a known kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { shareURL } from '../src/state/permalink';
import { DEFAULT_CRD, DEFAULT_OBJECTS } from '../src/state/examples';
import { appURL, editorLine, launch, results, waitReady, LINK_TAB_900, LinkTab } from './browser';
import type { Snapshot } from '../src/state/snapshot';

let browser: Browser;
// the tests open their work from a share link, one after another in one tab (LinkTab)
const tab = new LinkTab(() => browser, LINK_TAB_900);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

async function open(texts: Snapshot['texts']): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  return tab.open(shareURL(appURL(), { texts, options: { kubeVersion: '1.35', strict: false }, tab: 'problems' }));
}

describe('CRD problems', () => {
  it('a CRD error is a marker in the CRD editor; clicking it selects the value there', async () => {
    const { page, close, errors } = await open({ crd: DEFAULT_CRD.replace('type: integer', 'type: int'), objects: DEFAULT_OBJECTS });
    const problem = results(page).locator('.problem').filter({ hasText: 'Unsupported value: "int"' });
    expect(await problem.count()).toBe(1);
    expect(await problem.innerText()).toContain('CRD');
    const before = Number(await results(page).getAttribute('data-run-id'));
    await problem.getByRole('button').click();
    // revealed: line 30 is scrolled into view, with its marker
    await page.locator('[data-editor="crd"] .squiggly-error').first().waitFor();
    await page.keyboard.type('integer');
    await waitReady(page, before);
    await expect.poll(async () => (await editorLine(page, 'crd', 'type: integer')).trim()).toBe('type: integer');
    expect(await results(page).locator('.problem').filter({ hasText: 'Unsupported value' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('a CRD warning the apiserver answers (unrecognized format, WarningsOnCreate 1.34+) is listed with the CRD and marked in its editor', async () => {
    const crd = DEFAULT_CRD.replace('image:\n                  type: string', 'image:\n                  type: string\n                  format: foo');
    expect(crd).not.toBe(DEFAULT_CRD);
    const { page, close, errors } = await open({ crd, objects: DEFAULT_OBJECTS });
    const problem = results(page).locator('.problem.warning').filter({ hasText: 'unrecognized format "foo"' });
    expect(await problem.count()).toBe(1);
    expect(await problem.innerText()).toContain('CRD');
    // revealed in the CRD editor, with its marker
    await problem.getByRole('button').click();
    await page.locator('[data-editor="crd"] .squiggly-warning').first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('an object of an unknown kind and a document that is not an object are reported, not thrown', async () => {
    const objects = DEFAULT_OBJECTS.replace('kind: CronTab', 'kind: CronJob') + '---\nfoo: bar\n';
    const { page, close, errors } = await open({ crd: DEFAULT_CRD, objects });
    const text = await results(page).innerText();
    expect(text).toContain('no matches for kind "CronJob" in version "stable.example.com/v1"');
    expect(text).toMatch(/doc 2/);
    await results(page).getByRole('tab', { name: 'Pruned' }).click();
    // (the Pruned view is a chunk of its own, fetched once Monaco has loaded)
    await expect.poll(() => results(page).innerText()).toContain('Not served by a CRD');
    expect(errors).toEqual([]);
    await close();
  });

  it('a CRD editor that holds no CRD leaves the objects without a match', async () => {
    const { page, close, errors } = await open({ crd: '', objects: DEFAULT_OBJECTS });
    expect(await results(page).innerText()).toContain('no matches for kind "CronTab"');
    expect(errors).toEqual([]);
    await close();
  });
});
