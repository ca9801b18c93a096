import { useEffect, useSyncExternalStore } from 'react';
import { documentTitle } from '../common/documentTitle';
import { htmlLang } from '../common/htmlLang';
import { i18nProvider } from '../providers/i18nProvider';
import { store } from '../providers/store';

/**
 * The language of the public pages, without react-admin: the same i18nProvider (catalogs, stored choice) that
 * the signed-in app's react-admin uses, followed through its `subscribe`.
 */

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const subscribe = (listener: () => void) => i18nProvider.subscribe(listener);
const getLocale = () => i18nProvider.getLocale();

/** The chosen language ('english' or 'german'), kept in step with every change, wherever it was made. */
export function useLocale(): string {
  // The server snapshot: the build renders the sign-in page in each language (src/public/boot/).
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

const translators = new Map<string, Translate>();

/** react-admin's `useTranslate` for the public pages: one function per language, so that texts follow it. */
export function useTranslate(): Translate {
  const locale = useLocale();
  let translate = translators.get(locale);
  if (!translate) {
    translate = (key, options) => i18nProvider.translate(key, options);
    translators.set(locale, translate);
  }
  return translate;
}

/** The languages to choose from, as the i18nProvider offers them. */
export const languages = i18nProvider.getLocales?.() ?? [];

/**
 * Switches the language as react-admin's `useLocaleState` does: into react-admin's store (the signed-in app
 * opens in it) and the i18nProvider (which keeps it under 'language').
 */
export async function chooseLocale(locale: string): Promise<void> {
  store.setItem('locale', locale);
  await i18nProvider.changeLocale(locale);
}

/** Keeps the page's language and the tab's title (`screen`, an i18n key, then the product) in step. */
export function useDocumentLanguage(screen: string): void {
  const locale = useLocale();
  const translate = useTranslate();
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    document.title = documentTitle(translate(screen), translate('app.title'));
  }, [locale, translate, screen]);
}
