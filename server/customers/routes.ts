import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ADMINISTRATION_COMPANY_UID, RECORDED_FIELDS } from '@contract/domain';
import {
  customer,
  customerCreate,
  customerDetail,
  customerListQuery,
  customerListType,
  customerOption,
  customerUpdate,
} from '@contract/customers';
import { answer, detailAnswer, messageAnswer } from '@contract/envelope';
import { isForeignKeyViolation } from '../db/errors';
import { companyKeys } from '../db/keys';
import { spreadCompany } from '../db/parent-keys';
import { changesOf, lockRecord, recordHistory, type HistoryActor } from '../history/record';
import { ADMINS, companyScope, EVERY_ROLE, MANAGERS } from '../platform/access';
import type { Database } from '../db/schema';
import type { App, Context } from '../platform/context';
import { conflict, notFound } from '../platform/errors';
import { readImageForm } from '../platform/image-form';
import { declareListRoutes } from '../platform/list-routes';
import { runList } from '../platform/lists';
import { actorOf, allow, endpoint, ok, said } from '../platform/routes';
import { selectUsers, toUser } from '../users/queries';
import {
  customerListSpec,
  customerOptions,
  isActive,
  isDeletable,
  selectCustomers,
  toCustomer,
} from './queries';
import { customerSheet } from '../export/sheets';

/** Who may open a customer's details, and so read its history. */
export const CUSTOMER_READERS = MANAGERS;
const idParam = z.object({ id: z.string() });
const tags = ['customers'];
const security = [{ bearer: [] }];
/** Add and edit take multipart (with the logo) or JSON; the body is parsed in the handler, not by fastify. */
const consumes = ['multipart/form-data', 'application/json'];
const LOGO = 'company_logo';
const savedAnswer = answer(z.string()).extend({ data: customer });

/** What a customer's history shows of it, the logo without its values (VALUELESS_FIELDS). */
const HISTORY_FIELDS = RECORDED_FIELDS.customer;

const customerEntry = (companyUid: string, companyId: number, actor: HistoryActor) =>
  ({ kind: 'customer', subjectUid: companyUid, recordUid: companyUid, companyId, actor }) as const;

export function customerRoutes(app: App, ctx: Context) {
  customerListRoutes(app, ctx);
  customerListingRoute(app, ctx);
  customerDetailRoute(app, ctx);
  customerRegisterRoute(app, ctx);
  customerUpdateRoute(app, ctx);
  customerDeleteRoute(app, ctx);
}

/** The customer's values as its write replaces them (locked until it commits); 404 if deleted meanwhile. */
async function lockedCustomer(ctx: Context, trx: Kysely<Database>, companyId: number) {
  if (!(await lockRecord(trx, ctx.engine, 'companies', companyId))) throw notFound();
  return trx
    .selectFrom('companies')
    .select(HISTORY_FIELDS)
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

const findCustomer = (ctx: Context, companyUid: string, companyId: number | null) =>
  selectCustomers(ctx.db, companyId).where('companies.company_uid', '=', companyUid).executeTakeFirst();

function customerListRoutes(app: App, ctx: Context) {
  declareListRoutes(app, ctx, {
    all: 'companyManagementList',
    byType: 'companyListByType',
    types: customerListType,
    query: customerListQuery,
    item: customer,
    sheet: customerSheet,
    roles: ADMINS,
    tags,
    list: (request, query, type) => {
      const source = (db: Kysely<Database>) => {
        let records = db.selectFrom('companies');
        if (type === 'active') records = records.where((eb) => isActive(eb));
        if (type === 'inactive') records = records.where((eb) => eb.not(isActive(eb)));
        const rows = (ids: readonly number[]) =>
          selectCustomers(db, null).where('companies.id', 'in', ids).execute();
        return { records, rows };
      };
      return runList(request, ctx, source, customerListSpec, query, toCustomer);
    },
  });
}

function customerListingRoute(app: App, ctx: Context) {
  app.get(
    endpoint('companyListing'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, response: { 200: answer(z.array(customerOption)) } },
    },
    async (request) => ok(await customerOptions(ctx.db, companyScope(actorOf(request)))),
  );
}

function customerDetailRoute(app: App, ctx: Context) {
  app.get(
    endpoint('companyDetail'),
    {
      onRequest: allow(ctx, CUSTOMER_READERS),
      schema: { tags, security, params: idParam, response: { 200: detailAnswer(customerDetail) } },
    },
    async (request) => {
      const row = await findCustomer(ctx, request.params.id, companyScope(actorOf(request)));
      if (!row) throw notFound();
      const users = await selectUsers(ctx.db, row.id)
        .orderBy('users.full_name_key')
        .orderBy('users.id')
        .execute();
      return ok([{ ...toCustomer(row), user_company: users.map(toUser) }]);
    },
  );
}

function customerRegisterRoute(app: App, ctx: Context) {
  app.post(
    endpoint('companyRegister'),
    {
      onRequest: allow(ctx, ADMINS),
      schema: { tags, security, consumes, formBody: customerCreate, response: { 200: savedAnswer } },
    },
    async (request) => {
      const { body, image } = await readImageForm(request, customerCreate, LOGO);
      const companyUid = randomUUID();
      await ctx.uploads.storeFor(image, (logoUrl) =>
        ctx.db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('companies')
            .values({
              company_uid: companyUid,
              company_name: body.company_name,
              company_email: body.company_email,
              company_logo: logoUrl,
              folder_name: body.folder_name,
              folder_id: body.folder_id,
              created_at: new Date().toISOString(),
              ...companyKeys(body),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordHistory(trx, {
            ...customerEntry(companyUid, created.id, actorOf(request)),
            action: 'create',
            changes: changesOf(HISTORY_FIELDS, null, { ...body, company_logo: logoUrl }),
          });
        }),
      );
      const created = await findCustomer(ctx, companyUid, null);
      if (!created) throw notFound();
      return { ...said(request, 'api.company_added'), data: toCustomer(created) };
    },
  );
}

function customerUpdateRoute(app: App, ctx: Context) {
  app.put(
    endpoint('companyUpdate'),
    {
      onRequest: allow(ctx, ADMINS),
      schema: {
        tags,
        security,
        consumes,
        formBody: customerUpdate,
        params: idParam,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      // The form is read first so that the upload stream is consumed whatever the answer.
      const { body, image } = await readImageForm(request, customerUpdate, LOGO);
      const target = await findCustomer(ctx, request.params.id, null);
      if (!target) throw notFound();
      let replaced: string | null = null;
      await ctx.uploads.storeFor(image, (logoUrl) =>
        ctx.db.transaction().execute(async (trx) => {
          const before = await lockedCustomer(ctx, trx, target.id);
          replaced = before.company_logo;
          await trx
            .updateTable('companies')
            .set({
              company_name: body.company_name,
              company_email: body.company_email,
              folder_name: body.folder_name,
              folder_id: body.folder_id,
              ...companyKeys(body),
              ...(logoUrl ? { company_logo: logoUrl } : {}),
            })
            .where('id', '=', target.id)
            .execute();
          // Against the locked row: `target`, read before the lock, may predate a rename committed since.
          if (body.company_name !== before.company_name)
            await spreadCompany(trx, ctx.engine, { id: target.id, company_name: body.company_name });
          await recordHistory(trx, {
            ...customerEntry(target.company_uid, target.id, actorOf(request)),
            action: 'update',
            changes: changesOf(HISTORY_FIELDS, before, {
              ...body,
              company_logo: logoUrl ?? before.company_logo,
            }),
          });
        }),
      );
      if (image) await ctx.uploads.remove(replaced);
      const updated = await findCustomer(ctx, request.params.id, null);
      if (!updated) throw notFound();
      return { ...said(request, 'api.customer_edited'), data: toCustomer(updated) };
    },
  );
}

function customerDeleteRoute(app: App, ctx: Context) {
  app.delete(
    endpoint('companyDelete'),
    {
      onRequest: allow(ctx, ADMINS),
      schema: { tags, security, params: idParam, response: { 200: messageAnswer } },
    },
    async (request) => {
      const target = await findCustomer(ctx, request.params.id, null);
      if (!target) throw notFound();
      if (target.company_uid === ADMINISTRATION_COMPANY_UID) throw conflict('api.administration_protected');
      // The condition is part of the DELETE, so a user or vacancy added meanwhile still blocks it; one
      // added while the DELETE runs is caught by its foreign key. So a customer never takes records with it.
      await ctx.db.transaction().execute(async (trx) => {
        const before = await lockedCustomer(ctx, trx, target.id);
        const deleted = await trx
          .deleteFrom('companies')
          .where('id', '=', target.id)
          .where((eb) => isDeletable(eb))
          .executeTakeFirst()
          .catch((error: unknown) => {
            throw isForeignKeyViolation(error) ? conflict('api.customer_not_deletable') : error;
          });
        if (Number(deleted.numDeletedRows) === 0) throw conflict('api.customer_not_deletable');
        await recordHistory(trx, {
          ...customerEntry(target.company_uid, target.id, actorOf(request)),
          action: 'delete',
          changes: changesOf(HISTORY_FIELDS, before, null),
        });
      });
      await ctx.uploads.remove(target.company_logo);
      return said(request, 'api.customer_deleted');
    },
  );
}
