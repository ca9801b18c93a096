import { useEditContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DAY_INPUT_MESSAGES } from '../common/DayInput';
import { EditScreen } from '../common/EditScreen';
import { FormCard } from '../common/FormCard';
import { PageLoading } from '../common/PageLoading';
import { lazySchemaValidator } from '../common/validation';
import { editValues } from './formValues';
import { useVacancyParams } from './params';
import type { VacancyRecord } from './types';
import { VacancyFields } from './VacancyFields';

const validator = lazySchemaValidator(
  async () => (await import('@contract/vacancies')).vacancyUpdate,
  DAY_INPUT_MESSAGES,
);

function EditForm({ backTo }: { backTo: string }) {
  const { record } = useEditContext<VacancyRecord>();
  if (!record) return <PageLoading />;
  return (
    <FormCard validator={validator} record={editValues(record)} backTo={backTo}>
      <VacancyFields mode="edit" />
    </FormCard>
  );
}

/** /vacancy/edit/{pageType}/{uid}: the add form's fields, the customer fixed, plus the status. */
export default function EditVacancyPage() {
  const navigate = useNavigate();
  const { uid, listRoute } = useVacancyParams();
  return (
    <EditScreen
      resource="vacancies"
      id={uid}
      success="api.vacancy_updated"
      listRoute={listRoute}
      after={() => navigate(listRoute)}
    >
      <EditForm backTo={listRoute} />
    </EditScreen>
  );
}
