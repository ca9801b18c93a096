import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

/**
 * English / Deutsch in the signed-in top bar. The i18nProvider stores the choice under 'language', so it
 * survives reloads and logout. The public pages have their own (src/public/LanguageSwitch.tsx).
 */
export function LanguageSwitch() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  return <LanguageMenu locale={locale} languages={languages} translate={translate} onChoose={setLocale} />;
}
