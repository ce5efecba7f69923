// embed.js and <crd-playground> (issue 23): a docs page with 20 examples loads one small script and
// no playground until a reader presses Run; Run shows the results in place, sized to the content;
// bad input is said in words in the element, never thrown into the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appURL, freshContext, launch } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function docsPage(path = 'examples.html', opts: { colorScheme?: 'light' | 'dark' } = {}) {
  const context = await freshContext(browser, { viewport: { width: 1200, height: 900 }, colorScheme: opts.colorScheme });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(appURL(path));
  await page.waitForFunction(() => customElements.get('crd-playground') !== undefined);
  return { context, page, errors, requests };
}

/** The frame of the element in `section`. */
function frameOf(page: Page, section: string) {
  return page.frameLocator(`#${section} crd-playground iframe`);
}

describe('embed.js: <crd-playground> on a documentation page', () => {
  it('before Run: only embed.js is loaded, no frame, the page YAML shown (long tasks: bench)', async () => {
    const { context, page, errors, requests } = await docsPage();
    await page.waitForTimeout(500);
    // 18 elements written as such and 2 upgraded from Markdown-style code blocks
    expect(await page.locator('crd-playground').count()).toBe(20);
    expect(await page.locator('div.crd-playground').count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    const fetched = requests.map((u) => new URL(u).pathname.split('/').pop());
    expect(fetched.filter((f) => f !== 'examples.html' && f !== 'favicon.svg' && f !== 'favicon.ico')).toEqual(['embed.js']);
    const embedJs = await (await context.request.get(appURL('embed.js'))).body();
    expect(embedJs.length).toBeLessThan(40_000);
    // the docs' own YAML is on the page, with a Run button per element
    await expect(page.locator('#pruning crd-playground pre[data-objects]').innerText()).resolves.toContain('someRandomField');
    expect(await page.getByRole('button', { name: 'Run in CRD Playground' }).count()).toBe(20);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Run shows the results in place, at the asked tab, sized to the content; the reader can edit', async () => {
    const { context, page, errors, requests } = await docsPage();
    await page.locator('#pruning').getByRole('button', { name: 'Run in CRD Playground' }).click();
    const frame = frameOf(page, 'pruning');
    const results = frame.getByRole('region', { name: 'Results' });
    await results
      .getByRole('tab', { name: /Pruned/ })
      .filter({ has: page.locator('[aria-selected="true"]') })
      .or(results.locator('[role="tab"][aria-selected="true"]'))
      .first()
      .waitFor();
    await frame.locator('[data-run-id][data-state="ready"]').waitFor({ timeout: 20_000 });
    // the Pruned view's code is a chunk of its own, loaded on demand: under load it can arrive after the run is ready
    await expect.poll(() => results.innerText(), { timeout: 20_000 }).toContain('spec.someRandomField');
    expect(await results.getByRole('tab', { name: /Pruned/ }).getAttribute('aria-selected')).toBe('true');
    // the page's YAML is in the playground, shown as text: Monaco is not loaded until the reader edits
    await expect(frame.locator('[data-editor="objects"]').innerText()).resolves.toContain('someRandomField');
    expect(requests.some((u) => /YamlEditor-[\w-]+\.js$/.test(u))).toBe(false);
    expect(await page.locator('#pruning crd-playground pre[data-crd]').isHidden()).toBe(true);
    // the frame is as tall as its content: no inner scrollbar
    await page.waitForFunction(() => {
      const f = document.querySelector<HTMLIFrameElement>('#pruning iframe');
      const d = f?.contentDocument?.documentElement;
      return !!f && !!d && d.scrollHeight <= f.clientHeight + 1;
    });
    // editing: the text view turns into the editor; an edit is checked again
    await frame.getByRole('textbox', { name: 'Object editor' }).click();
    await frame.locator('[data-editor="objects"] .monaco-editor').waitFor({ timeout: 20_000 });
    expect(requests.some((u) => /YamlEditor-[\w-]+\.js$/.test(u))).toBe(true);
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n  anotherRandomField: 1');
    await expect.poll(() => results.innerText(), { timeout: 20_000 }).toContain('spec.anotherRandomField');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a 60-line CRD shows without an inner scrollbar; an update example sends its request', async () => {
    const { context, page, errors } = await docsPage();
    await page.locator('#ratcheting').getByRole('button', { name: 'Run in CRD Playground' }).click();
    const frame = frameOf(page, 'ratcheting');
    await frame.locator('[data-run-id][data-state="ready"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => frame.getByRole('region', { name: 'Results' }).innerText(), { timeout: 20_000 }).toMatch(/ratchet/i);
    await page.evaluate(() => {
      const crd = [
        'apiVersion: apiextensions.k8s.io/v1',
        'kind: CustomResourceDefinition',
        'metadata:',
        '  name: things.example.com',
        'spec:',
        '  group: example.com',
        '  scope: Namespaced',
        '  names: {plural: things, singular: thing, kind: Thing}',
        '  versions:',
        '  - name: v1',
        '    served: true',
        '    storage: true',
        '    schema:',
        '      openAPIV3Schema:',
        '        type: object',
        '        properties:',
        '          spec:',
        '            type: object',
        '            properties:',
      ];
      for (let i = 0; crd.length < 60; i++) crd.push(`              f${i}:`, '                type: string');
      const el = document.createElement('crd-playground');
      el.id = 'sixty';
      el.innerHTML = `<pre data-crd></pre><pre data-objects></pre>`;
      el.querySelector('[data-crd]')!.textContent = crd.join('\n') + '\n';
      el.querySelector('[data-objects]')!.textContent = 'apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: a}\nspec: {f0: x}\n';
      document.body.append(el);
      (el as unknown as { run(): void }).run();
    });
    const sixty = page.frameLocator('#sixty iframe');
    await sixty.locator('[data-run-id][data-state="ready"]').waitFor({ timeout: 20_000 });
    const view = sixty.locator('[data-editor="crd"] .text-view, [data-editor="crd"].text-view').first();
    await expect(view.innerText()).resolves.toContain('f20:');
    expect(await view.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the page theme live, and says in words what cannot be run', async () => {
    const { context, page, errors } = await docsPage('examples.html', { colorScheme: 'dark' });
    await page.evaluate(() => {
      const add = (html: string, id: string) => {
        const el = document.createElement('crd-playground');
        el.id = id;
        el.innerHTML = html;
        document.body.append(el);
        return el as unknown as { run(): void };
      };
      add('', 'empty').run();
      const u = add('<pre data-crd>kind: X</pre>', 'unreachable');
      (u as unknown as HTMLElement).setAttribute('playground', 'http://127.0.0.1:9/');
      (u as unknown as HTMLElement).setAttribute('ready-timeout', '1500');
      u.run();
      add('', 'unknown');
      document.getElementById('unknown')!.setAttribute('example', 'no-such-example');
      (document.getElementById('unknown') as unknown as { run(): void }).run();
    });
    await expect(page.locator('#empty [role="status"]').innerText()).resolves.toContain('Nothing to run');
    await expect.poll(() => page.locator('#unreachable [role="status"]').innerText(), { timeout: 10_000 }).toContain('did not answer');
    expect(await page.locator('#unreachable pre[data-crd]').isVisible()).toBe(true);
    expect(await page.locator('#unreachable iframe').count()).toBe(0);
    await expect.poll(() => page.locator('#unknown [role="status"]').innerText(), { timeout: 20_000 }).toContain('no example with id "no-such-example"');
    // the page is dark (prefers-color-scheme): the playground is asked for the dark theme
    expect(await page.locator('#unknown iframe').getAttribute('src')).toContain('theme=dark');
    await page.locator('#pruning').getByRole('button', { name: 'Run in CRD Playground' }).click();
    await frameOf(page, 'pruning').locator('.app.theme-dark').waitFor({ timeout: 20_000 });
    // the reader switches the site's theme (Docusaurus marks it on <html>): the embed follows, both ways
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await frameOf(page, 'pruning').locator('.app.theme-light').waitFor({ timeout: 10_000 });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await frameOf(page, 'pruning').locator('.app.theme-dark').waitFor({ timeout: 10_000 });
    // and the system theme, when the site marks none
    await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
    await page.emulateMedia({ colorScheme: 'light' });
    await frameOf(page, 'pruning').locator('.app.theme-light').waitFor({ timeout: 10_000 });
    expect(errors.filter((e) => !/127\.0\.0\.1:9|ERR_CONNECTION_REFUSED|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
