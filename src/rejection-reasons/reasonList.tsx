import type { UserRole } from '@contract/domain';
import { listBasics, type ListDeclaration } from '../common/list-kit';
import { rejectionReasonRoutes } from './routes';
import type { RejectionReasonRecord } from './types';

const companyOf = (record: RejectionReasonRecord, platformWide: string) =>
  record.company?.company_name ?? platformWide;

/**
 * /all-rejection-reasons: both names and whose the reason is (a customer's, or platform-wide), searchable and
 * sortable, as a list or cards; no tabs, no advanced search. Below SubAdmin, a platform-wide reason cannot be
 * deleted (nor edited: the server refuses it).
 */
export const reasonList = (
  role: UserRole | undefined,
  platformWide: string,
): ListDeclaration<RejectionReasonRecord> => ({
  ...listBasics('rejectionReasons'),
  columns: [
    { source: 'reason_name', label: 'rejectionReasons.fields.reason_name' },
    { source: 'reason_name_de', label: 'rejectionReasons.fields.reason_name_de' },
    {
      source: 'company',
      label: 'rejectionReasons.fields.company',
      sortable: false,
      render: (record) => companyOf(record, platformWide),
    },
  ],
  phone: { title: (record) => record.reason_name, subtitle: (record) => record.reason_name_de },
  card: {
    title: (record) => record.reason_name,
    subtitle: (record) => record.reason_name_de,
    body: (record) => companyOf(record, platformWide),
  },
  advancedFilters: [],
  detailRoute: (record) => rejectionReasonRoutes.edit('all', record.id),
  editRoute: (record) => rejectionReasonRoutes.edit('all', record.id),
  deleteRoute: (record) => rejectionReasonRoutes.delete('all', record.id),
  deleteBlocked: (record) =>
    record.company === null && role !== 'SubAdmin' ? 'rejectionReasons.platform_only' : undefined,
  addRoute: () => rejectionReasonRoutes.add('all'),
});
