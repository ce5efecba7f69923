// Writing help in Go mode's Go editor, in Chromium against the built app: marker completion after
// `// +` (the markers of the place the comment lands), hover on a marker or a field (a field of a
// k8s.io/api type too), the quick fix of a miscased marker, the cost quick fix (issue 31's Done-when
// row), a kind's resource marker (in Ukrainian) and a misplaced marker moved where it applies. The
// language worker answers them with the Go files and the check worker's generated CRD sent along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { launch, LINK_TAB_900, LinkTab, openPage, results } from './browser';
import { goLink } from './fixtures-go';
import { suggestEventually } from './suggest';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

/**
 * The English tests open their Go types as a share link into one tab (LinkTab): Go mode with one Go
 * file and the example's objects, as the switch to Go types and a paste into the Go editor leave them;
 * a later test's link replaces the texts without a reload, and the workers stay.
 */
const tab = new LinkTab(() => browser, LINK_TAB_900);

/** Go types with marker lines to fill in: `{SIZE}` above the field `Size`, `{NAME}` above `Name`, `{TYPE}` above the type `Gadget`. */
const TEMPLATE = [
  '// +groupName=gadgets.example.com',
  'package v1',
  '',
  'import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
  '',
  'type GadgetSpec struct {',
  '// +{SIZE}',
  'Size int32 `json:"size"`',
  '// +{NAME}',
  'Name string `json:"name"`',
  '}',
  '',
  '// +kubebuilder:object:root=true',
  '// +{TYPE}',
  'type Gadget struct {',
  'metav1.TypeMeta   `json:",inline"`',
  'metav1.ObjectMeta `json:"metadata,omitempty"`',
  'Spec GadgetSpec `json:"spec,omitempty"`',
  '}',
  '',
].join('\n');

const types = (size: string, name = 'kubebuilder:validation:MinLength=1', type = 'kubebuilder:subresource:status') => TEMPLATE.replace('{SIZE}', size).replace('{NAME}', name).replace('{TYPE}', type);
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

const GO = '[data-editor^="go:"]';

/** The Go editor's accessible name in the page's language (set by goMode). */
let goEditorName = 'Go editor';

async function goMode(page: Page, names = { go: 'Go types', editor: 'Go editor' }): Promise<void> {
  goEditorName = names.editor;
  await page.getByRole('radio', { name: names.go }).click();
  await expect.poll(() => page.getByRole('radio', { name: names.go }).isChecked()).toBe(true);
  await page.getByRole('textbox', { name: names.editor }).first().waitFor({ state: 'attached', timeout: 120_000 });
  await page.locator(`${GO} .monaco-editor`).first().waitFor({ timeout: 120_000 });
}

/** The app in Go mode with `text` as its one Go file (api/v1/widget_types.go), from a share link. */
async function openGo(text: string) {
  goEditorName = 'Go editor';
  const opened = await tab.open(goLink(text));
  await opened.page.locator(`${GO} .monaco-editor`).first().waitFor({ timeout: 120_000 });
  return opened;
}

async function setGoText(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: goEditorName }).first().focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function goText(page: Page): Promise<string> {
  return (await page.locator(`${GO} .view-lines`).innerText()).replace(/\u00a0/g, ' ');
}

/** The cursor at the end of line `line` of the Go editor, or `column` characters after its first non-blank one. */
async function gotoLine(page: Page, line: number, column?: number): Promise<void> {
  await page.getByRole('textbox', { name: goEditorName }).first().focus();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  if (column !== undefined) {
    await page.keyboard.press('Home');
    for (let i = 0; i < column; i++) await page.keyboard.press('ArrowRight');
  }
}

/** Ctrl+K Ctrl+I until the hover shows text containing `needle`; the hover's text. */
async function hoverEventually(page: Page, needle: string, timeoutMs = 60_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+i');
    try {
      await page.waitForFunction((n) => [...document.querySelectorAll('.monaco-hover .hover-contents')].some((e) => (e.textContent ?? '').includes(n)), needle, { timeout: 5_000 });
      return (await page.locator('.monaco-hover .hover-contents').allInnerTexts()).join('\n');
    } catch (e) {
      if (Date.now() > until) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Ctrl+. at `line`/`column` until the action list shows a row containing `needle`; that row. An empty
 * answer ends its try at once: Monaco says "No code actions available".
 */
async function actionEventually(page: Page, line: number, column: number, needle: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  const row = page.locator('.action-widget .monaco-list-row', { hasText: needle }).first();
  const none = page.locator('.monaco-editor-overlaymessage', { hasText: 'No code actions available' });
  for (;;) {
    await gotoLine(page, line, column);
    await page.keyboard.press('Control+.');
    try {
      const found = await Promise.race([row.waitFor({ timeout: 5_000 }).then(() => true), none.waitFor({ timeout: 5_000 }).then(() => false)]);
      if (found) return row;
      throw new Error('no code actions yet');
    } catch (e) {
      if (Date.now() > until) throw e;
      await page.keyboard.press('Escape');
      // the next answer is told by a message of its own
      await none.waitFor({ state: 'hidden', timeout: 5_000 });
    }
  }
}

/** A spec whose rule compares every pair of an unbounded list of unbounded strings: far over the cost budget. */
const COSTLY = [
  '// +groupName=gadgets.example.com',
  'package v1',
  '',
  'import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
  '',
  'type GadgetSpec struct {',
  '// +kubebuilder:validation:XValidation:rule="self.all(x, self.all(y, x == y || x != y))",message="hosts differ"',
  'Hosts []string `json:"hosts"`',
  '}',
  '',
  '// +kubebuilder:object:root=true',
  'type Gadget struct {',
  'metav1.TypeMeta   `json:",inline"`',
  'metav1.ObjectMeta `json:"metadata,omitempty"`',
  'Spec GadgetSpec `json:"spec,omitempty"`',
  'Status GadgetStatus `json:"status,omitempty"`',
  '}',
  '',
  'type GadgetStatus struct {',
  '// +kubebuilder:subresource:status',
  'Ready bool `json:"ready,omitempty"`',
  '}',
  '',
].join('\n');

describe('Go editor assist', () => {
  it('completes markers after `// +` by place (field or type) and hovers a marker with its help', async () => {
    const text = types('kubebuilder:validation:Max', 'kubebuilder:res', 'kubebuilder:res');
    const { page, close, errors } = await openGo(text);
    // above the type: the type's markers (kubebuilder:resource is for types only)
    await gotoLine(page, lineOf(text, '// +kubebuilder:res\ntype Gadget'));
    expect(await suggestEventually(page, GO)).toContain('kubebuilder:resource');
    await page.keyboard.press('Escape');
    // above a field: field markers, no type-only ones
    await gotoLine(page, lineOf(text, '// +kubebuilder:validation:Max'));
    const field = await suggestEventually(page, GO);
    expect(field).toContain('kubebuilder:validation:Maximum');
    expect(field).toContain('kubebuilder:validation:MaxItems');
    await page.keyboard.press('Escape');
    await gotoLine(page, lineOf(text, '// +kubebuilder:res\nName'));
    await page.keyboard.press('Control+Space');
    // the answer: its rows, or Monaco's "No suggestions." (the widget is visible before, saying "Loading…",
    // and an empty list then passed the check below without an answer to check)
    await page.waitForFunction(
      (sel) => {
        const widget = document.querySelector(`${sel} .suggest-widget.visible`);
        return !!widget && (widget.querySelectorAll('.monaco-list-row').length > 0 || widget.querySelector('.message')?.textContent === 'No suggestions.');
      },
      GO,
      { timeout: 15_000 },
    );
    expect(await page.locator(`${GO} .suggest-widget.visible .monaco-list-row .label-name`).allInnerTexts()).not.toContain('kubebuilder:resource');
    await page.keyboard.press('Escape');
    // accepting a suggestion inserts the marker with its argument
    await gotoLine(page, lineOf(text, '// +kubebuilder:validation:Max'));
    await suggestEventually(page, GO);
    await page
      .locator(`${GO} .suggest-widget.visible .monaco-list-row`, { hasText: /^kubebuilder:validation:Maximum/ })
      .first()
      .click();
    await page.keyboard.type('7');
    await expect.poll(() => goText(page)).toContain('// +kubebuilder:validation:Maximum=7');
    // typing `// +` opens the suggestions by itself
    await gotoLine(page, lineOf(text, 'Name string'));
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('// +kubebuilder:validation:Min');
    await page.waitForFunction((sel) => document.querySelectorAll(`${sel} .suggest-widget.visible .monaco-list-row`).length > 0, GO, { timeout: 15_000 });
    // (the list opened at `// +` may still show its rows for a shorter text: only the rows in view are drawn)
    await expect.poll(() => page.locator(`${GO} .suggest-widget.visible .monaco-list-row .label-name`).allInnerTexts()).toContain('kubebuilder:validation:Minimum');
    await page.keyboard.press('Escape');
    // hover on the marker: its help
    await gotoLine(page, lineOf(text, '// +kubebuilder:validation:Max'), 8);
    const help = await hoverEventually(page, '+kubebuilder:validation:Maximum');
    expect(help).toContain('+kubebuilder:validation:Maximum (field)');
    expect(errors).toEqual([]);
    await close();
  }, 300_000);

  it('Ctrl+. on a miscased marker replaces it with the registered name, and the warning goes away', async () => {
    const text = types('kubebuilder:validation:maximum=5');
    const { page, close, errors } = await openGo(text);
    const problems = results(page);
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).toContain('Did you mean `+kubebuilder:validation:Maximum`?');
    await expect.poll(() => page.locator(`${GO} .squiggly-warning`).count()).toBeGreaterThan(0);
    const until = Date.now() + 60_000;
    const row = page.locator('.action-widget .monaco-list-row', { hasText: 'Change to' }).first();
    for (;;) {
      await gotoLine(page, lineOf(text, 'maximum=5'), 8);
      await page.keyboard.press('Control+.');
      try {
        await row.waitFor({ timeout: 5_000 });
        break;
      } catch (e) {
        if (Date.now() > until) throw e;
        await page.keyboard.press('Escape');
      }
    }
    expect(await row.innerText()).toContain('Change to `+kubebuilder:validation:Maximum`');
    await row.click();
    await expect.poll(() => goText(page)).toContain('// +kubebuilder:validation:Maximum=5');
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).not.toContain('unknown marker');
    await expect.poll(() => page.locator(`${GO} .squiggly-warning`).count(), { timeout: 60_000 }).toBe(0);
    expect(errors).toEqual([]);
    await close();
  }, 300_000);

  it('hover on a field shows its generated schema: type, format, constraints, required', async () => {
    const text = types('kubebuilder:validation:Maximum=5', 'optional');
    const { page, close, errors } = await openGo(text);
    await gotoLine(page, lineOf(text, 'Size int32'), 1);
    const size = await hoverEventually(page, 'spec.size');
    expect(size).toContain('spec.size: integer (int32) — required');
    expect(size).toContain('maximum: 5');
    await page.keyboard.press('Escape');
    await gotoLine(page, lineOf(text, 'Name string'), 1);
    expect(await hoverEventually(page, 'spec.name')).toContain('spec.name: string — optional');
    expect(errors).toEqual([]);
    await close();
  }, 300_000);

  it('a cost quick fix inserts the bound markers above the field and the cost error goes', async () => {
    const { page, close, errors } = await openGo(COSTLY);
    const problems = results(page);
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).toContain('estimated rule cost exceeds budget');
    await expect.poll(() => page.locator(`${GO} .squiggly-error`).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const row = await actionEventually(page, lineOf(COSTLY, 'self.all(x'), 50, 'Add +kubebuilder:validation:MaxItems=');
    const title = await row.innerText();
    expect(title).toMatch(/Add \+kubebuilder:validation:MaxItems=(\d+), \+kubebuilder:validation:items:MaxLength=(\d+) to Hosts \(estimated cost [\d,]+ → [\d,]+\)/);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/go-cost-quickfix.png' });
    const [, items, length] = /MaxItems=(\d+), \+kubebuilder:validation:items:MaxLength=(\d+)/.exec(title)!;
    await row.click();
    await expect.poll(() => goText(page)).toContain(`// +kubebuilder:validation:MaxItems=${items}`);
    expect(await goText(page)).toContain(`// +kubebuilder:validation:items:MaxLength=${length}`);
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).not.toContain('estimated rule cost');
    await expect.poll(() => page.locator(`${GO} .squiggly-error`).count(), { timeout: 60_000 }).toBe(0);
    await page.screenshot({ path: 'test-results/go-cost-quickfix-applied.png' });
    // a marker on the wrong node: the status subresource written on a field moves to the type holding it
    // (the fix above added two lines; the view's lines are not read back in order after an edit)
    const moved = await actionEventually(page, lineOf(COSTLY, '// +kubebuilder:subresource:status') + 2, 8, 'Move +kubebuilder:subresource:status to the type GadgetStatus');
    await moved.click();
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).not.toContain('applies to types, not to struct fields');
    expect(await goText(page)).toContain('// +kubebuilder:subresource:status');
    expect(errors).toEqual([]);
    await close();
  }, 400_000);

  it('in Ukrainian, Ctrl+. on a kind offers +kubebuilder:resource with the scope generated now, and applying it adds the marker', async () => {
    const { page, context, errors } = await openPage(browser, '', { locale: 'uk-UA' });
    await goMode(page, { go: 'Типи Go', editor: 'Редактор Go' });
    await setGoText(page, COSTLY);
    await expect.poll(() => page.getByRole('region', { name: /Результати|Results/ }).innerText(), { timeout: 120_000 }).toContain('estimated rule cost');
    const row = await actionEventually(page, lineOf(COSTLY, 'type Gadget struct'), 7, 'Додати +kubebuilder:resource:scope=Namespaced');
    expect(await row.innerText()).toContain('(область, що генерується зараз)');
    await row.click();
    await expect.poll(() => goText(page)).toContain('// +kubebuilder:resource:scope=Namespaced');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('hover on a field of a k8s.io/api type shows its generated schema (from the check worker’s CRD)', async () => {
    const text = COSTLY.replace('import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"', 'import (\ncorev1 "k8s.io/api/core/v1"\nmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"\n)').replace(
      'Hosts []string `json:"hosts"`',
      'Hosts []string `json:"hosts"`\nTemplate corev1.PodTemplateSpec `json:"template"`',
    );
    const { page, close, errors } = await openGo(text);
    await expect.poll(() => results(page).innerText(), { timeout: 180_000 }).toContain('estimated rule cost');
    await gotoLine(page, lineOf(text, 'Template corev1'), 2);
    const hover = await hoverEventually(page, 'spec.template', 120_000);
    expect(hover).toContain('spec.template: Object — required');
    expect(hover).toMatch(/properties: metadata, spec/);
    expect(errors).toEqual([]);
    await close();
  }, 300_000);
});
