import type { z } from 'zod';
import type { loginAnswer } from '@contract/auth';
import { LOGIN_ROLE } from '@contract/domain';
import { apiPath } from '@contract/paths';
import type { Language } from '../../i18n';
import { createCall, type Answer, type FetchLike } from './http';
import { storeSession } from './session';

export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

interface PasswordReset {
  id: string;
  token: string;
  expire: string;
  password: string;
  confirm_password: string;
}

/** The calls a visitor makes before signing in: the public pages use them without react-admin. */
export interface AccountCalls {
  /** Stores the session; fails with the API's message (e.g. 'Invalid Credentials!'). */
  login: (credentials: Credentials) => Promise<void>;
  /** Both answer the server's translated text. */
  requestPasswordReset: (email: string, language: Language) => Promise<{ message: string }>;
  resetPassword: (reset: PasswordReset) => Promise<{ message: string }>;
}

/** Write calls answer a translated message the screens may show. */
export const messageOf = (answer: Answer) => ({
  message: typeof answer.response === 'string' ? answer.response : '',
});

export function createAccountCalls(apiUrl: string, fetchImpl?: FetchLike): AccountCalls {
  const call = createCall(apiUrl, fetchImpl);
  return {
    async login({ email, password, remember = false }) {
      const answer = (await call(apiPath('login'), {
        method: 'POST',
        json: { email, password, user_role: LOGIN_ROLE, remember },
        auth: false,
      })) as unknown as z.infer<typeof loginAnswer>;
      storeSession(answer.access, answer.user_role, remember);
    },
    requestPasswordReset: async (email, language) =>
      messageOf(
        await call(apiPath('passwordResetLink', { lang: language }), {
          method: 'POST',
          json: { email },
          auth: false,
        }),
      ),
    resetPassword: async ({ id, token, expire, password, confirm_password }) =>
      messageOf(
        await call(apiPath('passwordReset', { id, token, expire }), {
          method: 'PUT',
          json: { password, confirm_password },
          auth: false,
        }),
      ),
  };
}

/** The API is served under /api/ beside the app unless VITE_API_URL names another host. */
export const API_URL: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api/';

/** The address of the live-update stream, which is read with fetch rather than through a call. */
export const EVENTS_URL = `${API_URL}${apiPath('events')}`;

export const accountCalls = createAccountCalls(API_URL);
