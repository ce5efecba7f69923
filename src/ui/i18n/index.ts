// Message catalogs: the UI's strings come from here, never from components.
import { createContext, useContext } from 'react';
import { en, type Catalog, type MessageKey } from './en';
import { uk } from './uk';

export type { MessageKey } from './en';
const CATALOGS: Record<string, Catalog> = { en, uk };
export type Lang = 'en' | 'uk';
export const LANGS: Lang[] = ['en', 'uk'];
/** Each language's name in itself, for the language menu. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', uk: 'Українська' };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(lang: string): Translate {
  const catalog = CATALOGS[lang] ?? en;
  return (key, params) => {
    const msg = catalog[key] ?? en[key] ?? key;
    return params ? msg.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : msg;
  };
}

/** `?lang=` wins, then the browser's languages, then English. */
export function pickLang(query: string | null, browserLangs: readonly string[]): Lang {
  const candidates = [query ?? '', ...browserLangs];
  for (const c of candidates) {
    const base = c.toLowerCase().split('-')[0];
    if ((LANGS as string[]).includes(base)) return base as Lang;
  }
  return 'en';
}

interface I18n {
  lang: Lang;
  t: Translate;
  setLang?: (lang: Lang) => void;
}

export const I18nContext = createContext<I18n>({ lang: 'en', t: translator('en') });

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}
