import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { SEARCH_TABLES_004 } from './frozen-list-indexes';
import { tableWithId } from './id-column';

/**
 * Issue 30: a candidate's personal data can be erased (GDPR Art. 17).
 * - `file_removals`: the stored files an erasure takes, queued in its transaction and removed after it commits
 *   (server/platform/file-removals.ts), so that a file is neither removed before its row goes nor forgotten.
 * - `erasures`: which candidate was erased and when, nothing else; a restore re-applies them (server/backup).
 * - `history.erased`: an entry whose values an erasure blanked (1); it stays, without its from and to.
 *   `history_actor`: the entries a user made, whose name goes when the user is deleted.
 * - SQLite: the candidates' FTS5 index removes a deleted row's terms from its segments at once (secure-delete)
 *   rather than marking them deleted until a merge rewrites them.
 */
export function erasure(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(engine, db.schema.createTable('file_removals'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('queued_at', 'text', (c) => c.notNull())
        .execute();
      await tableWithId(engine, db.schema.createTable('erasures'))
        .addColumn('uid', 'text', (c) => c.notNull())
        .addColumn('erased_at', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX erasures_erased_at ON erasures (erased_at)`.execute(db);
      await sql`ALTER TABLE history ADD COLUMN erased INTEGER NOT NULL DEFAULT 0`.execute(db);
      // A deleted user's entries lose their name (server/users/forget.ts): found by this, not a scan.
      await sql`CREATE INDEX history_actor ON history (actor_uid)`.execute(db);
      if (engine !== 'sqlite') return;
      const candidates = SEARCH_TABLES_004.find((search) => search.table === 'candidates');
      if (!candidates) throw new Error('migration 004 made no search for candidates');
      const fts = sql.table(candidates.fts);
      await sql`INSERT INTO ${fts}(${fts}, rank) VALUES ('secure-delete', 1)`.execute(db);
    },
  };
}
