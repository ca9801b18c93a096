import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** The BCP 47 tag of a stored language value, for `lang` attributes (screen readers, hyphenation). */
export const htmlLang = (locale: string): string => (locale === 'german' ? 'de' : 'en');

/** Keeps the page's language and title in step with the chosen language. */
export function useDocumentLanguage(): void {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    document.title = translate('app.title');
  }, [locale, translate]);
}
