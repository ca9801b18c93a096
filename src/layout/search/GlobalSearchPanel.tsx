import { Box } from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useStoreContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { listStoreKey, searchModeKey } from '../../common/list-kit/listStore';
import { listRoutes } from '../../routes';
import type { SearchKind } from './searchKinds';
import { SearchBox } from './SearchBox';
import { SearchResults, type SearchOption } from './SearchResults';
import { MIN_TERM_LENGTH, useGlobalSearch } from './useGlobalSearch';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

interface Props {
  onClose: () => void;
  /** What to search, from the registry (SEARCH_KINDS). */
  kinds: readonly SearchKind[];
  /** The typed text: the top bar's, so that what was typed while this chunk loaded is kept. */
  typed: string;
  onType: (typed: string) => void;
}

/**
 * The search inside the top bar's dialog (loaded when the search is first opened): an ARIA combobox whose
 * listbox groups the results by kind. Arrow keys, Home and End move the active option, Enter opens its
 * detail screen; Escape closes the dialog.
 */
export default function GlobalSearchPanel({ onClose, kinds, typed, onType }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const store = useStoreContext();
  const listboxId = useId();
  const [active, setActive] = useState(-1);
  const { term, groups, searching } = useGlobalSearch(typed, kinds);
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
      <SearchBox
        value={typed}
        onType={(value) => {
          onType(value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        aria-expanded={options.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={current?.id}
      />
      <Box role="status" sx={{ typography: 'body2', px: 2, py: 1, color: 'text.secondary' }}>
        {status}
      </Box>
      <SearchResults
        id={listboxId}
        options={options}
        active={current}
        onChoose={choose}
        onHover={setActive}
      />
    </>
  );
}
