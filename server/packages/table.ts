import { deriver } from '../db/keys';
import type { ListedTable } from '../db/list-indexes';
import type { VersionedColumns } from '../db/versions';

export interface PackageTable extends VersionedColumns {
  uid: string;
  /** The English name: the contract's `package_name`. */
  package_name: string;
  package_name_key: string;
  package_name_fold: string;
  /** The German name (migration 020). */
  package_name_de: string;
  package_name_de_key: string;
  package_name_de_fold: string;
}

declare module '../db/schema' {
  interface Database {
    packages: PackageTable;
  }
}

/**
 * The stored sort keys and folds of a package's names (migrations 014 and 020); the English name's fold is
 * unique.
 */
export const packageKeys = deriver(['package_name', 'package_name_de'], ['package_name', 'package_name_de']);

/**
 * Lists search the names (the English one through the FTS table, the German one by a scan: the catalogue is
 * small), and order by id (the vacancy forms' order) or by either name.
 */
export const PACKAGE_LISTED: ListedTable = {
  search: { table: 'packages', fts: 'package_search', columns: ['package_name_fold'] },
  indexes: [
    ['packages_by_package_name_key', 'packages', ['package_name_key', 'id']],
    ['packages_by_package_name_de_key', 'packages', ['package_name_de_key', 'id']],
  ],
};
