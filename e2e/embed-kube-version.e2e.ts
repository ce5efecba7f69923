// <crd-playground kube-version="…"> with a version the playground does not support: docs/embedding.md
// promises that the embed "opens at 1.37 and the element says why". The frame opened at 1.37, but
// said nothing to the element (only `?example=` with an unknown id was reported), and the notice the
// frame showed at first was cleared when the element sent its texts: the reader saw results for
// 1.37 with no word that the page had asked for another version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { embedDocsPage } from './embed-docs-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('embed.js: an unsupported kube-version', () => {
  it('the element says which version was refused and the supported range', async () => {
    const { page, errors, close } = await embedDocsPage(browser, { width: 1200, height: 900 });
    await page.evaluate(() => {
      const el = document.createElement('crd-playground');
      el.id = 'refused';
      el.setAttribute('kube-version', '1.99');
      el.innerHTML = '<pre data-objects>apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n</pre>';
      document.body.prepend(el);
    });
    await page.locator('#refused').getByRole('button', { name: 'Run in CRD Playground' }).click();
    const frame = page.frameLocator('#refused iframe');
    await frame.locator('[data-run-id][data-state="ready"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('#refused [role="status"]').innerText(), { timeout: 20_000 }).toBe('Kubernetes version "1.99" is not supported: supported versions are 1.27 to 1.37');
    expect(await page.locator('#refused').getAttribute('data-state')).toBe('error');
    expect(errors).toEqual([]);
    await close();
  });
});
