import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { htmlLang } from './htmlLang';

/** Keeps the page's language in step with the chosen language (the tab's title: DocumentTitle). */
export function useDocumentLanguage(): void {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);
}
