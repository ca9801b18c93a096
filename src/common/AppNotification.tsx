import { Notification } from 'react-admin';
import { TOAST_DURATION_MS } from './constants';

/** Toasts top right, closing after 5 seconds (spec sections 8 and 9). */
export const AppNotification = () => (
  <Notification
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={TOAST_DURATION_MS}
  />
);
