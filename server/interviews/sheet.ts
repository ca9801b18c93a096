import type { Interview } from '@contract/interviews';
import type { Sheet } from '../export/sheet';
import { zoned } from './zoned';

/**
 * The calendar's export: each interview's start on the wall clocks of `timeZone` (the asker's, as the calendar
 * shows it; the zone is a column of its own, so that a file passed on says which clocks it means), its round,
 * who and where.
 */
export const interviewSheet = (timeZone: string): Sheet<Interview> => ({
  file: 'interviews',
  title: 'calendar.title',
  columns: [
    { header: 'interviews.fields.starts_at', cell: (interview) => zoned(interview.starts_at, timeZone) },
    { header: 'interviews.fields.time_zone', cell: () => timeZone },
    { header: 'interviews.fields.duration_minutes', cell: (interview) => interview.duration_minutes },
    {
      header: 'interviews.fields.round',
      cell: (interview, word) => word(`candidates.status.${interview.round}`),
    },
    { header: 'interviews.fields.candidate', cell: (interview) => interview.candidate.candidate_name },
    { header: 'candidates.fields.vacancy', cell: (interview) => interview.vacancy.vacancy_title },
    { header: 'candidates.fields.company', cell: (interview) => interview.company.company_name },
    { header: 'interviews.fields.location', cell: (interview) => interview.location },
    { header: 'interviews.fields.video_link', cell: (interview) => interview.video_link },
    {
      header: 'interviews.fields.interviewers',
      cell: (interview) => interview.interviewers.map((person) => person.full_name).join(', '),
    },
  ],
});
