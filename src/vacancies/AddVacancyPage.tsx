import { CreateBase } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DAY_INPUT_MESSAGES } from '../common/DayInput';
import { FormCard } from '../common/FormCard';
import { PageFrame } from '../common/PageFrame';
import { useSaveEffects } from '../common/useSaveEffects';
import { lazySchemaValidator } from '../common/validation';
import { useVacancyParams } from './params';
import { VacancyFields } from './VacancyFields';

const validator = lazySchemaValidator(
  async () => (await import('@contract/vacancies')).vacancyCreate,
  DAY_INPUT_MESSAGES,
);

/** /add-vacancy/{pageType}: a new vacancy (always Active), then back to the list it was added from. */
export default function AddVacancyPage() {
  const navigate = useNavigate();
  const { listRoute } = useVacancyParams();
  const effects = useSaveEffects('api.vacancy_added', () => navigate(listRoute));
  return (
    <CreateBase resource="vacancies" redirect={false} mutationOptions={effects}>
      <PageFrame title="vacancies.add.title" crumbs={[{ label: 'vacancies.title', to: listRoute }]}>
        <FormCard validator={validator} backTo={listRoute}>
          <VacancyFields mode="add" />
        </FormCard>
      </PageFrame>
    </CreateBase>
  );
}
