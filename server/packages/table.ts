import { deriver } from '../db/keys';
import type { ListIndex, SearchTable } from '../db/list-indexes';

/** The stored sort key and fold of a package's name (migration 014); the fold is unique. */
export const packageKeys = deriver(['package_name'], ['package_name']);

export const PACKAGE_SEARCH: SearchTable = {
  table: 'packages',
  fts: 'package_search',
  columns: ['package_name_fold'],
};

/** Lists order by id (the vacancy forms' order) or by name. */
export const PACKAGE_INDEXES: readonly ListIndex[] = [
  ['packages_by_package_name_key', 'packages', ['package_name_key', 'id']],
];
