import { lazy } from 'react';
import { listBasics, type ListDeclaration } from '../common/list-kit';
import { packageRoutes } from './routes';
import type { PackageRecord } from './types';

/** The shared bulk delete (the declaration's `api.bulk.delete`), loaded once a row is selected. */
const BulkDeleteActions = lazy(() => import('../common/list-kit/bulk/BulkDeleteActions'));

/**
 * /all-packages: both names (English, German), searchable and sortable, as a list or cards; no tabs, no
 * advanced search.
 */
export const packageList: ListDeclaration<PackageRecord> = {
  ...listBasics('packages'),
  columns: [
    { source: 'package_name', label: 'packages.fields.package_name' },
    { source: 'package_name_de', label: 'packages.fields.package_name_de' },
  ],
  phone: { title: (record) => record.package_name, subtitle: (record) => record.package_name_de },
  card: { title: (record) => record.package_name, subtitle: (record) => record.package_name_de },
  advancedFilters: [],
  detailRoute: (record) => packageRoutes.edit('all', record.id),
  editRoute: (record) => packageRoutes.edit('all', record.id),
  deleteRoute: (record) => packageRoutes.delete('all', record.id),
  bulkActions: BulkDeleteActions,
  addRoute: () => packageRoutes.add('all'),
};
