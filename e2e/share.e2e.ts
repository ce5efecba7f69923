// Share links, state files and the notices around them, in Chromium against the built app.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appURL, editorLine, fileMenuItem, launch, LINK_TAB_900, LinkTab, replaceLastLine, results, waitReady, savedWork, freshContext } from './browser';
import { firstVisitLink } from './first-visit';

let browser: Browser;
// every test starts from the first visit's work, opened as a share link in the link tab (LinkTab) that
// views, upgrades and the Go files share; a link a test makes opens in a fresh browser of its own where
// that is the point
const tab = new LinkTab(() => browser, LINK_TAB_900);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

const saved = (page: Page) => savedWork(page);

async function shareLink(page: Page): Promise<{ url: string; sizeText: string }> {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  const url = await dialog.getByLabel('Link').inputValue();
  const sizeText = await dialog.locator('.share-size').first().innerText();
  return { url, sizeText };
}

describe('share and embed: links', () => {
  it('the Share menu generates embed code that opens this work in embed mode on the current tab', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    const before = await waitReady(page);
    await replaceLastLine(page, 'Object editor', 'replicas: 15');
    await results(page).getByRole('tab', { name: 'Pruned' }).click();
    await waitReady(page, before);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share link' });
    const snippet = await dialog.getByLabel('Embed in a page (HTML)').inputValue();
    expect(snippet).toMatch(/^<iframe src="[^"]*\?embed&amp;tab=pruned#state=1\.[A-Za-z0-9_-]+"/);
    const src = snippet.match(/src="([^"]+)"/)![1].replace(/&amp;/g, '&');
    const embed = await page.context().newPage();
    await embed.goto(src);
    await waitReady(embed);
    expect(await embed.getByRole('link', { name: 'Open in playground' }).count()).toBe(1);
    expect(await results(embed).getByRole('tab', { name: 'Pruned' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => results(embed).innerText()).toContain('my-new-cron-object');
    await embed.close();
    await close();
  });

  it('a share link restores both texts, options and tab exactly in a fresh browser', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    const before = await waitReady(page);
    await replaceLastLine(page, 'Object editor', 'replicas: 15');
    await page.keyboard.type('\n  note: "tab\there ünï 🚀"');
    await page.getByLabel('Strict (unknown fields are errors)').check();
    await page.getByRole('combobox', { name: 'Kubernetes' }).selectOption('1.30');
    await results(page).getByRole('tab', { name: 'Defaulted' }).click();
    await waitReady(page, before);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const original = await saved(page);
    const { url, sizeText } = await shareLink(page);
    expect(url).toMatch(/#state=1\.[A-Za-z0-9_-]+$/);
    expect(sizeText).toContain(`${url.length} characters`);
    await close();

    // a different browser profile: no autosaved work there
    const other = await freshContext(browser, { viewport: { width: 1400, height: 900 } });
    const p2 = await other.newPage();
    await p2.goto(url);
    await waitReady(p2);
    const restored = await saved(p2);
    expect(restored).toEqual(original);
    expect(restored?.texts.objects).toContain('note: "tab\there ünï 🚀"');
    expect(await p2.getByLabel('Strict (unknown fields are errors)').isChecked()).toBe(true);
    expect(await p2.getByRole('combobox', { name: 'Kubernetes' }).inputValue()).toBe('1.30');
    expect(await results(p2).getByRole('tab', { name: 'Defaulted' }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(p2.url()).hash).toBe(''); // consumed: a reload keeps later edits
    await other.close();
  });

  it('opening a link keeps the previous work one click away', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    const before = await waitReady(page);
    await replaceLastLine(page, 'Object editor', 'replicas: 3');
    await waitReady(page, before);
    const { url } = await shareLink(page);
    await page.keyboard.press('Escape');
    await replaceLastLine(page, 'Object editor', 'replicas: 9');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await page.goto(url);
    await waitReady(page);
    await expect.poll(async () => (await editorLine(page, 'objects', 'replicas')).trim()).toBe('replicas: 3');
    const notice = page.getByRole('status').filter({ hasText: 'Opened a shared link' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Restore previous work' }).click();
    await waitReady(page);
    await expect.poll(async () => (await editorLine(page, 'objects', 'replicas')).trim()).toBe('replicas: 9');
    await close();
  });

  it('a truncated, corrupted or newer-version link says so and keeps the autosaved work', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    const before = await waitReady(page);
    await replaceLastLine(page, 'Object editor', 'replicas: 7');
    await waitReady(page, before);
    const { url } = await shareLink(page);
    await page.keyboard.press('Escape');
    await replaceLastLine(page, 'Object editor', 'replicas: 8');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const hashAt = url.indexOf('#state=') + '#state='.length;
    const cases: [string, RegExp][] = [
      [url.slice(0, hashAt + Math.floor((url.length - hashAt) / 2)), /cut off|damaged/],
      [url.slice(0, url.length - 12) + (url.endsWith('A') ? 'B' : 'A') + url.slice(url.length - 11), /damaged|cut off/],
      [url.slice(0, hashAt) + '9' + url.slice(hashAt + 1), /newer version of the playground \(format 9\)/],
    ];
    for (const [link, message] of cases) {
      // the link is opened as a new page load (read at the page's start, not on a hash change): from a
      // file of the app's origin, not the app itself, whose load would be one more of the app for nothing
      await page.goto(appURL('favicon.svg'));
      await page.goto(link);
      await waitReady(page);
      const alert = page.locator('.notice[role="alert"]');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(message);
      await expect.poll(async () => (await editorLine(page, 'objects', 'replicas')).trim()).toBe('replicas: 8');
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('state files: save downloads the work, open restores it', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    const before = await waitReady(page);
    await replaceLastLine(page, 'Object editor', 'replicas: 4');
    await waitReady(page, before);
    const saveItem = await fileMenuItem(page, 'Save state file');
    const [download] = await Promise.all([page.waitForEvent('download'), saveItem.click()]);
    expect(download.suggestedFilename()).toBe('crd-playground-state.json');
    // the browser is shared over a connection: the download is streamed here (its path is on the browser's side)
    const saved = join(await mkdtemp(join(tmpdir(), 'crdp-state-')), download.suggestedFilename());
    await download.saveAs(saved);
    const file = await readFile(saved, 'utf8');
    expect(JSON.parse(file)).toMatchObject({ format: 'crd-playground-state', version: 1 });
    expect(JSON.parse(file).texts.objects).toContain('replicas: 4');

    await replaceLastLine(page, 'Object editor', 'replicas: 6');
    const openItem = await fileMenuItem(page, 'Open state file');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), openItem.click()]);
    await chooser.setFiles({ name: 'state.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.getByRole('status').filter({ hasText: 'Opened the state file' }).waitFor();
    // the editor shows the opened text once the store has handed it over
    await expect.poll(async () => (await editorLine(page, 'objects', 'replicas')).trim()).toBe('replicas: 4');

    const openItem2 = await fileMenuItem(page, 'Open state file');
    const [chooser2] = await Promise.all([page.waitForEvent('filechooser'), openItem2.click()]);
    await chooser2.setFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
    await page.locator('.notice[role="alert"]').filter({ hasText: 'not a CRD Playground state file' }).waitFor();
    await expect.poll(async () => (await editorLine(page, 'objects', 'replicas')).trim()).toBe('replicas: 4');
    await close();
  });

  it('a large state shows the long-link warning with a state file offer', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    // 12k random letters do not compress: the link becomes long
    let big = '# ';
    for (let i = 0; i < 12000; i++) big += String.fromCharCode(97 + Math.floor(Math.random() * 26));
    const state = { format: 'crd-playground-state', version: 1, texts: { crd: big, objects: 'a: 1\n' }, options: { kubeVersion: '1.35', strict: false }, tab: 'problems' };
    const openItem = await fileMenuItem(page, 'Open state file');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), openItem.click()]);
    await chooser.setFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(state)) });
    await page.getByRole('status').filter({ hasText: 'Opened the state file' }).waitFor();
    const { url } = await shareLink(page);
    expect(url.length).toBeGreaterThan(8000);
    const dialog = page.getByRole('dialog', { name: 'Share link' });
    expect(await dialog.innerText()).toContain('Download a state file instead');
    expect(await dialog.getByRole('button', { name: 'Save state file' }).count()).toBe(1);
    await close();
  });
});
