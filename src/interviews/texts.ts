import interviewTexts from '../../i18n/interviews';
import { useAreaTranslate } from '../common/useAreaTranslate';

/** The interviews' texts (i18n/interviews.ts, loaded with them) and the app's. */
export const useInterviewTranslate = () => useAreaTranslate(interviewTexts, 'interviews');
