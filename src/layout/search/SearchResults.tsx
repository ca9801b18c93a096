import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import type { SearchGroup } from './useGlobalSearch';

/**
 * One option: its DOM id (for aria-activedescendant), its group and its record; without a record, the
 * group's "show all" (its list, searched by the term).
 */
export interface SearchOption {
  id: string;
  group: SearchGroup;
  record?: RaRecord;
}

interface SearchResultsProps {
  id: string;
  options: SearchOption[];
  active: SearchOption | undefined;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}

const optionSx = {
  px: 2,
  py: 0.75,
  cursor: 'pointer',
  '&[aria-selected="true"]': { bgcolor: 'action.selected' },
} as const;

/**
 * The listbox (Box only, for the reason in GlobalSearchPanel): one group per kind, headed by the kind's name,
 * each result with its name and email or company, then "show all" where more match.
 */
export function SearchResults({ id, options, active, onChoose, onHover }: SearchResultsProps) {
  const translate = useTranslate();
  const groups = [...new Set(options.map((option) => option.group))];
  return (
    <Box
      id={id}
      role="listbox"
      aria-label={translate('app.search.results')}
      sx={{ maxHeight: '60vh', overflowY: 'auto', pb: options.length > 0 ? 1 : 0 }}
    >
      {groups.map((group) => {
        const headingId = `${id}-${group.kind.resource}`;
        return (
          <Box key={group.kind.resource} role="group" aria-labelledby={headingId}>
            <Box
              id={headingId}
              role="presentation"
              sx={{ typography: 'overline', px: 2, pt: 1, color: 'text.secondary', fontWeight: 600 }}
            >
              {translate(group.kind.label)}
            </Box>
            {options.map((option, index) =>
              option.group === group ? (
                <Box
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={option === active}
                  onClick={() => onChoose(option)}
                  onMouseMove={() => onHover(index)}
                  sx={optionSx}
                >
                  {option.record ? (
                    <>
                      <Box sx={{ typography: 'body1' }}>{group.kind.primary(option.record)}</Box>
                      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
                        {group.kind.secondary(option.record)}
                      </Box>
                    </>
                  ) : (
                    <Box sx={{ typography: 'body2', color: 'primary.main' }}>
                      {translate('app.search.all', { smart_count: group.total })}
                    </Box>
                  )}
                </Box>
              ) : null,
            )}
          </Box>
        );
      })}
    </Box>
  );
}
