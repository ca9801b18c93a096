/** The BCP 47 tag of a stored language value, for `lang` attributes (screen readers, hyphenation). */
export const htmlLang = (locale: string): string => (locale === 'german' ? 'de' : 'en');
