// The RegExp fast path of MatchString must answer exactly as RE2 (Go regexp; here re2js, the
// engine's reference port) for every pattern it takes, and must leave every other pattern to re2js.
// Cases from Go's regexp/syntax (`.` excludes only \n, \s is [\t\n\f\r ], repeats up to 1000,
// `$` is the end of the text without the m flag) and a differential run over generated patterns.
import { describe, expect, it } from 'vitest';
import { RE2JS } from 're2js';
import { nativeEquivalent } from '../../../src/engine/regex/native';
import { compileRE2 } from '../../../src/engine/regex';

const TEXTS = ['', 'a', 'item-12-a', 'item--a', 'ITEM-1-A', 'x\ny', 'x\ry', 'x\u2028y', 'é', '😀', 'a😀b', '1.5', '1x5', 'a/b', 'ab\n', 'aaaa', 'a b', '-', ']', '^', '$', '_', '12345678901'];

describe('nativeEquivalent', () => {
  it.each([
    '^item-[0-9]+-a$',
    '^[a-z0-9]+$',
    '^[-a-z0-9_.]*$',
    '^[^/]+$',
    'x.y',
    '^.{3}$',
    '^a.?b',
    '^\\d{2,}',
    '^\\w+$',
    '^[A-Z]{1,3}$',
    '1\\.5',
    'a/b',
    '^\\$',
    '',
    '^',
    '$',
    '^[a-]x$',
    '^[\\]a]+$',
  ])('%j answers as RE2', (p) => {
    const native = nativeEquivalent(p);
    expect(native, 'taken').not.toBeNull();
    const re2 = RE2JS.compile(p);
    for (const t of TEXTS) expect(native!.test(t), JSON.stringify(t)).toBe(re2.test(t));
  });

  it.each([
    ['alternation', 'a|b'],
    ['groups', '^[a-z]([-a-z0-9]*[a-z0-9])?$'],
    ['\\s differs from JavaScript', '^\\s+$'],
    ['two variable repeats (quadratic backtracking)', '^a*b*$'],
    ['an unanchored variable repeat', '[0-9]+x'],
    ['lazy repeat', '^a+?$'],
    ['flags', '(?i)^abc$'],
    ['POSIX class', '^[[:alpha:]]+$'],
    ['\\b', '^\\bx'],
    ['repeat over 1000', '^a{1001}$'],
    ['escape letter as a range end', '^[\\d-z]$'],
    ['a range after a range', '^[a-c-e]$'],
    ['unicode classes', '^\\pL+$'],
    ['an invalid pattern', '^a**$'],
  ])('%s (%j) stays with re2js', (_why, p) => {
    expect(nativeEquivalent(p)).toBeNull();
  });

  it('generated patterns answer as RE2', () => {
    const atoms = ['a', 'b', '-', '.', '\\d', '\\w', '[a-c]', '[^a]', '[-x]', '\\.', '/', '1'];
    const quants = ['', '', '', '*', '+', '?', '{2}', '{1,2}', '{0,}'];
    const texts = ['', 'a', 'b', 'ab', 'aab', 'a-b', 'x.y', '11', 'a\nb', 'ba1', 'c/d', '😀a', 'abcabc', '-a-', 'a\rb'];
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    let taken = 0;
    for (let k = 0; k < 600; k++) {
      let p = rnd(2) ? '^' : '';
      const len = 1 + rnd(4);
      for (let j = 0; j < len; j++) p += atoms[rnd(atoms.length)]! + quants[rnd(quants.length)]!;
      if (rnd(2)) p += '$';
      const native = nativeEquivalent(p);
      if (!native) continue;
      taken++;
      const re2 = RE2JS.compile(p);
      for (const t of texts) expect(native.test(t), `${p} on ${JSON.stringify(t)}`).toBe(re2.test(t));
    }
    expect(taken).toBeGreaterThan(100);
  });

  it('compileRE2 tests texts with surrogates through re2js, the rest natively, with the same answers', () => {
    const c = compileRE2('^.{2}$');
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    for (const t of ['ab', 'a😀', '😀', '\ud800x', 'x\udc00']) expect(c.test(t), JSON.stringify(t)).toBe(c.re.test(t));
  });
});
