import { Card, CardContent, Stack } from '@mui/material';
import { ShowBase, useCanAccess, useShowContext } from 'react-admin';
import { HistoryTimeline } from '../common/history/HistoryTimeline';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import { PersonalDataButton } from '../common/PersonalDataButton';
import { PresenceNotice } from '../common/PresenceNotice';
import { RecordActions } from '../common/RecordActions';
import { InterviewsSection } from '../interviews';
import { routes } from '../routes';
import { CandidateDetail } from './CandidateDetail';
import { EraseAction } from './EraseAction';
import { CandidateMails } from './mails/CandidateMails';
import { CandidateNotes } from './notes/CandidateNotes';
import { useCandidateParams } from './params';
import type { CandidateRecord } from './types';

/**
 * Candidates are edited here, and deleted (their personal data erased, issue 30) after a confirmation;
 * managers download a copy of the candidate's data.
 */
function CandidateActions({ to, uid, listRoute }: { to: string; uid: string; listRoute: string }) {
  const { canAccess } = useCanAccess({ resource: 'candidates', action: 'edit' });
  const { canAccess: mayExport } = useCanAccess({ resource: 'candidates', action: 'export' });
  return (
    <>
      {mayExport && <PersonalDataButton call="candidateDataExport" uid={uid} />}
      <RecordActions editTo={canAccess ? to : undefined} />
      <EraseAction uid={uid} listRoute={listRoute} />
    </>
  );
}

function DetailContent() {
  const { record } = useShowContext<CandidateRecord>();
  if (!record) return <PageLoading />;
  return (
    <Stack gap={2}>
      <Card variant="outlined" sx={{ borderRadius: 2 }}>
        <CardContent>
          <CandidateDetail record={record} />
        </CardContent>
      </Card>
      <InterviewsSection candidateUid={record.id} status={record.candidate_status} />
      <CandidateMails candidateUid={record.id} />
      <CandidateNotes candidateUid={record.id} />
      <HistoryTimeline subject="candidate" uid={record.id} />
    </Stack>
  );
}

/** /candidate/details/{type}/{uid}: the candidate, the resume link and the video, with edit and delete icons. */
export default function CandidateDetailsPage() {
  const { pageType, uid, listRoute } = useCandidateParams();
  return (
    <ShowBase resource="candidates" id={uid} redirectOnError={() => listRoute}>
      <PageFrame
        title="candidates.details.title"
        crumbs={[{ label: 'candidates.title', to: listRoute }]}
        actions={
          <CandidateActions to={routes.candidateEdit(pageType, uid)} uid={uid} listRoute={listRoute} />
        }
      >
        <PresenceNotice resource="candidates" id={uid} />
        <DetailContent />
      </PageFrame>
    </ShowBase>
  );
}
