// The workspace store (issue 17): pane sizes and the theme are kept per browser, bounded, and read
// back safely from whatever storage holds.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, LAYOUT_KEY, THEME_KEY, createWorkspaceStore, effectiveTheme, parseLayout, parseTheme } from '../../src/state/workspace';
import { EXAMPLES } from '../../src/examples/gallery';
import { bestMatch, exampleSearchText, searchGallery } from '../../src/state/gallery';

function memory(): Storage {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) } as Storage;
}

describe('workspace layout and theme', () => {
  it('keeps sizes, collapse and theme in storage and reads them back', () => {
    const s = memory();
    const a = createWorkspaceStore(s);
    a.getState().setSplit('editors', 30);
    a.getState().setSplit('results', 99); // bounded
    a.getState().setResultsCollapsed(true);
    a.getState().setTheme('dark');
    const b = createWorkspaceStore(s);
    expect(b.getState().layout).toEqual({ editors: 30, results: 85, resultsCollapsed: true });
    expect(b.getState().theme).toBe('dark');
    b.getState().resetSplit('editors');
    expect(b.getState().layout.editors).toBe(DEFAULT_LAYOUT.editors);
  });

  it('embeds do not write (persist off)', () => {
    const s = memory();
    createWorkspaceStore(s, false).getState().setTheme('dark');
    expect(s.getItem(THEME_KEY)).toBeNull();
  });

  it.each([
    [null, DEFAULT_LAYOUT],
    ['not json', DEFAULT_LAYOUT],
    ['{"editors": 5, "results": "x"}', { ...DEFAULT_LAYOUT, editors: 15 }],
  ])('parseLayout(%j)', (raw, layout) => {
    expect(parseLayout(raw)).toEqual(layout);
  });

  it('theme: system follows the color scheme, explicit choices win', () => {
    expect(parseTheme('bogus')).toBe('system');
    expect(effectiveTheme('system', true)).toBe('dark');
    expect(effectiveTheme('system', false)).toBe('light');
    expect(effectiveTheme('light', true)).toBe('light');
    expect(LAYOUT_KEY).not.toBe(THEME_KEY);
  });
});

describe('gallery search', () => {
  const text = (e: (typeof EXAMPLES)[number]) => exampleSearchText(e, e.title, '');
  const ids = (q: string) => searchGallery(q, text).flatMap((s) => s.examples.map((e) => e.id));
  it.each([
    ['', EXAMPLES.map((e) => e.id)],
    ['maxItems', ['rule-examples', 'cost-unbounded', 'cost-bounded']],
    ['PRUNING', ['pruning', 'preserve-unknown-fields']],
    ['cost nested', ['cost-nested']],
    ['Subresources', ['subresources']],
    ['no such thing', []],
  ])('%j', (q, expected) => {
    expect(ids(q)).toEqual(expected);
  });
  // Enter in the search opens the first shown example whose title holds every word, else the first shown
  it.each([
    ['cronSpec pattern', 'validation'],
    ['VALIDATION WITH', 'validation'],
    ['maxItems', 'cost-bounded'], // its title says maxItems; rule-examples, shown first, only its features
    ['', EXAMPLES[0].id],
    ['no such thing', undefined],
  ])('Enter on %j opens %j', (q, expected) => {
    expect(bestMatch(q, searchGallery(q, text), (e) => e.title)?.id).toBe(expected);
  });
});
