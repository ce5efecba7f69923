// The docs page of examples (examples.html) with embed.js loaded and <crd-playground> defined, in a context of its
// own, for the browser tests of the element: the page, the errors it throws, and how to close it.
import type { Browser, Page } from 'playwright-core';
import { appURL, freshContext } from './browser';

export async function embedDocsPage(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await freshContext(browser, { viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(appURL('examples.html'));
  await page.waitForFunction(() => customElements.get('crd-playground') !== undefined);
  return { page, errors, close: () => context.close() };
}
