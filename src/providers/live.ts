import type { QueryClient } from '@tanstack/react-query';
import { liveRefresh } from './liveRefresh';
import { startLiveUpdates } from './liveUpdates';
import { presenceHeard } from './presence';

/** The signed-in user's uid, from the identity react-admin keeps (their profile): their own writes are no news. */
const ownUid = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ user_uid?: string }>(['auth', 'getIdentity'])?.user_uid;

/**
 * Starts the tab's live-update stream, refreshing what the tab shows and saying who else has a record open
 * (presence); answers the function that stops it.
 */
export const startLive = (queryClient: QueryClient) =>
  startLiveUpdates({ ...liveRefresh(queryClient, () => ownUid(queryClient)), presence: presenceHeard });
