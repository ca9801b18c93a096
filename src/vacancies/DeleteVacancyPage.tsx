import { Card, CardContent } from '@mui/material';
import { ShowBase, useShowContext } from 'react-admin';
import { DeleteScreen } from '../common/DeleteScreen';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import { useMayOpen } from '../common/useMayOpen';
import { routes } from '../routes';
import { useVacancyParams } from './params';
import type { VacancyRecord } from './types';
import { VacancyDetail } from './VacancyDetail';

function DeleteContent() {
  const { pageType, listRoute } = useVacancyParams();
  const { record } = useShowContext<VacancyRecord>();
  if (!record) return <PageLoading />;
  return (
    <DeleteScreen
      resource="vacancies"
      record={record}
      redirectTo={listRoute}
      backTo={routes.vacancyDetails(pageType, record.id, String(record.pk))}
    >
      <Card variant="outlined" sx={{ borderRadius: 2 }}>
        <CardContent>
          <VacancyDetail record={record} />
        </CardContent>
      </Card>
    </DeleteScreen>
  );
}

/** /vacancy/delete/{pageType}/{uid}: the vacancy's detail under the confirmation; then the server's message. */
export default function DeleteVacancyPage() {
  const { uid, listRoute } = useVacancyParams();
  const mayOpen = useMayOpen('vacancies', 'delete');
  if (!mayOpen) return <PageLoading />;
  return (
    <ShowBase resource="vacancies" id={uid} redirectOnError={() => listRoute} queryOptions={{ retry: false }}>
      <PageFrame title="vacancies.delete.title" crumbs={[{ label: 'vacancies.title', to: listRoute }]}>
        <DeleteContent />
      </PageFrame>
    </ShowBase>
  );
}
