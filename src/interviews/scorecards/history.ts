import type { SCORECARD_HISTORY } from '@contract/scorecards';
import { historyLabels } from '../../common/history/labels';

/** A scorecard's entries name the fields changed, never their values (the server keeps none). */
export const history = historyLabels<typeof SCORECARD_HISTORY>(
  'scorecard',
  {
    ratings: { label: 'app.history.ratings' },
    recommendation: { label: 'app.history.recommendation' },
    note: { label: 'app.history.scorecard_note' },
  },
  'app.history.scorecard_actions',
);
