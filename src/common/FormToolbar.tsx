import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useSaveContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFocusBackAfter } from './useFocusBackAfter';

/**
 * The foot of every add and edit form: back (to where the form came from) and submit. Submit stays usable on
 * a pristine form, so that pressing it shows what is missing, and spins while the server answers.
 */
export function FormToolbar({
  backTo,
  submitLabel = 'ra.action.save',
  readOnly = false,
}: {
  backTo: string;
  submitLabel?: string;
  /** Nothing to submit: back alone. */
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const busy = Boolean(saving) || isSubmitting;
  const submit = useFocusBackAfter(busy);
  return (
    <Stack direction="row" gap={1} justifyContent="flex-end" sx={{ pt: 2 }}>
      <Button component={Link} to={backTo} variant="outlined" startIcon={<ArrowBackIcon />} disabled={busy}>
        {translate('app.page.back')}
      </Button>
      {!readOnly && (
        <Button
          ref={submit}
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          loading={busy}
          loadingPosition="start"
        >
          {translate(submitLabel)}
        </Button>
      )}
    </Stack>
  );
}
