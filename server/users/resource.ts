import { randomUUID } from 'node:crypto';
import { ACTIVE_USER_STATUS, USERNAME_PLACEHOLDER } from '@contract/domain';
import type { RecordedField } from '@contract/history';
import { user, USER_HISTORY, userCreate, userListQuery, userListType, userUpdate } from '@contract/users';
import { userKeys } from '../db/keys';
import { companyCopiesForChild } from '../db/parent-keys';
import { PASSWORD_CHANGED } from '../history/record';
import { EVERY_ROLE, MANAGERS } from '../platform/access';
import { badRequest } from '../platform/errors';
import { eachRow } from '../platform/resource/derive';
import { defineResource } from '../platform/resource/routes';
import { forgetUser } from './forget';
import { selectUsers, toUser, userListSpec, usersInTab } from './queries';
import { checkMayManage, ownAccountLocked } from './rules';
import { userSheet } from './sheet';
import { guardUpdate, prepareCreate, prepareUpdate } from './writes';
import { USER_LISTED } from './table';

/** What a user's history shows of it, read from its row; a new password shows as PASSWORD_CHANGED instead. */
const HISTORY_FIELDS = USER_HISTORY.fields.filter(
  (field): field is Exclude<RecordedField<typeof USER_HISTORY>, 'password'> => field !== 'password',
);

/** Users: managers manage those of their reach, everyone edits their own profile. */
export const users = defineResource({
  tags: ['users'],
  table: 'users',
  listed: USER_LISTED,
  select: selectUsers,
  uid: 'user_uid',
  company: 'company_id',
  items: () => eachRow(toUser),
  item: user,
  history: { kind: USER_HISTORY.kind, fields: HISTORY_FIELDS },
  // Who may open a user's details, and so read its history.
  timeline: { readers: MANAGERS },
  // Two requests for the same new email at once both pass checkEmailFree; the unique index refuses one.
  unique: 'api.email_taken',
  list: {
    all: 'userList',
    byType: { path: 'userListByType', types: userListType },
    query: userListQuery,
    sheet: userSheet,
    roles: MANAGERS,
    spec: userListSpec,
    records: usersInTab,
  },
  detail: { path: 'userDetail', roles: MANAGERS, item: user },
  create: {
    path: 'userRegister',
    roles: MANAGERS,
    body: userCreate,
    message: 'api.user_added',
    prepare: prepareCreate,
    // Added Approved.
    insert: async ({ ctx, trx }, body, { companyId, passwordHash }) => {
      const copies = await companyCopiesForChild(trx, ctx.engine, companyId);
      if (!copies) throw badRequest('validation.customer_unknown');
      const uid = randomUUID();
      await trx
        .insertInto('users')
        .values({
          user_uid: uid,
          full_name: body.full_name,
          email: body.email,
          username: USERNAME_PLACEHOLDER,
          password_hash: passwordHash,
          user_role: body.user_role,
          status: ACTIVE_USER_STATUS,
          company_id: companyId,
          last_login: null,
          created_at: new Date().toISOString(),
          ...userKeys(body),
          ...copies,
        })
        .execute();
      return uid;
    },
  },
  update: {
    path: 'userUpdate',
    roles: EVERY_ROLE,
    body: userUpdate,
    message: 'api.user_updated',
    guard: guardUpdate,
    prepare: prepareUpdate,
    update: async ({ trx }, body, row, _before, { passwordHash, endsSessions }) => {
      await trx
        .updateTable('users')
        .set((eb) => ({
          full_name: body.full_name,
          email: body.email,
          user_role: body.user_role,
          status: body.status,
          ...userKeys(body),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          ...(endsSessions ? { session_version: eb('session_version', '+', 1) } : {}),
        }))
        .where('id', '=', row.id)
        .execute();
      return passwordHash ? [PASSWORD_CHANGED] : [];
    },
  },
  delete: {
    path: 'userDelete',
    roles: MANAGERS,
    message: 'api.user_deleted',
    check: ({ actor }, row) => {
      if (row.id === actor.id) throw ownAccountLocked();
      checkMayManage(actor, { role: row.user_role, companyId: row.company_id });
    },
    forget: ({ trx }, row) => forgetUser(trx, row),
  },
});
