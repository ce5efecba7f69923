// The Defaulted tab attributes defaults: those of the request version (set when the request body is
// decoded) and those of the storage version (set when the stored object is read back, which is what
// the create response carries). The gallery's "Defaulting across versions" example, through a share link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { shareURL } from '../src/state/permalink';
import { findExample } from '../src/examples/gallery';
import { appURL, launch, LinkTab, results } from './browser';

let browser: Browser;
// the link opens in the link tab the 1400×1000 files share (authoring, authoring-crd, cel: LinkTab),
// as a user opens a second link in a tab that already runs the app
const tab = new LinkTab(() => browser, { viewport: { width: 1400, height: 1000 } });
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

describe('defaulting across versions', () => {
  it('request-version and storage-version defaults are shown apart', async () => {
    const e = findExample('defaulting-multiversion')!;
    const url = shareURL(appURL(), { texts: { crd: e.crd, objects: e.objects }, options: { kubeVersion: '1.35', strict: false }, tab: 'defaulted' });
    const { page, close, errors } = await tab.open(url);
    const panel = results(page);
    // the tab's view comes after the results are in (the tab bar's count is the first sign): wait for its diff
    const request = panel.getByLabel('Object after defaulting');
    await request.locator('.line.added').first().waitFor();
    expect(await panel.innerText()).toContain('Set by defaulting at the request version v1beta1');
    expect((await request.locator('.line.added').allInnerTexts()).map((l) => l.trimEnd())).toEqual(['+   cronSpec: 5 0 * * *']);
    const storage = panel.locator('.storage-read[data-storage-version="v1"]');
    expect(await storage.innerText()).toContain('Set by defaulting at the storage version v1');
    expect(await storage.locator('.path.added').allInnerTexts()).toEqual(['spec.replicas']);
    const readBack = storage.getByLabel('The stored object as read back at v1');
    expect((await readBack.locator('.line.added').allInnerTexts()).map((l) => l.trimEnd())).toEqual(['+   replicas: 1']);
    await page.screenshot({ path: '/tmp/rp-defaulted.png', fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });
});
