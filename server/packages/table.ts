import { deriver } from '../db/keys';
import type { ListedTable } from '../db/list-indexes';
import type { VersionedColumns } from '../db/versions';

export interface PackageTable extends VersionedColumns {
  uid: string;
  package_name: string;
  package_name_key: string;
  package_name_fold: string;
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
