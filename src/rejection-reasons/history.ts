import type { REJECTION_REASON_HISTORY } from '@contract/rejection-reasons';
import { historyLabels } from '../common/history/labels';

export const history = historyLabels<typeof REJECTION_REASON_HISTORY>('rejection_reason', {
  reason_name: { label: 'rejectionReasons.fields.reason_name' },
  reason_name_de: { label: 'rejectionReasons.fields.reason_name_de' },
});
