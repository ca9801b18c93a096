import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import {
  customer,
  CUSTOMER_HISTORY,
  customerCreate,
  customerDetail,
  customerListQuery,
  customerListType,
  customerOption,
  customerUpdate,
} from '@contract/customers';
import { answer } from '@contract/envelope';
import { companyKeys } from '../db/keys';
import { spreadCompany } from '../db/parent-keys';
import { ADMINS, companyScope, EVERY_ROLE, MANAGERS } from '../platform/access';
import { conflict } from '../platform/errors';
import { eachRow } from '../platform/resource/derive';
import { defineResource } from '../platform/resource/routes';
import { actorOf, allow, endpoint, ok } from '../platform/routes';
import { selectUsers, toUser } from '../users/queries';
import {
  CUSTOMER_REFERENCES,
  customerListSpec,
  customerOptions,
  customersInTab,
  selectCustomers,
  toCustomer,
} from './queries';
import { customerSheet } from './sheet';
import { COMPANY_LISTED } from './table';

const tags = ['customers'];

/** Customers: companies, each with its users and vacancies; only the SubAdmin manages them. */
export const customers = defineResource({
  tags,
  table: 'companies',
  listed: COMPANY_LISTED,
  select: selectCustomers,
  uid: 'company_uid',
  // A customer is a company: its entries are its own.
  company: 'id',
  items: () => eachRow(toCustomer),
  item: customer,
  // The logo recorded without its values (VALUELESS_FIELDS).
  history: CUSTOMER_HISTORY,
  // Who may open a customer's details, and so read its history.
  timeline: { readers: MANAGERS },
  image: 'company_logo',
  list: {
    all: 'companyManagementList',
    byType: { path: 'companyListByType', types: customerListType },
    query: customerListQuery,
    sheet: customerSheet,
    roles: ADMINS,
    spec: customerListSpec,
    records: (db, _scope, type) => customersInTab(db, type),
  },
  detail: {
    path: 'companyDetail',
    roles: MANAGERS,
    item: customerDetail,
    show: async (ctx, row) => {
      const users = await selectUsers(ctx.db, row.id)
        .orderBy('users.full_name_key')
        .orderBy('users.id')
        .execute();
      return { ...toCustomer(row), user_company: users.map(toUser) };
    },
  },
  create: {
    path: 'companyRegister',
    roles: ADMINS,
    body: customerCreate,
    message: 'api.company_added',
    insert: async ({ trx, image }, body) => {
      const uid = randomUUID();
      await trx
        .insertInto('companies')
        .values({
          company_uid: uid,
          company_name: body.company_name,
          company_email: body.company_email,
          company_logo: image,
          folder_name: body.folder_name,
          folder_id: body.folder_id,
          retention_days: body.retention_days ?? null,
          rejection_reason_required: body.rejection_reason_required ? 1 : 0,
          created_at: new Date().toISOString(),
          ...companyKeys(body),
        })
        .execute();
      return uid;
    },
  },
  update: {
    path: 'companyUpdate',
    roles: ADMINS,
    body: customerUpdate,
    message: 'api.customer_edited',
    update: async ({ ctx, trx, image }, body, row, before) => {
      await trx
        .updateTable('companies')
        .set({
          company_name: body.company_name,
          company_email: body.company_email,
          folder_name: body.folder_name,
          folder_id: body.folder_id,
          // A client that knows no retention sends none: the customer's stays.
          ...(body.retention_days === undefined ? {} : { retention_days: body.retention_days }),
          ...(body.rejection_reason_required === undefined
            ? {}
            : { rejection_reason_required: body.rejection_reason_required ? 1 : 0 }),
          ...companyKeys(body),
          ...(image ? { company_logo: image } : {}),
        })
        .where('id', '=', row.id)
        .execute();
      // Against the locked row: `row`, read before the lock, may predate a rename committed since.
      if (body.company_name !== before.company_name)
        await spreadCompany(trx, ctx.engine, { id: row.id, company_name: body.company_name });
    },
  },
  delete: {
    path: 'companyDelete',
    roles: ADMINS,
    message: 'api.customer_deleted',
    inUse: 'api.customer_not_deletable',
    check: (_caller, row) => {
      if (row.company_uid === ADMINISTRATION_COMPANY_UID) throw conflict('api.administration_protected');
    },
    // A customer never takes records with it: its users and vacancies block the delete.
    referencedBy: CUSTOMER_REFERENCES,
  },
  routes: (app, ctx) => {
    app.get(
      endpoint('companyListing'),
      {
        onRequest: allow(ctx, EVERY_ROLE),
        schema: { tags, security: [{ bearer: [] }], response: { 200: answer(z.array(customerOption)) } },
      },
      async (request) => ok(await customerOptions(ctx.db, companyScope(actorOf(request)))),
    );
  },
});
