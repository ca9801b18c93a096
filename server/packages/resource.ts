import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  PACKAGE_HISTORY,
  packageBulkDelete,
  packageItem,
  packageListQuery,
  packageWrite,
} from '@contract/packages';
import type { Database } from '../db/schema';
import { ADMINS, EVERY_ROLE } from '../platform/access';
import { foldFilters, orderings, type ListSpec } from '../platform/lists';
import { eachRow } from '../platform/resource/derive';
import { defineResource } from '../platform/resource/routes';
import { packageSheet } from './sheet';
import { PACKAGE_LISTED, packageKeys } from './table';

const text = PACKAGE_LISTED.search;

/** By id unless asked otherwise: the order the vacancy forms have always listed the packages in. */
const packageListSpec: ListSpec = {
  text,
  filters: foldFilters(text, { package_name__icontains: 'package_name_fold' }),
  search: text.columns,
  ...orderings('packages', ['package_name']),
  defaultOrdering: 'id',
};

const selectPackages = (db: Kysely<Database>) =>
  db
    .selectFrom('packages')
    .select(['packages.id', 'packages.uid', 'packages.version', 'packages.package_name']);

// Not one of the default packages (migration 014), so that it can be written as it is.
const example = { package_name: 'Newsletter feature' };

const toPackage = ({ uid, package_name }: { uid: string; package_name: string }) => ({ uid, package_name });

/** The packages a vacancy can book: every role reads them, the SubAdmin manages them. */
export const packages = defineResource({
  tags: ['packages'],
  table: 'packages',
  listed: PACKAGE_LISTED,
  select: selectPackages,
  uid: 'uid',
  // A package belongs to no company: its entries are filed under their author's.
  company: null,
  items: () => eachRow(toPackage),
  item: packageItem,
  history: PACKAGE_HISTORY,
  timeline: { readers: ADMINS },
  unique: 'api.package_name_taken',
  list: {
    all: 'packageList',
    query: packageListQuery,
    sheet: packageSheet,
    roles: EVERY_ROLE,
    spec: packageListSpec,
    records: (db) => db.selectFrom('packages'),
  },
  create: {
    path: 'packageCreate',
    roles: ADMINS,
    body: packageWrite,
    example,
    message: 'api.package_added',
    insert: async ({ trx }, body) => {
      const uid = randomUUID();
      await trx
        .insertInto('packages')
        .values({ uid, package_name: body.package_name, ...packageKeys(body) })
        .execute();
      return uid;
    },
  },
  update: {
    path: 'packageUpdate',
    roles: ADMINS,
    body: packageWrite,
    example,
    message: 'api.package_updated',
    update: async ({ trx }, body, row) => {
      await trx
        .updateTable('packages')
        .set({ package_name: body.package_name, ...packageKeys(body) })
        .where('id', '=', row.id)
        .execute();
    },
  },
  delete: {
    path: 'packageDelete',
    roles: ADMINS,
    message: 'api.package_deleted',
    inUse: 'api.package_in_use',
    // Packages belong to no company: the SubAdmin's "all matching" is the whole list.
    bulk: {
      path: 'packageBulkDelete',
      roles: ADMINS,
      body: packageBulkDelete,
      message: 'api.packages_deleted',
      list: () => ({
        records: (db) => db.selectFrom('packages'),
        spec: packageListSpec,
        uid: 'packages.uid',
      }),
    },
    // Vacancies that booked the package block its delete (their bookings would otherwise cascade away).
    referencedBy: [{ table: 'vacancy_packages', column: 'package_id' }],
  },
});
