import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ACTIVE_USER_STATUS,
  RECORDED_FIELDS,
  USERNAME_PLACEHOLDER,
  type RecordedField,
} from '@contract/domain';
import { answer, detailAnswer, messageAnswer } from '@contract/envelope';
import { user, userCreate, userListQuery, userListType, userUpdate, type UserCreate } from '@contract/users';
import { companyScope, EVERY_ROLE, inScope, MANAGERS, type Actor } from '../platform/access';
import type { Database } from '../db/schema';
import type { App, Context } from '../platform/context';
import { badRequest, forbidden, notFound } from '../platform/errors';
import { declareListRoutes } from '../platform/list-routes';
import { runList } from '../platform/lists';
import { hashPassword } from '../platform/passwords';
import { actorOf, allow, endpoint, ok, said } from '../platform/routes';
import { userKeys } from '../db/keys';
import { companyCopiesForChild } from '../db/parent-keys';
import { changesOf, lockRecord, PASSWORD_CHANGED, recordHistory, type HistoryActor } from '../history/record';
import { selectUsers, toUser, userListSpec, userRecords } from './queries';
import {
  checkCurrentPassword,
  checkEmailFree,
  writingEmail,
  checkMayGrant,
  checkMayManage,
  checkRoleFitsCompany,
  ownAccountLocked,
} from './rules';
import { userSheet } from '../export/sheets';

/** Who may open a user's details, and so read its history. */
export const USER_READERS = MANAGERS;
const idParam = z.object({ id: z.string() });
const tags = ['users'];
const security = [{ bearer: [] }];
const savedAnswer = answer(z.string()).extend({ data: user });

export function userRoutes(app: App, ctx: Context) {
  userListRoutes(app, ctx);
  userDetailRoute(app, ctx);
  userRegisterRoute(app, ctx);
  userUpdateRoute(app, ctx);
  userDeleteRoute(app, ctx);
}

function userListRoutes(app: App, ctx: Context) {
  declareListRoutes(app, ctx, {
    all: 'userList',
    byType: { path: 'userListByType', types: userListType },
    query: userListQuery,
    item: user,
    sheet: userSheet,
    roles: MANAGERS,
    tags,
    list: (request, query, type) => {
      const scope = companyScope(actorOf(request));
      const source = (db: Kysely<Database>) => {
        let records = userRecords(db, scope);
        if (type === 'active') records = records.where('users.status', '=', ACTIVE_USER_STATUS);
        if (type === 'inactive') records = records.where('users.status', '!=', ACTIVE_USER_STATUS);
        if (type === 'pending') records = records.where('users.status', '=', 'Pending');
        const rows = (ids: readonly number[]) => selectUsers(db, null).where('users.id', 'in', ids).execute();
        return { records, rows };
      };
      return runList(request, ctx, source, userListSpec, query, toUser);
    },
  });
}

function userDetailRoute(app: App, ctx: Context) {
  app.get(
    endpoint('userDetail'),
    {
      onRequest: allow(ctx, USER_READERS),
      schema: { tags, security, params: idParam, response: { 200: detailAnswer(user) } },
    },
    async (request) => ok([toUser(await findVisible(ctx, actorOf(request), request.params.id))]),
  );
}

function userRegisterRoute(app: App, ctx: Context) {
  app.post(
    endpoint('userRegister'),
    {
      onRequest: allow(ctx, MANAGERS),
      schema: { tags, security, body: userCreate, response: { 200: savedAnswer } },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      checkMayGrant(actor, body.user_role);
      const company = await ctx.db
        .selectFrom('companies')
        .select(['id', 'company_uid', 'company_name'])
        .where('company_uid', '=', body.company_uuid)
        .executeTakeFirst();
      if (!company || !inScope(actor, company.id)) {
        throw badRequest('validation.customer_unknown');
      }
      checkMayManage(actor, { role: body.user_role, companyId: company.id });
      checkRoleFitsCompany(body.user_role, company.company_uid);
      await checkEmailFree(ctx.db, body.email);
      const userUid = await insertUser(ctx, actor, body, company.id);
      const created = await selectUsers(ctx.db, null)
        .where('users.user_uid', '=', userUid)
        .executeTakeFirstOrThrow();
      return { ...said(request, 'api.user_added'), data: toUser(created) };
    },
  );
}

/** Adds the user, Approved, with its history entry; answers its uid. */
async function insertUser(ctx: Context, actor: Actor, body: UserCreate, companyId: number): Promise<string> {
  const userUid = randomUUID();
  const passwordHash = await hashPassword(body.or_password);
  await ctx.db.transaction().execute(async (trx) => {
    const copies = await companyCopiesForChild(trx, ctx.engine, companyId);
    if (!copies) throw badRequest('validation.customer_unknown');
    const created = { ...body, status: ACTIVE_USER_STATUS };
    await writingEmail(
      trx
        .insertInto('users')
        .values({
          user_uid: userUid,
          full_name: body.full_name,
          email: body.email,
          username: USERNAME_PLACEHOLDER,
          password_hash: passwordHash,
          user_role: body.user_role,
          status: created.status,
          company_id: companyId,
          last_login: null,
          created_at: new Date().toISOString(),
          ...userKeys(body),
          ...copies,
        })
        .execute(),
    );
    await recordHistory(trx, {
      ...userEntry(userUid, companyId, actor),
      action: 'create',
      changes: changesOf(HISTORY_FIELDS, null, created),
    });
  });
  return userUid;
}

function userUpdateRoute(app: App, ctx: Context) {
  app.put(
    endpoint('userUpdate'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, params: idParam, body: userUpdate, response: { 200: savedAnswer } },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      // Only managers edit others; anyone else reaches this call for their own profile only.
      if (!isManager(actor) && request.params.id !== actor.uid) throw forbidden();
      const target = await updateTarget(ctx, actor, request.params.id);
      const newPassword = body.or_password ? body.or_password : undefined;
      if (target.id === actor.id) {
        if (body.user_role !== target.user_role || body.status !== target.status) throw ownAccountLocked();
        if (newPassword || body.email !== target.email)
          await checkCurrentPassword(ctx.throttle, target, request.ip, body.old_password);
      } else {
        checkMayManage(actor, { role: target.user_role, companyId: target.company_id });
        checkMayManage(actor, { role: body.user_role, companyId: target.company_id });
        checkRoleFitsCompany(body.user_role, target.company_uid);
      }
      await checkEmailFree(ctx.db, body.email, target.id);
      const endsSessions =
        Boolean(newPassword) || (body.status !== ACTIVE_USER_STATUS && target.status === ACTIVE_USER_STATUS);
      // Hashed first and written together with the session version, so that no sign-in in between can
      // obtain a token of the new version with the old password.
      const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
      await ctx.db.transaction().execute(async (trx) => {
        const before = await lockedUser(ctx, trx, target.id);
        await writingEmail(
          trx
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
            .where('id', '=', target.id)
            .execute(),
        );
        await recordHistory(trx, {
          ...userEntry(request.params.id, target.company_id, actor),
          action: 'update',
          changes: [...changesOf(HISTORY_FIELDS, before, body), ...(passwordHash ? [PASSWORD_CHANGED] : [])],
        });
      });
      const updated = await selectUsers(ctx.db, null)
        .where('users.id', '=', target.id)
        .executeTakeFirstOrThrow();
      return { ...said(request, 'api.user_updated'), data: toUser(updated) };
    },
  );
}

/** The user an update names, with what its checks need; 404 if unknown or another company's. */
async function updateTarget(ctx: Context, actor: Actor, userUid: string) {
  const target = await ctx.db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.user_role',
      'users.status',
      'users.email',
      'users.password_hash',
      'users.company_id',
      'companies.company_uid',
    ])
    .where('users.user_uid', '=', userUid)
    .executeTakeFirst();
  if (!target || !inScope(actor, target.company_id)) throw notFound();
  return target;
}

function userDeleteRoute(app: App, ctx: Context) {
  app.delete(
    endpoint('userDelete'),
    {
      onRequest: allow(ctx, MANAGERS),
      schema: { tags, security, params: idParam, response: { 200: messageAnswer } },
    },
    async (request) => {
      const actor = actorOf(request);
      const target = await findVisible(ctx, actor, request.params.id);
      if (target.id === actor.id) throw ownAccountLocked();
      checkMayManage(actor, { role: target.user_role, companyId: target.company_id });
      await ctx.db.transaction().execute(async (trx) => {
        const before = await lockedUser(ctx, trx, target.id);
        await trx.deleteFrom('users').where('id', '=', target.id).execute();
        await recordHistory(trx, {
          ...userEntry(target.user_uid, target.company_id, actor),
          action: 'delete',
          changes: changesOf(HISTORY_FIELDS, before, null),
        });
      });
      return said(request, 'api.user_deleted');
    },
  );
}

const isManager = (actor: Actor) => MANAGERS.includes(actor.role);

/** What a user's history shows of it, read from its row; a new password shows as PASSWORD_CHANGED instead. */
const HISTORY_FIELDS = RECORDED_FIELDS.user.filter(
  (field): field is Exclude<RecordedField<'user'>, 'password'> => field !== 'password',
);

const userEntry = (userUid: string, companyId: number, actor: HistoryActor) =>
  ({ kind: 'user', subjectUid: userUid, recordUid: userUid, companyId, actor }) as const;

/** The user's values as its write replaces them (locked until the write commits), or 404 if deleted meanwhile. */
async function lockedUser(ctx: Context, trx: Kysely<Database>, userId: number) {
  if (!(await lockRecord(trx, ctx.engine, 'users', userId))) throw notFound();
  return trx.selectFrom('users').select(HISTORY_FIELDS).where('id', '=', userId).executeTakeFirstOrThrow();
}

async function findVisible(ctx: Context, actor: Actor, userUid: string) {
  const row = await selectUsers(ctx.db, companyScope(actor))
    .where('users.user_uid', '=', userUid)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
