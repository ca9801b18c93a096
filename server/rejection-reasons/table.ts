import { deriver } from '../db/keys';
import type { ListedTable } from '../db/list-indexes';
import type { VersionedColumns } from '../db/versions';

/** A rejection reason (migration 024): platform-wide (company_id null) or one company's. */
export interface RejectionReasonTable extends VersionedColumns {
  uid: string;
  company_id: number | null;
  reason_name: string;
  reason_name_key: string;
  reason_name_fold: string;
  reason_name_de: string;
  reason_name_de_key: string;
  reason_name_de_fold: string;
}

declare module '../db/schema' {
  interface Database {
    rejection_reasons: RejectionReasonTable;
  }
}

const NAMES = ['reason_name', 'reason_name_de'] as const;

/** The stored sort keys and folds of a reason's names; the English fold is unique within its company. */
export const rejectionReasonKeys = deriver(NAMES, NAMES);

/** Lists search both names and order by either (alphabetically, in the UI's language). */
export const REJECTION_REASON_LISTED: ListedTable = {
  search: {
    table: 'rejection_reasons',
    fts: 'rejection_reason_search',
    columns: ['reason_name_fold', 'reason_name_de_fold'],
  },
  indexes: [
    ['rejection_reasons_by_reason_name_key', 'rejection_reasons', ['reason_name_key', 'id']],
    ['rejection_reasons_by_reason_name_de_key', 'rejection_reasons', ['reason_name_de_key', 'id']],
  ],
};
