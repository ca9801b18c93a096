import Polyglot from 'node-polyglot';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import bulkTexts from '../../../../i18n/bulk';

/**
 * The bulk toolbar's texts (i18n/bulk.ts) come with its lazily loaded code rather than in the app's catalog,
 * which every screen loads: `bulk.` keys from there, in the app's language; every other key from the app.
 */
export function useBulkTranslate() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const polyglot = useMemo(() => {
    const german = locale === 'german';
    return new Polyglot({
      phrases: german ? bulkTexts.german : bulkTexts.english,
      locale: german ? 'de' : 'en',
    });
  }, [locale]);
  return (key: string, options?: Polyglot.InterpolationOptions) =>
    key.startsWith('bulk.') ? polyglot.t(key, options) : translate(key, options);
}
