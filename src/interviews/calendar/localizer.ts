import { format, getDay, parse, startOfWeek } from 'date-fns';
import { de, enGB } from 'date-fns/locale';
import { dateFnsLocalizer, type Formats } from 'react-big-calendar';
import { formatDate, formatTime } from '../../common/dates';
import { WEEK_STARTS_ON } from './range';

/** The calendar's cultures by the app's language: its day and month names. */
export const CULTURES = { english: 'en-GB', german: 'de' } as const;

/**
 * react-big-calendar's date-fns localizer (date-fns is the app's date library already; importing it alone
 * keeps the library's moment, luxon and globalize localizers out of the bundle). British English, whose weeks
 * start on Monday as German ones do (WEEK_STARTS_ON).
 */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date, options) => startOfWeek(date, { ...options, weekStartsOn: WEEK_STARTS_ON }),
  getDay,
  locales: { [CULTURES.english]: enGB, [CULTURES.german]: de },
});

const timeRange = ({ start, end }: { start: Date; end: Date }) => `${formatTime(start)} – ${formatTime(end)}`;
const dayRange = ({ start, end }: { start: Date; end: Date }) => `${formatDate(start)} – ${formatDate(end)}`;

/**
 * Dates and times as the app writes them everywhere (DD.MM.YYYY, 24 hours: src/common/dates.ts), with the
 * language's day and month names where the calendar names them.
 */
export const formats: Formats = {
  timeGutterFormat: (date) => formatTime(date),
  eventTimeRangeFormat: timeRange,
  agendaTimeRangeFormat: timeRange,
  agendaTimeFormat: (date) => formatTime(date),
  agendaDateFormat: (date, culture, local) => `${local.format(date, 'EEE', culture)} ${formatDate(date)}`,
  agendaHeaderFormat: dayRange,
  dayRangeHeaderFormat: dayRange,
  dayHeaderFormat: (date, culture, local) => `${local.format(date, 'EEEE', culture)}, ${formatDate(date)}`,
  dayFormat: (date, culture, local) =>
    `${local.format(date, 'EEE', culture)} ${local.format(date, 'dd.MM.', culture)}`,
  weekdayFormat: 'EEEE',
  monthHeaderFormat: 'LLLL yyyy',
};
