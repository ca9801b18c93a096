import { Alert } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import type { RecordEvent } from '@contract/events';
import { changeOf, editRecord, subscribeEdits } from '../providers/liveEditing';
import { useStaleTranslate } from './stale/useStaleTranslate';

/**
 * On an edit form: marks its record as edited while it is open, so that live updates do not read a
 * colleague's change into what the user is typing, and says who changed or deleted it meanwhile.
 */
export function LiveChangeNotice({ resource, id }: { resource: string; id: string }) {
  useEffect(() => editRecord(resource, id), [resource, id]);
  const change = useSyncExternalStore(subscribeEdits, () => changeOf(resource, id));
  return change ? <Notice change={change} /> : null;
}

/** Its texts load with the first change shown, as the stale dialogs' do: no edit screen needs them to show. */
function Notice({ change }: { change: RecordEvent }) {
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
