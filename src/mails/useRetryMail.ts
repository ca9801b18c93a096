import { useState } from 'react';
import { useNotify } from 'react-admin';
import { apiPath } from '@contract/paths';
import { API_URL } from '../providers/accountCalls';
import { createCall } from '../providers/http';
import { errorMessage } from '../common/errors';

const call = createCall(API_URL);

/** POST mail-retry/{uid}/: a failed mail queued again; the answer's message is shown, then `done` runs. */
export function useRetryMail(done: () => void) {
  const notify = useNotify();
  const [retrying, setRetrying] = useState(false);
  const retry = async (uid: string) => {
    setRetrying(true);
    try {
      const answer = await call(apiPath('mailRetry', { id: uid }), { method: 'POST' });
      notify(String(answer.response), { type: 'success' });
      done();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setRetrying(false);
    }
  };
  return { retry, retrying };
}
