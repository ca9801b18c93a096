import bulkTexts from '../../../../i18n/bulk';
import { useAreaTranslate } from '../../useAreaTranslate';

/** The bulk toolbar's texts (i18n/bulk.ts) come with its lazily loaded code: `bulk.` keys from there. */
export const useBulkTranslate = () => useAreaTranslate(bulkTexts, 'bulk');
