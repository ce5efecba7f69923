// The workspace (issue 17): splitters by mouse and keyboard, collapsing the results, stacked editors
// on a narrow screen, the theme following the emulated color scheme, Format keeping comments, the
// keyboard shortcuts and the gallery search — in Chromium against the built app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { defaultSnapshot } from '../src/state/snapshot';
import { shareURL } from '../src/state/permalink';
import { appURL, editor, editorLine, launch, results, runId, RUN_POLL_MS, withClipboard } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
/** Opens work with these objects through a share link pasted into the address bar (no reload). */
async function openWork(p: Page, objects: string): Promise<void> {
  const snap = defaultSnapshot();
  const link = shareURL(p.url(), { ...snap, texts: { ...snap.texts, objects } });
  await p.evaluate((hash) => (location.hash = hash), link.slice(link.indexOf('#')));
  await p.getByRole('button', { name: 'Dismiss' }).click();
}

// the shared machine can be slow: the first check may take longer than the helpers' 20 s
async function waitReady(p: Page, after = 0): Promise<number> {
  await p.waitForFunction(
    (min) => {
      const el = document.querySelector('[data-run-id]');
      return !!el && el.getAttribute('data-state') === 'ready' && Number(el.getAttribute('data-run-id')) > min;
    },
    after,
    { timeout: 90_000, polling: RUN_POLL_MS },
  );
  return runId(p);
}

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US', acceptDownloads: true });
  page = await context.newPage();
  errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(appURL());
  await waitReady(page);
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
describe('splitters', { timeout: 120_000 }, () => {
  it('the editors splitter moves by mouse and keyboard, resets on double click, and is remembered', async () => {
    const sep = page.getByRole('separator', { name: 'Resize the editors', exact: true });
    expect(await sep.getAttribute('aria-valuenow')).toBe('50');
    const crdBefore = await box('.pane');
    const b = (await sep.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x - 300, b.y + b.height / 2, { steps: 5 });
    await page.mouse.up();
    const dragged = Number(await sep.getAttribute('aria-valuenow'));
    expect(dragged).toBeLessThan(35);
    expect((await box('.pane')).width).toBeLessThan(crdBefore.width - 250);
    await sep.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(Number(await sep.getAttribute('aria-valuenow'))).toBe(Math.round(dragged + 4));
    await page.keyboard.press('Home');
    expect(await sep.getAttribute('aria-valuenow')).toBe('15');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await sep.getAttribute('aria-valuenow')).toBe('25');
    // kept in localStorage with the work, not in the link
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('crd-playground/v1/layout')!).editors)).toBe(25);
    await page.reload();
    await waitReady(page);
    expect(await page.getByRole('separator', { name: 'Resize the editors', exact: true }).getAttribute('aria-valuenow')).toBe('25');
    await page.getByRole('separator', { name: 'Resize the editors', exact: true }).dblclick();
    expect(await page.getByRole('separator', { name: 'Resize the editors', exact: true }).getAttribute('aria-valuenow')).toBe('50');
  });

  it('the results splitter moves by keyboard and mouse; the results collapse and come back', async () => {
    const sep = page.getByRole('separator', { name: 'Resize the editors and the results' });
    const before = (await results(page).boundingBox())!.height;
    await sep.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
    expect(await sep.getAttribute('aria-valuenow')).toBe('48');
    expect((await results(page).boundingBox())!.height).toBeGreaterThan(before + 50);
    const b = (await sep.boundingBox())!;
    await page.mouse.move(b.x + 200, b.y + 2);
    await page.mouse.down();
    await page.mouse.move(b.x + 200, b.y + 150, { steps: 5 });
    await page.mouse.up();
    expect(Number(await sep.getAttribute('aria-valuenow'))).toBeGreaterThan(60);
    await sep.dblclick();
    expect(await sep.getAttribute('aria-valuenow')).toBe('58');

    const editorsH = (await box('.editors')).height;
    await results(page).getByRole('button', { name: 'Hide results' }).click();
    expect(await page.getByRole('tabpanel').isVisible()).toBe(false);
    expect(await page.getByRole('separator', { name: 'Resize the editors and the results' }).count()).toBe(0);
    expect((await box('.editors')).height).toBeGreaterThan(editorsH + 150);
    await results(page).getByRole('button', { name: 'Show results' }).click();
    expect(await page.getByRole('tabpanel').isVisible()).toBe(true);
    // a tab click also brings them back
    await results(page).getByRole('button', { name: 'Hide results' }).click();
    await results(page)
      .getByRole('tab', { name: /Pruned/ })
      .click();
    expect(await page.getByRole('tabpanel').isVisible()).toBe(true);
    await results(page)
      .getByRole('tab', { name: /Problems/ })
      .click();
  });

  it('below 900 px the editors stack', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    const [crd, objects] = [await page.locator('.pane').nth(0).boundingBox(), await page.locator('.pane').nth(1).boundingBox()];
    expect(objects!.y).toBeGreaterThanOrEqual(crd!.y + crd!.height - 1);
    expect(Math.abs(objects!.x - crd!.x)).toBeLessThan(2);
    expect(await page.getByRole('separator', { name: 'Resize the editors', exact: true }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 1400, height: 900 });
    const side = [await page.locator('.pane').nth(0).boundingBox(), await page.locator('.pane').nth(1).boundingBox()];
    expect(side[1]!.x).toBeGreaterThan(side[0]!.x + 300);
  });
});

describe('theme', { timeout: 120_000 }, () => {
  const bg = () => page.locator('.app').evaluate((el) => getComputedStyle(el).backgroundColor);
  const monacoBg = () =>
    page
      .locator('[data-editor="crd"] .monaco-editor')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  it('follows the emulated color scheme by default; the toggle overrides it and is remembered', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(bg).toBe('rgb(255, 255, 255)');
    expect(await monacoBg()).toBe('rgb(255, 255, 254)'); // Monaco's "vs" theme
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(bg).toBe('rgb(13, 17, 23)');
    await expect.poll(monacoBg).toBe('rgb(30, 30, 30)');
    expect(await page.locator('.results .tabbar').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(22, 27, 34)');
    const select = page.getByRole('combobox', { name: 'Theme' });
    await select.selectOption('light');
    await expect.poll(bg).toBe('rgb(255, 255, 255)');
    await expect.poll(monacoBg).toBe('rgb(255, 255, 254)');
    await page.reload();
    await waitReady(page);
    expect(await bg()).toBe('rgb(255, 255, 255)'); // still light under a dark system
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('system');
    await expect.poll(bg).toBe('rgb(13, 17, 23)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(bg).toBe('rgb(255, 255, 255)');
  });

  it('?theme=dark (embeds) still wins over the system', async () => {
    const p2 = await context.newPage();
    await p2.emulateMedia({ colorScheme: 'light' });
    await p2.goto(page.url().split('?')[0].split('#')[0] + '?embed&theme=dark');
    await waitReady(p2);
    expect(await p2.locator('.app').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(13, 17, 23)');
    await p2.close();
  });
});

describe('format', { timeout: 120_000 }, () => {
  it('Shift+Alt+F re-indents the focused editor keeping comments; the button does too; malformed YAML is left alone', async () => {
    // the text arrives as a share link would bring it (typing would auto-indent)
    const before = await waitReady(page);
    await openWork(page, '# my object\napiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n      name: x   # the name\nspec:\n      cronSpec: "* * * * */5"\n');
    await editor(page, 'Object editor').focus();
    const typed = await waitReady(page, before);
    await page.keyboard.press('Shift+Alt+F');
    await waitReady(page, typed);
    expect(await editorLine(page, 'objects', '# my')).toBe('# my object');
    expect(await editorLine(page, 'objects', 'name:')).toBe('  name: x # the name');
    expect(await editorLine(page, 'objects', 'cronSpec')).toBe('  cronSpec: "* * * * */5"');
    // key order kept: metadata is still above spec
    const top = async (t: string) =>
      page
        .locator('[data-editor="objects"] .view-line', { hasText: t })
        .first()
        .evaluate((el) => parseFloat((el as HTMLElement).style.top));
    expect(await top('metadata:')).toBeLessThan(await top('spec:'));

    // malformed: nothing changes, a notice says why
    await editor(page, 'Object editor').focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('bad: [1, 2\n');
    await waitReady(page);
    // the text Format must leave alone, as drawn: Monaco draws the inserted line at its next frame, which
    // can come after the result (read at once, the text before the insertion was compared below)
    const drawn = () => page.locator('[data-editor="objects"] .view-lines').innerText();
    await expect.poll(async () => (await drawn()).replace(/\u00a0/g, ' ')).toContain('bad: [1, 2');
    const malformed = await drawn();
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect.poll(() => page.locator('.notice[role="alert"]').innerText()).toContain('Not formatted');
    expect(await page.locator('[data-editor="objects"] .view-lines').innerText()).toBe(malformed);
    await page.keyboard.press('Control+Z'); // the focus stayed in the editor
    await page.locator('.notice[role="alert"]').getByRole('button', { name: 'Dismiss' }).click();
  });

  it('Convert to JSON and back to YAML', async () => {
    await editor(page, 'Object editor').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: j\n');
    await waitReady(page);
    await page.getByRole('button', { name: 'To JSON' }).click();
    await expect.poll(async () => (await page.locator('[data-editor="objects"] .view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain('"apiVersion": "stable.example.com/v1",');
    await page.getByRole('button', { name: 'To YAML' }).click();
    await expect.poll(async () => (await page.locator('[data-editor="objects"] .view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain('apiVersion: stable.example.com/v1');
  });
});

describe('shortcuts', { timeout: 120_000 }, () => {
  it('Ctrl+S saves a state file', async () => {
    await editor(page, 'CRD editor').focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Control+S');
    const d = await download;
    expect(d.suggestedFilename()).toBe('crd-playground-state.json');
  });

  it('Ctrl+Shift+S opens Share; Escape closes it', async () => {
    await editor(page, 'CRD editor').focus();
    await page.keyboard.press('Control+Shift+S');
    expect(await page.getByRole('button', { name: 'Share' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Share' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('Ctrl+K opens the examples with the search focused; typing filters; Enter opens the first match', async () => {
    // in an editor Ctrl+K belongs to Monaco's chords (Ctrl+K Ctrl+I: hover, see authoring.e2e.ts)
    await editor(page, 'CRD editor').focus();
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog', { name: 'Examples from the Kubernetes documentation' }).count()).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Examples from the Kubernetes documentation' });
    const search = dialog.getByRole('searchbox', { name: 'Search examples' });
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    const count = async () => dialog.locator('button.gallery-item').count();
    const all = await count();
    await page.keyboard.type('maxItems');
    await expect.poll(count).toBe(3);
    expect(await dialog.locator('button.gallery-item').allInnerTexts()).toEqual(['Validation rule examples', 'Rule cost: an unbounded list', 'Rule cost: bounded with maxItems and maxLength']);
    await search.fill('pruning');
    await expect.poll(count).toBe(2);
    await search.fill('Subresources'); // a section
    await expect.poll(count).toBe(1);
    await search.fill('kubectl get all'); // a description / feature
    await expect.poll(count).toBe(1);
    await search.fill('zzz no such');
    await expect.poll(() => dialog.innerText()).toContain('No example matches');
    await search.fill('');
    await expect.poll(count).toBe(all);
    // each entry has its one-line description
    expect(await dialog.getByText('A field the schema does not know is dropped on create, with a warning.').count()).toBe(1);
    await search.fill('rule examples');
    const before = await waitReady(page);
    await page.keyboard.press('Enter');
    await waitReady(page, before);
    expect(await dialog.count()).toBe(0);
    expect((await results(page).locator('[role="tab"][aria-selected="true"]').innerText()).replace(/\d+$/, '').trim()).toBe('CEL');
    // the example opens on its point: no cost errors
    expect(
      await results(page)
        .getByRole('tab', { name: /Problems/ })
        .innerText(),
    ).toBe('Problems');
  });

  it('F8 / Shift+F8 go to the next / previous problem in the editor that holds it', async () => {
    await page.getByRole('button', { name: 'Examples' }).click();
    const before = await waitReady(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Validation with the cronSpec pattern', exact: true }).click();
    await waitReady(page, before);
    await editor(page, 'CRD editor').focus();
    await page.keyboard.press('Control+Home');
    const focusedEditor = () => page.evaluate(() => document.activeElement?.closest('[data-editor]')?.getAttribute('data-editor'));
    await page.keyboard.press('F8');
    await expect.poll(focusedEditor).toBe('objects');
    // the focus moves before the problem is revealed: wait for its selection before reading the line
    await expect.poll(() => page.locator('[data-editor="objects"] .selected-text').count()).toBeGreaterThan(0);
    const line = () =>
      page
        .locator('[data-editor="objects"] .current-line')
        .first()
        .evaluate((el) => el.parentElement!.style.top);
    const first = await line();
    await page.keyboard.press('F8');
    await expect.poll(line).not.toBe(first);
    const second = await line();
    await page.keyboard.press('Shift+F8');
    await expect.poll(line).toBe(first);
    await page.keyboard.press('F8');
    await expect.poll(line).toBe(second);
    await page.keyboard.press('F8'); // wraps around
    await expect.poll(line).toBe(first);
  });

  it('? lists the shortcuts in an accessible dialog; Escape closes it and gives the focus back', async () => {
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).focus();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const text = await dialog.innerText();
    for (const s of ['Save a state file', 'Open Share', 'Search the examples', 'Next problem', 'Previous problem', 'Format']) expect(text).toContain(s);
    expect(await dialog.getByRole('button', { name: 'Close' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Keyboard shortcuts' }).evaluate((el) => el === document.activeElement)).toBe(true);
    // typing ? in an editor types it
    await editor(page, 'CRD editor').focus();
    await page.keyboard.press('?');
    expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0);
    await page.keyboard.press('Control+Z');
    expect(errors).toEqual([]);
  });
});

describe('problems panel', { timeout: 120_000 }, () => {
  it('filters by severity and document, sorts by position, copies the list as kubectl prints it', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const before = await waitReady(page);
    await openWork(
      page,
      'apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: a\nspec:\n  replicas: "x"\n  nope: 1\n---\napiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: b\nspec:\n  cronSpec: 5\n',
    );
    await waitReady(page, before);
    await results(page)
      .getByRole('tab', { name: /Problems/ })
      .click();
    const panel = results(page).getByRole('tabpanel');
    const rows = () => panel.locator('.problem-row .message').allInnerTexts();
    const all = await rows();
    expect(all.length).toBeGreaterThanOrEqual(3);
    await panel.getByRole('combobox', { name: 'Severity' }).selectOption('warning');
    await expect.poll(async () => (await rows()).every((m) => m.startsWith('Warning') || m.includes('unknown field'))).toBe(true);
    await panel.getByRole('combobox', { name: 'Severity' }).selectOption('all');
    await panel.getByRole('combobox', { name: 'Document' }).selectOption({ label: 'objects · doc 2' });
    await expect.poll(async () => (await rows()).join('\n')).toContain('spec.cronSpec');
    expect((await rows()).some((m) => m.includes('spec.replicas'))).toBe(false);
    expect(await panel.innerText()).toMatch(/Showing \d+ of \d+/);
    await panel.getByRole('combobox', { name: 'Document' }).selectOption('all');
    await panel.getByRole('combobox', { name: 'Sort' }).selectOption('position');
    const sorted = await rows();
    expect(sorted.findIndex((m) => m.includes('spec.replicas'))).toBeLessThan(sorted.findIndex((m) => m.includes('spec.cronSpec')));
    const copied = await withClipboard(async () => {
      await panel.getByRole('button', { name: 'Copy as kubectl prints it' }).click();
      await expect.poll(() => panel.getByRole('button', { name: 'Copied' }).count()).toBe(1);
      return page.evaluate(() => navigator.clipboard.readText());
    });
    expect(copied).toContain('The CronTab "a" is invalid: ');
    expect(copied).toContain('The CronTab "b" is invalid: spec.cronSpec: Invalid value: "integer": spec.cronSpec in body must be of type string: "integer"');
    expect(errors).toEqual([]);
  });
});
