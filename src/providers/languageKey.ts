/**
 * The browser storage entry holding the language (spec section 1); it outlives logout and reload. Apart from the
 * i18nProvider, so that index.html's first paint and the browser tests read it without loading the catalogs.
 */
export const LANGUAGE_KEY = 'language';
