import staleTexts from '../../../i18n/stale';
import { useAreaTranslate } from '../useAreaTranslate';

/** The stale dialogs' texts (i18n/stale.ts) come with their lazily loaded code: `stale.` keys from there. */
export const useStaleTranslate = () => useAreaTranslate(staleTexts, 'stale');
