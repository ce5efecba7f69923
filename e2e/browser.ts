// Chromium (playwright-core, /usr/bin/chromium) and helpers to drive the playground.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Snapshot } from '../src/state/snapshot';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * The run's Chromium: global-setup.ts starts one browser for the whole run and each test file
 * connects to it (a connection is cheap, a launch is not); its contexts are its own and closing it
 * closes them. Launches its own browser outside that set-up.
 */
export function launch(): Promise<Browser> {
  const ws = inject('browserWSEndpoint');
  if (ws) return chromium.connect(ws, { timeout: 60_000 });
  return chromium.launch({
    headless: true,
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

// Contexts whose test has closed them, kept with their HTTP cache (and V8's code cache in it) for
// the next test of the same file and options: the app's scripts then load without being fetched
// and compiled again. Everything a page can keep (local and session storage, IndexedDB, caches,
// service workers, cookies) is cleared for every origin the context has seen, so the next test
// starts as in a new profile; a context whose test changed it in ways that stay (init scripts,
// routes, offline, permissions, headers, cookies added) is closed for real instead.
const warm = new WeakMap<Browser, Map<string, BrowserContext[]>>();
const STICKY = new Set([
  'addInitScript',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'unroute',
  'unrouteAll',
  'setOffline',
  'grantPermissions',
  'clearPermissions',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'addCookies',
  'exposeBinding',
  'exposeFunction',
  'tracing',
  'clock',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
]);

async function clearOrigins(context: BrowserContext, origins: Set<string>): Promise<boolean> {
  const blank = await context.newPage();
  try {
    const cdp = await context.newCDPSession(blank);
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await context.clearCookies();
    // the autosave on pagehide of a page closed just before: make sure nothing of it is left
    for (const origin of origins) {
      await blank.goto(origin + '/favicon.ico').catch(() => undefined);
      if (new URL(blank.url()).origin !== origin) return false;
      const left = await blank.evaluate(async () => localStorage.length + sessionStorage.length + (await indexedDB.databases()).length + (await caches.keys()).length);
      if (left !== 0) return false;
    }
    return true;
  } catch {
    return false;
  } finally {
    await blank.close().catch(() => undefined);
  }
}

/**
 * A context that behaves as a new one (`browser.newContext(options)`: no storage, no service
 * worker, no cookies) but may come with a warm HTTP cache from an earlier test of this file.
 * Close it as usual when the test is done. Service workers are blocked unless `options` allow
 * them: the app's worker precaches every file of the build after each first visit, which only
 * offline.e2e.ts (its own contexts) is about.
 */
export async function freshContext(browser: Browser, opts: BrowserContextOptions = {}): Promise<BrowserContext> {
  const options: BrowserContextOptions = { serviceWorkers: 'block', ...opts };
  const key = JSON.stringify(options);
  let pool = warm.get(browser);
  if (!pool) warm.set(browser, (pool = new Map()));
  const context = pool.get(key)?.pop() ?? (await browser.newContext(options));
  const origins = new Set<string>();
  const onRequest = (r: { url(): string }) => {
    const u = new URL(r.url());
    if (u.protocol === 'http:' || u.protocol === 'https:') origins.add(u.origin);
  };
  context.on('request', onRequest);
  const listeners: [string, (...a: unknown[]) => void][] = [];
  let sticky = false;
  let closed = false;
  const release = async () => {
    if (closed) return;
    closed = true;
    for (const [event, fn] of listeners) context.off(event as 'request', fn);
    await Promise.all(context.pages().map((p) => p.close()));
    context.off('request', onRequest);
    if (sticky || !(await clearOrigins(context, origins))) return context.close();
    const list = pool.get(key) ?? [];
    list.push(context);
    pool.set(key, list);
  };
  return new Proxy(context, {
    get(target, prop, receiver) {
      if (prop === 'close') return release;
      if (prop === 'on' || prop === 'addListener' || prop === 'once')
        return (event: string, fn: (...a: unknown[]) => void) => {
          listeners.push([event, fn]);
          (target[prop] as (e: string, f: (...a: unknown[]) => void) => void)(event, fn);
          return receiver;
        };
      if (typeof prop === 'string' && STICKY.has(prop)) sticky = true;
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

export function appURL(query = ''): string {
  return inject('baseURL') + query;
}

/** A fresh context (empty localStorage) with a page; collects page errors. */
export async function openPage(browser: Browser, query = '', opts: { locale?: string } = {}) {
  const context = await freshContext(browser, { viewport: { width: 1400, height: 900 }, locale: opts.locale ?? 'en-US' });
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

/** Replaces the whole text of the editor named `name` (what a paste over a selection of everything does). */
export async function replaceText(page: Page, name: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name, exact: true }).first();
  await box.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** The lines Monaco draws for the editor `id` (only those in view), with its non-breaking spaces as spaces. */
export async function editorText(page: Page, id: string): Promise<string> {
  const lines = await page.locator(`[data-editor="${id}"] .view-line`).allInnerTexts();
  return lines.map((l) => l.replace(/\u00a0/g, ' ')).join('\n');
}
