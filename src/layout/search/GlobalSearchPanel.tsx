import { Box } from '@mui/material';
import { searchWords } from '@contract/search';
import { useId, useLayoutEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useStoreContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { listStoreKey, searchModeKey } from '../../common/list-kit/listStore';
import { listRoutes } from '../../routes';
import type { EarlyTyping } from './earlyTyping';
import type { SearchKind } from './searchKinds';
import { SearchResults, type SearchOption } from './SearchResults';
import { MIN_TERM_LENGTH, useGlobalSearch } from './useGlobalSearch';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A plain input and Box text, not MUI's InputBase and Typography: this chunk loads lazily, and any MUI
 * component it shares with the screens splits their shared chunks anew (about 3 kB gzip more on every list
 * route, which is at its budget).
 */
const inputSx = {
  flexGrow: 1,
  border: 0,
  outline: 0,
  p: 1,
  font: 'inherit',
  fontSize: '1.125rem',
  color: 'text.primary',
  bgcolor: 'transparent',
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
} as const;

interface Props {
  onClose: () => void;
  /** What to search, from the registry (SEARCH_KINDS). */
  kinds: readonly SearchKind[];
  /** What was typed while this panel's code loaded (the first Ctrl+K after sign-in): its input starts with it. */
  early: EarlyTyping;
}

/**
 * The search inside the top bar's dialog (loaded when idle after sign-in, or on opening): an ARIA combobox whose
 * listbox groups the results by kind. Arrow keys, Home and End move the active option, Enter opens its
 * detail screen; Escape closes the dialog.
 */
export default function GlobalSearchPanel({ onClose, kinds, early }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const store = useStoreContext();
  const listboxId = useId();
  const typedEarly = useSyncExternalStore(early.subscribe, early.text);
  // Until the input is typed into, it holds what was typed before it was there.
  const [typedHere, setTyped] = useState<string>();
  const typed = typedHere ?? typedEarly;
  const [active, setActive] = useState(-1);
  const { term, groups, searching } = useGlobalSearch(typed, kinds);
  // In the commit that focuses the input, so that no key falls between the two.
  useLayoutEffect(() => early.stop(), [early]);
  const options: SearchOption[] = groups.flatMap((group) => [
    ...group.records.map((record) => ({
      id: `${listboxId}-${group.kind.resource}-${record.id}`,
      group,
      record,
    })),
    ...(group.total > group.records.length ? [{ id: `${listboxId}-${group.kind.resource}-all`, group }] : []),
  ]);
  const found = groups.reduce((sum, group) => sum + group.total, 0);
  const current = options[active] as SearchOption | undefined;

  const choose = ({ group, record }: SearchOption) => {
    onClose();
    if (record) return navigate(group.kind.detail(record));
    // The kind's list, its "All" tab searched by the term, as if typed into its own search box.
    const list = listRoutes[group.kind.resource].all;
    const key = listStoreKey(group.kind.resource, list);
    store.setItem(key, { ...store.getItem<object>(key, {}), filter: { q: term }, page: 1 });
    store.setItem(searchModeKey(key), 'normal');
    navigate(list);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (move && options.length > 0) {
      event.preventDefault();
      setActive((index) => move(index, options.length));
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      choose(current);
    }
  };

  const status = searching
    ? translate('app.search.searching')
    : term.length < MIN_TERM_LENGTH
      ? translate('app.search.hint', { min: MIN_TERM_LENGTH })
      : options.length === 0
        ? translate('app.search.none', { term })
        : translate('app.search.count', { smart_count: found });

  return (
    <>
      <Box sx={{ display: 'flex', px: 1.5, pt: 1.5, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box
          component="input"
          autoFocus
          value={typed}
          placeholder={translate('app.search.placeholder')}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label={translate('app.search.label')}
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={current?.id}
          sx={inputSx}
        />
      </Box>
      <Box role="status" sx={{ typography: 'body2', px: 2, py: 1, color: 'text.secondary' }}>
        {status}
      </Box>
      <SearchResults
        id={listboxId}
        words={searchWords(term)}
        options={options}
        active={current}
        onChoose={choose}
        onHover={setActive}
      />
    </>
  );
}
