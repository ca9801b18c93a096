import SearchIcon from '@mui/icons-material/Search';
import { Box, Dialog, InputBase, Typography } from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MIN_TERM_LENGTH } from './searchKinds';
import { SearchResults, type SearchOption } from './SearchResults';
import { useGlobalSearch } from './useGlobalSearch';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The search dialog (loaded only when first opened): an ARIA combobox whose listbox groups the results by
 * kind. Arrow keys move the active option, Enter opens its detail screen, Escape closes.
 */
export default function GlobalSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const listboxId = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const { term, groups, searching } = useGlobalSearch(typed);
  const options: SearchOption[] = groups.flatMap((group) =>
    group.records.map((record) => ({
      id: `${listboxId}-${group.kind.resource}-${record.id}`,
      group,
      record,
    })),
  );
  const current = options[active] as SearchOption | undefined;

  const choose = (option: SearchOption) => {
    onClose();
    navigate(option.group.kind.detail(option.record));
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
        : translate('app.search.count', { smart_count: options.length });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': translate('app.search.label') } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <SearchIcon aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={typed}
          placeholder={translate('app.search.placeholder')}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('app.search.label'),
            'aria-expanded': options.length > 0,
            'aria-controls': listboxId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': current?.id,
          }}
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ px: 2, pb: 1, color: 'text.secondary' }}>
        {status}
      </Typography>
      <SearchResults
        id={listboxId}
        options={options}
        active={current}
        onChoose={choose}
        onHover={setActive}
      />
    </Dialog>
  );
}
