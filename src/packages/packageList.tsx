import { listBasics, type ListDeclaration } from '../common/list-kit';
import { packageRoutes } from './routes';
import type { PackageRecord } from './types';

/** /all-packages: the names, searchable and sortable, as a list or cards; no tabs, no advanced search. */
export const packageList: ListDeclaration<PackageRecord> = {
  ...listBasics('packages'),
  sortField: 'package_name',
  columns: [{ source: 'package_name', label: 'packages.fields.package_name' }],
  phone: { title: (record) => record.package_name },
  card: { title: (record) => record.package_name },
  advancedFilters: [],
  detailRoute: (record) => packageRoutes.edit('all', record.id),
  editRoute: (record) => packageRoutes.edit('all', record.id),
  deleteRoute: (record) => packageRoutes.delete('all', record.id),
  addRoute: () => packageRoutes.add('all'),
};
