// <crd-playground>'s Run button once the playground has taken the code's place: it stayed under the
// frame and did nothing when pressed again, with the keyboard focus left on it. It goes away with the
// code blocks (and comes back with them when the playground does not answer), and a reader who pressed
// Run from the keyboard goes on in the playground.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';
import { embedDocsPage } from './embed-docs-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function pageWith(id: string, attrs: Record<string, string> = {}): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { page, errors, close } = await embedDocsPage(browser, { width: 1000, height: 900 });
  await page.evaluate(
    ([id, attrs]) => {
      const el = document.createElement('crd-playground');
      el.id = id;
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      el.innerHTML = '<pre data-objects>apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n</pre>';
      document.body.prepend(el);
    },
    [id, attrs] as const,
  );
  return { page, errors, close };
}

describe('embed.js: the Run button after Run', () => {
  it('Enter on Run: the button goes with the code, the focus goes into the playground', async () => {
    const { page, errors, close } = await pageWith('kb');
    const run = page.locator('#kb').getByRole('button', { name: 'Run in CRD Playground' });
    await run.focus();
    await page.keyboard.press('Enter');
    await page.frameLocator('#kb iframe').locator('[data-run-id][data-state="ready"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => run.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(errors).toEqual([]);
    await close();
  });

  it('a playground that does not answer: the code and the Run button come back', async () => {
    const { page, errors, close } = await pageWith('gone', { playground: 'http://127.0.0.1:9/', 'ready-timeout': '1500' });
    const run = page.locator('#gone').getByRole('button', { name: 'Run in CRD Playground' });
    await run.click();
    await expect.poll(() => page.locator('#gone [role="status"]').innerText(), { timeout: 10_000 }).toContain('did not answer');
    expect(await run.isVisible()).toBe(true);
    expect(await page.locator('#gone pre[data-objects]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
