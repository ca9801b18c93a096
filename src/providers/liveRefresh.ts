import type { Query, QueryClient } from '@tanstack/react-query';
import type { RecordEvent } from '@contract/events';
import { changedWhileEdited, isEdited } from './liveEditing';
import type { LiveListener } from './liveUpdates';

/** Queries that show counts or timelines of any record: the dashboard's tiles and charts, the histories. */
const SUMMARIES = [['dashboard'], ['dashboard-charts'], ['history']];

/** A record's own query (react-admin's [resource, 'getOne', {id}]) while its edit form is open. */
function isEditedRecord({ queryKey }: Query): boolean {
  const [resource, call, params] = queryKey as [unknown, unknown, { id?: unknown } | undefined];
  return call === 'getOne' && typeof resource === 'string' && isEdited(resource, String(params?.id));
}

/**
 * What a live update does to this tab's screens: every query of a touched resource (react-admin keys them
 * [resource, 'getList' | 'getOne' | 'getMany' | …], the board's and the notes' too) and every summary is
 * marked stale, and those on screen read again at once. A record whose edit form is open is not read into
 * it: a colleague's change shows as a notice there. `self`: the signed-in user's uid (their own writes from
 * another tab refresh the screens too, but raise no notice).
 */
export function liveRefresh(queryClient: QueryClient, self: () => string | undefined): LiveListener {
  const refresh = (resources: Iterable<string>) => {
    for (const resource of resources)
      void queryClient.invalidateQueries({
        queryKey: [resource],
        predicate: (query) => !isEditedRecord(query),
      });
    for (const queryKey of SUMMARIES) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    changes(events: RecordEvent[]) {
      for (const event of events) if (event.byUid !== self()) changedWhileEdited(event);
      refresh(new Set(events.flatMap((event) => [event.resource, event.subject.resource])));
    },
    reset() {
      void queryClient.invalidateQueries({ predicate: (query) => !isEditedRecord(query) });
    },
  };
}
