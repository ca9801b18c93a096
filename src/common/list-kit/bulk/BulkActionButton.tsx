import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
  type Theme,
} from '@mui/material';
import { useId, useState, type ComponentType, type ReactElement } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useResourceContext } from 'react-admin';
import type { AppDataProvider, BulkParams, BulkResult } from '../../../providers/dataProvider';
import { errorMessage } from '../../errors';
import { useBulkScope } from './BulkToolbar';
import { useBulkTranslate } from './useBulkTranslate';

interface BulkActionButtonProps {
  /** i18n keys of the button and of the confirmation's title, which names the count (smart_count). */
  label: string;
  title: string;
  /** i18n key of a warning under the title (smart_count too), or the keys of its sentences. */
  text?: string | readonly string[];
  icon: ReactElement;
  action: BulkParams['action'];
  /** The values to choose from, as i18n keys by value; `set` makes the call's change of the chosen one. */
  choices?: { id: string; name: string }[];
  set?: (choice: string) => Record<string, string>;
  danger?: boolean;
  /** i18n key of the confirming button; "Apply" unless said. */
  confirm?: string;
  /** What else the chosen value asks for (a rejection's reason), added to the call's change. */
  details?: ComponentType<BulkDetailsProps>;
}

/** A bulk dialog's further fields for the chosen value: they say what they add to the change. */
export interface BulkDetailsProps {
  choice: string;
  onChange: (more: Record<string, string>) => void;
}

/**
 * The bulk bar's tint (lighter than the paper in the light theme, darker in the dark one) leaves the red of a
 * dangerous action below WCAG's 4.5:1 (4.4:1 light, 3.6:1 dark): the shade further from the tint reads.
 */
const dangerOnBar = (theme: Theme) => ({
  color: theme.palette.mode === 'light' ? theme.palette.error.dark : theme.palette.error.light,
});

/**
 * The summary toast: the server's "12 candidates updated", then how many already had the value, then what
 * was not changed and why.
 */
function useSummary() {
  const translate = useBulkTranslate();
  return ({ message, unchanged, refused }: BulkResult) => {
    const parts = [message];
    if (unchanged > 0) parts.push(translate('bulk.unchanged', { smart_count: unchanged }));
    if (refused.length > 0) {
      const reasons = [...new Set(refused.map((refusal) => refusal.reason))].join(' ');
      parts.push(translate('bulk.refused', { smart_count: refused.length, reasons }));
    }
    return parts.join('. ');
  };
}

/** One bulk action: its button, a confirmation naming the count (with a choice of value), the call. */
export function BulkActionButton({
  label,
  title,
  text,
  icon,
  action,
  choices,
  set,
  danger,
  confirm = 'bulk.confirm',
  details: Details,
}: BulkActionButtonProps) {
  const translate = useBulkTranslate();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const summary = useSummary();
  const { onUnselectItems } = useListContext();
  const { count, selection, versions } = useBulkScope();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [more, setMore] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const close = () => {
    setOpen(false);
    setChoice('');
    setMore({});
  };
  const apply = async () => {
    setBusy(true);
    try {
      const result = await dataProvider.bulkChange(resource, {
        action,
        selection,
        set: set && choice ? { ...set(choice), ...more } : undefined,
        versions,
      });
      notify(summary(result), { type: result.refused.length > 0 ? 'warning' : 'success' });
      onUnselectItems();
      close();
      // Every query again: the lists, the details and the dashboard's counts show the change.
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={icon}
        color={danger ? 'error' : 'primary'}
        sx={danger ? dangerOnBar : undefined}
        onClick={() => setOpen(true)}
      >
        {translate(label)}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : close}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{translate(title, { smart_count: count })}</DialogTitle>
        <DialogContent>
          {text && (
            <DialogContentText>
              {[text]
                .flat()
                .map((key) => translate(key, { smart_count: count }))
                .join(' ')}
            </DialogContentText>
          )}
          {choices && (
            <TextField
              select
              fullWidth
              margin="dense"
              label={translate('bulk.choose')}
              value={choice}
              onChange={(event) => {
                setChoice(event.target.value);
                setMore({});
              }}
            >
              {choices.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {translate(option.name)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {Details && choice && <Details key={choice} choice={choice} onChange={setMore} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('bulk.cancel')}
          </Button>
          <Button
            variant="contained"
            color={danger ? 'error' : 'primary'}
            onClick={() => void apply()}
            disabled={Boolean(choices) && !choice}
            loading={busy}
          >
            {translate(confirm)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
