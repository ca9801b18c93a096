import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { REJECTED_STATUS } from '@contract/rejection';
import type { BulkDetailsProps } from '../common/list-kit/bulk/BulkActionButton';
import { ReasonSelect } from './ReasonSelect';
import { useReasonChoices } from './useReasonChoices';

/**
 * The bulk status dialog's reason, once Rejected is chosen (issue 34): every changed candidate gets it. The
 * selection may span companies, so none is required here: the server refuses, in the summary, the candidates
 * whose company requires one when none is given, or may not use the one given.
 */
export function BulkReasonDetails({ choice, onChange }: BulkDetailsProps) {
  const translate = useTranslate();
  const { choices } = useReasonChoices();
  const [reason, setReason] = useState('');
  if (choice !== REJECTED_STATUS) return null;
  const choose = (uid: string) => {
    setReason(uid);
    onChange(uid ? { rejection_reason: uid } : {});
  };
  return (
    <>
      <ReasonSelect choices={choices} value={reason} onChange={choose} required={false} />
      <Typography variant="body2" color="text.secondary">
        {translate('rejectionReasons.choice.bulk_hint')}
      </Typography>
    </>
  );
}
