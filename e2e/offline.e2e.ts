// Static deployment: the built app works from any sub-path and, through its service worker
// (public/sw.js, stamped at build time by vite.config.ts), offline after the first visit.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appURL, launch, replaceLastLine, results, waitReady } from './browser';

const REPLICAS_MESSAGE = 'spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10';
const DIST = resolve(process.env.E2E_DIST ?? 'dist');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
};

/** A plain static file server (no SPA fallback, no special headers): dist/ under each of `prefixes`. */
async function serveStatic(prefixes: string[]) {
  const overrides = new Map<string, string>(); // "prefix + file" -> body
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const prefix = prefixes.find((p) => path.startsWith(p));
    const rel = prefix === undefined ? '' : decodeURIComponent(path.slice(prefix.length)) || 'index.html';
    if (!rel || rel.split('/').includes('..')) {
      res.writeHead(404).end();
      return;
    }
    const body = overrides.get(prefix + rel) ?? (await readFile(resolve(DIST, rel)).catch(() => undefined));
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    overrides,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

async function newContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Waits until a service worker controls the page (its precache is complete by then); returns its scope. */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 30_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The cached request URLs of each cache. */
const cachedURLs = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return out;
  });

async function expectReplicasMessage(page: Page): Promise<void> {
  const before = await waitReady(page);
  await replaceLastLine(page, 'Object editor', 'replicas: 15');
  await waitReady(page, before);
  expect(await results(page).locator('.problem').filter({ hasText: REPLICAS_MESSAGE }).count()).toBe(1);
}

describe('static deployment: offline', () => {
  it('after the first visit the app, share links and the examples page work offline', async () => {
    const { context, page, errors } = await newContext();
    await page.goto(appURL());
    await waitReady(page);
    const scope = await controlled(page);
    expect(new URL(scope).pathname).toBe('/crd-playground/');
    // one versioned cache, holding only same-origin files of this scope: the shell and every asset
    const sw = await (await context.request.get(appURL('sw.js'))).text();
    const build = /const BUILD = "([0-9a-f]{16})";/.exec(sw)?.[1];
    expect(build).toBeDefined();
    const cached = await cachedURLs(page);
    expect(Object.keys(cached)).toEqual([`crd-playground ${scope} ${build}`]);
    const urls = Object.values(cached)[0]!;
    for (const u of urls) expect(u.startsWith(scope)).toBe(true);
    for (const f of [scope, scope + 'index.html', scope + 'examples.html', scope + 'embed-api.html', scope + 'embed.js', scope + 'favicon.svg']) expect(urls).toContain(f);
    for (const re of [/\/assets\/index-[\w-]+\.js$/, /\/assets\/index-[\w-]+\.css$/, /engine\.worker-[\w-]+\.js$/, /editor\.worker-[\w-]+\.js$/, /codicon-[\w-]+\.ttf$/]) {
      expect(urls.some((u) => re.test(u))).toBe(true);
    }

    // a share link made while online
    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByRole('dialog', { name: 'Share link' }).getByLabel('Link').inputValue();
    expect(link).toMatch(/#state=1\./);
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    const fromSW: string[] = [];
    context.on('response', (r) => {
      if (r.fromServiceWorker()) fromSW.push(r.url());
    });
    // really offline, for the service worker too: a file that is not cached fails
    expect(
      await page.evaluate(() =>
        fetch('./not-cached.txt').then(
          () => 'fetched',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await page.reload();
    await waitReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expectReplicasMessage(page);
    // the page, its script, style, font and the engine worker came from the service worker (the font is asked
    // for once Monaco, a chunk loaded after the first results, draws its first icon: read until it has come)
    for (const re of [/\/crd-playground\/$/, /\/assets\/index-[\w-]+\.js$/, /\/assets\/index-[\w-]+\.css$/, /engine\.worker-[\w-]+\.js$/, /codicon-[\w-]+\.ttf$/]) {
      await expect.poll(() => fromSW.some((u) => re.test(u)), { message: `${re} from the service worker: ${fromSW.join(' ')}` }).toBe(true);
    }

    // a share link opens offline: the state is in the fragment, the page comes from the cache
    const shared = await context.newPage();
    shared.on('pageerror', (e) => errors.push(String(e)));
    await shared.goto(link);
    await waitReady(shared);
    expect(await shared.locator('[data-editor="objects"]').innerText()).toContain('my-new-cron-object');
    expect(await results(shared).locator('.problem').filter({ hasText: REPLICAS_MESSAGE }).count()).toBe(0);
    await shared.close();

    // the postMessage example page and its embeds (?embed&tab=..., one cached copy of index.html) with the postMessage API
    const examples = await context.newPage();
    examples.on('pageerror', (e) => errors.push(String(e)));
    await examples.goto(appURL('embed-api.html'));
    await examples.locator('#pruning-summary').filter({ hasText: 'pruned: spec.someRandomField' }).waitFor({ timeout: 20_000 });
    await examples.locator('#validation-summary').filter({ hasText: '2 error(s)' }).waitFor({ timeout: 20_000 });
    await examples.close();

    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('static deployment: sub-paths and versions', () => {
  it('works from another sub-path of a plain static server; two sub-paths keep their own caches; a new build replaces the old cache', async () => {
    const server = await serveStatic(['/docs/tools/crd/', '/other/']);
    try {
      const { context, page, errors } = await newContext();
      await page.goto(server.origin + '/docs/tools/crd/?lang=en');
      await waitReady(page);
      const scope = await controlled(page);
      expect(scope).toBe(server.origin + '/docs/tools/crd/');
      await expectReplicasMessage(page);

      // the same build under another sub-path of the same origin: its own worker and cache
      const other = await context.newPage();
      await other.goto(server.origin + '/other/');
      await waitReady(other);
      expect(await controlled(other)).toBe(server.origin + '/other/');
      const names = (await cacheNames(page)).sort();
      expect(names).toHaveLength(2);
      expect(names[0]!.startsWith(`crd-playground ${server.origin}/docs/tools/crd/ `)).toBe(true);
      expect(names[1]!.startsWith(`crd-playground ${server.origin}/other/ `)).toBe(true);
      await other.close();

      // a new deploy (new sw.js bytes, new build id) is installed at the next visit; the old cache of
      // this scope is deleted, the other scope's cache is kept
      const sw = await readFile(resolve(DIST, 'sw.js'), 'utf8');
      server.overrides.set('/docs/tools/crd/sw.js', sw.replace(/const BUILD = "[0-9a-f]+";/, 'const BUILD = "next-build";'));
      // a visit after the deploy: the page comes from the network, register() finds the new sw.js
      await page.reload();
      await waitReady(page);
      // polled from here: waitForFunction would take an async predicate's promise as truthy
      for (let i = 0; ; i++) {
        const keys = await cacheNames(page);
        if (keys.length === 2 && keys.some((k) => k.endsWith(' next-build'))) break;
        if (i > 150) throw new Error(`the old cache was not replaced: ${keys.join(' | ')}`);
        await page.waitForTimeout(200);
      }
      const after = (await cacheNames(page)).sort();
      expect(after[0], after.join(' | ')).toBe(`crd-playground ${server.origin}/docs/tools/crd/ next-build`);
      expect(after[1]).toBe(names[1]);

      // the server is gone: the app still loads and works from the new cache
      await server.close();
      await page.reload();
      await waitReady(page);
      await expectReplicasMessage(page);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await server.close();
    }
  });
});
