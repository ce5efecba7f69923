// Chromium (playwright-core, /usr/bin/chromium) and helpers to drive the playground.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Snapshot } from '../src/state/snapshot';
import { chromiumLaunchOptions } from './chromium';

/**
 * The run's Chromium: global-setup.ts starts one browser for the whole run and the test files
 * share one connection to it (the files share a Vitest worker's modules: `isolate: false`), so the
 * contexts and pages that freshContext keeps warm serve the next file too. Each file gets its own
 * handle: closing it closes what the file opened with `newContext` and left open, not the shared
 * connection. Without that browser (E2E_CHROMIUM=worker: global-setup.ts starts none), the worker
 * starts a Chromium of its own, which its files share the same way.
 */
export async function launch(): Promise<Browser> {
  if (!connection) {
    const ws = inject('browserWSEndpoint');
    const c = ws ? chromium.connect(ws, { timeout: 60_000 }) : chromiumLaunchOptions().then((o) => chromium.launch(o));
    connection = c;
    void c.then(
      (b) => b.on('disconnected', () => (connection === c ? (connection = undefined) : undefined)),
      () => (connection === c ? (connection = undefined) : undefined),
    );
  }
  const browser = await connection;
  const opened = new Set<BrowserContext>();
  const handle: Browser = new Proxy(browser, {
    get(target, prop) {
      if (prop === 'close')
        return async () => {
          await Promise.all([...opened].map((c) => c.close().catch(() => undefined)));
        };
      if (prop === 'newContext')
        return async (options?: BrowserContextOptions) => {
          const c = await target.newContext(options);
          opened.add(c);
          c.on('close', () => opened.delete(c));
          return c;
        };
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  real.set(handle, browser);
  fileContexts.set(browser, opened);
  return handle;
}

let connection: Promise<Browser> | undefined;
/** The shared browser behind a file's handle. */
const real = new WeakMap<Browser, Browser>();
/** The contexts of the file that holds the connection now (a context freshContext handed out counts until released). */
const fileContexts = new WeakMap<Browser, Set<BrowserContext>>();

// Contexts whose test has closed them, kept with their HTTP cache (and V8's code cache in it) and
// one page (its renderer process keeps V8's compiled code of the app: a load there is several times
// faster than in a new page) for the next test with the same options. Everything a page can keep
// (local and session storage, IndexedDB, caches, service workers, cookies) is cleared for every
// origin the context has seen, and the kept page is left on a blank page of the app's origin, so
// the next test starts as in a new profile and a new tab; a context or page whose test changed it
// in ways that stay (init scripts, routes, offline, permissions, headers, cookies added, viewport,
// emulated media) is closed for real instead. Init scripts and routes are undone instead (the
// Disposable they return): a test that holds back a chunk or counts workers keeps a warm page.
type Kept = { context: BrowserContext; page: Page | null };
const warm = new WeakMap<Browser, Map<string, Kept[]>>();
const STICKY = new Set([
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
/** What makes a page unfit for the next test, beside STICKY. */
const PAGE_STICKY = new Set([...STICKY, 'setViewportSize', 'emulateMedia', 'coverage', 'pause']);
/** Calls whose effect stays until the Disposable they return is disposed: done when the test closes its context. */
const UNDOABLE = new Set(['addInitScript', 'route']);
type Undo = { dispose(): Promise<void> };

/** `fn` bound to `target`, with what it returns kept in `undo` (for UNDOABLE calls). */
function undoable(target: object, fn: (...a: unknown[]) => Promise<Undo>, undo: Undo[]): (...a: unknown[]) => Promise<Undo> {
  return async (...args: unknown[]) => {
    const d = await fn.apply(target, args);
    undo.push(d);
    return d;
  };
}

/** Undoes `undo` (newest first); false when one of them could not be undone. */
async function undoAll(undo: Undo[]): Promise<boolean> {
  try {
    for (const d of undo.splice(0).reverse()) await d.dispose();
    return true;
  } catch {
    return false;
  }
}

/** Clears everything `origins` stored, with `page` (left on a blank page of the last origin); false when something is left. */
async function clearOrigins(context: BrowserContext, page: Page, origins: string[]): Promise<boolean> {
  try {
    const cdp = await context.newCDPSession(page);
    // leaving the app first: its autosave on pagehide must be cleared too
    for (const origin of origins) {
      await page.goto(origin + '/favicon.ico').catch(() => undefined);
      if (new URL(page.url()).origin !== origin) return false;
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await page.evaluate(() => sessionStorage.clear());
      const left = await page.evaluate(async () => localStorage.length + sessionStorage.length + (await indexedDB.databases()).length + (await caches.keys()).length);
      if (left !== 0) return false;
    }
    await cdp.detach().catch(() => undefined);
    await context.clearCookies();
    return true;
  } catch {
    return false;
  }
}

/** `page` as a test sees it: its listeners are counted (and removed when the test is done), calls that change it for good mark it. */
function trackedPage(page: Page, listeners: [string, (...a: unknown[]) => void][], undo: Undo[], onSticky: () => void): Page {
  return new Proxy(page, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && UNDOABLE.has(prop)) return undoable(target, Reflect.get(target, prop, target) as (...a: unknown[]) => Promise<Undo>, undo);
      if (prop === 'on' || prop === 'addListener' || prop === 'once')
        return (event: string, fn: (...a: unknown[]) => void) => {
          listeners.push([event, fn]);
          (target[prop] as (e: string, f: (...a: unknown[]) => void) => void)(event, fn);
          return receiver;
        };
      if (typeof prop === 'string' && PAGE_STICKY.has(prop)) onSticky();
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

/** The options freshContext opens a context with: service workers blocked, en-US, unless `opts` say otherwise. */
function contextOptions(opts: BrowserContextOptions): BrowserContextOptions {
  // every test reads the app's English texts: a context without a locale is an en-US one, so that it
  // shares warm pages with those that name it
  return { serviceWorkers: 'block', locale: 'en-US', ...opts };
}

/** Contexts with equal keys are interchangeable (the key does not depend on the order of the options). */
function optionsKey(opts: BrowserContextOptions): string {
  return JSON.stringify(Object.entries(contextOptions(opts)).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** freshContext's proxy hands out the context behind it under this key (LinkTab takes a tab out of its file's set). */
const RAW_CONTEXT = Symbol('the context behind freshContext');

/**
 * A context that behaves as a new one (`browser.newContext(options)`: no storage, no service
 * worker, no cookies) but may come with a warm HTTP cache and a warm page (its first `newPage()`)
 * from an earlier test. Close it as usual when the test is done. Service workers are blocked
 * unless `options` allow them: the app's worker precaches every file of the build after each
 * first visit, which only offline.e2e.ts (its own contexts) is about. The locale is en-US unless
 * `options` name another.
 */
export async function freshContext(handle: Browser, opts: BrowserContextOptions = {}): Promise<BrowserContext> {
  const browser = real.get(handle) ?? handle;
  const options = contextOptions(opts);
  const key = optionsKey(opts);
  let pool = warm.get(browser);
  if (!pool) warm.set(browser, (pool = new Map()));
  const kept = pool.get(key)?.pop();
  const context = kept?.context ?? (await browser.newContext(options));
  let keptPage = kept?.page ?? null;
  const opened = fileContexts.get(browser);
  opened?.add(context);
  const origins = new Set<string>();
  const onRequest = (r: { url(): string }) => {
    const u = new URL(r.url());
    if (u.protocol === 'http:' || u.protocol === 'https:') origins.add(u.origin);
  };
  context.on('request', onRequest);
  const listeners: [string, (...a: unknown[]) => void][] = [];
  const pageListeners = new Map<Page, [string, (...a: unknown[]) => void][]>();
  const contextUndo: Undo[] = [];
  // the test's own DevTools sessions (their Fetch patterns, say) end with the test
  const sessions: { detach(): Promise<void> }[] = [];
  const pageUndo = new Map<Page, Undo[]>();
  const stickyPages = new Set<Page>();
  let sticky = false;
  let closed = false;
  const release = async () => {
    if (closed) return;
    closed = true;
    opened?.delete(context);
    for (const [event, fn] of listeners) context.off(event as 'request', fn);
    context.off('request', onRequest);
    for (const [page, list] of pageListeners) for (const [event, fn] of list) page.off(event as 'load', fn);
    // one page goes on (the first one the test had that it left unchanged), the others are closed
    const pages = context.pages();
    const next = sticky ? undefined : pages.find((p) => !stickyPages.has(p) && (pageListeners.has(p) || p === keptPage));
    await Promise.all(pages.filter((p) => p !== next).map((p) => p.close()));
    if (sticky || !next) return context.close();
    // the test's init scripts, routes and DevTools sessions go before the page leaves the app (the blank pages are plain)
    await Promise.all(sessions.splice(0).map((c) => c.detach().catch(() => undefined)));
    if (!(await undoAll(contextUndo)) || !(await undoAll(pageUndo.get(next) ?? []))) return context.close();
    const appOrigin = new URL(appURL()).origin;
    const list = [...origins].filter((o) => o !== appOrigin).concat(appOrigin);
    if (!(await clearOrigins(context, next, list))) return context.close();
    const entries = pool.get(key) ?? [];
    entries.push({ context, page: next });
    pool.set(key, entries);
  };
  return new Proxy(context, {
    get(target, prop, receiver) {
      if (prop === RAW_CONTEXT) return target;
      if (prop === 'newCDPSession')
        return async (page: Page) => {
          const session = await target.newCDPSession(page);
          sessions.push(session);
          return session;
        };
      if (prop === 'close') return release;
      if (prop === 'newPage')
        return async () => {
          const page = keptPage ?? (await target.newPage());
          keptPage = null;
          const list: [string, (...a: unknown[]) => void][] = [];
          pageListeners.set(page, list);
          const undo: Undo[] = [];
          pageUndo.set(page, undo);
          return trackedPage(page, list, undo, () => stickyPages.add(page));
        };
      if (prop === 'on' || prop === 'addListener' || prop === 'once')
        return (event: string, fn: (...a: unknown[]) => void) => {
          listeners.push([event, fn]);
          (target[prop] as (e: string, f: (...a: unknown[]) => void) => void)(event, fn);
          return receiver;
        };
      if (typeof prop === 'string' && UNDOABLE.has(prop)) return undoable(target, Reflect.get(target, prop, target) as (...a: unknown[]) => Promise<Undo>, contextUndo);
      if (typeof prop === 'string' && STICKY.has(prop)) sticky = true;
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

/**
 * Runs `fn` — a copy to the clipboard and the read of what it copied — while no other test of the
 * run does: the clipboard is the browser's, one for all its contexts (checked: a context reads what
 * another one wrote), and two test files run at a time. A lock directory in the run's own directory
 * (global-setup.ts) holds the other test back until `fn` is done.
 */
export async function withClipboard<T>(fn: () => Promise<T>): Promise<T> {
  const lock = join(inject('runDir'), 'clipboard.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Counts the engine workers the page starts (the check worker, then the background worker that the
 * views and the language services share) in `window.__engineWorkers`, for tests that wait on the
 * language services (their worker starts when the check worker is idle).
 */
export async function countEngineWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __engineWorkers: number };
    w.__engineWorkers = 0;
    const Base = window.Worker;
    window.Worker = class extends Base {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (/engine\.worker/.test(String(url))) w.__engineWorkers++;
      }
    };
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

/** What a test gets from LinkTab.open: the page, its errors since the link was opened, and `close` for when the test is done. */
export type OpenedLink = { page: Page; errors: string[]; close: () => Promise<void> };

/**
 * One tab of the app for the tests of a file that each start from a share link (`#state=…`): the
 * first test opens its link in a fresh context (freshContext); a later one pastes its link into the
 * same tab, as a user opens a second link — only the fragment changes, and the app opens the link's
 * work without a reload (main.tsx, `hashchange`): the texts, options and tab all come from the link,
 * and the run's id says when its result is on screen. A test that did not get to `close` (it failed)
 * leaves its tab behind: the next test starts in a fresh context again. What a test leaves that a
 * link does not replace (the History, the autosave, the editors' undo stacks, a notice) is what a
 * user who opens one link after another has too; a test that is about any of those, or about the
 * first load itself, opens its own context instead. When the file is done, its tab waits for the next
 * file whose LinkTab has the same options, which goes on in it the same way (`dispose`).
 */
export class LinkTab {
  private held: { context: BrowserContext; page: Page } | null = null;
  private clean = false;
  /** The page errors since the newest link was opened. */
  private errors: string[] = [];
  private readonly onError = (e: Error) => this.errors.push(String(e));

  constructor(
    private readonly browser: () => Browser,
    private readonly options: BrowserContextOptions,
  ) {}

  /**
   * Opens `url` in the tab; `newTab`: in a fresh context (for a test about a link's first load), which
   * the next tests go on in. `timeout`: for the page's load and its first result (a large CRD's first
   * check on a busy machine), when longer than waitReady's 40 s.
   */
  async open(url: string, opts: { timeout?: number; newTab?: boolean } = {}): Promise<OpenedLink> {
    if (!new URL(url).hash.startsWith('#state=')) throw new Error('LinkTab opens share links (#state=…) only');
    if (!this.held && !opts.newTab) this.takeIdle();
    const held = this.clean && !opts.newTab ? this.held : null;
    this.clean = false;
    if (held) {
      // whatever a test left open over the editors (suggestions, a hover, a menu, a dialog) is closed first, as a user would
      for (let i = 0; i < 2; i++) await held.page.keyboard.press('Escape');
      const before = await runId(held.page);
      this.errors = [];
      await held.page.goto(url, { timeout: opts.timeout });
      await waitReady(held.page, before, opts.timeout);
      // the autosave still holds the previous test's work for a moment: a test that reads the saved
      // work reads this link's (or what the test made of it) once it has been saved
      // imported here, not at the top: permalink.ts brings in the engine, which a file that opens no
      // link (longtask.e2e.ts, in a worker of its own after the others) need not transform and load
      const { decodeState, stateFromHash } = await import('../src/state/permalink');
      const decoded = decodeState(stateFromHash(new URL(url).hash) ?? '');
      if (!decoded.ok) throw new Error(`not a share link the app opens: ${decoded.reason}`);
      const { crd, objects } = decoded.snapshot.texts;
      await held.page.waitForFunction(
        ([crd, objects]) => {
          const raw = localStorage.getItem('crd-playground/v1/work');
          if (raw === null) return false;
          const v = JSON.parse(raw) as { v?: number; texts: Record<string, string> };
          const text = (id: string) => (v.v === 2 ? localStorage.getItem('crd-playground/v1/text/' + v.texts[id]) : v.texts[id]) ?? '';
          return text('objects') === objects && (crd === '' || text('crd') === crd);
        },
        [crd, objects],
        { timeout: Math.max(40_000, opts.timeout ?? 0), polling: RUN_POLL_MS },
      );
    } else {
      await this.dispose();
      const context = await freshContext(this.browser(), this.options);
      const page = await context.newPage();
      this.errors = [];
      page.on('pageerror', this.onError);
      this.held = { context, page };
      await page.goto(url, { timeout: opts.timeout });
      await waitReady(page, 0, opts.timeout);
    }
    return {
      page: this.held!.page,
      errors: this.errors,
      close: async () => {
        this.clean = true;
      },
    };
  }

  /**
   * The file is done (afterAll): a tab whose last test closed it goes on, idle, for the next file's
   * LinkTab with the same options (its workers stay loaded, as for the next test of a file); any
   * other tab is closed.
   */
  async dispose(): Promise<void> {
    const held = this.held;
    const clean = this.clean;
    this.held = null;
    this.clean = false;
    if (!held) return;
    const browser = real.get(this.browser()) ?? this.browser();
    const raw = (held.context as unknown as Record<symbol, BrowserContext | undefined>)[RAW_CONTEXT];
    if (!clean || !raw || !browser.isConnected()) return held.context.close();
    held.page.off('pageerror', this.onError);
    // an idle tab with a focused editor still blinks its caret (a timer, style, paint and a frame every
    // 500 ms: 0.02–0.04 s of Chromium's CPU per second); the tab may wait through many files
    try {
      await held.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    } catch {
      return held.context.close();
    }
    // the file's handle closes the contexts it opened and left open: this one is no longer the file's
    fileContexts.get(browser)?.delete(raw);
    let idle = idleTabs.get(browser);
    if (!idle) idleTabs.set(browser, (idle = new Map()));
    const key = optionsKey(this.options);
    const before = idle.get(key);
    idle.set(key, held);
    await before?.context.close();
  }

  /** Goes on in the idle tab a file with the same options left (dispose), if there is one. */
  private takeIdle(): void {
    const browser = real.get(this.browser()) ?? this.browser();
    const idle = idleTabs.get(browser);
    const key = optionsKey(this.options);
    const tab = idle?.get(key);
    if (!tab || tab.page.isClosed()) return;
    idle!.delete(key);
    const raw = (tab.context as unknown as Record<symbol, BrowserContext | undefined>)[RAW_CONTEXT];
    if (raw) fileContexts.get(browser)?.add(raw);
    tab.page.on('pageerror', this.onError);
    this.held = tab;
    this.clean = true;
  }
}

/**
 * The options of the link tab that crd-problems, views and the Go files (go-assist, go-mode,
 * go-cronjob) share: a 1400×900 en-US page allowed to read and write the clipboard (go-cronjob reads
 * the generated CRD as its Copy button copies it; the other files never touch the clipboard). One set
 * of options, so that one tab serves them all, one file after another (LinkTab.dispose).
 */
export const LINK_TAB_900: BrowserContextOptions = { viewport: { width: 1400, height: 900 }, locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] };

/** Tabs of files that are done, by browser and options key, for the next file's LinkTab (LinkTab.dispose). */
const idleTabs = new WeakMap<Browser, Map<string, { context: BrowserContext; page: Page }>>();

export function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Results' });
}

/**
 * How often the waits for the app's runs and autosave (waitReady, LinkTab.open, the files' own
 * versions of them) read the page, in ms. Playwright's default for `waitForFunction` is every
 * animation frame: the page then asks for a frame 60 times a second for as long as the wait lasts
 * (a main-thread task, the compositor and the display compositor each time: 0.05–0.06 s of Chromium's
 * CPU per second of waiting on an idle app, against 0.01 s at this interval; decision 0064), and the
 * predicate runs each time — LinkTab.open's reads the autosaved texts from localStorage, 2.9 MB for
 * the largest CRD. A run or an autosave is seen up to this much later; the condition is the same.
 */
export const RUN_POLL_MS = 25;

/** Waits until the results region shows the result of the newest input (and, outside embeds, the editors are there); `timeout` when longer than 40 s. */
export async function waitReady(page: Page, after?: number, timeout?: number): Promise<number> {
  await page.waitForFunction(
    (min) => {
      const el = document.querySelector('[data-run-id]');
      // the full app is ready when its editors are too (Monaco loads on demand; an embed shows text views)
      const editors = document.documentElement.classList.contains('embed') || document.querySelectorAll('[data-editor="crd"] .monaco-editor, [data-editor="objects"] .monaco-editor').length === 2;
      return editors && !!el && el.getAttribute('data-state') === 'ready' && Number(el.getAttribute('data-run-id')) > min;
    },
    after ?? 0,
    { timeout: Math.max(40_000, timeout ?? 0), polling: RUN_POLL_MS },
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
