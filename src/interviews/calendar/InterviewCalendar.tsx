import 'react-big-calendar/lib/css/react-big-calendar.css';
import { Box } from '@mui/material';
import { useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { Calendar, type Messages, type View } from 'react-big-calendar';
import { useLocaleState } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Interview } from '@contract/interviews';
import { calendarStyles } from './calendarStyles';
import { CalendarToolbar } from './CalendarToolbar';
import { dayCapped, endOf, startOf, titleOf, toEvent, type CalendarEvent } from './events';
import { AgendaEvent, candidateOf, MonthEvent, TimeEvent } from './InterviewEvent';
import { CULTURES, formats, localizer } from './localizer';
import { AGENDA_DAYS, CALENDAR_VIEWS, isCalendarView, type CalendarView } from './range';
import { useCalendarTranslate } from './texts';

/**
 * A day's heading in the week and day views, as text: react-big-calendar's own is a span with the role of a
 * column header inside a button, in no row or grid (axe: aria-required-parent).
 */
const DayHeading = ({ label }: { label: ReactNode }) => <span>{label}</span>;

const COMPONENTS = {
  toolbar: CalendarToolbar,
  event: TimeEvent,
  month: { event: MonthEvent },
  agenda: { event: AgendaEvent },
  week: { header: DayHeading },
  day: { header: DayHeading },
};

/** The working day in view when the week and day views open. */
const EIGHT_O_CLOCK = new Date(1970, 0, 1, 8);

interface InterviewCalendarProps {
  interviews: readonly Interview[];
  view: CalendarView;
  date: Date;
  /** A phone has the agenda only. */
  agendaOnly: boolean;
  onView: (view: CalendarView) => void;
  onDate: (date: Date) => void;
}

/** More events than a month's cell shows: the month view is given no more of a day (dayCapped). */
const MONTH_DAY_EVENTS = 6;

/** The calendar's words; `countOn`: the real count of a day whose events the month view was given only some of. */
function useMessages(countOn?: (day: Date) => number): Messages<CalendarEvent> {
  const translate = useCalendarTranslate();
  return useMemo(
    () => ({
      date: translate('calendar.columns.date'),
      time: translate('calendar.columns.time'),
      event: translate('calendar.columns.interview'),
      allDay: translate('calendar.all_day'),
      previous: translate('calendar.navigation.previous'),
      next: translate('calendar.navigation.next'),
      today: translate('calendar.navigation.today'),
      month: translate('calendar.views.month'),
      week: translate('calendar.views.week'),
      day: translate('calendar.views.day'),
      agenda: translate('calendar.views.agenda'),
      noEventsInRange: translate('calendar.empty'),
      showMore: (hidden, _remaining, dayEvents) => {
        const first = dayEvents[0];
        const uncounted = countOn && first ? countOn(first.start) - dayEvents.length : 0;
        return translate('calendar.show_more', { smart_count: hidden + uncounted });
      },
    }),
    [translate, countOn],
  );
}

/**
 * The interviews on react-big-calendar (docs/decisions.md says why this library): month, week,
 * day and agenda, in the user's language and the app's theme. Each interview links to its candidate.
 */
export function InterviewCalendar({
  interviews,
  view,
  date,
  agendaOnly,
  onView,
  onDate,
}: InterviewCalendarProps) {
  const [locale] = useLocaleState();
  const events = useMemo(() => interviews.map(toEvent), [interviews]);
  const month = useMemo(() => dayCapped(events, MONTH_DAY_EVENTS), [events]);
  const messages = useMessages(view === 'month' ? month.countOn : undefined);
  const views: View[] = agendaOnly ? ['agenda'] : [...CALENDAR_VIEWS];
  const navigate = useNavigate();
  // The week and day views' events are buttons (InterviewText); the month's and the agenda's are links.
  const buttons = view === 'week' || view === 'day';
  const open = (event: CalendarEvent) => navigate(candidateOf(event));
  // A button's keys: Enter and Space (which would otherwise scroll the page).
  const openByKey = (event: CalendarEvent, cause: KeyboardEvent) => {
    if (cause.key !== 'Enter' && cause.key !== ' ') return;
    cause.preventDefault();
    open(event);
  };
  return (
    <Box
      sx={[
        calendarStyles,
        view !== 'agenda' && { height: { xs: 560, md: 'calc(100vh - 280px)' }, minHeight: 560 },
      ]}
    >
      <Calendar<CalendarEvent>
        localizer={localizer}
        culture={CULTURES[locale as keyof typeof CULTURES] ?? CULTURES.english}
        events={view === 'month' ? month.events : events}
        startAccessor={startOf}
        endAccessor={endOf}
        titleAccessor={titleOf}
        tooltipAccessor={null}
        view={view}
        views={views}
        date={date}
        onView={(next) => isCalendarView(next) && onView(next)}
        onNavigate={(next) => onDate(next)}
        onSelectEvent={buttons ? open : undefined}
        onKeyPressEvent={buttons ? openByKey : undefined}
        components={COMPONENTS}
        messages={messages}
        formats={formats}
        length={AGENDA_DAYS}
        scrollToTime={EIGHT_O_CLOCK}
      />
    </Box>
  );
}
