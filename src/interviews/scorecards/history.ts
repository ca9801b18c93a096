import type { SCORECARD_HISTORY } from '@contract/scorecards';
import interviewTexts from '../../../i18n/interviews';
import { historyLabels } from '../../common/history/labels';

/** A scorecard's entries name the fields changed, never their values (the server keeps none). */
export const history = historyLabels<typeof SCORECARD_HISTORY>(
  'scorecard',
  {
    ratings: { label: 'interviews.scorecards.fields.ratings', valueless: true },
    recommendation: { label: 'interviews.scorecards.fields.recommendation', valueless: true },
    note: { label: 'interviews.scorecards.fields.note', valueless: true },
  },
  { actions: 'interviews.scorecards.history', area: { texts: interviewTexts, prefix: 'interviews' } },
);
