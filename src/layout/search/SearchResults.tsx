import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { fieldText, markWords, matchedFields } from './matches';
import type { SearchKind } from './searchKinds';
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
  /** The words the results were found by: marked where they occur. */
  words: readonly string[];
  options: SearchOption[];
  active: SearchOption | undefined;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}

const secondarySx = { typography: 'body2', color: 'text.secondary' } as const;

/** A text with the search's words in <mark> (the browser's own highlight colours, readable in both themes). */
function Marked({ text, words }: { text: string; words: readonly string[] }) {
  const parts = markWords(text, words) ?? [{ text, marked: false }];
  return parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text));
}

/**
 * A result: its name and email or company with the words marked, then each other field that a word was found
 * in, labelled ("Company: Müller GmbH"), so that a result found through its company says so.
 */
function ResultText({
  record,
  kind,
  words,
}: {
  record: RaRecord;
  kind: SearchKind;
  words: readonly string[];
}) {
  const translate = useTranslate();
  const shown = [kind.primary, kind.secondary];
  const others = matchedFields(record, kind.fields, words).filter((field) => !shown.includes(field.source));
  return (
    <>
      <Box sx={{ typography: 'body1' }}>
        <Marked text={fieldText(record, kind.primary)} words={words} />
      </Box>
      <Box sx={secondarySx}>
        <Marked text={fieldText(record, kind.secondary)} words={words} />
      </Box>
      {others.map((field) => {
        const value = fieldText(record, field.source);
        return (
          <Box key={field.source} sx={secondarySx}>
            {translate('app.search.found_in', { field: translate(field.label) })}{' '}
            {field.choices ? (
              <mark>{translate(`${field.choices}.${value}`)}</mark>
            ) : (
              <Marked text={value} words={words} />
            )}
          </Box>
        );
      })}
    </>
  );
}

const optionSx = {
  px: 2,
  py: 0.75,
  cursor: 'pointer',
  '&[aria-selected="true"]': { bgcolor: 'action.selected' },
} as const;

/**
 * The listbox (Box only, for the reason in GlobalSearchPanel): one group per kind, headed by the kind's name,
 * each result as ResultText shows it, then "show all" where more match.
 */
export function SearchResults({ id, words, options, active, onChoose, onHover }: SearchResultsProps) {
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
                    <ResultText record={option.record} kind={group.kind} words={words} />
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
