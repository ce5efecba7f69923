// The Defaulted tab, opened through a share link made with the app's own codec: the
// "Defaulting" example of the CRD documentation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { shareURL } from '../src/state/permalink';
import { DEFAULT_CRD } from '../src/state/examples';
import { appURL, launch, LINK_TAB_900, LinkTab, results } from './browser';

// (function replacements: `$'` in a replacement string is a special pattern)
const CRD = DEFAULT_CRD.replace(`{4}$'\n`, (m) => `${m}                  default: "5 0 * * *"\n`).replace('maximum: 10\n', (m) => `${m}                  default: 1\n`);
const OBJECT = `apiVersion: "stable.example.com/v1"
kind: CronTab
metadata:
  name: my-new-cron-object
spec:
  image: my-awesome-cron-image
`;

let browser: Browser;
// the link opens in the link tab the 1400×900 files share (LinkTab): a link opened in a tab that
// already runs the app, as a user opens a second link
const tab = new LinkTab(() => browser, LINK_TAB_900);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

describe('defaulting', () => {
  it('the Defaulted tab marks the fields set by the schema defaults', async () => {
    expect(CRD).toContain('default: "5 0 * * *"');
    expect(CRD).toContain('default: 1');
    const url = shareURL(appURL(), { texts: { crd: CRD, objects: OBJECT }, options: { kubeVersion: '1.35', strict: false }, tab: 'defaulted' });
    const { page, close, errors } = await tab.open(url);
    expect(await results(page).getByRole('tab', { name: 'Defaulted' }).getAttribute('aria-selected')).toBe('true');
    const view = results(page).getByLabel('Object after defaulting');
    // the view's code may still be on its way when the app is ready (loaded after the editors)
    await view.locator('.line.added').first().waitFor();
    const added = (await view.locator('.line.added').allInnerTexts()).map((l) => l.trimEnd());
    expect(added.sort()).toEqual(['+   cronSpec: 5 0 * * *', '+   replicas: 1']);
    expect(await view.locator('.line.removed').count()).toBe(0);
    expect(await results(page).locator('.path.added').allInnerTexts()).toEqual(expect.arrayContaining(['spec.cronSpec', 'spec.replicas']));
    // nothing to prune in this object
    await results(page).getByRole('tab', { name: 'Pruned' }).click();
    expect(await results(page).innerText()).toContain('Nothing pruned.');
    expect(errors).toEqual([]);
    await close();
  });
});
