import { Box, Link } from '@mui/material';
import type { EventProps } from 'react-big-calendar';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatTime } from '../../common/dates';
import { screenReaderOnly } from '../../common/screenReaderOnly';
import { useDateTime } from '../../common/useDateTime';
import { routes } from '../../routes';
import type { Interview } from '@contract/interviews';
import type { CalendarEvent } from './events';

/** The round and the moment, where a view shows less: a screen reader reads them after the name. */
function useMore(interview: Interview) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const round = translate(`candidates.status.${interview.round}`);
  return { round, more: `${round}, ${dateTime(interview.starts_at)}` };
}

/** Where an interview leads: its candidate's details. */
export const candidateOf = (event: CalendarEvent): string =>
  routes.candidateDetails('all', event.interview.candidate.uid);

/**
 * An interview in the month view and the agenda: a link to its candidate's details, its round and moment in
 * the tooltip, and read after the name; the agenda has room to show the round, the vacancy and its company.
 */
function InterviewLink({ event, detailed = false }: { event: CalendarEvent; detailed?: boolean }) {
  const { interview } = event;
  const { round, more } = useMore(interview);
  return (
    <Link
      component={RouterLink}
      to={candidateOf(event)}
      title={`${interview.candidate.candidate_name}: ${more}`}
      color="inherit"
      underline="hover"
      sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {!detailed && `${formatTime(event.start)} `}
      {interview.candidate.candidate_name}
      {detailed ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {` · ${round} · ${interview.vacancy.vacancy_title} (${interview.company.company_name})`}
        </Box>
      ) : (
        <Box component="span" sx={screenReaderOnly}>{`, ${more}`}</Box>
      )}
    </Link>
  );
}

/**
 * An interview in the week and day views: react-big-calendar makes each a button there (a link inside would
 * nest one control in another), which opens the candidate (InterviewCalendar's onSelectEvent).
 */
function InterviewText({ event }: { event: CalendarEvent }) {
  const { interview } = event;
  const { more } = useMore(interview);
  return (
    <span title={`${interview.candidate.candidate_name}: ${more}`}>
      {interview.candidate.candidate_name}
      <Box component="span" sx={screenReaderOnly}>{`, ${more}`}</Box>
    </span>
  );
}

export const MonthEvent = ({ event }: EventProps<CalendarEvent>) => <InterviewLink event={event} />;
export const TimeEvent = ({ event }: EventProps<CalendarEvent>) => <InterviewText event={event} />;
export const AgendaEvent = ({ event }: EventProps<CalendarEvent>) => <InterviewLink event={event} detailed />;
