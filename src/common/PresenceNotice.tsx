import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { UserIdentity } from 'react-admin';
import { presentOn, subscribePresence } from '../providers/presence';
import { isPresenceResource, showPresence } from '../providers/presenceCalls';

/** Its chips load when a colleague first shows: a screen nobody else has open needs none of them. */
const PresenceChips = lazy(() =>
  import('./live/PresenceChips').then((module) => ({ default: module.PresenceChips })),
);

export interface PresenceNoticeProps {
  resource: string;
  id: string;
  editing?: boolean;
}

/**
 * On a record's detail (`editing` false) or edit screen: says so to the server while it is open, and shows who
 * else has the record open, editors first. The user's own other tabs are not shown: they are no colleague's
 * work to mind. A polite live region, so that a screen reader hears a colleague arrive or go without losing
 * its place.
 */
export function PresenceNotice({ resource, id, editing = false }: PresenceNoticeProps) {
  // The signed-in user, read at sign-in (authProvider.getIdentity): their own tabs are no colleague's.
  const identity = useQueryClient().getQueryData<UserIdentity>(['auth', 'getIdentity']);
  const shown = isPresenceResource(resource);
  useEffect(
    () => (shown ? showPresence(resource, id, editing ? 'editing' : 'viewing') : undefined),
    [shown, resource, id, editing],
  );
  const everyone = useSyncExternalStore(subscribePresence, () => presentOn(resource, id));
  const others = everyone.filter((person) => person.uid !== identity?.id);
  return (
    <Stack
      role="status"
      aria-live="polite"
      direction="row"
      flexWrap="wrap"
      gap={1}
      sx={{ mb: others.length ? 2 : 0 }}
    >
      {others.length > 0 && (
        <Suspense fallback={null}>
          <PresenceChips others={others} />
        </Suspense>
      )}
    </Stack>
  );
}
