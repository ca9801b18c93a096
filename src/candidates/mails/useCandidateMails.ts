import { useQuery } from '@tanstack/react-query';
import type { CandidateMail } from '@contract/templates';
import { mailsOf } from './calls';

/** While a mail waits or is being sent, the section asks again this often, so that it shows when it went. */
const WHILE_PENDING_MS = 2_000;

const pending = (mails: readonly CandidateMail[] | undefined) =>
  (mails ?? []).some((mail) => mail.state === 'queued' || mail.state === 'sending');

/** The query key of a candidate's mails: a send marks it stale. */
export const candidateMailsKey = (candidateUid: string) => ['candidate-mails', candidateUid] as const;

/** The candidate's mails, newest first, read again while one of them is on its way. */
export function useCandidateMails(candidateUid: string) {
  return useQuery({
    queryKey: candidateMailsKey(candidateUid),
    queryFn: ({ signal }) => mailsOf(candidateUid, signal),
    refetchInterval: (query) => (pending(query.state.data) ? WHILE_PENDING_MS : false),
  });
}
