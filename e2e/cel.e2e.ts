// The CEL tab, inline rule costs in the CRD editor, and update semantics: the request selector,
// the old objects editor, transition rules and ratcheting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { shareURL } from '../src/state/permalink';
import type { Snapshot } from '../src/state/snapshot';
import { appURL, editor, launch, results, runId, waitReady, savedWork, LinkTab } from './browser';
import { CEL_CRD, CEL_CRD_UNBOUNDED, CEL_OBJECT } from './fixtures-cel';

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

/** Opens a link to `snap` (`newTab`: as the first page of a fresh tab, not pasted into the tab of the tests before). */
async function open(snap: Partial<Snapshot> & Pick<Snapshot, 'texts'>, newTab = false): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  return tab.open(shareURL(appURL(), { options: { kubeVersion: '1.35', strict: false }, tab: 'cel', ...snap }), { newTab });
}

const oldEditor = (page: Page) => page.getByRole('textbox', { name: 'Old object editor' });

describe('CEL tab', () => {
  it('lists every rule with its cost against the limit and its result on the object; a click reveals the rule', async () => {
    const { page, close, errors } = await open({ texts: { crd: CEL_CRD, objects: CEL_OBJECT } });
    const tab = results(page).getByRole('tab', { name: /CEL/ });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const rules = results(page).locator('.cel-rule');
    // the tab's view comes in its own chunk: on a page that just opened, it may still be on its way
    await expect.poll(() => rules.count()).toBe(2);
    const size = rules.filter({ hasText: 'self.size() <= 5' });
    const text = await size.innerText();
    expect(text).toContain('spec.validation.openAPIV3Schema.properties[spec].properties[name].x-kubernetes-validations[0]');
    expect(text).toContain('name is too long');
    expect(text).toMatch(/\d+–\d+ × 1 = \d+ \/ 10,000,000/);
    // the result on the object: failed with the message, with its runtime cost
    const result = size.locator('.cel-result');
    expect(await result.innerText()).toMatch(/spec\.name\s+failed\s+name is too long/i);
    expect(await result.innerText()).toMatch(/cost \d+/);
    // the transition rule is marked and skipped on create, with the reason
    const transition = rules.filter({ hasText: 'oldSelf' });
    expect(await transition.innerText()).toContain('transition rule');
    expect(await transition.locator('.cel-result').innerText()).toMatch(/skipped\s+transition rule without an old value/i);
    // the CRD's total against its limit
    expect(await results(page).locator('.cel-total').innerText()).toMatch(/widgets\.example\.com: estimated \d+ of 100,000,000/);
    // clicking the rule selects its text in the CRD editor
    await size.locator('.cel-rule-head').click();
    // (Monaco draws the selection at its next frame after the click)
    await expect.poll(() => page.locator('[data-editor="crd"] .selected-text').count()).toBeGreaterThan(0);
    // inline cost after each rule in the CRD editor
    await page.locator('[data-editor="crd"] .cel-cost-hint').first().waitFor();
    const hints = (await page.locator('[data-editor="crd"] .cel-cost-hint').allInnerTexts()).map((h) => h.replace(/\u00a0/g, ' '));
    expect(hints.join('\n')).toMatch(/cost ≤ \d+ \(\d[\d.]*% of limit\)|cost ≤ \d+ \(<0\.01% of limit\)/);
    expect(errors).toEqual([]);
    await close();
  });

  it("the documentation's unbounded rule is over the limit, highlighted, with computed bounds", async () => {
    const { page, close, errors } = await open({ texts: { crd: CEL_CRD_UNBOUNDED, objects: CEL_OBJECT } });
    const rule = results(page).locator('.cel-rule').filter({ hasText: "self.all(x, x.contains('a string'))" });
    expect(await rule.getAttribute('class')).toContain('cost-over');
    const text = await rule.innerText();
    expect(text).toContain('Over the limit: the apiserver rejects this CRD.');
    expect(text).toMatch(/2–329,857,577,777 × 1 = 329,857,577,777 \/ 10,000,000 \(>9999% of the limit\)/);
    const suggestion = rule.getByRole('note', { name: 'Suggested bounds' });
    const s = await suggestion.innerText();
    expect(s).toContain('Unbounded fields driving the estimate: foo (maxItems), foo[*] (maxLength)');
    expect(s).toMatch(/Add maxItems: 4096 to foo and maxLength: 256 to foo\[\*\] to bring this rule to [\d.]+% of the limit\./);
    // the over-limit rule's inline hint is marked in the CRD editor (revealed by a click on the rule)
    await rule.locator('.cel-rule-head').click();
    await page.locator('[data-editor="crd"] .cel-cost-hint.over').first().waitFor();
    expect((await page.locator('[data-editor="crd"] .cel-cost-hint.over').allInnerTexts()).join('').replace(/\u00a0/g, ' ')).toContain('over the limit');
    // hovering the hint shows the estimate and the suggested bounds
    await page.locator('[data-editor="crd"] .cel-cost-hint.over').first().hover();
    const hover = page.locator('.monaco-hover').filter({ hasText: 'Estimated cost of this rule' });
    await hover.first().waitFor();
    expect(await hover.first().innerText()).toMatch(/Add maxItems: 4096 to foo and maxLength: 256 to foo\[\*\] to bring this rule to [\d.]+% of the limit\./);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('CEL tab: compile errors', () => {
  it("a rule that does not compile shows kube's compile error and no estimate", async () => {
    const crd = CEL_CRD.replace('rule: "self.size() <= 5"', 'rule: "self.nope() <= 5"');
    const { page, close, errors } = await open({ texts: { crd, objects: CEL_OBJECT } });
    const rule = results(page).locator('.cel-rule').filter({ hasText: 'self.nope() <= 5' });
    expect(await rule.getAttribute('class')).toContain('has-error');
    const text = await rule.innerText();
    expect(text).toMatch(/Compile error: compilation failed: ERROR: <input>:1:\d+:/);
    expect(text).toContain('No estimate: the rule does not compile.');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('update semantics', () => {
  it('Update shows the old objects editor; a low → high transition fails and the unchanged name is ratcheted', async () => {
    const { page, close, errors } = await open({ texts: { crd: CEL_CRD, objects: CEL_OBJECT }, tab: 'problems' });
    expect(await oldEditor(page).count()).toBe(0);
    const status = page.getByRole('radio', { name: 'Update /status' });
    expect(await status.isDisabled()).toBe(false); // the version has the status subresource
    let before = await runId(page);
    await page.getByRole('radio', { name: 'Update', exact: true }).check();
    await waitReady(page, before);
    await page.locator('[data-editor="old"]').waitFor();
    expect(((await page.locator('[data-editor="old"]').boundingBox())?.height ?? 0) > 100).toBe(true);
    // prefilled from the objects: the same object, so the name failure is ratcheted, nothing else fails
    const ratcheted = results(page).locator('.problem.ratcheted');
    await ratcheted.first().waitFor();
    expect(await ratcheted.count()).toBe(1);
    expect(await ratcheted.innerText()).toContain('name is too long');
    expect(await ratcheted.innerText()).toContain('ratcheted:');
    expect(await ratcheted.innerText()).toContain('the value is unchanged from the old object');
    expect(await ratcheted.evaluate((el) => getComputedStyle(el).opacity)).not.toBe('1');
    // the ratcheted rule failure names the rule's node and selects it in the objects editor
    expect(await ratcheted.locator('code.field').innerText()).toBe('spec.name');
    expect(await ratcheted.getByRole('button').isDisabled()).toBe(false);
    await ratcheted.getByRole('button').click();
    await expect.poll(() => page.locator('[data-editor="objects"] .selected-text').count()).toBeGreaterThan(0);
    expect(await results(page).innerText()).toContain('metadata.generation stays 1');
    // the old object had level: low
    before = await runId(page);
    await oldEditor(page).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home'); // Monaco's Home stops at the indentation
    await page.keyboard.type('level: low');
    await waitReady(page, before);
    const transition = results(page).locator('.problem.error').filter({ hasText: "cannot transition directly between 'low' and 'high'" });
    await transition.first().waitFor();
    expect(await transition.count()).toBe(1);
    expect(await transition.innerText()).toContain('spec.level: Invalid value: "high"');
    expect(await results(page).innerText()).toContain('metadata.generation increments to 2');
    // the CEL tab: the transition rule ran and failed
    await results(page).getByRole('tab', { name: /CEL/ }).click();
    const rule = results(page).locator('.cel-rule').filter({ hasText: 'oldSelf' });
    expect(await rule.locator('.cel-result').innerText()).toMatch(/failed\s+cannot transition directly between 'low' and 'high'\s+ran with oldSelf/i);
    const size = results(page).locator('.cel-rule').filter({ hasText: 'self.size() <= 5' });
    expect(await size.locator('.cel-result.ratcheted').count()).toBe(1);
    // the old objects and the request are autosaved
    const saved = async () => (await savedWork(page)) ?? ({} as Partial<Snapshot>);
    // autosave follows edits after a short delay
    // (the request and the old text may land in different autosaves: wait for both)
    await expect.poll(async () => (await saved()).options?.request, { timeout: 15_000 }).toBe('update');
    await expect.poll(async () => (await saved()).texts?.old ?? '', { timeout: 15_000 }).toContain('level: low');
    expect(errors).toEqual([]);
    await close();
  });

  it('a share link opens the update with its old objects; problems in them are marked in the old editor', async () => {
    // a second document that is not YAML: reported against the old objects
    const old = CEL_OBJECT.replace('level: high', 'level: low') + '---\nfoo: [\n';
    const { page, close, errors } = await open(
      {
        texts: { crd: CEL_CRD, objects: CEL_OBJECT, old },
        options: { kubeVersion: '1.35', strict: false, request: 'update' },
        tab: 'problems',
      },
      true,
    );
    await page.locator('[data-editor="old"]').waitFor();
    expect(await page.getByRole('radio', { name: 'Update', exact: true }).isChecked()).toBe(true);
    expect(await results(page).innerText()).toContain("cannot transition directly between 'low' and 'high'");
    const oldProblem = results(page).locator('.problem').filter({ hasText: 'old objects · doc 2' });
    await oldProblem.first().waitFor();
    await page.locator('[data-editor="old"] .squiggly-error').first().waitFor();
    // back to Create: no old objects editor, the transition rule is skipped
    const before = await runId(page);
    await page.getByRole('radio', { name: 'Create' }).check();
    await waitReady(page, before);
    expect(await oldEditor(page).count()).toBe(0);
    expect(await results(page).innerText()).not.toContain("cannot transition directly between 'low' and 'high'");
    expect(await editor(page, 'Object editor').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('Update /status is disabled without the status subresource', async () => {
    const { page, close, errors } = await open({ texts: { crd: CEL_CRD.replace('    subresources:\n      status: {}\n', ''), objects: CEL_OBJECT } });
    expect(await page.getByRole('radio', { name: 'Update /status' }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Update', exact: true }).isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});
