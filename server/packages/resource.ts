import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  PACKAGE_HISTORY,
  packageBulkDelete,
  packageItem,
  packageListQuery,
  packageWrite,
  type PackageWrite,
} from '@contract/packages';
import type { Database } from '../db/schema';
import { ADMINS, EVERY_ROLE } from '../platform/access';
import { foldCase } from '../db/fold';
import { foldFilters, orderings, type ListSpec } from '../platform/list-spec';
import { eachRow } from '../platform/resource/derive';
import { defineResource } from '../platform/resource/routes';
import { packageSheet } from './sheet';
import { PACKAGE_LISTED, packageKeys, type PackageTable } from './table';

const text = PACKAGE_LISTED.search;

/**
 * By id unless asked otherwise: the order the vacancy forms have always listed the packages in. A search finds
 * either name: the German one by a scan of its fold, the catalogue being small.
 */
const packageListSpec: ListSpec = {
  text,
  filters: foldFilters(text, { package_name__icontains: 'package_name_fold' }),
  search: text.columns,
  searchAlso: (term) =>
    sql<SqlBool>`instr(${sql.ref('packages.package_name_de_fold')}, ${foldCase(term)}) > 0`,
  ...orderings('packages', ['package_name', 'package_name_de']),
  defaultOrdering: 'id',
};

const selectPackages = (db: Kysely<Database>) =>
  db
    .selectFrom('packages')
    .select([
      'packages.id',
      'packages.uid',
      'packages.version',
      'packages.package_name',
      'packages.package_name_de',
    ]);

// Not one of the default packages (migration 014), so that it can be written as it is.
const example = { package_name: 'Newsletter feature', package_name_de: 'Newsletter-Platzierung' };

type PackageNames = Pick<PackageTable, 'package_name' | 'package_name_de'>;

const toPackage = ({ uid, package_name, package_name_de }: PackageNames & { uid: string }) => ({
  uid,
  package_name,
  package_name_de,
});

/** The names a write stores: a German name left out keeps `current`'s, or on a create is the English one. */
function namesOf(body: PackageWrite, current?: PackageNames): PackageNames & ReturnType<typeof packageKeys> {
  const german = body.package_name_de || (body.package_name_de === undefined && current?.package_name_de);
  const names = { package_name: body.package_name, package_name_de: german || body.package_name };
  return { ...names, ...packageKeys(names) };
}

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
        .values({ uid, ...namesOf(body) })
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
      await trx.updateTable('packages').set(namesOf(body, row)).where('id', '=', row.id).execute();
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
