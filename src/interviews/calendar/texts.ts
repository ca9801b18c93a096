import calendarTexts from '../../../i18n/calendar';
import { useAreaTranslate } from '../../common/useAreaTranslate';

/** The calendar's texts (i18n/calendar.ts, loaded with it and the dashboard's card) and the app's. */
export const useCalendarTranslate = () => useAreaTranslate(calendarTexts, 'calendar');
