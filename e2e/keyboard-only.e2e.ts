// The app with the keyboard alone: Tab in an editor indents (as in any code editor), so a keyboard
// user needs a way out of the editors that leaves the text alone — Monaco's tab focus mode (Ctrl+M;
// Ctrl+Shift+M on a Mac), listed in the `?` dialog. Without it, Tab reached the CRD editor and could
// go no further: every Tab and Shift+Tab after that indented or outdented the CRD.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { editorText, launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Where the focus is: the editor (`data-editor`) that holds it, or the focused element's tag and label. */
function focusAt(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'none';
    const editor = el.closest('[data-editor]');
    if (editor) return `editor:${editor.getAttribute('data-editor')}`;
    return `${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;
  });
}

describe('keyboard only', () => {
  it('Tab gets past the editors once Ctrl+M turns on tab focus mode, and leaves the text as it was', async () => {
    const { context, page, errors } = await openPage(browser);
    // Tab from the page's start reaches the CRD editor
    await page.locator('body').focus();
    let at = '';
    for (let i = 0; i < 30 && at !== 'editor:crd'; i++) {
      await page.keyboard.press('Tab');
      at = await focusAt(page);
    }
    expect(at).toBe('editor:crd');
    const before = await editorText(page, 'crd');
    await page.keyboard.press('Control+m');
    // Tab now moves on: past the CRD editor to the object editor (its request radios first)
    const seen: string[] = [];
    for (let i = 0; i < 10 && !seen.includes('editor:objects'); i++) {
      await page.keyboard.press('Tab');
      seen.push(await focusAt(page));
    }
    expect(seen).toContain('editor:objects');
    expect(seen[0]).not.toBe('editor:crd');
    // and on out of the object editor, to the results' tabs
    await page.keyboard.press('Tab');
    expect(await focusAt(page)).not.toBe('editor:objects');
    // Shift+Tab comes back into the object editor, then out of it the other way
    await page.keyboard.press('Shift+Tab');
    expect(await focusAt(page)).toBe('editor:objects');
    await page.keyboard.press('Shift+Tab');
    expect(await focusAt(page)).not.toBe('editor:objects');
    // none of those Tabs indented anything
    await expect.poll(() => editorText(page, 'crd')).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the ? dialog names the key that lets Tab leave the editors', async () => {
    const { context, page } = await openPage(browser);
    await page.locator('h1').click();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toMatch(/Ctrl\s*\+\s*M/);
    expect(text).toContain('Tab moves the focus');
    await context.close();
  });

  it('in the result tabs Home and End go to the first and the last tab, as the arrows go to the next', async () => {
    const { context, page } = await openPage(browser);
    const tabs = page.getByRole('region', { name: 'Results' }).getByRole('tab');
    const focusedTab = () =>
      page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? [document.activeElement.textContent, document.activeElement.getAttribute('aria-selected')] : null));
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect.poll(focusedTab).toEqual(['Changes', 'true']);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedTab).toEqual(['Problems', 'true']);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedTab).toEqual(['Pruned', 'true']);
    await page.keyboard.press('Home');
    await expect.poll(focusedTab).toEqual(['Problems', 'true']);
    await context.close();
  });
});
