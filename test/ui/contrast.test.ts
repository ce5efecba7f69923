// WCAG AA contrast of both palettes (issue 17): every text colour of src/ui/styles.css against the
// backgrounds it is drawn on, at least 4.5:1 (WCAG 2.x 1.4.3, relative luminance as defined there).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../src/ui/styles.css', import.meta.url), 'utf8');

function palette(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})/g)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// text colour → the backgrounds it appears on
const PAIRS: [string, string[]][] = [
  ['fg', ['bg', 'panel', 'line']], // line: the tab badges
  ['muted', ['bg', 'panel']],
  ['accent', ['bg', 'panel']],
  ['err', ['bg', 'panel']],
  ['warn', ['bg', 'panel']],
  ['info', ['bg', 'panel']],
  ['del-fg', ['del-bg']],
  ['ins-fg', ['ins-bg']],
];

describe.each([
  ['light', '.app'],
  ['dark', '.app.theme-dark'],
])('%s palette meets WCAG AA (4.5:1) for text', (_name, selector) => {
  const p = palette(selector);
  it.each(PAIRS.flatMap(([fg, bgs]) => bgs.map((bg) => [fg, bg] as const)))('--%s on --%s', (fg, bg) => {
    expect(p[fg], `--${fg}`).toMatch(/^#/);
    expect(p[bg], `--${bg}`).toMatch(/^#/);
    expect(contrast(p[fg], p[bg])).toBeGreaterThanOrEqual(4.5);
  });
});
