import DeleteIcon from '@mui/icons-material/Delete';
import LabelIcon from '@mui/icons-material/Label';
import { useCanAccess } from 'react-admin';
import { VACANCY_STATUSES } from '@contract/domain';
import { domainChoices } from '../common/choices';
import { BulkActionButton } from '../common/list-kit/bulk/BulkActionButton';
import { BulkToolbar } from '../common/list-kit/bulk/BulkToolbar';

/** The vacancy list's bulk actions (issue 12): status, and delete for the roles that may delete. */
export default function VacancyBulkActions() {
  const { canAccess: mayDelete } = useCanAccess({ resource: 'vacancies', action: 'delete' });
  return (
    <BulkToolbar>
      <BulkActionButton
        label="bulk.vacancies.set_status"
        title="bulk.vacancies.status_title"
        icon={<LabelIcon />}
        action="update"
        choices={domainChoices('vacancies.status', VACANCY_STATUSES)}
        set={(vacancy_status) => ({ vacancy_status })}
      />
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
