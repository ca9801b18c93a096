import { Alert } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { changeOf, editRecord, subscribeEdits } from '../providers/liveEditing';

/**
 * On an edit form: marks its record as edited while it is open, so that live updates do not read a
 * colleague's change into what the user is typing, and says who changed or deleted it meanwhile.
 */
export function LiveChangeNotice({ resource, id }: { resource: string; id: string }) {
  const translate = useTranslate();
  useEffect(() => editRecord(resource, id), [resource, id]);
  const change = useSyncExternalStore(subscribeEdits, () => changeOf(resource, id));
  if (!change) return null;
  const name = change.by ?? translate('app.live.platform');
  const key = change.kind === 'deleted' ? 'app.live.deleted_by' : 'app.live.changed_by';
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {translate(key, { name })}
    </Alert>
  );
}
