import { describe, expect, it } from 'vitest';
import { numberFormatter } from '../../src/ui/cel/format';

// The formatter prints small whole numbers without asking Intl (the locale data loads at the first
// Intl object: src/ui/cel/format.ts); every number must read exactly as Intl.NumberFormat prints it.
describe('numberFormatter (CEL cost numbers in the UI language)', () => {
  const values = [
    0,
    -0,
    1,
    7,
    42,
    100,
    999,
    999.4,
    999.5,
    1000,
    1001,
    9999,
    10_000,
    12_345,
    1_000_000,
    10_000_000,
    9_007_199_254_740_991,
    0.4,
    0.5,
    1.5,
    2.5,
    -1,
    -999,
    -1000,
    Number.NaN,
    Infinity,
    -Infinity,
  ];
  it.each(['en', 'uk'])('%s: the same text as Intl.NumberFormat for every value', (lang) => {
    const intl = new Intl.NumberFormat(lang === 'uk' ? 'uk-UA' : 'en-US', { maximumFractionDigits: 0 });
    const fmt = numberFormatter(lang);
    for (const v of values) expect([v, fmt(v)]).toEqual([v, intl.format(v)]);
  });
  it.each<[string, number, string]>([
    ['en', 10_000_000, '10,000,000'],
    ['uk', 10_000_000, '10\u00a0000\u00a0000'],
    ['en', 999, '999'],
    ['uk', 999, '999'],
  ])('%s: %d reads %s', (lang, n, text) => {
    expect(numberFormatter(lang)(n)).toBe(text);
  });
  it('asks Intl for no formatter until a number needs one, then once', () => {
    const Original = Intl.NumberFormat;
    let made = 0;
    const counting = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made++;
      return new Original(...args);
    };
    Intl.NumberFormat = counting as unknown as typeof Intl.NumberFormat;
    try {
      const fmt = numberFormatter('en');
      expect([fmt(0), fmt(3), fmt(999)]).toEqual(['0', '3', '999']);
      expect(made).toBe(0);
      expect([fmt(1000), fmt(2.5), fmt(12_345)]).toEqual(['1,000', '3', '12,345']);
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
