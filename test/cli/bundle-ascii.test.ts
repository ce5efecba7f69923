// The precompiled CLI is written ASCII-only (scripts/cli-bundle.mjs asciiOnly): one non-ASCII
// character made node hold the whole module as a two-byte string. The escaped text must mean
// what the original means: each snippet below is evaluated before and after.
import { describe, expect, it } from 'vitest';
import { asciiOnly } from '../../scripts/cli-bundle.mjs';

const SNIPPETS: [string, string][] = [
  ['a string', `'µs and 名前'`],
  ['a double-quoted string with an identity escape', `"\\µ" + "\\\\µ"`],
  ['a template literal (cooked)', '`a ${1 + 1} é`'],
  ['a character class without the u flag', `/^[A-Za-zµ]+$/.test('aµb')`],
  ['a character class with the u flag and an astral character', `/^[a😀]+$/u.test('a😀a') && !/^[a😀]+$/u.test('a\\uD83D')`],
  ['an astral character without the u flag', `/^😀$/.exec('😀')[0].length`],
  ['an identity escape in a regular expression', `/\\é/.test('é')`],
  ['an escaped backslash before a character in a regular expression', `/\\\\é/.test('\\\\é')`],
  ['an identifier', `(() => { const café = 2; return café * 3; })()`],
  ['a comment', `/* ±2^53 → never */ 7`],
  ['a line comment', `// über\n8`],
];

describe('asciiOnly', () => {
  it.each(SNIPPETS)('%s means the same', (_name, src) => {
    const out = asciiOnly(src);
    expect(out).toMatch(/^[\x00-\x7f]*$/);
    expect((0, eval)(out)).toEqual((0, eval)(src));
  });

  it('leaves an ASCII text as it is', () => {
    const src = `const a = "\\u00b5"; // x\n/[a-z]/u`;
    expect(asciiOnly(src)).toBe(src);
  });
});
