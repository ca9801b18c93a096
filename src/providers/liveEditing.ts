import type { RecordEvent } from '@contract/events';

/**
 * The records whose edit form is open in this tab, and the last colleague's change to each: a live update
 * does not read such a record into its form (what the user typed would be overwritten); the form shows
 * "changed by A — review" instead.
 */
const editing = new Map<string, { forms: number; change?: RecordEvent }>();
const listeners = new Set<() => void>();

const keyOf = (resource: string, uid: string) => `${resource}\u0000${uid}`;

/** Marks the record as edited until the function it answers is called (the form closes). */
export function editRecord(resource: string, uid: string): () => void {
  const key = keyOf(resource, uid);
  const entry = editing.get(key) ?? { forms: 0 };
  entry.forms++;
  editing.set(key, entry);
  return () => {
    entry.forms--;
    if (entry.forms === 0) editing.delete(key);
  };
}

export const isEdited = (resource: string, uid: string): boolean => editing.has(keyOf(resource, uid));

/** Keeps a colleague's change to an edited record, for its form's notice. */
export function changedWhileEdited(event: RecordEvent): void {
  const entry = editing.get(keyOf(event.resource, event.uid));
  if (!entry) return;
  entry.change = event;
  for (const listener of listeners) listener();
}

/** The last colleague's change to the record while its form is open (useSyncExternalStore). */
export const changeOf = (resource: string, uid: string): RecordEvent | undefined =>
  editing.get(keyOf(resource, uid))?.change;

export function subscribeEdits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
