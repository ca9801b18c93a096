import { sql, type Expression, type SqlBool } from 'kysely';
import type { Engine } from '../db/connect';
import { foldCase } from '../db/fold';
import type { SearchTable } from '../db/list-indexes';

/** The shortest term a trigram index can serve; shorter terms are found by a scan of the stored folds. */
const TRIGRAM = 3;

/**
 * How a list reads the rows a search or `__icontains` filter matches, on SQLite (PostgreSQL reads them one way,
 * its planner choosing): `few` fetches every match from the trigram index and sorts them; `many` reads the
 * list's ordering index in order and checks each row against the trigram index's list of matches, built whole
 * first; `folds` reads it in order and tests each entry's stored folds, where that index carries them
 * (lists.ts decides, from the count).
 */
export type Matches = 'few' | 'many' | 'folds';

/**
 * The rows of `text.table` where each of `terms` is in one of `columns` (stored folds, db/keys.ts), ignoring
 * case: `%` and `_` are literal. SQLite asks its FTS5 trigram table, all terms in one MATCH (one query that
 * intersects the terms' matches, where a subquery a term read each term's matches whole: 616 ms to 25 ms for
 * two common terms at 1,000,000 candidates), or with `folds` looks in the folds themselves (instr, as for
 * terms too short for trigrams); PostgreSQL its pg_trgm indexes (LIKE).
 */
export function containsTerms(
  engine: Engine,
  text: SearchTable,
  columns: readonly string[],
  terms: readonly string[],
  matches: Matches = 'few',
): Expression<SqlBool> {
  const folded = terms.map(foldCase);
  const refs = columns.map((column) => sql.ref(`${text.table}.${column}`));
  const anyOf = (test: (column: (typeof refs)[number]) => Expression<SqlBool>) =>
    sql<SqlBool>`(${sql.join(refs.map(test), sql` OR `)})`;
  const allOf = (conditions: Expression<SqlBool>[]) => sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
  if (engine === 'postgres') {
    const like = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    return allOf(folded.map((term) => anyOf((column) => sql<SqlBool>`${column} LIKE ${like(term)}`)));
  }
  const scanned = (term: string) => [...term].length < TRIGRAM || matches === 'folds';
  const inFolds = folded.filter(scanned);
  const inTrigrams = folded.filter((term) => !scanned(term));
  const conditions = inFolds.map((term) => anyOf((column) => sql<SqlBool>`instr(${column}, ${term}) > 0`));
  if (inTrigrams.length > 0) {
    const inColumns = `{${columns.join(' ')}} : `;
    const match = inTrigrams.map((term) => `${inColumns}"${term.replaceAll('"', '""')}"`).join(' AND ');
    const fts = sql.table(text.fts);
    // A unary + keeps SQLite from looking the matches up by id, so that it scans the ordering's index instead.
    const id = matches === 'many' ? sql`+${sql.ref(`${text.table}.id`)}` : sql.ref(`${text.table}.id`);
    conditions.push(sql<SqlBool>`${id} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${match})`);
  }
  return allOf(conditions);
}
