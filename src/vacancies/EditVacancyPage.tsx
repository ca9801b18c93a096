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

/**
 * A colleague's save meanwhile is settled on the vacancy's recorded fields. The form holds the packages as uids
 * and the thumbnail as a picked file, neither readable there: an untouched one takes the colleague's quietly, a
 * changed one stays the user's.
 */
const CONFLICT = { kind: 'vacancy', unlisted: ['vacancy_thumbnail', 'vacancy_package'] };

/** /vacancy/edit/{pageType}/{uid}: the add form's fields, the customer fixed, plus the status. */
export default function EditVacancyPage() {
  const { uid, listRoute } = useVacancyParams();
  return (
    <EditScreen resource="vacancies" id={uid} success="api.vacancy_updated" listRoute={listRoute}>
      <EditFormCard<VacancyRecord>
        validator={validator}
        values={editValues}
        conflict={CONFLICT}
        backTo={listRoute}
      >
        <VacancyFields mode="edit" />
      </EditFormCard>
    </EditScreen>
  );
}
