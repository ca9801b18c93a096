import type { CANDIDATE_MAIL_HISTORY } from '@contract/templates';
import { historyLabels } from '../../common/history/labels';

/** A mail to the candidate on their timeline: "Mail sent by Clara", to whom, its subject and text. */
export const history = historyLabels<typeof CANDIDATE_MAIL_HISTORY>(
  'candidate_mail',
  {
    to: { label: 'templates.mail.fields.to' },
    subject: { label: 'templates.mail.fields.subject' },
    body: { label: 'templates.mail.fields.body', long: true },
  },
  { actions: 'templates.mail.actions' },
);
