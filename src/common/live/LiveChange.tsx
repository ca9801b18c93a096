import { Alert } from '@mui/material';
import type { RecordEvent } from '@contract/events';
import { useStaleTranslate } from '../stale/useStaleTranslate';

/** Its texts load with the first change shown, as the stale dialogs' do: no edit screen needs them to show. */
export function LiveChange({ change }: { change: RecordEvent }) {
  const { translate, ready } = useStaleTranslate();
  if (!ready) return null;
  const name = change.by ?? translate('stale.live.platform');
  const key = change.kind === 'deleted' ? 'stale.live.deleted_by' : 'stale.live.changed_by';
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {translate(key, { name })}
    </Alert>
  );
}
