import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne, type RaRecord } from 'react-admin';
import { useDebounced } from '../../common/useDebounced';
import { FILTER_WIDTH } from './calendarStyles';
import { useCalendarTranslate } from './texts';

/** Suggestions shown for what is typed: a name narrows them, as a list's search does. */
const SUGGESTIONS = 25;
const TYPING_PAUSE_MS = 250;

interface RecordFilterProps {
  /** The resource whose records are offered (react-admin's name: 'users', 'vacancies'). */
  resource: string;
  /** i18n key of the label. */
  label: string;
  /** The record's field that names it, which the list call also filters and sorts by (`nameFilter`). */
  nameField: string;
  nameFilter: string;
  /** The chosen record's uid, or none. */
  value: string | undefined;
  onChange: (uid: string | null) => void;
}

/**
 * A filter that picks one record by its name: suggestions from the resource's list call (the server's role
 * rules decide which), the chosen one read by its uid, so that a filter from the address shows its name too.
 */
export function RecordFilter({ resource, label, nameField, nameFilter, value, onChange }: RecordFilterProps) {
  const translate = useCalendarTranslate();
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed.trim(), TYPING_PAUSE_MS);
  const { data: options = [], isPending } = useGetList(resource, {
    filter: term ? { [nameFilter]: term } : {},
    pagination: { page: 1, perPage: SUGGESTIONS },
    sort: { field: nameField, order: 'ASC' },
  });
  const { data: chosen } = useGetOne(resource, { id: value ?? '' }, { enabled: Boolean(value) });
  const nameOf = (record: RaRecord) => String(record[nameField] ?? '');
  return (
    <Autocomplete
      options={options}
      value={value ? (chosen ?? null) : null}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(found) => found}
      onChange={(_event, record) => onChange(record ? String(record.id) : null)}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      loading={isPending}
      noOptionsText={translate('calendar.filters.none')}
      size="small"
      sx={FILTER_WIDTH}
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
    />
  );
}
