// "New object from schema" and filling in required fields, in Chromium against the built app: the
// menu appends a minimal and a full sample of the default example's CRD as new documents and the
// results show no problem; the fill-in code action (Ctrl+.) inserts the missing required fields and
// the "Required value" errors go away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { shareURL } from '../src/state/permalink';
import { DEFAULT_CRD, DEFAULT_OBJECTS } from '../src/state/examples';
import { appURL, countEngineWorkers, fileMenuItem, launch, LINK_TAB_900, LinkTab, results, savedWork, freshContext, RUN_POLL_MS, waitReady as waitFullEditor } from './browser';
import { firstVisitLink } from './first-visit';

let browser: Browser;
// the sample tests start from the first visit's work (or a link with no CRD), opened as a share link in
// the link tab (LinkTab) that views, upgrades and the Go files share; the Ukrainian menu, the language
// worker's count (an init script) and the overtaken quick-fix requests keep pages of their own
const tab = new LinkTab(() => browser, LINK_TAB_900);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

/** Like browser.ts waitReady, with room for a loaded machine (the app and its workers start slowly). */
async function waitReady(page: Page, after = 0): Promise<number> {
  await page.waitForFunction(
    (min) => {
      const el = document.querySelector('[data-run-id]');
      return !!el && el.getAttribute('data-state') === 'ready' && Number(el.getAttribute('data-run-id')) > min;
    },
    after,
    { timeout: 90_000, polling: RUN_POLL_MS },
  );
  return Number(await page.locator('[data-run-id]').getAttribute('data-run-id'));
}

async function openPage(b: Browser, query = '') {
  const context = await freshContext(b, { viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(appURL(query), { timeout: 90_000 });
  await waitReady(page);
  return { context, page, errors };
}

/** The objects text as the page saved it (autosave). */
function objectText(page: Page): Promise<string> {
  return savedWork(page).then((w) => w?.texts.objects ?? '');
}

async function addSample(page: Page, mode: 'Minimal: required fields only' | 'Full: every field once'): Promise<void> {
  const before = await waitReady(page);
  const dialog = page.getByRole('dialog', { name: 'New object from schema' });
  if ((await dialog.count()) === 0) await (await fileMenuItem(page, 'New object')).click();
  await dialog.getByRole('radio', { name: mode }).check();
  await dialog.getByRole('button', { name: 'Add to objects' }).click();
  await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: 60_000 }).toBe('Added a new CronTab (v1) at the end of the objects.');
  await waitReady(page, before);
}

describe('New object from schema', () => {
  it('appends a minimal and a full sample of the default example; no problems', { timeout: 300_000 }, async () => {
    const { close, page, errors } = await tab.open(firstVisitLink(), { timeout: 90_000 });
    await addSample(page, 'Minimal: required fields only');
    await expect.poll(() => objectText(page)).toContain('# A minimal CronTab (v1)');
    await addSample(page, 'Full: every field once');
    await expect.poll(() => objectText(page)).toContain('# A full CronTab (v1)');
    const text = await objectText(page);
    // the user's object stays first; the samples follow as new documents
    expect(text.startsWith(DEFAULT_OBJECTS)).toBe(true);
    expect(text.split(/^---$/m)).toHaveLength(3);
    expect(text).toContain('  cronSpec: ');
    await expect.poll(() => results(page).getByRole('tabpanel').innerText(), { timeout: 60_000 }).toContain('No problems: the apiserver accepts every document.');
    expect(errors).toEqual([]);
    await close();
  });

  it('in Ukrainian, and with no CRD it says so', { timeout: 300_000 }, async () => {
    const { context, page, errors } = await openPage(browser, '?lang=uk');
    await page.getByRole('button', { name: 'Файл', exact: true }).click();
    await page.getByRole('menu', { name: 'Файл' }).getByRole('menuitem', { name: 'Новий обʼєкт' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новий обʼєкт зі схеми' });
    expect(await dialog.getByRole('button', { name: 'Додати до обʼєктів' }).count()).toBe(1);
    await context.close();
    const empty = await tab.open(shareURL(appURL(), { options: { kubeVersion: '1.35', strict: false }, tab: 'problems', texts: { crd: '', objects: '' } }), { timeout: 90_000 });
    const p2 = empty.page;
    await (await fileMenuItem(p2, 'New object')).click();
    expect(await p2.getByRole('dialog', { name: 'New object from schema' }).innerText()).toContain('The CRD editor holds no CustomResourceDefinition with a served version.');
    expect(errors).toEqual([]);
    expect(empty.errors).toEqual([]);
    await empty.close();
  });

  it('on a CRD kube-apiserver would refuse, the sample is added and the dialog says the CRD is invalid', { timeout: 300_000 }, async () => {
    const invalid = DEFAULT_CRD.replace('type: integer', 'type: integr');
    expect(invalid).not.toBe(DEFAULT_CRD);
    const { close, page, errors } = await tab.open(shareURL(appURL(), { options: { kubeVersion: '1.35', strict: false }, tab: 'problems', texts: { crd: invalid, objects: '' } }), { timeout: 90_000 });
    const before = await waitReady(page);
    await (await fileMenuItem(page, 'New object')).click();
    const dialog = page.getByRole('dialog', { name: 'New object from schema' });
    await dialog.getByRole('button', { name: 'Add to objects' }).click();
    await expect
      .poll(() => dialog.getByRole('status').innerText(), { timeout: 60_000 })
      .toBe('Added, but the CRD itself is invalid (1 error(s)): kube-apiserver would refuse it, so no object of it could be created. See Problems.');
    await waitReady(page, before);
    await expect.poll(() => objectText(page), { timeout: 30_000 }).toContain('# A minimal CronTab (v1)');
    expect(errors).toEqual([]);
    await close();
  });
});

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  scope: Namespaced
  names: {plural: widgets, singular: widget, kind: Widget}
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            required: [image, mode]
            properties:
              image:
                type: string
                pattern: '^[a-z]+:[0-9]+$'
              mode:
                type: string
                enum: [Fast, Slow]
              note:
                type: string
`;

const OBJECT = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  note: hi
`;

describe('Fill in required fields (Ctrl+.)', () => {
  it('inserts every missing required field; the Required value errors are gone', { timeout: 300_000 }, async () => {
    const context = await freshContext(browser, { viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // the background worker (views and language) starts when the check worker is idle and is asked to load the CRD then
    await countEngineWorkers(page);
    await page.goto(shareURL(appURL(), { options: { kubeVersion: '1.35', strict: false }, tab: 'problems', texts: { crd: CRD, objects: OBJECT } }), { timeout: 90_000 });
    const before = await waitReady(page, 0);
    await expect.poll(() => results(page).getByRole('tabpanel').innerText(), { timeout: 60_000 }).toContain('spec.image: Required value');
    // the quick fixes come from the language worker: a request made before it has started waits while
    // the page holds it back and answers nothing after 3 s (worker/language-client.ts); under load that
    // used up the tries below (two files at a time, load 21)
    await page.waitForFunction(() => (window as unknown as { __engineWorkers: number }).__engineWorkers >= 2, null, { timeout: 90_000, polling: RUN_POLL_MS });
    // the cursor on `note: hi`
    await page.getByRole('textbox', { name: 'Object editor' }).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    const row = page.locator('.action-widget .monaco-list-row', { hasText: 'Add all missing required fields' }).first();
    // what Monaco says when the answer has no action (an empty answer: see below)
    const none = page.locator('.monaco-editor-overlaymessage', { hasText: 'No code actions available' });
    // the first request may find the language worker still loading (its answer is dropped after 3 s
    // so the editor never waits, and Monaco says there is nothing): ask again, as a user would
    for (let attempt = 1; ; attempt++) {
      await page.keyboard.press('Control+.');
      const shown = await Promise.race([row.waitFor({ timeout: 10_000 }).then(() => true), none.waitFor({ timeout: 10_000 }).then(() => false)]).catch(() => false);
      if (shown) break;
      if (attempt === 6) throw new Error('the fill-in code action was not offered in 6 tries');
      await page.keyboard.press('Escape');
      // the next answer is told by a message of its own
      await none.waitFor({ state: 'hidden', timeout: 10_000 });
    }
    const titles = (await page.locator('.action-widget .monaco-list-row').allInnerTexts()).join('\n');
    expect(titles).toContain('Add required field spec.image');
    expect(titles).toContain('Add required field spec.mode');
    await row.click();
    await expect.poll(() => objectText(page), { timeout: 60_000 }).toBe(`${OBJECT}  image: a:0\n  mode: Fast\n`);
    await waitReady(page, before);
    await expect.poll(() => results(page).getByRole('tabpanel').innerText(), { timeout: 60_000 }).toContain('No problems: the apiserver accepts every document.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Ctrl+. closed with Escape before the list opens leaves no uncaught error (Monaco\'s "Canceled")', { timeout: 120_000 }, async () => {
    const context = await freshContext(browser, { viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(shareURL(appURL(), { options: { kubeVersion: '1.35', strict: false }, tab: 'problems', texts: { crd: DEFAULT_CRD, objects: DEFAULT_OBJECTS } }), { timeout: 90_000 });
    // the first results can come before Monaco has taken over the text area editors: keys typed
    // during the hand-over would go to an editor that is leaving (no new check would follow)
    const before = await waitFullEditor(page, 0);
    await page.getByRole('textbox', { name: 'Object editor' }).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowUp');
    // each request is overtaken: Escape at once, then an edit (Monaco rejects the pending list's promise)
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Control+.');
      await page.waitForTimeout(i * 7);
      await page.keyboard.press('Escape');
      await page.keyboard.press('End');
      await page.keyboard.type('x');
    }
    await waitReady(page, before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
