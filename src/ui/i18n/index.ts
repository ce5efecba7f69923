// Message catalogs: the UI's strings come from here, never from components.
import { createContext, useContext } from 'react';
import { en, type Catalog, type MessageKey } from './en';

export type { MessageKey } from './en';
export type Lang = 'en' | 'uk';
export const LANGS: Lang[] = ['en', 'uk'];

// English is in the page's chunk; every other catalog is a chunk of its own, loaded only for a page in
// that language (decision 0066: the Ukrainian texts were ~22,000 of the page chunk's non-ASCII
// characters, which made Blink decode the whole chunk into a two-byte string before the first paint).
const CATALOGS: Partial<Record<Lang, Catalog>> = { en };
const LOADERS: Record<Exclude<Lang, 'en'>, () => Promise<Catalog>> = { uk: () => import('./uk').then((m) => m.uk) };

/** Loads `lang`'s catalog (at once when it is loaded); rejects when its chunk cannot be fetched (offline, not cached). */
export function loadCatalog(lang: Lang): Promise<void> {
  if (CATALOGS[lang]) return Promise.resolve();
  return LOADERS[lang as Exclude<Lang, 'en'>]().then((catalog) => void (CATALOGS[lang] = catalog));
}

/** Whether `lang`'s catalog is loaded (translator(lang) speaks it). */
export function catalogLoaded(lang: Lang): boolean {
  return CATALOGS[lang] !== undefined;
}
/** Each language's name in itself, for the language menu. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', uk: 'Українська' };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** `lang`'s messages, English for a key it lacks and for a catalog not loaded (loadCatalog). */
export function translator(lang: string): Translate {
  const catalog = CATALOGS[lang as Lang] ?? en;
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
