import type { TranslationMessages } from 'react-admin';
import type { Language } from '../../../i18n';
import english from './english';
import german from './german';

/**
 * Every language's catalog at once, for the build's first paint (src/public/boot/) and the tests. The app
 * itself must not import this module: it loads German only when it is used (../i18nProvider.ts).
 */
export const catalogs: Record<Language, TranslationMessages> = { english, german };
