import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PresentUser } from '@contract/presence';

/** "Anna", "Anna and Ben", "Anna, Ben and Clara", in the user's language. */
function useNames(): (people: PresentUser[]) => string {
  const translate = useTranslate();
  return (people) => {
    const names = people.map((person) => person.name);
    const last = names.pop() ?? '';
    return names.length === 0 ? last : translate('presence.names', { first: names.join(', '), last });
  };
}

/** Who else has the record open, editors first: one chip for those editing, one for those viewing. */
export function PresenceChips({ others }: { others: PresentUser[] }) {
  const translate = useTranslate();
  const names = useNames();
  const groups = [
    { key: 'presence.editing', people: others.filter((person) => person.editing), color: 'warning' },
    { key: 'presence.viewing', people: others.filter((person) => !person.editing), color: 'default' },
  ] as const;
  return groups.map(({ key, people, color }) =>
    people.length === 0 ? null : (
      <Chip
        key={key}
        size="small"
        variant="outlined"
        color={color}
        label={translate(key, { names: names(people), smart_count: people.length })}
      />
    ),
  );
}
