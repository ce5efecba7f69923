// Numbers in the UI language's grouping (10,000,000 / 10 000 000).
import { useMemo } from 'react';
import { useI18n } from '../i18n';

export function numberFormatter(lang: string): (n: number) => string {
  const nf = new Intl.NumberFormat(lang === 'uk' ? 'uk-UA' : 'en-US', { maximumFractionDigits: 0 });
  return (n) => nf.format(n);
}

export function useNumberFormat(): (n: number) => string {
  const { lang } = useI18n();
  return useMemo(() => numberFormatter(lang), [lang]);
}
