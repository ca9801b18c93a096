import type { Generated } from 'kysely';
import { deriver } from '../db/keys';
import type { ListedTable } from '../db/list-indexes';

export interface PackageTable {
  id: Generated<number>;
  uid: string;
  package_name: string;
  package_name_key: string;
  package_name_fold: string;
  /** Raised by every write that changes the record (db/versions.ts): its ETag. */
  version: Generated<number>;
}

declare module '../db/schema' {
  interface Database {
    packages: PackageTable;
  }
}

/** The stored sort key and fold of a package's name (migration 014); the fold is unique. */
export const packageKeys = deriver(['package_name'], ['package_name']);

/** Lists search the name, and order by id (the vacancy forms' order) or by name. */
export const PACKAGE_LISTED: ListedTable = {
  search: { table: 'packages', fts: 'package_search', columns: ['package_name_fold'] },
  indexes: [['packages_by_package_name_key', 'packages', ['package_name_key', 'id']]],
};
