import { Alert, Box, Card, CardActions, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { addDays } from 'date-fns';
import { useId, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Interview } from '@contract/interviews';
import { useDateTime } from '../common/useDateTime';
import { useInterviews } from '../interviews/calendar/useInterviews';
import { routes } from '../routes';
import { useCalendarTranslate } from '../interviews/calendar/texts';

/** How far ahead the card looks. */
const DAYS_AHEAD = 14;

/** A plain list: Material UI's List would be a chunk the list screens then share (see CalendarToolbar). */
function InterviewItem({ interview }: { interview: Interview }) {
  const translate = useCalendarTranslate();
  const dateTime = useDateTime();
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Link component={RouterLink} to={routes.candidateDetails('all', interview.candidate.uid)}>
        {interview.candidate.candidate_name}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {`${dateTime(interview.starts_at)} · ${translate(`candidates.status.${interview.round}`)} · ${interview.vacancy.vacancy_title}`}
      </Typography>
    </Box>
  );
}

/**
 * The dashboard's "My interviews" (issue 33): the signed-in user's interviews as interviewer, from now to
 * DAYS_AHEAD days ahead, by start, and the way to the whole calendar.
 */
export function MyInterviews() {
  const translate = useCalendarTranslate();
  const headingId = useId();
  const { identity } = useGetIdentity();
  // Fixed when the card mounts: a range read from the clock at each render would be a new query each time.
  const [from] = useState(() => new Date());
  const me = identity ? String(identity.id) : undefined;
  const { data, isError } = useInterviews(
    { from, to: addDays(from, DAYS_AHEAD), interviewer: me },
    Boolean(me),
  );
  return (
    <Card variant="outlined" sx={{ mt: 2, borderRadius: 2 }} component="section" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {translate('calendar.mine.title')}
        </Typography>
        {isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('calendar.mine.failed')}
          </Alert>
        ) : !data ? (
          <Skeleton height={48} />
        ) : data.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('calendar.mine.empty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((interview) => (
              <InterviewItem key={interview.uid} interview={interview} />
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions>
        <Link component={RouterLink} to={routes.interviews} sx={{ px: 1, fontWeight: 600 }}>
          {translate('calendar.mine.all')}
        </Link>
      </CardActions>
    </Card>
  );
}
