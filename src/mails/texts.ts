import mailTexts from '../../i18n/mails';
import { useAreaTranslate } from '../common/useAreaTranslate';

/** The mail queue's texts (i18n/mails.ts, loaded with its screen) and the app's. */
export const useMailTranslate = () => useAreaTranslate(mailTexts, 'mails');
