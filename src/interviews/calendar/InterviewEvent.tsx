import { Box, Link } from '@mui/material';
import type { EventProps } from 'react-big-calendar';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatTime } from '../../common/dates';
import { screenReaderOnly } from '../../common/screenReaderOnly';
import { useDateTime } from '../../common/useDateTime';
import { routes } from '../../routes';
import type { CalendarEvent } from './events';

interface InterviewLinkProps {
  event: CalendarEvent;
  /** The month view shows the start before the name; the week and day views show the time range already. */
  withTime?: boolean;
  /** The agenda has room for the round, the vacancy and its company. */
  detailed?: boolean;
}

/**
 * An interview on the calendar: a link to its candidate's details. Where the view shows less than the round
 * and the moment, a screen reader reads them after the name, and a pointer finds them in the tooltip.
 */
function InterviewLink({ event, withTime = false, detailed = false }: InterviewLinkProps) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const { interview } = event;
  const round = translate(`candidates.status.${interview.round}`);
  const more = `${round}, ${dateTime(interview.starts_at)}`;
  return (
    <Link
      component={RouterLink}
      to={routes.candidateDetails('all', interview.candidate.uid)}
      title={`${interview.candidate.candidate_name}: ${more}`}
      color="inherit"
      underline="hover"
      sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {withTime && `${formatTime(event.start)} `}
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

export const MonthEvent = ({ event }: EventProps<CalendarEvent>) => <InterviewLink event={event} withTime />;
export const TimeEvent = ({ event }: EventProps<CalendarEvent>) => <InterviewLink event={event} />;
export const AgendaEvent = ({ event }: EventProps<CalendarEvent>) => <InterviewLink event={event} detailed />;
