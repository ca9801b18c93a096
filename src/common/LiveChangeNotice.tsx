import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { changeOf, editRecord, subscribeEdits } from '../providers/liveEditing';

/** Its code and texts load with the first change shown, as the stale dialogs' do: no edit screen needs them. */
const LiveChange = lazy(() => import('./live/LiveChange').then((module) => ({ default: module.LiveChange })));

/**
 * On an edit form: marks its record as edited while it is open, so that live updates do not read a
 * colleague's change into what the user is typing, and says who changed or deleted it meanwhile.
 */
export function LiveChangeNotice({ resource, id }: { resource: string; id: string }) {
  useEffect(() => editRecord(resource, id), [resource, id]);
  const change = useSyncExternalStore(subscribeEdits, () => changeOf(resource, id));
  return change ? (
    <Suspense fallback={null}>
      <LiveChange change={change} />
    </Suspense>
  ) : null;
}
