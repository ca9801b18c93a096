import { Box, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocaleState, type RaRecord, type SaveHandler, type TranslateFunction } from 'react-admin';
import type { Row } from '../../providers/listing';
import type { Stale } from '../../providers/stale';
import { historyFields } from '../history/fields';
import type { HistoryField } from '../history/labels';
import { differences, type Difference, type Side } from './merge';
import type { StaleEditDialogProps } from './StaleEditDialog';
import { useStaleEdit } from './StaleEditContext';
import { useStaleTranslate } from './useStaleTranslate';
import { useWhoAndWhen } from './useWhoAndWhen';

/** A value as the dialog shows it: as the detail screens show it, a list joined, nothing as "(empty)". */
function shown(
  value: unknown,
  field: HistoryField | undefined,
  translate: TranslateFunction,
  locale: string,
): string {
  const items = (Array.isArray(value) ? value : [value]).filter((item) => item !== null && item !== '');
  if (items.length === 0) return translate('stale.empty');
  return items
    .map((item) => (field?.show ? field.show(String(item), translate, locale) : String(item)))
    .join(', ');
}

/** Each listable form field's label and shown values, from the history labels of the record's kind. */
function labelled({ kind, unlisted = [], formNames = {} }: StaleEditDialogProps['conflict']) {
  const listed = Object.entries(historyFields(kind)).filter(([recorded]) => !unlisted.includes(recorded));
  return Object.fromEntries(listed.map(([recorded, field]) => [formNames[recorded] ?? recorded, field]));
}

interface ConflictProps extends Required<StaleEditDialogProps> {
  /** The id the frame's dialog is labelled by: the title here. */
  titleId: string;
  stale: Stale;
  base: Row;
  /** The edit form and its save. */
  form: UseFormReturn;
  save: SaveHandler<RaRecord> | undefined;
  onSaved: (theirs: Row) => void;
}

/** The refused save's dialog (StaleEditDialog): the differing fields, the choice, the save. */
export function StaleConflict({
  titleId,
  stale,
  conflict,
  values,
  base,
  form,
  save,
  onSaved,
}: ConflictProps) {
  const { translate, ready } = useStaleTranslate();
  const { clear } = useStaleEdit();
  const fields = useMemo(() => labelled(conflict), [conflict]);
  const who = useWhoAndWhen(stale, translate);
  const theirs = useMemo(() => values(stale.record), [values, stale.record]);
  const { listed, quiet } = useMemo(
    () => differences(Object.keys(fields), base, form.getValues(), theirs),
    [fields, base, form, theirs],
  );
  const [chosen, setChosen] = useState<Record<string, Side>>(() =>
    Object.fromEntries(listed.map((row) => [row.field, row.proposed])),
  );
  const all = (side: Side) => setChosen(Object.fromEntries(listed.map((row) => [row.field, side])));

  const saveChosen = () => {
    const taken = { ...quiet };
    for (const row of listed) if (chosen[row.field] === 'theirs') taken[row.field] = row.theirs;
    for (const [field, value] of Object.entries(taken)) form.setValue(field, value, { shouldDirty: true });
    // The If-Match of the next save: the version the user has now seen.
    form.setValue('version', stale.version);
    onSaved(theirs);
    clear();
    void save?.(form.getValues());
  };

  if (!ready) return null;
  return (
    <>
      <Typography id={titleId} variant="h6" component="h2" sx={{ px: 3, pt: 2, pb: 1 }}>
        {translate('stale.title')}
      </Typography>
      <Box sx={{ px: 3, color: 'text.secondary' }}>
        <Typography>{who.said}</Typography>
        <Typography sx={{ mt: 1 }}>
          {translate(listed.length > 0 ? 'stale.choose' : 'stale.nothing_differs')}
        </Typography>
        {listed.length > 0 && (
          <Choices
            translate={translate}
            listed={listed}
            fields={fields}
            chosen={chosen}
            setChosen={setChosen}
            theirs={who.theirs}
          />
        )}
      </Box>
      <Stack direction="row" flexWrap="wrap" gap={1} sx={{ p: 1.5 }}>
        {listed.length > 0 && (
          <Stack direction="row" gap={1} sx={{ mr: 'auto' }}>
            <Button onClick={() => all('yours')}>{translate('stale.keep_mine')}</Button>
            <Button onClick={() => all('theirs')}>{translate('stale.take_theirs')}</Button>
          </Stack>
        )}
        <Button onClick={clear} sx={{ ml: 'auto' }}>
          {translate('stale.back')}
        </Button>
        <Button variant="contained" onClick={saveChosen}>
          {translate('stale.save')}
        </Button>
      </Stack>
    </>
  );
}

interface ChoicesProps {
  listed: Difference[];
  fields: Readonly<Record<string, HistoryField>>;
  chosen: Record<string, Side>;
  setChosen: (update: (chosen: Record<string, Side>) => Record<string, Side>) => void;
  /** The heading of the colleague's column: who saved and when. */
  theirs: string;
  translate: TranslateFunction;
}

/** The table of differing fields: per field a radio group, the user's value or the colleague's. */
function Choices({ listed, fields, chosen, setChosen, theirs, translate }: ChoicesProps) {
  const [locale] = useLocaleState();
  // A plain table: Material UI's would share its modules with the lists and split their chunk (see StaleEditDialog).
  const cell = {
    textAlign: 'left',
    fontWeight: 'normal',
    py: 1,
    px: 2,
    borderBottom: 1,
    borderColor: 'divider',
  };
  return (
    <Box component="table" sx={{ mt: 2, width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <Box component="th" sx={{ ...cell, width: '24%', fontWeight: 500 }}>
            {translate('stale.field')}
          </Box>
          <Box component="th" sx={{ ...cell, width: '38%', fontWeight: 500 }}>
            {translate('stale.yours')}
          </Box>
          <Box component="th" sx={{ ...cell, width: '38%', fontWeight: 500 }}>
            {theirs}
          </Box>
        </tr>
      </thead>
      <tbody>
        {listed.map((row) => {
          const field = fields[row.field];
          const label = translate(field?.label ?? row.field);
          const pick = (side: Side) => setChosen((current) => ({ ...current, [row.field]: side }));
          return (
            <tr key={row.field}>
              <Box component="th" scope="row" sx={cell}>
                {label}
              </Box>
              <Box component="td" colSpan={2} sx={{ ...cell, px: 0, py: 0 }}>
                <RadioGroup
                  row
                  aria-label={label}
                  value={chosen[row.field] ?? row.proposed}
                  onChange={(event) => pick(event.target.value as Side)}
                  sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', px: 2, columnGap: 4 }}
                >
                  {(['yours', 'theirs'] as const).map((side) => (
                    <FormControlLabel
                      key={side}
                      value={side}
                      control={<Radio size="small" />}
                      label={shown(row[side], field, translate, locale)}
                      aria-label={translate(`stale.pick_${side}`, {
                        value: shown(row[side], field, translate, locale),
                      })}
                    />
                  ))}
                </RadioGroup>
              </Box>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}
