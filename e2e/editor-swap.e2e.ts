// The editors are usable before Monaco (docs/decisions/0019): from the first paint each editor is a
// plain text area whose text goes to the store (results live), Problems select their range in it, and
// Monaco, held back here by intercepting its chunk, takes over with the text, selection, scroll
// position and focus the reader has at that moment, without losing a key typed during the swap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appURL, countEngineWorkers, editorLine, freshContext, launch, results, runId, RUN_POLL_MS } from './browser';

const REPLICAS_MESSAGE = 'spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10';
/** Monaco's chunk, as a DevTools Fetch pattern (`*` is any text). */
const MONACO_CHUNK = '*/YamlEditor-*.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The page with Monaco's chunk held back until `release()`; waits for the text areas and the first result. */
async function openWithoutMonaco(query = '') {
  const context = await freshContext(browser, { viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let asked = false;
  await countEngineWorkers(page);
  // Monaco's chunk is held at the DevTools protocol's Fetch step, for that one URL: a route would turn
  // the page's HTTP cache off and send every request of the page through the test
  const cdp = await context.newCDPSession(page);
  cdp.on('Fetch.requestPaused', (e) => {
    asked = true;
    void held.then(() => cdp.send('Fetch.continueRequest', { requestId: e.requestId }).catch(() => undefined));
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: MONACO_CHUNK, requestStage: 'Request' }] });
  await page.goto(appURL(query));
  await textArea(page, 'objects').waitFor();
  await textArea(page, 'crd').waitFor();
  await resultAfter(page, 0);
  return { context, page, errors, release, asked: () => asked };
}

function textArea(page: Page, id: 'crd' | 'objects') {
  return page.locator(`.text-area-editor[data-editor="${id}"] textarea`);
}

async function resultAfter(page: Page, min: number): Promise<number> {
  await page.waitForFunction(
    (m) => {
      const el = document.querySelector('[data-run-id]');
      return el?.getAttribute('data-state') === 'ready' && Number(el.getAttribute('data-run-id')) > m;
    },
    min,
    { timeout: 40_000, polling: RUN_POLL_MS },
  );
  return runId(page);
}

const monacoEditors = (page: Page) => page.locator('[data-editor="crd"] .monaco-editor, [data-editor="objects"] .monaco-editor').count();

/** Selects the last non-empty line of the focused text area, from the line start (Home in a text area is not Monaco's smart Home). */
async function selectLastLine(page: Page): Promise<void> {
  await page.keyboard.press('Control+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
}

describe('the editors before Monaco has loaded', () => {
  it('are text areas named like the editors: typing gives live results, Tab types spaces, and Monaco was asked for after the first paint', async () => {
    const { page, context, errors, release, asked } = await openWithoutMonaco();
    await expect.poll(asked).toBe(true); // asked for at once, not on interaction
    const objects = page.getByRole('textbox', { name: 'Object editor' });
    expect(await objects.evaluate((el) => el.tagName)).toBe('TEXTAREA');
    const before = await runId(page);
    await objects.focus();
    await selectLastLine(page);
    await page.keyboard.type('  replicas: 15');
    await resultAfter(page, before);
    await expect.poll(() => results(page).locator('.problem').filter({ hasText: REPLICAS_MESSAGE }).count()).toBe(1);
    // Tab at the start of a new line: two spaces (tabSize 2, spaces), the focus stays
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('x: 1');
    await expect.poll(() => objects.inputValue()).toMatch(/\n {2}replicas: 15\n {2}x: 1\n?$/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Object editor');
    expect(await monacoEditors(page)).toBe(0);
    release();
    await expect.poll(() => monacoEditors(page), { timeout: 40_000 }).toBe(2);
    await expect.poll(() => editorLine(page, 'objects', 'x: 1')).toBe('  x: 1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Problems click selects the range in the text area', async () => {
    const { page, context, release } = await openWithoutMonaco();
    const objects = textArea(page, 'objects');
    const before = await runId(page);
    await objects.focus();
    await selectLastLine(page);
    await page.keyboard.type('  replicas: 15');
    await resultAfter(page, before);
    await results(page).locator('.problem').filter({ hasText: REPLICAS_MESSAGE }).getByRole('button').click();
    const selected = () => objects.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
    await expect.poll(selected).toBe('15');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-editor]')?.getAttribute('data-editor'))).toBe('objects');
    // type over the selection: only the value is replaced, and the problem is gone
    const typed = await runId(page);
    await page.keyboard.type('7');
    await resultAfter(page, typed);
    expect(await objects.inputValue()).toMatch(/\n {2}replicas: 7\n?$/);
    await expect.poll(() => results(page).innerText()).toContain('No problems');
    release();
    await context.close();
  });

  it('is read-only where Monaco would be (?readonly)', async () => {
    const { page, context, release } = await openWithoutMonaco('?readonly');
    const objects = textArea(page, 'objects');
    const text = await objects.inputValue();
    await objects.focus();
    await page.keyboard.type('x');
    await page.keyboard.press('Tab');
    expect(await objects.inputValue()).toBe(text);
    release();
    await context.close();
  });
});

describe('Monaco taking over', () => {
  it('keeps the text, the (backward) selection, the scroll position and the focus; the text does not move', async () => {
    const { page, context, errors, release } = await openWithoutMonaco();
    const crd = textArea(page, 'crd');
    await crd.focus();
    // select `openAPIV3Schema` backwards (the cursor at its start), scrolled 10 lines down
    const at = await crd.evaluate((el: HTMLTextAreaElement) => {
      const start = el.value.indexOf('openAPIV3Schema:');
      el.setSelectionRange(start, start + 'openAPIV3Schema'.length, 'backward');
      el.scrollTop = 180;
      const line = el.value.slice(0, start).split('\n').length;
      const indent = start - (el.value.lastIndexOf('\n', start) + 1);
      const box = el.getBoundingClientRect();
      return { line, indent, scrollTop: el.scrollTop, textLeft: box.left + parseFloat(getComputedStyle(el).paddingLeft), lineHeight: getComputedStyle(el).lineHeight };
    });
    expect(at.scrollTop).toBe(180);
    release();
    await expect.poll(() => monacoEditors(page), { timeout: 40_000 }).toBe(2);
    await expect.poll(() => textArea(page, 'crd').count()).toBe(0);
    // the text starts where the text area's did, with the same line height
    const monaco = await page.evaluate(() => {
      const lines = document.querySelector('[data-editor="crd"] .view-lines')!;
      const line = document.querySelector('[data-editor="crd"] .view-line')!;
      return { textLeft: lines.getBoundingClientRect().left, lineHeight: getComputedStyle(line).lineHeight };
    });
    expect(Math.abs(monaco.textLeft - at.textLeft)).toBeLessThanOrEqual(1);
    expect(monaco.lineHeight).toBe(at.lineHeight);
    // the first line in view is line 11 (180 px / 18 px)
    const topLine = () =>
      page.evaluate(() => {
        const top = document.querySelector('[data-editor="crd"] .monaco-editor')!.getBoundingClientRect().top;
        const numbers = [...document.querySelectorAll('[data-editor="crd"] .line-numbers')].filter((n) => n.getBoundingClientRect().top >= top - 1);
        numbers.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
        return numbers[0]?.textContent;
      });
    await expect.poll(topLine).toBe('11');
    // the focus is in Monaco; the selection is backward: Shift+Left grows it by the space before it
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-editor="crd"] .monaco-editor'))).toBe(true);
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.type('Z');
    await expect.poll(() => editorLine(page, 'crd', 'Z:')).toBe(' '.repeat(at.indent - 1) + 'Z:');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every key typed while Monaco loads and takes over', async () => {
    const { page, context, errors, release } = await openWithoutMonaco();
    await textArea(page, 'objects').focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n  someRandomField: ');
    release();
    // one key at a time until Monaco has taken over, then ten more
    let typed = '';
    let after = -1;
    for (let i = 0; after < 10 && i < 2_000; i++) {
      const c = 'abcdefghij'[i % 10];
      await page.keyboard.type(c);
      typed += c;
      if (after >= 0) after++;
      else if ((await page.locator('[data-editor="objects"] .monaco-editor').count()) > 0) after = 0;
    }
    expect(after).toBe(10);
    expect(typed.length).toBeGreaterThan(10);
    await expect.poll(() => editorLine(page, 'objects', 'someRandomField')).toBe(`  someRandomField: ${typed}`);
    // and the store has it: the result is for that text
    await results(page).getByRole('tab', { name: 'Pruned' }).click();
    await expect.poll(() => results(page).getByLabel('Object after pruning').innerText()).toContain(`someRandomField: ${typed}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Ctrl+Space and Ctrl+. before Monaco has loaded', () => {
  /** The background worker (views and language) has started (the check worker was idle) and been asked to load the CRD. */
  const languageWorkerStarted = (page: Page) => page.waitForFunction(() => (window as unknown as { __engineWorkers: number }).__engineWorkers >= 2, null, { timeout: 40_000, polling: RUN_POLL_MS });

  it('Ctrl+Space is kept and Monaco opens the suggestions at the same cursor when it takes over', async () => {
    const { page, context, errors, release } = await openWithoutMonaco();
    await languageWorkerStarted(page);
    const objects = textArea(page, 'objects');
    await objects.focus();
    await selectLastLine(page);
    await page.keyboard.type('  re');
    await page.keyboard.press('Control+Space');
    const status = page.locator('[data-editor="objects"] .tae-pending');
    await expect.poll(() => status.innerText()).toBe('Suggestions open when the editor has loaded…');
    expect(await objects.inputValue()).toMatch(/\n {2}re\n?$/); // the key typed nothing
    expect(await monacoEditors(page)).toBe(0);
    const released = Date.now();
    release();
    const rows = page.locator('[data-editor="objects"] .suggest-widget.visible .monaco-list-row .label-name');
    await rows.first().waitFor({ timeout: 40_000 });
    console.log(`suggestions shown ${Date.now() - released} ms after Monaco's chunk was released`);
    expect((await rows.allInnerTexts()).map((r) => r.trim())).toContain('replicas');
    // at the cursor: accepting completes the word there
    await page.keyboard.press('Enter');
    await expect.poll(() => editorLine(page, 'objects', 'replicas')).toMatch(/^ {2}replicas: ?$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Ctrl+. is kept and Monaco opens the quick fixes at the same selection', async () => {
    const { page, context, errors, release } = await openWithoutMonaco();
    await languageWorkerStarted(page);
    const objects = textArea(page, 'objects');
    const before = await runId(page);
    await objects.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('  someRandomField: 1');
    await resultAfter(page, before);
    await expect.poll(() => results(page).innerText()).toContain('someRandomField');
    // select the field's name (Home in a text area goes to the line's start)
    await page.keyboard.press('Home');
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 'someRandomField'.length; i++) await page.keyboard.press('Shift+ArrowRight');
    expect(await objects.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe('someRandomField');
    await page.keyboard.press('Control+.');
    await expect.poll(() => page.locator('[data-editor="objects"] .tae-pending').innerText()).toBe('Quick fixes open when the editor has loaded…');
    release();
    const fix = page.locator('.action-widget .monaco-list-row.action').filter({ hasText: 'Remove unknown field "spec.someRandomField"' });
    await fix.first().waitFor({ timeout: 40_000 });
    await fix.first().click();
    await expect.poll(() => textArea(page, 'objects').count()).toBe(0);
    await expect.poll(() => results(page).innerText()).not.toContain('someRandomField');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('typing after Ctrl+Space drops it (the reader has moved on)', async () => {
    const { page, context, release } = await openWithoutMonaco();
    const objects = textArea(page, 'objects');
    await objects.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Control+Space');
    const status = page.locator('[data-editor="objects"] .tae-pending');
    await status.waitFor();
    await page.keyboard.type('x');
    await status.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+Space');
    await status.waitFor();
    await page.keyboard.press('Escape');
    await status.waitFor({ state: 'detached' });
    release();
    await context.close();
  });
});
