import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { confirmLosingInput, formsHoldInput } from './unsavedInput';

/**
 * English / Deutsch in the signed-in top bar. The i18nProvider stores the choice under 'language', so it
 * survives reloads and logout. The public pages have their own (src/public/LanguageSwitch.tsx). react-admin
 * renders every screen afresh in the new language, which empties the forms: with input in one it asks first.
 */
export function LanguageSwitch() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const choose = (language: string) => {
    if (!formsHoldInput() || confirmLosingInput(translate)) setLocale(language);
  };
  return <LanguageMenu locale={locale} languages={languages} translate={translate} onChoose={choose} />;
}
