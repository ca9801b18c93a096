import Polyglot from 'node-polyglot';
import { shared, type Language, type SharedMessageKey } from '../../i18n';
import { API_ONLY } from '../../i18n/api-only';

/** A message key with the values its text interpolates: what errors and answers carry, translated late. */
export interface Message {
  key: SharedMessageKey;
  params?: Record<string, string | number>;
}

/** The shared messages, and those only the API says. */
const phrases = (language: Language) => ({
  ...shared[language],
  api: { ...shared[language].api, ...API_ONLY[language] },
});

const catalogs: Record<Language, Polyglot> = {
  english: new Polyglot({ phrases: phrases('english'), locale: 'en' }),
  german: new Polyglot({ phrases: phrases('german'), locale: 'de' }),
};

/** `de` (any region) first in Accept-Language gives German; anything else English. */
export function languageFromHeader(header: string | undefined): Language {
  return header?.trim().toLowerCase().startsWith('de') ? 'german' : 'english';
}

export function translate(language: Language, message: Message): string {
  return catalogs[language].t(message.key, message.params);
}

export const isMessageKey = (key: string): key is Message['key'] => catalogs.english.has(key);
