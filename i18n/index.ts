import api from './api';
import type { MessagePath } from './define';
import validation from './validation';

/** The messages both the app and the API speak; the app adds its screen texts on top. */
export const shared = {
  english: { validation: validation.english, api: api.english },
  german: { validation: validation.german, api: api.german },
};

export type SharedMessageKey = MessagePath<typeof shared.english>;

export const LANGUAGES = ['english', 'german'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'english';
