import { z } from 'zod';
import { EDITABLE_USER_STATUSES, USER_LIST_TYPES, USER_ROLES, USER_STATUSES } from './domain';
import {
  choice,
  confirmed,
  email,
  filterText,
  optionalPassword,
  password,
  requiredText,
  uid,
} from './fields';
import type { RecordedHistory } from './history';
import { listQuery } from './lists';
import { recordVersion } from './versions';

export const companyRef = z.object({ company_uid: z.string(), company_name: z.string() });

export const user = z.object({
  id: z.number().int(),
  user_uid: z.string(),
  full_name: z.string(),
  email: z.string(),
  user_role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  company: companyRef,
  ...recordVersion,
});
export type User = z.infer<typeof user>;

/** A user's history: a new password shows as changed, never with its values. */
export const USER_HISTORY = {
  kind: 'user',
  fields: ['full_name', 'email', 'user_role', 'status', 'password'],
} as const satisfies RecordedHistory<keyof User | 'password'>;

/** POST account-api/user-register-view/, fields in form order. */
export const userCreate = confirmed(
  z.object({
    full_name: requiredText(),
    user_role: choice(USER_ROLES),
    email: email(),
    or_password: password(),
    confirm_password: z.string({ error: 'validation.passwords_mismatch' }),
    company_uuid: uid('validation.required', 'validation.customer_unknown'),
    /** Sent by the form and ignored: the username is a fixed dummy value and new users are Approved. */
    username: z.string().optional(),
    status: z.string().optional(),
  }),
  'or_password',
  'confirm_password',
);
export type UserCreate = z.infer<typeof userCreate>;

/** PUT admin-api/user-update-api/{id}/: without a password only the first four fields are sent. */
export const userUpdate = confirmed(
  z.object({
    full_name: requiredText(),
    user_role: choice(USER_ROLES),
    status: choice(EDITABLE_USER_STATUSES),
    email: email(),
    or_password: optionalPassword(),
    confirm_password: z.string().optional(),
    old_password: z.string().max(200).optional(),
  }),
  'or_password',
  'confirm_password',
);
export type UserUpdate = z.infer<typeof userUpdate>;

export const userListQuery = listQuery.extend({
  company__company_name__icontains: filterText(),
  full_name__icontains: filterText(),
  email: filterText(),
  user_role__icontains: filterText(),
  /** Beyond the contract: one company's users exactly (by its uid), for a company's own user list. */
  company__company_uid: filterText(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userListType = z.object({ type: choice(USER_LIST_TYPES) });
