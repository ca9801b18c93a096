import DeleteIcon from '@mui/icons-material/Delete';
import { useCanAccess } from 'react-admin';
import { VACANCY_STATUSES } from '@contract/domain';
import { BulkActionButton } from '../common/list-kit/bulk/BulkActionButton';
import { BulkStatusButton } from '../common/list-kit/bulk/BulkStatusButton';
import { BulkToolbar } from '../common/list-kit/bulk/BulkToolbar';

/** The vacancy list's bulk actions (issue 12): status, and delete for the roles that may delete. */
export default function VacancyBulkActions() {
  const { canAccess: mayDelete } = useCanAccess({ resource: 'vacancies', action: 'delete' });
  return (
    <BulkToolbar>
      <BulkStatusButton resource="vacancies" statuses={VACANCY_STATUSES} field="vacancy_status" />
      {mayDelete && (
        <BulkActionButton
          label="bulk.vacancies.delete"
          title="bulk.vacancies.delete_title"
          text="bulk.vacancies.delete_text"
          icon={<DeleteIcon />}
          action="delete"
          confirm="bulk.vacancies.delete"
          danger
        />
      )}
    </BulkToolbar>
  );
}
