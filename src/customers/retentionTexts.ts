import { useLocaleState } from 'react-admin';
import retention from '../../i18n/retention';

/**
 * The retention texts (i18n/retention.ts) in the app's language: they come with the screens that show them (the
 * customer form, the dashboard), not with the app's catalog, which every screen loads.
 */
export function useRetentionTexts() {
  const [locale] = useLocaleState();
  return retention[locale === 'german' ? 'german' : 'english'].retention;
}
