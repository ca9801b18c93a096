import { Button, Snackbar } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from '../public/language';
import { askingToReload, reloadNow, stay, subscribeAsking } from './unsavedInput';

/**
 * Asks before a reload into a new version would throw away a form's unsaved input (newVersionUnderForm): it
 * stays until the user reloads, or stays on the page to keep (and copy out) what they typed (unsavedInput.ts).
 */
export function NewVersionNotice() {
  const open = useSyncExternalStore(subscribeAsking, askingToReload);
  const translate = useTranslate();
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={translate('app.new_version.unsaved')}
      action={
        <>
          <Button color="inherit" onClick={stay}>
            {translate('app.new_version.stay')}
          </Button>
          <Button color="inherit" variant="outlined" onClick={reloadNow}>
            {translate('app.new_version.reload')}
          </Button>
        </>
      }
    />
  );
}
