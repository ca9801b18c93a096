import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import type { Stale } from '../../providers/stale';
import { useStaleTranslate } from './useStaleTranslate';
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
  const { translate, ready } = useStaleTranslate();
  const who = useWhoAndWhen(stale, translate);
  const titleId = useId();
  if (!ready) return null;
  return (
    <Dialog open onClose={busy ? undefined : onLookAgain} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('stale.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{who.said}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{translate('stale.delete_question')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLookAgain} disabled={busy}>
          {translate('stale.look_again')}
        </Button>
        <Button variant="contained" color="error" onClick={onDelete} loading={busy}>
          {translate('stale.delete_anyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
