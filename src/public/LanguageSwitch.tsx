import { LanguageMenu } from '../common/LanguageMenu';
import { chooseLocale, languages, useLocale, useTranslate } from './language';
import { notify } from './toastStore';

/** English / Deutsch on the public pages, stored where the signed-in app's switch stores it. */
export function LanguageSwitch() {
  const translate = useTranslate();
  const locale = useLocale();
  const choose = (next: string) => {
    chooseLocale(next).catch(() => notify('ra.notification.i18n_error', { type: 'error' }));
  };
  return <LanguageMenu locale={locale} languages={languages} translate={translate} onChoose={choose} />;
}
