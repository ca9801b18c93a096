import { DAY_INPUT_MESSAGES } from '../common/DayInput';
import { EditScreen } from '../common/EditScreen';
import { EditFormCard } from '../common/resource/EditFormCard';
import { lazySchemaValidator } from '../common/validation';
import { editValues } from './formValues';
import { useVacancyParams } from './params';
import type { VacancyRecord } from './types';
import { VacancyFields } from './VacancyFields';

const validator = lazySchemaValidator(
  async () => (await import('@contract/vacancies')).vacancyUpdate,
  DAY_INPUT_MESSAGES,
);

/** /vacancy/edit/{pageType}/{uid}: the add form's fields, the customer fixed, plus the status. */
export default function EditVacancyPage() {
  const { uid, listRoute } = useVacancyParams();
  return (
    <EditScreen resource="vacancies" id={uid} success="api.vacancy_updated" listRoute={listRoute}>
      <EditFormCard<VacancyRecord> validator={validator} values={editValues} backTo={listRoute}>
        <VacancyFields mode="edit" />
      </EditFormCard>
    </EditScreen>
  );
}
