/** The languages the app shows and the API answers in; the reset-link call names one (spec section 7). */
export const LANGUAGES = ['english', 'german'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'english';
