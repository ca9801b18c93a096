import type { MessageKey } from '@contract/fields';
import api from './api';
import type { API_ONLY } from './api-only';
import type { MessagePath } from './define';
import validation from './validation';

/** The messages both the app and the API speak; the app adds its screen texts on top. */
export const shared = {
  english: { validation: validation.english, api: api.english },
  german: { validation: validation.german, api: api.german },
};

/**
 * What the API says: the shared messages and those only it says (api-only.ts), which the app's bundle leaves out
 * (server/platform/i18n.ts joins them).
 */
type ApiMessages = Omit<typeof shared.english, 'api'> & {
  api: typeof api.english & typeof API_ONLY.english;
};

export type SharedMessageKey = MessagePath<ApiMessages>;
/** Every key the contract's rules name, checked here: a key the contract lists without a text does not compile. */
export type ContractMessageKey = Defined<MessageKey>;
type Defined<Key extends SharedMessageKey> = Key;

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/languages';
