import { Alert, Box, LinearProgress } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLoading, useTranslate } from 'react-admin';
import { API_URL } from '../providers/accountCalls';
import { serverUnreachable, subscribeServerState } from '../providers/connection';
import { createCall } from '../providers/http';
import { backoffDelay, UNREACHABLE_MESSAGE } from '../providers/unreachable';

const readiness = createCall(API_URL);

/**
 * Asks /api/ready, with backoff, until it answers: the answer itself tells the banner (src/providers/http.ts).
 * Not /api/health: a server whose database is away answers that, but answers every call 503.
 */
function useHealthChecks(unreachable: boolean) {
  useEffect(() => {
    if (!unreachable) return;
    const stop = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const checkAfter = (attempt: number) => {
      timer = setTimeout(() => {
        readiness('ready', { auth: false, signal: stop.signal }).catch(() => {
          if (!stop.signal.aborted) checkAfter(attempt + 1);
        });
      }, backoffDelay(attempt));
    };
    checkAfter(0);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [unreachable]);
}

const isOnline = () => onlineManager.isOnline();

/** What the banner says: the browser's network first (nothing can be reached without it), then the server. */
function useConnectionMessage(): string | null {
  const online = useSyncExternalStore(onlineManager.subscribe, isOnline);
  const unreachable = useSyncExternalStore(subscribeServerState, serverUnreachable);
  useHealthChecks(unreachable);
  if (!online) return 'app.connection.offline';
  return unreachable ? UNREACHABLE_MESSAGE : null;
}

/** A wait shorter than this shows no progress: a bar that flashes on every quick answer says nothing. */
const appear = keyframes({ to: { visibility: 'visible' } });
const delayedProgress = {
  position: 'absolute',
  insetInline: 0,
  top: 0,
  visibility: 'hidden',
  animation: `${appear} 0s 300ms forwards`,
} as const;

/**
 * Under the top bar, staying there as the page scrolls: a progress bar while the screen waits for data (after
 * a moment), and a banner, announced politely, while the browser is offline or the server does not answer.
 */
export function ConnectionBar() {
  const translate = useTranslate();
  const loading = useLoading();
  const message = useConnectionMessage();
  return (
    <Box sx={{ position: 'sticky', top: { xs: 56, sm: 48 }, zIndex: 'appBar' }}>
      {loading && <LinearProgress aria-label={translate('app.loading')} sx={delayedProgress} />}
      <div role="status" aria-live="polite">
        {message && (
          <Alert severity="warning" square>
            {translate(message)}
          </Alert>
        )}
      </div>
    </Box>
  );
}
