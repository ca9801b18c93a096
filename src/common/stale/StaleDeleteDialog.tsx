import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Stale } from '../../providers/stale';
import { useWhoAndWhen } from './useWhoAndWhen';

interface StaleDeleteDialogProps {
  stale: Stale;
  busy: boolean;
  /** Shows the record as it now is, without deleting it. */
  onLookAgain: () => void;
  /** Deletes the record as it now is (the If-Match of the 412's version). */
  onDelete: () => void;
}

/** A delete refused because a colleague changed the record meanwhile: who and when, then look again or delete. */
export function StaleDeleteDialog({ stale, busy, onLookAgain, onDelete }: StaleDeleteDialogProps) {
  const translate = useTranslate();
  const who = useWhoAndWhen(stale);
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onLookAgain} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('app.stale.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{who.said}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{translate('app.stale.delete_question')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLookAgain} disabled={busy}>
          {translate('app.stale.look_again')}
        </Button>
        <Button variant="contained" color="error" onClick={onDelete} loading={busy}>
          {translate('app.stale.delete_anyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
