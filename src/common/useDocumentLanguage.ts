import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { htmlLang } from './htmlLang';

/** Keeps the page's language and title in step with the chosen language. */
export function useDocumentLanguage(): void {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    document.title = translate('app.title');
  }, [locale, translate]);
}
