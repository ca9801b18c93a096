import type { CANDIDATE_MAIL_HISTORY } from '@contract/templates';
import candidateMailTexts from '../../../i18n/candidate-mails';
import { historyLabels } from '../../common/history/labels';

/** A mail to the candidate on their timeline: "Mail sent by Clara", to whom, its subject and text. */
export const history = historyLabels<typeof CANDIDATE_MAIL_HISTORY>(
  'candidate_mail',
  {
    to: { label: 'candidate_mails.fields.to' },
    subject: { label: 'candidate_mails.fields.subject' },
    body: { label: 'candidate_mails.fields.body', long: true },
  },
  { actions: 'candidate_mails.actions', area: { texts: candidateMailTexts, prefix: 'candidate_mails' } },
);
