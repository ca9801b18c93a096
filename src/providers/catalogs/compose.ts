import type { TranslationMessages } from 'react-admin';
import { shared, type Language } from '../../../i18n';
import raOverrides from '../../../i18n/ra-overrides';
import { screenTexts } from '../../../i18n/screens';

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

/**
 * One language's catalog: react-admin's texts in it, the texts shared with the API, and the app's screens.
 * react-admin's texts come in as an argument, so that each language's module (english.ts, german.ts) loads
 * only its own: German is a chunk of its own, fetched when the language is German.
 */
export const composeCatalog = (language: Language, reactAdmin: TranslationMessages): TranslationMessages => ({
  ...overlay(reactAdmin, raOverrides[language]),
  ...shared[language],
  ...screenTexts(language),
});
