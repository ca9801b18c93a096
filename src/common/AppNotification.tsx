import { Portal } from '@mui/material';
import { Notification } from 'react-admin';
import { TOAST_DURATION_MS } from './constants';

/**
 * Toasts top right, closing after 5 seconds (spec sections 8 and 9). Each toast is put at the end of the
 * page's body when it shows: an open dialog (a delete's confirmation, which stays open when the server
 * refuses) hides everything that was there before it from screen readers, the app's own toasts included.
 */
export const AppNotification = () => (
  <Portal>
    <Notification
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
    />
  </Portal>
);
