import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ReasonSelect } from './ReasonSelect';
import { useReasonChoices } from './useReasonChoices';

interface RejectDialogProps {
  /** The candidate's name, in the title. */
  name: string;
  /** The candidate's company: its reasons are the choices. */
  companyUid: string;
  /** Its company requires a reason: "Reject" waits for one. */
  required: boolean;
  onCancel: () => void;
  /** The chosen reason's uid, or undefined for none. */
  onReject: (reason: string | undefined) => void;
}

/** Asks why a candidate moved to Rejected on the board (issue 34); cancelling leaves the card where it was. */
export function RejectDialog({ name, companyUid, required, onCancel, onReject }: RejectDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { choices } = useReasonChoices(companyUid);
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('rejectionReasons.choice.ask_title', { name })}</DialogTitle>
      <DialogContent>
        <ReasonSelect choices={choices} value={reason} onChange={setReason} required={required} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={required && !reason}
          onClick={() => onReject(reason || undefined)}
        >
          {translate('rejectionReasons.choice.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
