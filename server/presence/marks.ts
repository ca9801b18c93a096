import type { UserRole } from '@contract/domain';
import type { PresenceEvent, PresenceResource, PresenceState, PresentUser } from '@contract/presence';

/**
 * One tab's word about a record, as the instances pass it on (channel.ts): which record, who may hear of it
 * (the record's company and the roles that may open it), whose tab and its state.
 */
export interface PresenceMessage {
  resource: PresenceResource;
  uid: string;
  /** The record's company; null for a record of no company (a package), which only SubAdmins hear of. */
  companyId: number | null;
  readers: readonly UserRole[];
  /** The tab: its user's uid and the screen's random id, so that no one can renew or end another's mark. */
  tab: string;
  user: { uid: string; name: string };
  state: PresenceState;
}

/** A change of who has a record open, with who may hear of it. */
export interface PresenceChange {
  companyId: number | null;
  readers: readonly UserRole[];
  data: PresenceEvent;
}

interface Tab {
  user: { uid: string; name: string };
  editing: boolean;
  expiry: NodeJS.Timeout;
}

interface RecordMarks {
  companyId: number | null;
  readers: readonly UserRole[];
  tabs: Map<string, Tab>;
}

export interface Marks {
  apply(message: PresenceMessage): void;
  /** Who has the record open, one entry per person. */
  present(resource: PresenceResource, uid: string): PresentUser[];
  close(): void;
}

const keyOf = (resource: string, uid: string) => `${resource}\u0000${uid}`;

/** One entry per person, by name: editing if any of their tabs edits. */
function peopleOf(marks: RecordMarks | undefined): PresentUser[] {
  const people = new Map<string, PresentUser>();
  for (const { user, editing } of marks?.tabs.values() ?? []) {
    const known = people.get(user.uid);
    people.set(user.uid, { uid: user.uid, name: user.name, editing: editing || (known?.editing ?? false) });
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid));
}

/**
 * The marks one instance knows, from every instance's messages. A mark goes when its tab leaves, or `ttlMs`
 * after its last renewal as this instance heard it (so that the instances' clocks need not agree).
 * `changed` hears each change of the people on a record; a renewal that changes nothing is no news.
 */
export function presenceMarks(ttlMs: number, changed: (change: PresenceChange) => void): Marks {
  const records = new Map<string, RecordMarks>();

  const update = (message: PresenceMessage, edit: (marks: RecordMarks) => void) => {
    const key = keyOf(message.resource, message.uid);
    const marks = records.get(key) ?? {
      companyId: message.companyId,
      readers: message.readers,
      tabs: new Map(),
    };
    const before = JSON.stringify(peopleOf(marks));
    edit(marks);
    if (marks.tabs.size === 0) records.delete(key);
    else records.set(key, marks);
    const present = peopleOf(marks);
    if (JSON.stringify(present) === before) return;
    const { resource, uid } = message;
    changed({ companyId: marks.companyId, readers: marks.readers, data: { resource, uid, present } });
  };

  return {
    apply(message) {
      update(message, (marks) => {
        clearTimeout(marks.tabs.get(message.tab)?.expiry);
        marks.tabs.delete(message.tab);
        if (message.state === 'left') return;
        const expiry = setTimeout(() => update(message, (gone) => gone.tabs.delete(message.tab)), ttlMs);
        expiry.unref();
        marks.tabs.set(message.tab, { user: message.user, editing: message.state === 'editing', expiry });
      });
    },
    present: (resource, uid) => peopleOf(records.get(keyOf(resource, uid))),
    close() {
      for (const marks of records.values()) for (const tab of marks.tabs.values()) clearTimeout(tab.expiry);
      records.clear();
    },
  };
}
