import type { Kysely, Migration } from 'kysely';

/**
 * Tokens ended by a sign-out, by their id (`jti`), kept until they would have expired anyway: a sign-out
 * ends that one token only, and every instance on the same database sees it.
 */
export const revokedTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('revoked_tokens')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('revoked_tokens_expires_at')
      .on('revoked_tokens')
      .column('expires_at')
      .execute();
  },
};
