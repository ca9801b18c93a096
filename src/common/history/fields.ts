import type { HistoryField, HistoryLabels, HistoryTexts } from './labels';

/**
 * Each resource's history labels, from its folder's `history.ts` (`historyLabels`), found by that name as the
 * screens are by theirs: loaded with the timeline, not with the app.
 */
const DECLARED = import.meta.glob<HistoryLabels>('../../**/history.ts', { eager: true, import: 'history' });

/**
 * The one mapping from a recorded field's API name (its contract's RecordedHistory, what the server records) to
 * the label and the values the screens show for it, by the kind of record changed.
 */
const HISTORY_FIELDS = new Map(Object.values(DECLARED).map(({ kind, fields }) => [kind, fields]));
const HISTORY_TEXTS = new Map(
  Object.values(DECLARED).map(({ kind, actions, area }) => [kind, { actions, area }]),
);

/** A field the app does not know (a newer server's) keeps its API name and shows its values as they are. */
export const historyField = (kind: string, field: string): HistoryField =>
  HISTORY_FIELDS.get(kind)?.[field] ?? { label: field };

/** The labels of every field a kind of record records, in its history's order. */
export const historyFields = (kind: string): Readonly<Record<string, HistoryField>> =>
  HISTORY_FIELDS.get(kind) ?? {};

/** Where a kind's headlines and labels are, when not the records' own and the app's. */
export const historyTexts = (kind: string): HistoryTexts => HISTORY_TEXTS.get(kind) ?? {};
