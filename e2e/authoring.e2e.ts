// Writing help in the object editor, in Chromium with the app's Monaco providers and language
// worker: completion (also in incomplete YAML), enum and apiVersion/kind values, hover content,
// go to definition into the CRD editor, code actions, and the big corpus CRD staying responsive.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { shareURL } from '../src/state/permalink';
import { appURL, editorLine, launch, LinkTab } from './browser';
import { CORPUS_DIR, hasCorpus } from '../test/corpus';
import { suggestEventually } from './suggest';

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
            description: "Desired <b>state</b> of the widget."
            required: [size]
            x-kubernetes-validations:
            - rule: "self.size <= 10"
              message: size too big
            properties:
              size:
                type: integer
                minimum: 1
                maximum: 100
                description: How big the widget is.
              mode:
                type: string
                enum: [Always, Never]
              color:
                type: string
                default: blue
              ports:
                type: array
                x-kubernetes-list-type: map
                x-kubernetes-list-map-keys: [port]
                items:
                  type: object
                  required: [port]
                  properties:
                    name: {type: string}
                    port: {type: integer}
  - name: v2
    served: false
    storage: false
    schema:
      openAPIV3Schema:
        type: object
`;

const OBJECT = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  size: 30
`;

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

const linkTo = (crd: string, objects: string) => shareURL(appURL(), { options: { kubeVersion: '1.35', strict: false }, tab: 'problems', texts: { crd, objects } });

async function open(crd: string, objects: string): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  return tab.open(linkTo(crd, objects));
}

/**
 * The 3 MB CRD's link, opened in the file's tab as the tests before (a page of its own was a second,
 * cold context: a new renderer and an empty HTTP cache); its load and first check take a while on a
 * busy machine.
 */
async function openBig(crd: string, objects: string): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  return tab.open(linkTo(crd, objects), { timeout: 120_000 });
}

/**
 * Puts the cursor on 1-based `line` of the object editor: at its end, or `column` characters
 * after the line's indentation (arrow keys, as a user would).
 */
async function gotoLine(page: Page, line: number, column?: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Object editor' }).focus();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  if (column !== undefined) {
    await page.keyboard.press('Home'); // the first non-blank character
    for (let i = 0; i < column; i++) await page.keyboard.press('ArrowRight');
  }
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

/** The labels of the object editor's open suggest widget. */
async function suggestions(page: Page): Promise<string[]> {
  const rows = page.locator('[data-editor="objects"] .suggest-widget.visible .monaco-list-row');
  await page.waitForFunction(() => document.querySelectorAll('[data-editor="objects"] .suggest-widget.visible .monaco-list-row').length > 0, undefined, { timeout: 15_000 });
  return (await rows.locator('.label-name').allInnerTexts()).map((s) => s.trim());
}

/** The label of the focused suggestion, '' when the list is not shown. */
async function focusedSuggestion(page: Page): Promise<string> {
  const row = page.locator('[data-editor="objects"] .suggest-widget.visible .monaco-list-row.focused .label-name');
  return (await row.count()) > 0 ? (await row.first().innerText()).trim() : '';
}

/** Opens the suggestions at the cursor (as Ctrl+Space does). */
async function suggestHere(page: Page): Promise<string[]> {
  await page.keyboard.press('Control+Space');
  return suggestions(page);
}

/**
 * Shows the hover at the cursor (Ctrl+K Ctrl+I) and returns its text once it holds `needle`: the
 * language worker's part of a hover comes after the parts Monaco has at once (a problem's marker at that
 * place), and Monaco shows those alone meanwhile.
 */
async function hoverHere(page: Page, needle: string): Promise<string> {
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Control+i');
  const hover = page.locator('.monaco-hover:not(.hidden) .monaco-hover-content, .monaco-hover:visible .hover-contents').first();
  await hover.waitFor({ timeout: 15_000 });
  await page.waitForFunction((n) => [...document.querySelectorAll('.monaco-hover .hover-contents')].some((e) => (e.textContent ?? '').includes(n)), needle, { timeout: 15_000 });
  return (await page.locator('.monaco-hover .hover-contents').allInnerTexts()).join('\n');
}

async function objectText(page: Page): Promise<string> {
  return (await page.locator('[data-editor="objects"] .view-lines').innerText()).replace(/\u00a0/g, ' ');
}

describe('object editor completion', () => {
  it('offers the schema fields on an empty line under a mapping, required first, and inserts the chosen one', async () => {
    const { page, close, errors } = await open(CRD, OBJECT);
    await gotoLine(page, lineOf(OBJECT, '  size: 30'));
    await page.keyboard.press('Enter'); // the new line keeps the indentation: spec's mapping
    const labels = await suggestHere(page);
    expect(labels).toEqual(['color', 'mode', 'ports']); // size is present already
    // the detail shows the type; Enter inserts a snippet with the default
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await editorLine(page, 'objects', 'color:')).toBe('  color: blue');
    expect(errors).toEqual([]);
    await close();
  });

  it('completes a key typed without its colon, and values of an enum after it', async () => {
    const { page, close, errors } = await open(CRD, OBJECT);
    await gotoLine(page, lineOf(OBJECT, '  size: 30'));
    await page.keyboard.press('Enter');
    await page.keyboard.type('mo');
    const labels = await suggestions(page);
    expect(labels[0]).toBe('mode');
    await page.keyboard.press('Enter');
    // inserting `mode: ` opens the value suggestions: the enum
    expect(await suggestions(page)).toEqual(['Always', 'Never']);
    await page.keyboard.press('ArrowDown');
    // Enter only once the list shows Never focused (a busy machine may still be drawing it)
    await expect.poll(() => focusedSuggestion(page)).toBe('Never');
    await page.keyboard.press('Enter');
    await expect.poll(() => editorLine(page, 'objects', 'mode:')).toBe('  mode: Never');
    expect(errors).toEqual([]);
    await close();
  });

  it('completes inside a flow map and offers list-map keys first in a new item', { timeout: 120_000 }, async () => {
    const objects = `${OBJECT}  ports:\n  - port: 80\n`;
    const { page, close, errors } = await open(CRD, objects);
    await gotoLine(page, 1);
    await page.keyboard.press('Control+End');
    await page.keyboard.type('  - ');
    const item = await suggestHere(page);
    expect(item[0]).toBe('port');
    expect(item).toContain('name');
    await page.keyboard.press('Escape');
    await close();
    // a flow map: spec: {size: 3, |}
    const flow = `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {size: 3, }\n`;
    const second = await open(CRD, flow);
    await gotoLine(second.page, 4);
    await second.page.keyboard.press('ArrowLeft');
    const inFlow = await suggestHere(second.page);
    expect(inFlow).toEqual(['color', 'mode', 'ports']);
    expect(errors.concat(second.errors)).toEqual([]);
    await second.close();
  });

  it('offers served apiVersions and the CRD kinds', { timeout: 120_000 }, async () => {
    const { page, close, errors } = await open(CRD, 'apiVersion: \nkind: Widget\n');
    await gotoLine(page, 1);
    expect(await suggestHere(page)).toEqual(['example.com/v1']); // v2 is not served
    await page.keyboard.press('Escape');
    await close();
    const second = await open(CRD, 'apiVersion: example.com/v1\nkind: \n');
    await gotoLine(second.page, 2);
    expect(await suggestHere(second.page)).toEqual(['Widget']);
    expect(errors.concat(second.errors)).toEqual([]);
    await second.close();
  });
});

describe('object editor hover and definition', () => {
  it('hover shows the explain path, type, escaped description, constraints and the rule result', async () => {
    const { page, close, errors } = await open(CRD, OBJECT);
    await gotoLine(page, lineOf(OBJECT, '  size: 30'), 2);
    const size = await hoverHere(page, 'widgets.spec.size');
    expect(size).toContain('widgets.spec.size');
    expect(size).toContain('<integer>');
    expect(size).toContain('How big the widget is.');
    expect(size).toContain('minimum: 1');
    expect(size).toContain('maximum: 100');
    await page.keyboard.press('Escape');
    await gotoLine(page, lineOf(OBJECT, 'spec:'), 2);
    // (the rule's failure is a marker on `spec`: its part shows before the language worker's)
    const spec = await hoverHere(page, 'Desired <b>state</b> of the widget.');
    // the description's HTML is text, not markup
    expect(spec).toContain('Desired <b>state</b> of the widget.');
    expect(await page.locator('.monaco-hover .hover-contents b').count()).toBe(0);
    expect(spec).toContain('self.size <= 10');
    expect(spec).toMatch(/failed: size too big/);
    expect(errors).toEqual([]);
    await close();
  });

  it('F12 on a field selects its schema property in the CRD editor', async () => {
    const { page, close, errors } = await open(CRD, OBJECT);
    await gotoLine(page, lineOf(OBJECT, '  size: 30'), 2);
    await page.keyboard.press('F12');
    // the CRD editor has the property key selected: typing replaces it
    await page.waitForFunction(() => document.activeElement?.closest('[data-editor="crd"]') !== null, undefined, { timeout: 15_000 });
    await page.keyboard.type('sizeX');
    expect(await editorLine(page, 'crd', 'sizeX')).toBe('              sizeX:');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('CRD editor definition', () => {
  it('F12 on a schema property selects the field that uses it in the object editor', { timeout: 120_000 }, async () => {
    const { page, close, errors } = await open(CRD, OBJECT);
    await page.getByRole('textbox', { name: 'CRD editor' }).focus();
    await page.keyboard.press('Control+Home');
    const line = lineOf(CRD, '              size:\n');
    for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('F12');
    await page.waitForFunction(() => document.activeElement?.closest('[data-editor="objects"]') !== null, undefined, { timeout: 15_000 });
    await page.keyboard.type('sizeY');
    expect(await editorLine(page, 'objects', 'sizeY')).toBe('  sizeY: 30');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('object editor code actions', () => {
  it('offers removing a pruned field and applies it as one undoable edit', async () => {
    const objects = OBJECT.replace('  size: 30\n', '  size: 3\n  bogus: 1\n');
    const { page, close, errors } = await open(CRD, objects);
    await gotoLine(page, lineOf(objects, '  bogus: 1'), 2);
    await page.keyboard.press('Control+.');
    const menu = page.locator('.action-widget, .context-view .monaco-list').first();
    await menu.waitFor({ timeout: 15_000 });
    const titles = (await page.locator('.action-widget .action-label, .action-widget .title').allInnerTexts()).join('\n');
    expect(titles).toMatch(/bogus/);
    await page.locator('.action-widget .monaco-list-row', { hasText: /bogus/ }).first().click();
    await expect.poll(() => objectText(page)).not.toContain('bogus');
    await page.getByRole('textbox', { name: 'Object editor' }).focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => objectText(page)).toContain('bogus: 1');
    expect(errors).toEqual([]);
    await close();
  });
});

describe.skipIf(!hasCorpus)('the largest corpus CRD (argo CronWorkflow, 2.9 MB)', () => {
  it('completes and hovers an object of it, and the editor stays responsive; screenshots', { timeout: 300_000 }, async () => {
    const crd = readFileSync(join(CORPUS_DIR, 'crds/argo-workflows/argoproj.io_cronworkflows.yaml'), 'utf8');
    const object = readFileSync(join(CORPUS_DIR, 'objects/valid/argo-workflows/examples__cron-workflow.yaml'), 'utf8');
    const { page, close, errors } = await openBig(crd, object);
    const shots = join(process.env.E2E_SHOTS ?? '/tmp', 'authoring-shots');
    mkdirSync(shots, { recursive: true });
    await gotoLine(page, lineOf(object, '  suspend: false'));
    await page.keyboard.press('Enter');
    const t0 = Date.now();
    const labels = await suggestEventually(page, '[data-editor="objects"]');
    const firstMs = Date.now() - t0;
    await page.keyboard.press('Escape');
    // once the CRD is loaded, the next completion is immediate
    const t2 = Date.now();
    await suggestHere(page);
    const completionMs = Date.now() - t2;
    // the spec fields the object does not have yet (workflowSpec, below the cursor, is there already)
    expect(labels).toEqual(['stopStrategy', 'when', 'workflowMetadata']);
    await page.screenshot({ path: join(shots, 'completion-argo.png') });
    await page.keyboard.press('Escape');
    await gotoLine(page, lineOf(object, '  concurrencyPolicy'), 3);
    const text = await hoverHere(page, 'cronworkflows.spec.concurrencyPolicy');
    expect(text).toContain('cronworkflows.spec.concurrencyPolicy');
    await page.screenshot({ path: join(shots, 'hover-argo.png') });
    await page.keyboard.press('Escape');
    // typing goes on while the services answer
    const t1 = Date.now();
    await gotoLine(page, lineOf(object, '  timezone'));
    await page.keyboard.type(' # typed');
    expect(await editorLine(page, 'objects', '# typed')).toContain('America/Los_Angeles');
    const typingMs = Date.now() - t1;
    console.log(`argo: first suggestions after ${firstMs} ms (the language worker loads the CRD), then shown after ${completionMs} ms; typing a comment took ${typingMs} ms`);
    expect(errors).toEqual([]);
    await close();
  });
});
