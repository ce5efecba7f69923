// Embed mode, the postMessage API, the examples page and the Ukrainian UI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appURL, editor, launch, openPage, results, waitReady, freshContext } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('share and embed: embedding', () => {
  it('?embed is compact, read-only on request, opens the asked tab and theme, and links to the playground', async () => {
    const { page, context } = await openPage(browser, '?embed&readonly&tab=pruned&theme=dark');
    expect(await page.locator('.toolbar').count()).toBe(0);
    expect(await page.locator('.app.embed.theme-dark').count()).toBe(1);
    expect(await results(page).getByRole('tab', { name: 'Pruned' }).getAttribute('aria-selected')).toBe('true');
    // read-only: typing changes nothing
    const runBefore = await waitReady(page);
    await editor(page, 'Object editor').focus();
    await page.keyboard.type('zzz');
    await page.waitForTimeout(400);
    expect(await page.locator('[data-editor="objects"]').innerText()).not.toContain('zzz');
    expect(Number(await results(page).getAttribute('data-run-id'))).toBe(runBefore);
    // nothing autosaved by an embed
    expect(await page.evaluate(() => localStorage.getItem('crd-playground/v1/work'))).toBeNull();
    const open = page.getByRole('link', { name: 'Open in playground' });
    await open.hover();
    const href = (await open.getAttribute('href'))!;
    expect(href).toMatch(/#state=1\./);
    expect(href).not.toContain('embed');
    const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    await waitReady(popup);
    expect(await popup.locator('.toolbar').count()).toBe(1);
    expect(await popup.locator('[data-editor="objects"]').innerText()).toContain('my-new-cron-object');
    await context.close();
  });

  it('the postMessage example page drives two embedded playgrounds through the postMessage API', async () => {
    // a viewport other tests use too: a warm context (the example page sizes its frames itself)
    const context = await freshContext(browser, { viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(appURL('embed-api.html'));
    const pruning = page.frameLocator('#pruning-frame');
    const validation = page.frameLocator('#validation-frame');
    await page.locator('#pruning-summary').filter({ hasText: 'pruned: spec.someRandomField' }).waitFor({ timeout: 20_000 });
    await page.locator('#validation-summary').filter({ hasText: '2 error(s)' }).waitFor({ timeout: 20_000 });
    // the texts set by the parent page are in the editors; the asked tabs are open
    expect(await pruning.locator('[data-editor="objects"]').innerText()).toContain('someRandomField');
    expect(await pruning.getByRole('tab', { name: 'Pruned' }).getAttribute('aria-selected')).toBe('true');
    const problems = await validation.getByRole('region', { name: 'Results' }).innerText();
    expect(problems).toContain('spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10');
    // height reporting: the frame was resized to its content
    const h = await page.locator('#pruning-frame').evaluate((f) => (f as HTMLIFrameElement).style.height);
    expect(h).toMatch(/^\d+px$/);
    expect(parseInt(h)).not.toBe(480);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the postMessage API ignores origins not on the allow-list', async () => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    // a parent page on another origin (data: URLs have an opaque origin)
    const src = appURL('?embed');
    await page.setContent(`<iframe id="f" src="${src}" style="width:1000px;height:600px"></iframe>
      <script>
        window.got = [];
        addEventListener('message', (e) => window.got.push(e.data && e.data.type));
      </script>`);
    const frame = page.frameLocator('#f');
    await frame.locator('[data-state="ready"]').waitFor();
    await page.evaluate(() => {
      const f = document.getElementById('f') as HTMLIFrameElement;
      f.contentWindow!.postMessage({ type: 'crd-playground:set', texts: { objects: 'evil: true\n' } }, '*');
    });
    await page.waitForTimeout(500);
    expect(await frame.locator('[data-editor="objects"]').innerText()).toContain('my-new-cron-object');
    // and the frame does not post to an origin it was not told about
    expect(await page.evaluate(() => (window as unknown as { got: string[] }).got)).toEqual([]);
    await context.close();
  });

  it('speaks Ukrainian with ?lang=uk and with a Ukrainian browser', async () => {
    const a = await openPage(browser, '?lang=uk');
    const tabs = await a.page.getByRole('tab').allInnerTexts();
    expect(tabs.map((t) => t.replace(/\d+$/, '').trim())).toEqual(['Проблеми', 'Обрізане', 'Типові значення', 'CEL', 'Версії', 'Стовпці', 'OpenAPI', 'Сумісність', 'Зміни']);
    expect(await a.page.getByRole('region', { name: 'Результати' }).count()).toBe(1);
    expect(await a.page.getByRole('textbox', { name: 'Редактор обʼєктів' }).count()).toBe(1);
    expect(await a.page.evaluate(() => document.documentElement.lang)).toBe('uk');
    await a.context.close();
    const b = await openPage(browser, '', { locale: 'uk-UA' });
    expect(await b.page.getByRole('button', { name: 'Поділитися' }).count()).toBe(1);
    // switching the language in the page keeps the work and the editors
    await b.page.getByRole('combobox', { name: 'Мова' }).selectOption('en');
    // the language changes once its catalog is there (English's at once, but after a promise: a render later)
    await expect.poll(() => b.page.getByRole('button', { name: 'Share' }).count()).toBe(1);
    expect(await b.page.getByRole('textbox', { name: 'Object editor' }).count()).toBe(1);
    expect(await b.page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await b.page.locator('[data-editor="objects"]').innerText()).toContain('my-new-cron-object');
    await b.context.close();
  });

  it('loads the Ukrainian texts only for a page in Ukrainian: an English page loads them when the language menu asks (0066)', async () => {
    // the catalog is a chunk of its own (src/ui/i18n/index.ts), so the page's chunk stays ASCII
    const ukChunks = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/assets\/uk-[\w-]+\.js$/.test(e.name)).length);
    const { page, context, errors } = await openPage(browser, '?lang=en');
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(1);
    expect(await ukChunks(page)).toBe(0);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('uk');
    await expect.poll(() => page.getByRole('button', { name: 'Поділитися' }).count()).toBe(1);
    expect(await ukChunks(page)).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Редактор обʼєктів' }).count()).toBe(1);
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['uk', 'Майданчик CRD']);
    expect(await page.locator('[data-editor="objects"]').innerText()).toContain('my-new-cron-object');
    // and back: English needs no chunk
    await page.getByRole('combobox', { name: 'Мова' }).selectOption('en');
    await expect.poll(() => page.getByRole('button', { name: 'Share' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
