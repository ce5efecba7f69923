// A problem about a whole YAML node (in practice a document: its missing apiVersion and kind, its
// size) is marked on the node's first line, as notes already were. The editors underlined every line
// of the document: a warning about the whole of a big CRD (the 2.9 MB argo CronWorkflow: client-side
// kubectl apply would fail) underlined all its 43,595 lines and filled the overview ruler, and an
// object without apiVersion and kind was underlined from top to bottom. Field problems were already
// marked on their key; the Problems list and the hover say the same as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { shareURL } from '../src/state/permalink';
import { defaultSnapshot } from '../src/state/snapshot';
import { appURL, launch, LINK_TAB_900, LinkTab, results } from './browser';

let browser: Browser;
const tab = new LinkTab(() => browser, LINK_TAB_900);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

/** The 1-based numbers of the lines of editor `id` in view that carry a marker of `severity`. */
function markedLines(page: Page, id: string, severity: 'error' | 'warning'): Promise<number[]> {
  return page.evaluate(
    ([id, severity]) => {
      const editor = document.querySelector(`[data-editor="${id}"]`)!;
      const lineHeight = editor.querySelector<HTMLElement>('.view-line')!.getBoundingClientRect().height;
      const top = editor.querySelector('.view-lines')!.getBoundingClientRect().top;
      // the editors open scrolled to the top: a line's number is its offset in lines plus one
      const lines = [...editor.querySelectorAll(`.squiggly-${severity}`)].map((s) => Math.round((s.getBoundingClientRect().top - top) / lineHeight) + 1);
      return [...new Set(lines)].sort((a, b) => a - b);
    },
    [id, severity] as const,
  );
}

describe('markers on a whole node', () => {
  it('an object without apiVersion and kind: the document-level error marks its first line only', async () => {
    const snap = defaultSnapshot();
    const objects = snap.texts.objects.replace('apiVersion: "stable.example.com/v1"\nkind: CronTab\n', '');
    expect(objects.startsWith('metadata:')).toBe(true);
    const { page, close, errors } = await tab.open(shareURL(appURL(), { ...snap, texts: { ...snap.texts, objects } }));
    await expect.poll(() => results(page).innerText()).toContain('apiVersion not set');
    await expect.poll(() => markedLines(page, 'objects', 'error')).toEqual([1]);
    expect(errors).toEqual([]);
    await close();
  });

  it('an object whose spec mapping has the wrong type: the spec key alone is marked, as before', async () => {
    const snap = defaultSnapshot();
    // spec as a string in the schema: the object's three-line spec mapping is the wrong type as a whole
    const crd = snap.texts.crd.replace(/ {12}spec:\n {14}type: object\n/, '            spec:\n              type: string\n');
    expect(crd).not.toBe(snap.texts.crd);
    const { page, close, errors } = await tab.open(shareURL(appURL(), { ...snap, texts: { ...snap.texts, crd } }));
    await expect.poll(() => results(page).innerText()).toContain('spec in body must be of type string');
    await expect.poll(() => markedLines(page, 'objects', 'error')).toEqual([5]);
    expect(errors).toEqual([]);
    await close();
  });
});
