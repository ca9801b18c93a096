import automationTexts from '../../i18n/automations';
import { useAreaTranslate } from '../common/useAreaTranslate';

/** The automatic mails' texts (i18n/automations.ts, loaded with them) and the app's. */
export const useAutomationTranslate = () => useAreaTranslate(automationTexts, 'automations');
