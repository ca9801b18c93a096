import { Snackbar, styled } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../common/constants';
import { useTranslate } from './language';
import { shownToast, subscribeToasts, toastDone, type Toast } from './toastStore';

/** react-admin's notification classes and colours, so that a public toast looks like the signed-in app's. */
const PREFIX = 'RaNotification';
const typeClass: Partial<Record<Toast['type'], string>> = {
  success: `${PREFIX}-success`,
  error: `${PREFIX}-error`,
  warning: `${PREFIX}-warning`,
};
const multiLineClass = `${PREFIX}-multiLine`;

const ToastBar = styled(Snackbar, {
  name: PREFIX,
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  [`& .${PREFIX}-success`]: {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  [`& .${PREFIX}-error`]: {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  [`& .${PREFIX}-warning`]: {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  [`& .${multiLineClass}`]: { whiteSpace: 'pre-wrap' },
}));

/**
 * The public pages' toasts, top right, closing after 5 seconds (spec sections 8 and 9), one at a time: what
 * react-admin's `<Notification>` shows in the signed-in app, without react-admin.
 */
export function Toasts() {
  const toast = useSyncExternalStore(subscribeToasts, shownToast);
  const [closed, setClosed] = useState<Toast>();
  const translate = useTranslate();

  if (!toast) return null;
  const { message, type, options } = toast;
  const className = [typeClass[type], options.multiLine && multiLineClass].filter(Boolean).join(' ');
  return (
    <ToastBar
      key={toast.id}
      open={closed !== toast}
      message={translate(message, options.messageArgs)}
      autoHideDuration={
        options.autoHideDuration === undefined ? TOAST_DURATION_MS : (options.autoHideDuration ?? undefined)
      }
      onClose={() => setClosed(toast)}
      action={null}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        transition: { onExited: () => toastDone(toast) },
        content: { className: className || undefined },
      }}
    />
  );
}
