// Chromium (playwright-core, /usr/bin/chromium) and helpers to drive the playground.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Snapshot } from '../src/state/snapshot';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launch(): Promise<Browser> {
  return chromium.launch({
    headless: true,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export function appURL(query = ''): string {
  return inject('baseURL') + query;
}

/** A fresh context (empty localStorage) with a page; collects page errors. */
export async function openPage(browser: Browser, query = '', opts: { locale?: string } = {}) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: opts.locale ?? 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(appURL(query));
  await waitReady(page);
  return { context, page, errors };
}

export function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Results' });
}

/** Waits until the results region shows the result of the newest input (and, outside embeds, the editors are there). */
export async function waitReady(page: Page, after?: number): Promise<number> {
  await page.waitForFunction(
    (min) => {
      const el = document.querySelector('[data-run-id]');
      // the full app is ready when its editors are too (Monaco loads on demand; an embed shows text views)
      const editors = document.documentElement.classList.contains('embed') || document.querySelectorAll('[data-editor="crd"] .monaco-editor, [data-editor="objects"] .monaco-editor').length === 2;
      return editors && !!el && el.getAttribute('data-state') === 'ready' && Number(el.getAttribute('data-run-id')) > min;
    },
    after ?? 0,
    { timeout: 40_000 },
  );
  return runId(page);
}

export async function runId(page: Page): Promise<number> {
  return Number(await page.locator('[data-run-id]').getAttribute('data-run-id'));
}

export function editor(page: Page, name: 'CRD editor' | 'Object editor'): Locator {
  return page.getByRole('textbox', { name });
}

/** Puts the cursor at the end of the editor's last line. */
export async function toEnd(page: Page, name: 'CRD editor' | 'Object editor'): Promise<void> {
  await editor(page, name).focus();
  await page.keyboard.press('Control+End');
}

/** Replaces the last line of an editor (cursor-based, as a user would). */
export async function replaceLastLine(page: Page, name: 'CRD editor' | 'Object editor', text: string): Promise<void> {
  await toEnd(page, name);
  // the texts end with a newline: step up to the last non-empty line
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type(text);
}

/**
 * The rendered text of the first visible editor line containing `hasText` (Monaco renders spaces as
 * U+00A0). Monaco paints typed text on a later frame, so the lines are read again for up to 5 s.
 */
export async function editorLine(page: Page, id: 'crd' | 'objects', hasText: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const lines = await page.locator(`[data-editor="${id}"] .view-line`).allInnerTexts();
    const found = lines.map((l) => l.replace(/\u00a0/g, ' ')).find((l) => l.includes(hasText));
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no line with ${JSON.stringify(hasText)} in the ${id} editor`);
    await page.waitForTimeout(100);
  }
}

/**
 * The autosaved work as the page stored it (`crd-playground/v1/work`): format 2 names its texts
 * by content hash (`crd-playground/v1/text/<hash>`), format 1 is the whole snapshot.
 */
export function savedWork(page: Page): Promise<Snapshot | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('crd-playground/v1/work');
    if (raw === null) return null;
    const v = JSON.parse(raw) as { v?: number; texts: Record<string, string>; options: Snapshot['options']; tab: string };
    if (v.v !== 2) return v as unknown as Snapshot;
    const texts: Record<string, string | null> = {};
    for (const [id, h] of Object.entries(v.texts)) texts[id] = localStorage.getItem('crd-playground/v1/text/' + h);
    return { texts, options: v.options, tab: v.tab } as unknown as Snapshot;
  });
}

/** Opens the toolbar's File menu and returns its item of that name ('New object', 'Save state file', 'Open state file'). */
export async function fileMenuItem(page: Page, name: 'New object' | 'Save state file' | 'Open state file'): Promise<Locator> {
  const menu = page.getByRole('menu', { name: 'File' });
  if ((await menu.count()) === 0) await page.getByRole('button', { name: 'File', exact: true }).click();
  return menu.getByRole('menuitem', { name });
}
