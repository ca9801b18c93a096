/**
 * Case-insensitive matching for German text, the same on both databases: the stored folds (db/keys.ts) and
 * the search terms are folded in JavaScript, so that 'Ä' finds 'ä' whatever the database's locale.
 *
 * The live folds are the frozen ones: the stored `_sort`/`_fold` columns that migrations 002 and 004 wrote
 * must keep matching what the app writes and searches. Live code may import from migrations/ (never the
 * reverse); a future change to the folds gets its own frozen copy and migration, and this file points there.
 */
export { foldCase, sortKey, SORT_KEY_FROM, SORT_KEY_TO } from './migrations/frozen-folds';
