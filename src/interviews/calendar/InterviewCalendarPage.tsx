import { Alert, Box, LinearProgress } from '@mui/material';
import { HeadingRow } from '../../common/HeadingRow';
import { ExportMenu } from '../../common/list-kit/ExportMenu';
import { TopBarTitle } from '../../common/TopBarTitle';
import { CalendarFilters } from './CalendarFilters';
import { InterviewCalendar } from './InterviewCalendar';
import { visibleRange } from './range';
import { useCalendarAddress } from './useCalendarAddress';
import { exportInterviews, useInterviews } from './useInterviews';
import { useCalendarTranslate } from './texts';

const NONE: never[] = [];

/**
 * `/interviews` (issue 33): every interview of the user's companies in a month, week, day or agenda, filtered
 * by interviewer, company and vacancy; the view, day and filters are the address's. It fetches the range the
 * view shows, and keeps the last one on screen while the next loads.
 */
export default function InterviewCalendarPage() {
  const translate = useCalendarTranslate();
  const { view, date, filters, phone, setView, setDate, setFilter } = useCalendarAddress();
  const query = { ...visibleRange(view, date), ...filters };
  const { data, isError, isFetching } = useInterviews(query);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <TopBarTitle title={translate('calendar.title')} />
      <HeadingRow heading={translate('calendar.title')} level="page" sx={{ mb: 2 }}>
        <ExportMenu fetchFile={(format) => exportInterviews(query, format)} />
      </HeadingRow>
      <CalendarFilters filters={filters} onFilter={setFilter} />
      {isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('calendar.failed')}
        </Alert>
      )}
      {/* The bar's place is kept, so that the calendar does not move; the bar is there only while loading. */}
      <Box sx={{ height: 4, mb: 1 }}>
        {isFetching && <LinearProgress aria-label={translate('calendar.loading')} />}
      </Box>
      <InterviewCalendar
        interviews={data ?? NONE}
        view={view}
        date={date}
        agendaOnly={phone}
        onView={setView}
        onDate={setDate}
      />
    </Box>
  );
}
