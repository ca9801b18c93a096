import Polyglot from 'node-polyglot';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** A catalog area (i18n/<area>.ts): its texts in both languages under the top-level key `prefix`. */
export interface LazyArea {
  english: object;
  german: object;
}

/**
 * A translate for code loaded lazily with texts of its own area rather than in the app's catalog, which every
 * screen loads: `<prefix>.` keys from the area, in the app's language; every other key from the app.
 */
export function useAreaTranslate(area: LazyArea, prefix: string) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const polyglot = useMemo(() => {
    const german = locale === 'german';
    return new Polyglot({ phrases: german ? area.german : area.english, locale: german ? 'de' : 'en' });
  }, [area, locale]);
  return (key: string, options?: Polyglot.InterpolationOptions) =>
    key.startsWith(`${prefix}.`) ? polyglot.t(key, options) : translate(key, options);
}
