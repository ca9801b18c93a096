import type { RejectionReasonItem } from '@contract/rejection-reasons';
import type { Sheet } from '../export/sheet';

/** The reason list's export: both names and the company, or that it is platform-wide. */
export const rejectionReasonSheet: Sheet<RejectionReasonItem> = {
  file: 'rejection-reasons',
  title: 'rejectionReasons.title',
  columns: [
    { header: 'rejectionReasons.fields.reason_name', cell: (item) => item.reason_name },
    { header: 'rejectionReasons.fields.reason_name_de', cell: (item) => item.reason_name_de },
    {
      header: 'rejectionReasons.fields.company',
      cell: (item, word) => item.company?.company_name ?? word('rejectionReasons.platform_wide'),
    },
  ],
};
