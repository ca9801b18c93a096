import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect';

/**
 * The keys that sign access tokens and reset links (platform/signing-keys.ts), kept in the database so that
 * every instance on it signs and checks with the same ones; the newest signs, an older one is still accepted
 * for a token's lifetime after it was replaced (a rotation signs nobody out).
 */
export function signingKeys(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('signing_keys')
        // SQLite's INTEGER PRIMARY KEY numbers rows itself.
        .addColumn('id', engine === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
