import Polyglot from 'node-polyglot';
import { shared, type Language, type SharedMessageKey } from '../../i18n';
import type { MessagePath } from '../../i18n/define';
import serverOnly from '../../i18n/server-only';

/** What only the server says (`mail.…`, `erasure.…`), which the app has no need of. */
type ServerOnlyKey = MessagePath<typeof serverOnly.english>;

/** A message key with the values its text interpolates: what errors and answers carry, translated late. */
export interface Message {
  key: SharedMessageKey | ServerOnlyKey;
  params?: Record<string, string | number>;
}

const catalogs: Record<Language, Polyglot> = {
  english: new Polyglot({ phrases: { ...shared.english, ...serverOnly.english }, locale: 'en' }),
  german: new Polyglot({ phrases: { ...shared.german, ...serverOnly.german }, locale: 'de' }),
};

/** `de` (any region) first in Accept-Language gives German; anything else English. */
export function languageFromHeader(header: string | undefined): Language {
  return header?.trim().toLowerCase().startsWith('de') ? 'german' : 'english';
}

export function translate(language: Language, message: Message): string {
  return catalogs[language].t(message.key, message.params);
}

export const isMessageKey = (key: string): key is Message['key'] => catalogs.english.has(key);
