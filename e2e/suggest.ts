// Monaco's suggest widget, asked until it answers with rows.
import type { Page } from 'playwright-core';

/**
 * Ctrl+Space in the focused editor (the one `editor` selects, e.g. `[data-editor="objects"]`) until
 * the suggest widget shows rows; their labels. A request made while the language worker is still
 * starting or loading a big CRD answers nothing: Monaco's list then says "No suggestions.", which
 * ends that try at once, and the list is closed and asked again (each answer shows in a list of its own).
 */
export async function suggestEventually(page: Page, editor: string, timeoutMs = 120_000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await page.keyboard.press('Control+Space');
    try {
      const rows = await page.waitForFunction(
        (sel) => {
          const widget = document.querySelector(`${sel} .suggest-widget.visible`);
          if (!widget) return false;
          const n = widget.querySelectorAll('.monaco-list-row').length;
          if (n > 0) return n;
          return (widget.querySelector('.message') as HTMLElement | null)?.textContent === 'No suggestions.' ? -1 : false;
        },
        editor,
        { timeout: 5_000 },
      );
      if (Number(await rows.jsonValue()) > 0) return (await page.locator(`${editor} .suggest-widget.visible .monaco-list-row .label-name`).allInnerTexts()).map((s) => s.trim());
      throw new Error('no suggestions yet');
    } catch (e) {
      if (Date.now() > until) throw e;
      await page.keyboard.press('Escape');
      await page.waitForFunction((sel) => !document.querySelector(`${sel} .suggest-widget.visible`), editor, { timeout: 5_000 });
    }
  }
}
