import candidateMailTexts from '../../../i18n/candidate-mails';
import { useAreaTranslate } from '../../common/useAreaTranslate';

/** A candidate's mails' texts (i18n/candidate-mails.ts, loaded with them) and the app's. */
export const useCandidateMailTranslate = () => useAreaTranslate(candidateMailTexts, 'candidate_mails');
