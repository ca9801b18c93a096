import type { Row } from '../../providers/listing';

/** Which value of a field is saved after a stale save: the user's own, or the one saved meanwhile. */
export type Side = 'yours' | 'theirs';

/** A form value as compared: no value, an empty text and null are the same nothing. */
const normal = (value: unknown) => JSON.stringify(value ?? '') ?? '';

export const same = (a: unknown, b: unknown) => normal(a) === normal(b);

/** A value the dialog can show as text: a text, number, or list of them. */
export const showable = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item)));

/** One field the two versions disagree on, and which of them the dialog proposes. */
export interface Difference {
  field: string;
  yours: unknown;
  theirs: unknown;
  proposed: Side;
}

/**
 * The fields a stale save must settle, a three-way comparison: the values the form started from (`base`), the
 * user's (`yours`) and the record's as saved meanwhile (`theirs`). A field the user changed proposes the user's
 * value; one the user left alone proposes theirs, so an untouched field never reverts a colleague's change.
 * `shown` are the fields the dialog lists (by label); the others the user left alone quietly take theirs.
 */
export function differences(shown: readonly string[], base: Row, yours: Row, theirs: Row) {
  const listed: Difference[] = [];
  const quiet: Row = {};
  for (const [field, value] of Object.entries(theirs)) {
    if (field === 'version' || !(field in yours) || same(yours[field], value)) continue;
    const proposed: Side = same(yours[field], base[field]) ? 'theirs' : 'yours';
    if (shown.includes(field) && showable(value) && showable(yours[field]))
      listed.push({ field, yours: yours[field], theirs: value, proposed });
    else if (proposed === 'theirs') quiet[field] = value;
  }
  listed.sort((a, b) => shown.indexOf(a.field) - shown.indexOf(b.field));
  return { listed, quiet };
}
