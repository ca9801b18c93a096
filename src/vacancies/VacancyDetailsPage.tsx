import { Card, CardContent, Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import { ShowBase, useCanAccess, useShowContext } from 'react-admin';
import { useCandidateList } from '../candidates/useCandidateList';
import { HistoryTimeline } from '../common/history/HistoryTimeline';
import { EmbeddedList } from '../common/list-kit/EmbeddedList';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import { PresenceNotice } from '../common/PresenceNotice';
import { RecordActions } from '../common/RecordActions';
import { routes } from '../routes';
import { useVacancyParams } from './params';
import { CandidatesViewToggle, useCandidatesView } from './pipeline/CandidatesViewToggle';
import type { VacancyRecord } from './types';
import { VacancyDetail } from './VacancyDetail';

/** Edit and delete, for the roles that may (a StaffAdmin only views). */
function Actions() {
  const { pageType, uid } = useVacancyParams();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'vacancies', action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'vacancies', action: 'delete' });
  return (
    <RecordActions
      editTo={mayEdit ? routes.vacancyEdit(pageType, uid) : undefined}
      deleteTo={mayDelete ? routes.vacancyDelete(pageType, uid) : undefined}
    />
  );
}

/** The board carries dnd-kit: loaded when it is first shown, never with the other screens. */
const PipelineBoard = lazy(() => import('./pipeline/PipelineBoard'));

/** The heading of the candidates' section, in either view. */
const CANDIDATES_TITLE = 'vacancies.details.candidates';

/** Under a vacancy, its candidates' vacancy and company columns would only repeat the vacancy. */
const REPEATED = ['vacancy_title', 'company_name'];

function DetailContent() {
  const { record } = useShowContext<VacancyRecord>();
  const list = useCandidateList();
  const candidates = { ...list, columns: list.columns.filter((column) => !REPEATED.includes(column.source)) };
  const [view, setView] = useCandidatesView();
  if (!record) return <PageLoading />;
  return (
    <Stack gap={2}>
      <Card variant="outlined" sx={{ borderRadius: 2 }}>
        <CardContent>
          <VacancyDetail record={record} />
        </CardContent>
      </Card>
      <Stack direction="row" justifyContent="flex-end">
        <CandidatesViewToggle view={view} onChange={setView} />
      </Stack>
      <Card variant="outlined" sx={{ borderRadius: 2 }}>
        {view === 'pipeline' ? (
          <Suspense fallback={<PageLoading />}>
            <PipelineBoard vacancy={record} title={CANDIDATES_TITLE} />
          </Suspense>
        ) : (
          <EmbeddedList
            declaration={candidates}
            title={CANDIDATES_TITLE}
            filter={{ vacancy_id: record.pk }}
            storeKey="vacancies.details.candidates"
          />
        )}
      </Card>
      <HistoryTimeline subject="vacancy" uid={record.id} />
    </Stack>
  );
}

/**
 * /vacancy/details/{pageType}/{uid}/{id}: every field, edit and delete icons, and the vacancy's candidates
 * (the candidate list filtered by the vacancy's id) with a list/grid toggle, or their pipeline board.
 */
export default function VacancyDetailsPage() {
  const { uid, listRoute } = useVacancyParams();
  return (
    <ShowBase resource="vacancies" id={uid} redirectOnError={() => listRoute}>
      <PageFrame
        title="vacancies.details.title"
        crumbs={[{ label: 'vacancies.title', to: listRoute }]}
        actions={<Actions />}
      >
        <PresenceNotice resource="vacancies" id={uid} />
        <DetailContent />
      </PageFrame>
    </ShowBase>
  );
}
