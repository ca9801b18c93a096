import reportTexts from '../../i18n/reports';
import { useAreaTranslate } from '../common/useAreaTranslate';

/** The report's texts (i18n/reports.ts, loaded with its screen) and the app's. */
export const useReportTranslate = () => useAreaTranslate(reportTexts, 'reports');
