import { useTranslate } from 'react-admin';
import type { CandidateStatus } from '@contract/domain';

/** A candidate's application status in the user's language. */
export function StatusLabel({ status }: { status: CandidateStatus }) {
  const translate = useTranslate();
  return <>{translate(`candidates.status.${status}`)}</>;
}
