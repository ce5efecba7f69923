// Writing help in the CRD editor: CEL completion inside a rule string, schema keyword completion,
// the hover of a rule (self's type and the estimated cost) and quick fixes (storage version,
// suggested maxItems), in Chromium with the app's Monaco providers and language worker.
import { readFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { shareURL } from '../src/state/permalink';
import { appURL, launch, results, savedWork, LinkTab } from './browser';
import { CEL_CRD, CEL_CRD_UNBOUNDED, CEL_OBJECT } from './fixtures-cel';
import { CORPUS_DIR, hasCorpus } from '../test/corpus';

/** The CEL CRD with a rule at the schema root. */
const ROOT_RULE_CRD = CEL_CRD.replace(
  '      openAPIV3Schema:\n        type: object\n',
  '      openAPIV3Schema:\n        type: object\n        x-kubernetes-validations:\n        - rule: "has(self.spec)"\n',
);

let browser: Browser;
// the tests open their work from a share link, one after another in one tab (LinkTab)
const tab = new LinkTab(() => browser, { viewport: { width: 1400, height: 1000 } });
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

async function open(crd: string, objects = CEL_OBJECT): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  return tab.open(shareURL(appURL(), { options: { kubeVersion: '1.35', strict: false }, tab: 'problems', texts: { crd, objects } }), { timeout: 90_000 });
}

/**
 * Selects the first match of `needle` in the CRD editor with the find widget (the app's Monaco has
 * no Go to Line).
 */
async function findText(page: Page, needle: string): Promise<void> {
  // the find widget is Monaco's: the check's first results can come before Monaco has taken over the
  // text area (0043), and Ctrl+F then typed the needle into the text area
  await page.locator('[data-editor="crd"] .monaco-editor').waitFor({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'CRD editor' }).focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Control+f');
  await page.keyboard.type(needle);
  // the widget searches as each key is typed (the match is selected in the same task): wait until the
  // whole needle is in it and it has counted the matches
  await page.waitForFunction(
    (n) =>
      (document.querySelector('.find-widget textarea, .find-widget input') as HTMLInputElement | null)?.value === n &&
      /\d+ of \d+/.test(document.querySelector('.find-widget .matchesCount')?.textContent ?? ''),
    needle,
    { timeout: 15_000 },
  );
  await page.keyboard.press('Escape');
  // Monaco's find input reports losing the focus in a 0 ms timer of its own, and until that timer has
  // run Enter in the editor still means "next match": under load the browser handles the next keys
  // before timers, so an Enter typed right after this selected the next `type: string` (under
  // `level`), `max` replaced it, and the completion was for an untyped node (maxItems, maximum, ...).
  // Wait until the widget is closed and the editor has the focus, then for a 0 ms timer queued after
  // the input's.
  await page.waitForFunction(() => !document.querySelector('.find-widget.visible') && !!document.activeElement?.closest('[data-editor="crd"] .monaco-editor'), null, { timeout: 15_000 });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The cursor at the end of the first match of `needle`. */
async function cursorAfter(page: Page, needle: string): Promise<void> {
  await findText(page, needle);
  await page.keyboard.press('ArrowRight');
}

/** Opens the quick-fix menu at the selection and applies the action titled `title`. */
async function applyQuickFix(page: Page, title: string | RegExp): Promise<void> {
  await page.keyboard.press('Control+.');
  const item = page.locator('.action-widget .monaco-list-row.action').filter({ hasText: title });
  await item.first().waitFor({ timeout: 30_000 });
  await item.first().click();
}

/** How long a list is read again until it shows what is asserted (as long as `suggestions` waits for a first list). */
const LIST = { timeout: 30_000 };

/** The labels of the open suggest widget. */
async function suggestions(page: Page): Promise<string[]> {
  const rows = page.locator('.suggest-widget.visible .monaco-list-row');
  await rows.first().waitFor({ timeout: 30_000 });
  return (await page.locator('.suggest-widget.visible .monaco-list-row .label-name').allInnerTexts()).map((s) => s.trim());
}

/** The CRD editor's whole text, as the app saves it (the editor renders only the visible lines). */
async function crdText(page: Page): Promise<string> {
  return savedWork(page).then((w) => w?.texts.crd ?? '');
}

describe('CRD editor writing help', () => {
  it('completes self. fields inside a rule string from the schema at that node', async () => {
    const { page, close, errors } = await open(ROOT_RULE_CRD);
    // inside the closing quote: `"self.size() <= 5 && self.|"` at spec.name (a string)
    await cursorAfter(page, 'rule: "self.size() <= 5"');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(' && self.');
    // the list is long (string functions): narrow it as a user would. A list open while typing can still
    // show an earlier answer (the one for a shorter text, or another node's) until the answer for the
    // text typed now replaces it: the lists are read until they show what is asserted
    await expect.poll(() => suggestions(page), LIST).toEqual(expect.arrayContaining(['charAt', 'contains']));
    await page.keyboard.type('st');
    await expect.poll(() => suggestions(page), LIST).not.toContain('all');
    expect(await suggestions(page)).toContain('startsWith');
    await page.keyboard.press('Escape');
    // a rule at the root: the object's fields, nested (`self.spec.`)
    await cursorAfter(page, 'rule: "has(self.spec)"');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(' && self.spec.');
    // (the list opened at `self.` shows the root's fields until the answer for `self.spec.` comes)
    await expect.poll(() => suggestions(page), LIST).toEqual(expect.arrayContaining(['name', 'level']));
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('completes schema keywords allowed at the node (maxLength for a string, its formats)', async () => {
    const { page, close, errors } = await open(CEL_CRD);
    // under spec.name (type: string)
    await cursorAfter(page, 'type: string');
    await page.keyboard.press('Enter');
    await page.keyboard.type('max');
    // ask explicitly for the list at the whole word (the widget opened while typing may still show
    // the answer for a shorter prefix)
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    const labels = await suggestions(page);
    expect(labels).toContain('maxLength');
    // only a string's keywords (the node is spec.name, a string)
    expect(labels).not.toContain('maxItems');
    expect(labels).not.toContain('maximum');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('format: date-');
    await page.keyboard.press('Control+Space');
    // (a list opened while typing may show the answer for a shorter text until this one comes)
    await expect.poll(() => suggestions(page), LIST).toContain('date-time');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it("hovering a rule shows self's type and the estimated cost against the limit", async () => {
    const { page, close, errors } = await open(CEL_CRD);
    const line = page.locator('[data-editor="crd"] .view-line').filter({ hasText: 'self.size() <= 5' });
    const hover = page.locator('.monaco-hover').filter({ hasText: 'Estimated cost' });
    // the first hover can come while the language worker still loads the CRD (it answers nothing
    // then, and Monaco does not ask again while the mouse stays): hover again until it shows
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0);
          await line.locator('span', { hasText: /self/ }).first().hover();
          return hover
            .first()
            .waitFor({ timeout: 5_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    // the hover's parts render as their providers answer: the inline cost hint's part can come first
    await expect.poll(async () => (await hover.first().innerText()).replace(/\u00a0/g, ' '), { timeout: 30_000 }).toContain('self: string');
    const text = (await hover.first().innerText()).replace(/\u00a0/g, ' ');
    expect(text).toMatch(/Estimated cost \(Kubernetes 1\.35\): [\d,]+ per evaluation/);
    expect(text).toContain('of the per-rule limit 10,000,000');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('quick fix: mark exactly one version as storage', async () => {
    const crd = CEL_CRD.replace('storage: true', 'storage: false');
    const { page, close, errors } = await open(crd);
    await expect.poll(async () => results(page).innerText(), { timeout: 30_000 }).toContain('must have exactly one version marked as storage version');
    // kube reports the problem at spec.versions: the quick fix is offered there
    await findText(page, 'versions:');
    await applyQuickFix(page, 'Mark version v1 as the storage version');
    await expect.poll(async () => crdText(page)).toContain('storage: true');
    await expect.poll(async () => results(page).innerText(), { timeout: 30_000 }).not.toContain('must have exactly one version marked as storage version');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('quick fix: the suggested maxItems/maxLength bring an over-budget rule under the limit', async () => {
    const { page, close, errors } = await open(CEL_CRD_UNBOUNDED);
    await expect.poll(async () => results(page).innerText(), { timeout: 30_000 }).toContain('estimated rule cost exceeds budget');
    await findText(page, "self.all(x, x.contains('a string'))");
    await applyQuickFix(page, /Add maxItems: \d+ at foo/);
    await expect.poll(async () => crdText(page)).toMatch(/type: array\s+maxItems: \d+/);
    await expect.poll(async () => results(page).innerText(), { timeout: 30_000 }).not.toContain('estimated rule cost exceeds budget');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});

describe.skipIf(!hasCorpus)('a big corpus CRD', () => {
  it('gateway-api HTTPRoute: CEL completion inside a deep rule (screenshot)', async () => {
    const crd = readFileSync(join(CORPUS_DIR, 'crds/gateway-api/gateway.networking.k8s.io_httproutes.standard.yaml'), 'utf8');
    // in the file's tab, as the tests above (a page of its own was a second, cold context: a new
    // renderer and an empty HTTP cache); the first check of a 430 kB CRD takes longer than
    // waitReady's default on a loaded machine
    const link = shareURL(appURL(), { options: { kubeVersion: '1.35', strict: false }, tab: 'cel', texts: { crd, objects: '' } });
    const { page, close, errors } = await tab.open(link, { timeout: 90_000 });
    // a single-quoted rule with doubled quotes inside, on the filters of a route rule
    const needle = "rule: '!(has(self.cors) && self.type != ''CORS'')'";
    expect(crd.indexOf(needle)).toBeGreaterThan(0);
    await cursorAfter(page, needle);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(' && self.');
    const labels = await suggestions(page);
    expect(labels).toEqual(expect.arrayContaining(['type', 'requestHeaderModifier']));
    const dir = 'test-results';
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'authoring-cel-httproute.png') });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
