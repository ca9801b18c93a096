import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useCanAccess } from 'react-admin';
import type { CandidateStatus } from '@contract/domain';
import { errorMessage } from '../common/errors';
import { DeleteConfirmDialog } from '../common/list-kit/DeleteConfirmDialog';
import { useFocusWhen } from '../common/useFocusBackAfter';
import { InterviewItem } from './InterviewItem';
import { InterviewScorecards } from './scorecards/InterviewScorecards';
import { useScoring } from './scorecards/useScoring';
import { useInterviewTranslate } from './texts';
import type { InterviewRecord } from './types';
import { useInterviewWrites, useInterviews } from './useInterviews';

/** The form comes with zod and the contract's schemas: loaded when a user who may schedule sees the section. */
const loadDialog = () => import('./InterviewDialog');
const InterviewDialog = lazy(loadDialog);

/** The dialog open: a new interview, or the one being changed. */
type Editing = { interview?: InterviewRecord } | null;

/** Asks before cancelling; the section's heading then takes the focus the cancelled interview's button had. */
function CancelQuestion({
  interview,
  onDone,
}: {
  interview: InterviewRecord | null;
  onDone: (cancelled: boolean) => void;
}) {
  const translate = useInterviewTranslate();
  const writes = useInterviewWrites(() => onDone(true));
  return (
    <DeleteConfirmDialog
      open={interview !== null}
      busy={writes.isPending}
      consequence={translate('interviews.cancel_question')}
      confirmLabel={translate('interviews.cancel_confirm')}
      onConfirm={() => interview && writes.mutate({ action: 'delete', interview })}
      onCancel={() => onDone(false)}
    />
  );
}

/**
 * The interviews section of a candidate's details (issue 33): its interviews by start, each with its round,
 * time, place and interviewers, and once begun its scorecards. Those who may edit the candidate schedule,
 * change and cancel them; their interviewers score them.
 */
export function InterviewsSection({
  candidateUid,
  status,
}: {
  candidateUid: string;
  status: CandidateStatus;
}) {
  const translate = useInterviewTranslate();
  const headingId = useId();
  const { canAccess: mayEdit = false } = useCanAccess({ resource: 'candidates', action: 'edit' });
  const { data = [], error, isPending } = useInterviews(candidateUid);
  const scoring = useScoring(candidateUid, data);
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState<InterviewRecord | null>(null);
  const [cancellations, setCancellations] = useState(0);
  const heading = useFocusWhen<HTMLHeadingElement>(cancellations);
  useEffect(() => {
    if (mayEdit) void loadDialog().catch(() => undefined);
  }, [mayEdit]);
  return (
    <Card component="section" variant="outlined" sx={{ borderRadius: 2 }} aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} sx={{ mb: 2 }}>
          <Typography
            ref={heading}
            id={headingId}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ fontWeight: 600 }}
          >
            {translate('interviews.title')}
          </Typography>
          {mayEdit && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({})}>
              {translate('interviews.schedule')}
            </Button>
          )}
        </Stack>
        {error ? (
          <Alert severity="error">
            {translate('interviews.failed', { message: translate(errorMessage(error)) })}
          </Alert>
        ) : (
          !isPending &&
          data.length === 0 && <Typography color="text.secondary">{translate('interviews.empty')}</Typography>
        )}
        <Stack component="ol" gap={1.5} sx={{ p: 0, m: 0 }}>
          {data.map((interview) => {
            const scorecards = scoring.propsOf(interview);
            return (
              <InterviewItem
                key={interview.id}
                interview={interview}
                onEdit={mayEdit ? () => setEditing({ interview }) : undefined}
                onCancel={mayEdit ? () => setCancelling(interview) : undefined}
              >
                {scorecards && <InterviewScorecards {...scorecards} />}
              </InterviewItem>
            );
          })}
        </Stack>
        {scoring.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('interviews.scorecards.failed', { message: translate(errorMessage(scoring.error)) })}
          </Alert>
        )}
      </CardContent>
      {editing && (
        <Suspense fallback={null}>
          <InterviewDialog
            candidateUid={candidateUid}
            status={status}
            interview={editing.interview}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {scoring.dialog}
      <CancelQuestion
        interview={cancelling}
        onDone={(cancelled) => {
          setCancelling(null);
          if (cancelled) setCancellations((count) => count + 1);
        }}
      />
    </Card>
  );
}
