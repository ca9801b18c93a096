import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, Stack } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDelete } from './list-kit/ConfirmDelete';
import { useGoBack } from './useGoBack';

interface DeleteScreenProps {
  resource: string;
  record: RaRecord;
  /** Where to go once deleted. */
  redirectTo: string;
  /** Where Back and Cancel go when the page was opened directly. */
  backTo: string;
  /** i18n key of why this record cannot be deleted: the button is greyed and the hint shown. */
  blocked?: string;
  /** What else the deletion takes with it, translated: the confirmation says it. */
  consequence?: string;
  /** The record's details. */
  children: ReactNode;
}

/**
 * A delete route's content: the record, and the confirmation (spec section 8) asked at once. A record the
 * server will not delete gets no question: its delete button is greyed with the reason beside it.
 */
export function DeleteScreen({
  resource,
  record,
  redirectTo,
  backTo,
  blocked,
  consequence,
  children,
}: DeleteScreenProps) {
  const translate = useTranslate();
  const goBack = useGoBack(backTo);
  const hintId = useId();
  const [asking, setAsking] = useState(true);
  return (
    <>
      {children}
      {blocked && (
        <Alert severity="warning" sx={{ mt: 3 }} id={hintId}>
          {translate(blocked)}
        </Alert>
      )}
      <Stack direction="row" justifyContent="flex-end" flexWrap="wrap" gap={1.5} sx={{ mt: 3 }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={goBack}>
          {translate('app.page.back')}
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={Boolean(blocked)}
          aria-describedby={blocked ? hintId : undefined}
          onClick={() => setAsking(true)}
        >
          {translate('app.list.delete')}
        </Button>
      </Stack>
      {asking && !blocked && (
        <ConfirmDelete
          resource={resource}
          id={record.id}
          previousData={record}
          redirectTo={redirectTo}
          onCancel={goBack}
          onLookAgain={() => setAsking(false)}
          consequence={consequence}
        />
      )}
    </>
  );
}
