import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSaveContext, type TranslateFunction } from 'react-admin';
import type { Row } from '../../providers/listing';
import type { Stale } from '../../providers/stale';
import type { HistoryField } from '../history/labels';
import { differences, type Difference, type Side } from './merge';
import type { StaleEditDialogProps } from './StaleEditDialog';
import { useStaleEdit } from './StaleEditContext';
import { useStaleTranslate } from './useStaleTranslate';
import { useWhoAndWhen } from './useWhoAndWhen';

/** A value as the dialog shows it: as the detail screens show it, a list joined, nothing as "(empty)". */
function shown(value: unknown, field: HistoryField | undefined, translate: TranslateFunction): string {
  const items = (Array.isArray(value) ? value : [value]).filter((item) => item !== null && item !== '');
  if (items.length === 0) return translate('stale.empty');
  return items.map((item) => (field?.show ? field.show(String(item), translate) : String(item))).join(', ');
}

interface ConflictProps extends Required<StaleEditDialogProps> {
  stale: Stale;
  base: Row;
  onSaved: (theirs: Row) => void;
}

/** The refused save's dialog (StaleEditDialog): the differing fields, the choice, the save. */
export default function StaleConflict({ stale, fields, values, base, onSaved }: ConflictProps) {
  const translate = useStaleTranslate();
  const form = useFormContext();
  const { save } = useSaveContext();
  const { clear } = useStaleEdit();
  const titleId = useId();
  const who = useWhoAndWhen(stale);
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

  return (
    <Dialog open onClose={clear} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('stale.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{who.said}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          {translate(listed.length > 0 ? 'stale.choose' : 'stale.nothing_differs')}
        </DialogContentText>
        {listed.length > 0 && (
          <Choices
            listed={listed}
            fields={fields}
            chosen={chosen}
            setChosen={setChosen}
            theirs={who.theirs}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {listed.length > 0 && (
          <Stack direction="row" gap={1} sx={{ mr: 'auto' }}>
            <Button onClick={() => all('yours')}>{translate('stale.keep_mine')}</Button>
            <Button onClick={() => all('theirs')}>{translate('stale.take_theirs')}</Button>
          </Stack>
        )}
        <Button onClick={clear}>{translate('stale.back')}</Button>
        <Button variant="contained" onClick={saveChosen}>
          {translate('stale.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface ChoicesProps {
  listed: Difference[];
  fields: Readonly<Record<string, HistoryField>>;
  chosen: Record<string, Side>;
  setChosen: (update: (chosen: Record<string, Side>) => Record<string, Side>) => void;
  /** The heading of the colleague's column: who saved and when. */
  theirs: string;
}

/** The table of differing fields: per field a radio group, the user's value or the colleague's. */
function Choices({ listed, fields, chosen, setChosen, theirs }: ChoicesProps) {
  const translate = useStaleTranslate();
  return (
    <Table size="small" sx={{ mt: 2, tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '24%' }}>{translate('stale.field')}</TableCell>
          <TableCell sx={{ width: '38%' }}>{translate('stale.yours')}</TableCell>
          <TableCell sx={{ width: '38%' }}>{theirs}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {listed.map((row) => {
          const field = fields[row.field];
          const label = translate(field?.label ?? row.field);
          const pick = (side: Side) => setChosen((current) => ({ ...current, [row.field]: side }));
          return (
            <TableRow key={row.field}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell colSpan={2} sx={{ p: 0 }}>
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
                      label={shown(row[side], field, translate)}
                      aria-label={translate(`stale.pick_${side}`, {
                        value: shown(row[side], field, translate),
                      })}
                    />
                  ))}
                </RadioGroup>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
