import { ACTIVE_STATES, CANDIDATE_STATUSES } from '@contract/domain';
import type { CANDIDATE_HISTORY } from '@contract/candidates';
import { LANGUAGES } from '@contract/languages';
import { bilingualName, choice, historyLabels } from '../common/history/labels';

export const history = historyLabels<typeof CANDIDATE_HISTORY>('candidate', {
  candidate_name: { label: 'candidates.fields.name' },
  candidate_email: { label: 'candidates.fields.email' },
  candidate_phone_number: { label: 'candidates.fields.phone' },
  candidate_status: {
    label: 'candidates.fields.status',
    show: choice('candidates.status', CANDIDATE_STATUSES),
  },
  is_candidate_active: {
    label: 'candidates.fields.active',
    show: choice('candidates.active', ACTIVE_STATES),
  },
  candidate_language: {
    label: 'candidates.fields.language',
    show: choice('candidates.languages', LANGUAGES),
  },
  rejection_reason: { label: 'rejectionReasons.choice.label', show: bilingualName },
});
