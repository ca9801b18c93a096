import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/languages';
import { htmlLang } from '../common/htmlLang';
import english from './catalogs/english';
import { LANGUAGE_KEY } from './languageKey';

export { LANGUAGE_KEY };

/**
 * Each language's catalog. English is in the entry, since the app starts in it; German is a chunk of its own,
 * so that English first loads do not carry it: German users fetch it beside the app's own chunks.
 */
const catalogLoaders: Record<Language, () => Promise<TranslationMessages>> = {
  english: () => Promise.resolve(english),
  german: () => import('./catalogs/german').then((module) => module.default),
};

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language the user chose last, or English. The locale codes are the spec's stored values. */
export function currentLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * react-admin lowers a column label's first letter for "Sort by …" (`field_lower_first`), which turns the
 * acronym ID into "iD": a label that starts with two capitals keeps them.
 */
function keepAcronym(options: unknown): unknown {
  const { field, field_lower_first } = (options ?? {}) as { field?: unknown; field_lower_first?: unknown };
  if (typeof field !== 'string' || field_lower_first === undefined || !/^\p{Lu}{2}/u.test(field))
    return options;
  return { ...(options as object), field_lower_first: field };
}

/** The interpolations that are counts; others (an id, a year) must not be grouped. */
const COUNTS = ['smart_count', 'total', 'offsetBegin', 'offsetEnd', 'count', 'max', 'min', 'page', 'quota'];

/** A count as the language writes it: 2,034 and 2.034. */
export const formatCount = (value: number, locale: string): string =>
  new Intl.NumberFormat(htmlLang(locale)).format(value);

/**
 * Writes the counts of a message with thousands separators. Only counts of 1,000 and more change: both
 * languages take the plural for them, which polyglot then picks from the text as it does from the number
 * (n !== 1), while smaller counts read the same and stay numbers for the plural choice.
 */
function groupCounts(options: unknown, locale: string): unknown {
  if (typeof options !== 'object' || options === null) return options;
  const grouped: Record<string, unknown> = { ...options };
  for (const name of COUNTS) {
    const value = grouped[name];
    if (typeof value === 'number' && Math.abs(value) >= 1000) grouped[name] = formatCount(value, locale);
  }
  return grouped;
}

/** The i18nProvider, which also tells who listens when the language changes (the public pages, src/public/). */
interface AppI18nProvider extends I18nProvider {
  /** Calls `listener` after each change of language; returns the way to stop. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Resolves when the stored language is in use. A provider starts in it when its catalog is loaded, else in
   * English, and switches once it is; if it cannot load (offline, a newer deploy), English stays and so does
   * the stored choice, for the next visit.
   */
  ready: Promise<void>;
}

/** The catalogs loaded so far, for every provider: polyglot needs the first one at once, may wait for others. */
const loaded = new Map<Language, TranslationMessages>([['english', english]]);

/**
 * Hands over catalogs already at hand, as the build's first paint does (src/public/boot/render.tsx): it renders
 * in every language after its module runner closed, which can then load no chunk.
 */
export function addCatalogs(catalogs: Partial<Record<Language, TranslationMessages>>): void {
  for (const [language, catalog] of Object.entries(catalogs)) loaded.set(language as Language, catalog);
}

function catalogOf(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const catalog = loaded.get(language);
  if (catalog) return catalog;
  return catalogLoaders[language]().then((messages) => {
    loaded.set(language, messages);
    return messages;
  });
}

/** Loads every language's catalog not loaded yet, so that a switch works offline too (as every screen does). */
export function preloadCatalogs(): void {
  for (const language of LANGUAGES) void Promise.resolve(catalogOf(language)).catch(() => {});
}

export function createI18nProvider(): AppI18nProvider {
  const listeners = new Set<() => void>();
  const stored = currentLanguage();
  const polyglot = polyglotI18nProvider(
    catalogOf,
    loaded.has(stored) ? stored : DEFAULT_LANGUAGE,
    [
      { locale: 'english', name: 'English' },
      { locale: 'german', name: 'Deutsch' },
    ],
    // The API's messages arrive already translated and pass through translate() as they are.
    { allowMissing: true },
  );
  // Resolves once the language's catalog is loaded and in use, and only then tells the listeners.
  const changeLocale = async (locale: string, options?: unknown) => {
    const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
    await polyglot.changeLocale(language, options);
    localStorage.setItem(LANGUAGE_KEY, language);
    for (const listener of listeners) listener();
  };
  return {
    ...polyglot,
    translate: (key, options) =>
      polyglot.translate(key, groupCounts(keepAcronym(options), polyglot.getLocale())),
    changeLocale,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready:
      polyglot.getLocale() === stored
        ? Promise.resolve()
        : changeLocale(stored).catch((error: unknown) => console.error(error)),
  };
}

export const i18nProvider = createI18nProvider();
export default i18nProvider;

/** The app renders once this resolves (src/main.tsx), so that no screen shows a key while German loads. */
export const i18nReady = i18nProvider.ready;
