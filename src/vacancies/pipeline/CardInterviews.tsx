import EventIcon from '@mui/icons-material/Event';
import { Button, Dialog, DialogActions, DialogContent, IconButton, LinearProgress } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CandidateRecord } from '../../candidates/types';

/** The candidate details' interviews section, with its texts and form: loaded when a card's button is pressed. */
const InterviewsSection = lazy(async () => ({
  default: (await import('../../interviews/InterviewsSection')).InterviewsSection,
}));

/**
 * A card's way to its candidate's interviews (issue 33): the details' section in a dialog, where they are
 * scheduled, changed and cancelled without leaving the board.
 */
export function CardInterviews({ record }: { record: CandidateRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('vacancies.pipeline.interviews', { name: record.candidate_name });
  return (
    <>
      <IconButton size="small" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <EventIcon fontSize="small" />
      </IconButton>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          fullWidth
          maxWidth="md"
          slotProps={{ paper: { 'aria-label': label } }}
        >
          <DialogContent>
            <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
              <InterviewsSection candidateUid={record.id} status={record.candidate_status} />
            </Suspense>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
