import { useState } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { versionOf } from '../../../providers/stale';

type Versions = Record<string, number>;

const same = (one: Versions, other: Versions) =>
  Object.keys(one).length === Object.keys(other).length &&
  Object.entries(one).every(([id, version]) => other[id] === version);

/** The kept versions of the rows still selected, with those of the selected rows shown now. */
function merged(kept: Versions, selectedIds: Identifier[], rows: RaRecord[]): Versions {
  const chosen = new Set(selectedIds.map(String));
  const next: Versions = {};
  for (const [id, version] of Object.entries(kept)) if (chosen.has(id)) next[id] = version;
  for (const row of rows) {
    const version = versionOf(row);
    if (chosen.has(String(row.id)) && version !== undefined) next[String(row.id)] = version;
  }
  return next;
}

/**
 * The version each selected record was read at, kept from when its row was shown: a row selected on one page
 * still sends its version when the action runs on another. A selected row shown again (read again after a
 * colleague's change) gives the version the user now sees; an unselected one is forgotten. Kept as React
 * adjusts state to new props, during the render: an action clicked at once already has them.
 */
export function useSelectedVersions(selectedIds: Identifier[], rows: RaRecord[]): Versions {
  const [kept, setKept] = useState<Versions>({});
  const next = merged(kept, selectedIds, rows);
  if (!same(next, kept)) setKept(next);
  return next;
}
