import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

interface DeleteConfirmDialogProps {
  open: boolean;
  /** While the delete call runs: the buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What else goes with the record (translated), said before the spec's "This can not be undone!". */
  consequence?: string;
  /** The confirm button's text (translated) where the deletion has a word of its own (cancelling). */
  confirmLabel?: string;
}

/** The question every deletion asks first (spec section 8). */
export function DeleteConfirmDialog({
  open,
  busy = false,
  onConfirm,
  onCancel,
  consequence,
  confirmLabel,
}: DeleteConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogContent sx={{ textAlign: 'center', pt: 4, pb: 1 }}>
        <WarningAmberIcon aria-hidden color="warning" sx={{ fontSize: 72 }} />
        <DialogTitle id={titleId} sx={{ fontWeight: 600, py: 1 }}>
          {translate('app.delete.title')}
        </DialogTitle>
        <DialogContentText id={textId}>
          {consequence && (
            <>
              <strong>{consequence}</strong>{' '}
            </>
          )}
          {translate('app.delete.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', gap: 1, pb: 3 }}>
        <Button variant="contained" color="error" onClick={onConfirm} loading={busy}>
          {confirmLabel ?? translate('app.delete.confirm')}
        </Button>
        <Button variant="outlined" onClick={onCancel} disabled={busy}>
          {translate('app.delete.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
