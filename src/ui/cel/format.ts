// Numbers in the UI language's grouping (10,000,000 / 10 000 000).
import { useMemo } from 'react';
import { useI18n } from '../i18n';

/**
 * A formatter for the language. Its Intl.NumberFormat is made at the first number that needs
 * grouping: a page's first Intl object loads the locale data (~0.1 s of the main thread), and the
 * CRD editor's cost hints format their numbers as Monaco takes over. A whole number from 0 to 999
 * is its digits in both languages (no grouping, Latin digits), which is what the formatter prints.
 */
export function numberFormatter(lang: string): (n: number) => string {
  let nf: Intl.NumberFormat | null = null;
  return (n) => {
    if (Number.isInteger(n) && n >= 0 && n < 1000 && !Object.is(n, -0)) return String(n);
    nf ??= new Intl.NumberFormat(lang === 'uk' ? 'uk-UA' : 'en-US', { maximumFractionDigits: 0 });
    return nf.format(n);
  };
}

export function useNumberFormat(): (n: number) => string {
  const { lang } = useI18n();
  return useMemo(() => numberFormatter(lang), [lang]);
}
