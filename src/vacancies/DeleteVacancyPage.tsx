import { Card, CardContent } from '@mui/material';
import { DeletePage } from '../common/DeletePage';
import { routes } from '../routes';
import { useVacancyParams } from './params';
import type { VacancyRecord } from './types';
import { VacancyDetail } from './VacancyDetail';

/**
 * /vacancy/delete/{pageType}/{uid}: the vacancy's detail under the confirmation, which says how many candidates
 * go with it; then the server's message.
 */
export default function DeleteVacancyPage() {
  const { pageType, uid, listRoute } = useVacancyParams();
  return (
    <DeletePage<VacancyRecord>
      resource="vacancies"
      id={uid}
      listRoute={listRoute}
      backTo={(record) => routes.vacancyDetails(pageType, record.id, String(record.pk))}
      consequence={({ vacancy_respondents_count: count }) =>
        count > 0 ? { key: 'vacancies.delete.candidates', options: { smart_count: count } } : undefined
      }
      details={(record) => (
        <Card variant="outlined" sx={{ borderRadius: 2 }}>
          <CardContent>
            <VacancyDetail record={record} />
          </CardContent>
        </Card>
      )}
    />
  );
}
