import { useParams } from 'react-router-dom';
import type { RejectionReasonItem } from '@contract/rejection-reasons';
import { rejectionReasonRoutes } from './routes';

/** A reason as the dataProvider hands it over (`id` = uid). */
export type RejectionReasonRecord = RejectionReasonItem & { id: string };

/** The {uid} of a reason route; its list is the one list of reasons. */
export function useRejectionReasonParams() {
  const { uid = '' } = useParams();
  return { uid, listRoute: rejectionReasonRoutes.list };
}
