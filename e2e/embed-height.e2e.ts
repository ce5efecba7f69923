// <crd-playground> keeps its frame as tall as the playground's content (docs/embedding.md: "the frame
// keeps its height equal to its content"). The playground reported `document.documentElement.scrollHeight`,
// which is never less than the frame's own height and counted more than the playground: after a Run the
// frame stood 374 px taller than the playground in it (at 1,000 px; 1,064 px around 645 px of playground
// at 800), an empty box in the page that never shrank. It reports the body's scroll height now.
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

/** The frame's height in the page and the height of the playground inside it. */
async function heights(page: Page): Promise<{ frame: number; content: number }> {
  const frame = await page.locator('#tall iframe').evaluate((f) => f.getBoundingClientRect().height);
  const inner = page.frames().find((f) => f.url().includes('embed'))!;
  const content = await inner.evaluate(() => document.querySelector('.app')!.getBoundingClientRect().height);
  return { frame: Math.round(frame), content: Math.round(content) };
}

describe('embed.js: the frame follows its content', () => {
  it('after Run the frame is as tall as the playground in it, no taller', async () => {
    const { page, errors, close } = await embedDocsPage(browser, { width: 1000, height: 900 });
    await page.evaluate(() => {
      const el = document.createElement('crd-playground');
      el.id = 'tall';
      el.setAttribute('tab', 'pruned');
      // a CRD and an object, one code block above the other: taller than the playground, whose
      // editors stand side by side
      const crd = [
        'apiVersion: apiextensions.k8s.io/v1',
        'kind: CustomResourceDefinition',
        'metadata:',
        '  name: crontabs.stable.example.com',
        'spec:',
        '  group: stable.example.com',
        '  scope: Namespaced',
        '  names: {plural: crontabs, kind: CronTab}',
        '  versions:',
        '  - name: v1',
        '    served: true',
        '    storage: true',
        '    schema:',
        '      openAPIV3Schema:',
        '        type: object',
        '        properties:',
        '          spec: {type: object, properties: {a: {type: string}}}',
      ];
      el.innerHTML = '<pre data-crd></pre><pre data-objects></pre>';
      el.querySelector('[data-crd]')!.textContent = crd.join('\n') + '\n';
      el.querySelector('[data-objects]')!.textContent = 'apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata: {name: x}\nspec: {a: "1", b: 2}\n';
      document.body.prepend(el);
    });
    await page.locator('#tall').getByRole('button', { name: 'Run in CRD Playground' }).click();
    await page.frameLocator('#tall iframe').locator('[data-run-id][data-state="ready"]').waitFor({ timeout: 30_000 });
    // the frame is the content's height (its 1 px borders aside), not the code blocks'
    await expect
      .poll(async () => {
        const h = await heights(page);
        return h.frame - h.content;
      })
      .toBeLessThanOrEqual(4);
    const { frame, content } = await heights(page);
    expect(content).toBeGreaterThan(300);
    expect(frame).toBeGreaterThanOrEqual(content);
    expect(errors).toEqual([]);
    await close();
  });
});
