import { Box, Typography } from '@mui/material';
import type { HistoryEntry } from '@contract/history';
import { useDateTime } from '../useDateTime';
import { ChangeLine } from './ChangeLine';
import { historyTexts } from './fields';
import { useHistoryTranslate } from './useHistoryTranslate';

/**
 * "Changed by Clara", "Note added by the platform", "Changed by a deleted user": a note's or an interview's
 * entries say what changed (their kind's `actions`).
 */
function headline(entry: HistoryEntry, translate: (key: string, options?: object) => string): string {
  const actor = entry.actor
    ? entry.actor.full_name || translate('erasure.deleted_user')
    : translate('app.history.platform');
  if (entry.action === 'erase') return translate('erasure.erased_by', { actor });
  const phrases = historyTexts(entry.kind).actions ?? 'app.history.actions';
  return translate(`${phrases}.${entry.action}`, { actor });
}

/** One entry of a timeline: who did what (a heading), when (a time element), and each changed field. */
export function HistoryEntryItem({ entry }: { entry: HistoryEntry }) {
  const translate = useHistoryTranslate(entry.kind);
  const dateTime = useDateTime();
  return (
    <Box component="li" sx={{ py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        {headline(entry, translate)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={entry.created_at}>{dateTime(entry.created_at)}</time>
      </Typography>
      {entry.erased && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {translate('erasure.erased_entry')}
        </Typography>
      )}
      {entry.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2' }}>
          {entry.changes.map((change) => (
            <ChangeLine key={change.field} kind={entry.kind} action={entry.action} change={change} />
          ))}
        </Box>
      )}
    </Box>
  );
}
