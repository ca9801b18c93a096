import { z } from 'zod';
import { USER_ROLES, USER_STATUSES } from './domain';
import { confirmed, email, password } from './fields';
import { LANGUAGES } from './languages';

/** POST account-api/login/: the app always sends user_role 'SuperAdmin'; `remember` asks for a 30-day token. */
export const loginBody = z.object({
  email: email('validation.email_required', 'api.login_email_invalid'),
  password: z
    .string({ error: 'validation.password_required' })
    .min(1, { error: 'validation.password_required' })
    .max(200),
  user_role: z.string().max(50).optional(),
  remember: z.boolean().optional(),
});

export const loginAnswer = z.object({
  status: z.literal(200),
  access: z.string(),
  user_role: z.enum(USER_ROLES),
  response: z.object({
    user_uid: z.string(),
    full_name: z.string(),
    email: z.string(),
    status: z.enum(USER_STATUSES),
  }),
});

export const resetLinkParams = z.object({ lang: z.enum(LANGUAGES, { error: 'validation.choice_invalid' }) });
export const resetLinkBody = z.object({ email: email() });

export const resetParams = z.object({ id: z.string(), token: z.string(), expire: z.string() });
export const resetBody = confirmed(
  z.object({ password: password(), confirm_password: z.string({ error: 'validation.passwords_mismatch' }) }),
  'password',
  'confirm_password',
);
