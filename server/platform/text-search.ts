import { sql, type Expression, type SqlBool } from 'kysely';
import type { Engine } from '../db/connect';
import { foldCase } from '../db/fold';
import type { SearchTable } from '../db/list-indexes';

/** The shortest term a trigram index can serve; shorter terms are found by a scan of the stored folds. */
const TRIGRAM = 3;

/**
 * The rows of `text.table` where one of `columns` (stored folds, db/keys.ts) contains `term`, ignoring case:
 * `%` and `_` are literal. SQLite asks its FTS5 trigram table, PostgreSQL its pg_trgm indexes (LIKE).
 * `manyMatches`: SQLite reads the rows in the list's order and checks each against the matches, rather than
 * fetching and sorting every match (its planner cannot know how many there are; the caller's count does).
 */
export function containsTerm(
  engine: Engine,
  text: SearchTable,
  columns: readonly string[],
  term: string,
  manyMatches = false,
): Expression<SqlBool> {
  const folded = foldCase(term);
  const refs = columns.map((column) => sql.ref(`${text.table}.${column}`));
  const anyOf = (test: (column: (typeof refs)[number]) => Expression<SqlBool>) =>
    sql<SqlBool>`(${sql.join(refs.map(test), sql` OR `)})`;
  if (engine === 'postgres') {
    const pattern = `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    return anyOf((column) => sql<SqlBool>`${column} LIKE ${pattern}`);
  }
  if ([...folded].length < TRIGRAM) return anyOf((column) => sql<SqlBool>`instr(${column}, ${folded}) > 0`);
  const phrase = `{${columns.join(' ')}} : "${folded.replaceAll('"', '""')}"`;
  const fts = sql.table(text.fts);
  // A unary + keeps SQLite from looking the matches up by id, so that it scans the ordering's index instead.
  const id = manyMatches ? sql`+${sql.ref(`${text.table}.id`)}` : sql.ref(`${text.table}.id`);
  return sql<SqlBool>`${id} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${phrase})`;
}
