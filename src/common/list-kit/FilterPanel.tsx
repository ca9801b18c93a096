import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { cloneElement, type ReactElement } from 'react';
import { TextInput, useListContext, useStore, useTranslate, type FilterPayload } from 'react-admin';
import { searchModeKey } from './listStore';
import { LiveFilterForm } from './LiveFilterForm';

type SearchMode = 'normal' | 'advanced';

/** The normal search is the one box 'q'; every other filter is the advanced search's. */
const SEARCH = 'q';
const ownedBy = {
  normal: (name: string) => name === SEARCH,
  advanced: (name: string) => name !== SEARCH,
};

interface FilterPanelProps {
  storeKey: string;
  searchLabel: string;
  advancedFilters: readonly ReactElement<{ helperText?: unknown }>[];
  advancedDefaults?: () => Record<string, unknown>;
  /** The list's permanent filter (its page type). */
  permanent: FilterPayload;
}

/**
 * The filter panel: one search box (normal search, the default) or the resource's advanced inputs. Switching
 * clears the other mode's filters, so the list always matches what the panel shows.
 */
export function FilterPanel({
  storeKey,
  searchLabel,
  advancedFilters,
  advancedDefaults,
  permanent,
}: FilterPanelProps) {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  const [mode, setMode] = useStore<SearchMode>(searchModeKey(storeKey), 'normal');

  const switchTo = (next: SearchMode | null) => {
    if (!next || next === mode) return;
    setFilters(next === 'advanced' ? (advancedDefaults?.() ?? {}) : {}, {});
    setMode(next);
  };

  return (
    <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        onChange={(_, next: SearchMode | null) => switchTo(next)}
        aria-label={translate('app.list.search_mode')}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="normal">{translate('app.list.normal_search')}</ToggleButton>
        <ToggleButton value="advanced">{translate('app.list.advanced_search')}</ToggleButton>
      </ToggleButtonGroup>
      <LiveFilterForm key={mode} owns={ownedBy[mode]} permanent={permanent}>
        {mode === 'normal' ? (
          <TextInput
            source={SEARCH}
            label={searchLabel}
            helperText={false}
            resettable
            sx={{ maxWidth: 480 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        ) : (
          <Stack direction="row" flexWrap="wrap" columnGap={2}>
            {advancedFilters.map((input, index) => (
              <Box key={input.key ?? index} sx={{ flex: '1 1 200px', minWidth: 0 }}>
                {cloneElement(input, { helperText: input.props.helperText ?? false })}
              </Box>
            ))}
          </Stack>
        )}
      </LiveFilterForm>
    </Box>
  );
}
