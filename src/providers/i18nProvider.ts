import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LANGUAGE, LANGUAGES, shared, type Language } from '../../i18n';
import raGerman from '../../i18n/ra-german';
import raOverrides from '../../i18n/ra-overrides';
import { htmlLang } from '../common/htmlLang';
import { screenTexts } from '../../i18n/screens';
import { LANGUAGE_KEY } from './languageKey';

export { LANGUAGE_KEY };

/**
 * `base` with the texts of `over` laid over it at every depth. react-admin's mergeTranslations does the same
 * with lodash's merge, which would weigh on the public pages' first load.
 */
function overlay(base: TranslationMessages, over: object): TranslationMessages {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    merged[key] =
      typeof value === 'string' ? value : overlay((base[key] ?? {}) as TranslationMessages, value);
  }
  return merged as TranslationMessages;
}

/** One catalog per language: react-admin's texts, the texts shared with the API, and the app's screens. */
export const catalogs: Record<Language, TranslationMessages> = {
  english: {
    ...overlay(englishMessages, raOverrides.english),
    ...shared.english,
    ...screenTexts('english'),
  },
  german: { ...overlay(raGerman, raOverrides.german), ...shared.german, ...screenTexts('german') },
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
}

export function createI18nProvider(): AppI18nProvider {
  const listeners = new Set<() => void>();
  const polyglot = polyglotI18nProvider(
    (locale) => catalogs[isLanguage(locale) ? locale : DEFAULT_LANGUAGE],
    currentLanguage(),
    [
      { locale: 'english', name: 'English' },
      { locale: 'german', name: 'Deutsch' },
    ],
    // The API's messages arrive already translated and pass through translate() as they are.
    { allowMissing: true },
  );
  return {
    ...polyglot,
    translate: (key, options) =>
      polyglot.translate(key, groupCounts(keepAcronym(options), polyglot.getLocale())),
    changeLocale: async (locale, options) => {
      const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
      await polyglot.changeLocale(language, options);
      localStorage.setItem(LANGUAGE_KEY, language);
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const i18nProvider = createI18nProvider();
export default i18nProvider;
