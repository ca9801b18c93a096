import { Chip, Stack } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { PresentUser } from '@contract/presence';
import { presentOn, subscribePresence } from '../providers/presence';
import { isPresenceResource, showPresence } from '../providers/presenceCalls';

/** "Anna", "Anna and Ben", "Anna, Ben and Clara", in the user's language. */
function useNames(): (people: PresentUser[]) => string {
  const translate = useTranslate();
  return (people) => {
    const names = people.map((person) => person.name);
    const last = names.pop() ?? '';
    return names.length === 0 ? last : translate('presence.names', { first: names.join(', '), last });
  };
}

/**
 * On a record's detail (`editing` false) or edit screen: says so to the server while it is open, and shows who
 * else has the record open, editors first. The user's own other tabs are not shown: they are no colleague's
 * work to mind. A polite live region, so that a screen reader hears a colleague arrive or go without losing
 * its place.
 */
export function PresenceNotice({
  resource,
  id,
  editing = false,
}: {
  resource: string;
  id: string;
  editing?: boolean;
}) {
  const translate = useTranslate();
  const names = useNames();
  const { identity } = useGetIdentity();
  const shown = isPresenceResource(resource);
  useEffect(
    () => (shown ? showPresence(resource, id, editing ? 'editing' : 'viewing') : undefined),
    [shown, resource, id, editing],
  );
  const everyone = useSyncExternalStore(subscribePresence, () => presentOn(resource, id));
  const others = everyone.filter((person) => person.uid !== identity?.id);
  const groups = [
    { key: 'presence.editing', people: others.filter((person) => person.editing), color: 'warning' },
    { key: 'presence.viewing', people: others.filter((person) => !person.editing), color: 'default' },
  ] as const;
  return (
    <Stack
      role="status"
      aria-live="polite"
      direction="row"
      flexWrap="wrap"
      gap={1}
      sx={{ mb: others.length ? 2 : 0 }}
    >
      {groups.map(({ key, people, color }) =>
        people.length === 0 ? null : (
          <Chip
            key={key}
            size="small"
            variant="outlined"
            color={color}
            label={translate(key, { names: names(people), smart_count: people.length })}
          />
        ),
      )}
    </Stack>
  );
}
