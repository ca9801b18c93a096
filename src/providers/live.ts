import type { QueryClient } from '@tanstack/react-query';
import { liveRefresh } from './liveRefresh';
import { startLiveUpdates } from './liveUpdates';

/** The signed-in user's uid, from the identity react-admin keeps (their profile): their own writes are no news. */
const ownUid = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ user_uid?: string }>(['auth', 'getIdentity'])?.user_uid;

/** Starts the tab's live-update stream, refreshing what the tab shows; answers the function that stops it. */
export const startLive = (queryClient: QueryClient) =>
  startLiveUpdates(liveRefresh(queryClient, () => ownUid(queryClient)));
