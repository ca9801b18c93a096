import { CANDIDATE_STATUSES } from '@contract/domain';
import type { INTERVIEW_HISTORY } from '@contract/interviews';
import interviewTexts from '../../i18n/interviews';
import { choice, dateTime, historyLabels, yesNo } from '../common/history/labels';

/** An interview's entries on its candidate's timeline, labelled as its form labels the fields. */
export const history = historyLabels<typeof INTERVIEW_HISTORY>(
  'interview',
  {
    round: { label: 'interviews.fields.round', show: choice('candidates.status', CANDIDATE_STATUSES) },
    starts_at: { label: 'interviews.fields.starts_at', show: dateTime },
    duration_minutes: { label: 'interviews.fields.duration_minutes' },
    location: { label: 'interviews.fields.location' },
    video_link: { label: 'interviews.fields.video_link' },
    interviewers: { label: 'interviews.fields.interviewers' },
    candidate_invited: { label: 'interviews.fields.candidate_invited', show: yesNo },
  },
  { actions: 'interviews.history', area: { texts: interviewTexts, prefix: 'interviews' } },
);
