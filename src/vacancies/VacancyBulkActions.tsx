import { VACANCY_STATUSES } from '@contract/domain';
import { BulkDeleteButton } from '../common/list-kit/bulk/BulkDeleteButton';
import { BulkStatusButton } from '../common/list-kit/bulk/BulkStatusButton';
import { BulkToolbar } from '../common/list-kit/bulk/BulkToolbar';

/** The vacancy list's bulk actions (issue 12): status, and delete for the roles that may delete. */
export default function VacancyBulkActions() {
  return (
    <BulkToolbar>
      <BulkStatusButton resource="vacancies" statuses={VACANCY_STATUSES} field="vacancy_status" />
      <BulkDeleteButton text="bulk.vacancies.delete_text" />
    </BulkToolbar>
  );
}
