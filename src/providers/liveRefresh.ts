import type { Query, QueryClient } from '@tanstack/react-query';
import type { RecordEvent } from '@contract/events';
import { changedWhileEdited, isEdited } from './liveEditing';
import type { LiveListener } from './liveUpdates';
import { QUERY_KEYS } from './dataProvider';

/** Queries that show counts or timelines of any record: the dashboard's tiles and charts, the histories. */
const SUMMARIES = Object.values(QUERY_KEYS);

/** The record a query reads alone (react-admin's [resource, 'getOne', {id}]), if it is one. */
function recordOf({ queryKey }: Query): { resource: string; uid: string } | undefined {
  const [resource, call, params] = queryKey as [unknown, unknown, { id?: unknown } | undefined];
  return call === 'getOne' && typeof resource === 'string'
    ? { resource, uid: String(params?.id) }
    : undefined;
}

const keyOf = (resource: string, uid: string) => `${resource}\u0000${uid}`;

/**
 * Whether a query may be read again: not a record whose edit form is open (a colleague's change shows as a
 * notice there, what the user typed stays), nor a record just deleted (its screen is leaving, or shows it as
 * it was: reading it again would only answer 404).
 */
const mayRefetch = (deleted: ReadonlySet<string>) => (query: Query) => {
  const record = recordOf(query);
  return (
    !record || !(isEdited(record.resource, record.uid) || deleted.has(keyOf(record.resource, record.uid)))
  );
};

/**
 * What a live update does to this tab's screens: every query of a touched resource (react-admin keys them
 * [resource, 'getList' | 'getOne' | 'getMany' | …], the board's and the notes' too) and every summary is
 * marked stale, and those on screen read again at once, but for the records mayRefetch keeps. `self`: the
 * signed-in user's uid (their own writes from another tab refresh the screens too, but raise no notice).
 */
export function liveRefresh(queryClient: QueryClient, self: () => string | undefined): LiveListener {
  return {
    changes(events: RecordEvent[]) {
      for (const event of events) if (event.byUid !== self()) changedWhileEdited(event);
      const deleted = new Set(
        events.filter((event) => event.kind === 'deleted').map((event) => keyOf(event.resource, event.uid)),
      );
      const predicate = mayRefetch(deleted);
      for (const resource of new Set(events.flatMap((event) => [event.resource, event.subject.resource])))
        void queryClient.invalidateQueries({ queryKey: [resource], predicate });
      for (const queryKey of SUMMARIES) void queryClient.invalidateQueries({ queryKey });
    },
    reset() {
      void queryClient.invalidateQueries({ predicate: mayRefetch(new Set()) });
    },
  };
}
