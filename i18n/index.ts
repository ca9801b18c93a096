import type { MessageKey } from '@contract/fields';
import api from './api';
import type { MessagePath } from './define';
import validation from './validation';

/** The messages both the app and the API speak; the app adds its screen texts on top. */
export const shared = {
  english: { validation: validation.english, api: api.english },
  german: { validation: validation.german, api: api.german },
};

export type SharedMessageKey = MessagePath<typeof shared.english>;
/** Every key the contract's rules name, checked here: a key the contract lists without a text does not compile. */
export type ContractMessageKey = Defined<MessageKey>;
type Defined<Key extends SharedMessageKey> = Key;

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/languages';
