// public/examples.html is made from the gallery (scripts/examples-page.ts): the committed page is
// exactly what the script makes, so its YAML is the gallery's (which the gallery tests check).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { examplesPage, PAGE_EXAMPLES } from '../../scripts/examples-page';
import { EXAMPLES } from '../../src/examples/gallery';

describe('public/examples.html', () => {
  it('is what `npm run examples-page` makes (run it after changing the gallery)', () => {
    expect(readFileSync(new URL('../../public/examples.html', import.meta.url), 'utf8')).toBe(examplesPage());
  });

  it('shows 20 gallery examples', () => {
    expect(PAGE_EXAMPLES).toHaveLength(20);
    for (const id of PAGE_EXAMPLES) expect(EXAMPLES.some((e) => e.id === id)).toBe(true);
  });
});

describe('docs/examples.md: examples by id', () => {
  it('lists every gallery example id', () => {
    const section = readFileSync(new URL('../../docs/examples.md', import.meta.url), 'utf8');
    for (const e of EXAMPLES) expect(section).toContain(`| \`${e.id}\` |`);
  });
});
