import { useNotify } from 'react-admin';
import { errorMessage } from './errors';

/**
 * What add and edit forms do with the server's answer (spec section 4): on status 200 the success message
 * (an i18n key, the same text the server answers) and then `after`; otherwise the first error as a toast.
 */
export function useSaveEffects(success: string, after: () => void) {
  const notify = useNotify();
  return {
    onSuccess: () => {
      notify(success, { type: 'success' });
      after();
    },
    onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
  };
}
