import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect';
import { initialSchema } from './migrations/001_initial';
import { sortKeyFunction } from './migrations/002_sort_key';
import { revokedTokens } from './migrations/003_revoked_tokens';
import { listKeys } from './migrations/004_list_keys';
import { listGeneration } from './migrations/005_list_generation';

/** Migrations live in code (no file scanning), so the same list runs from tsx, tests and any bundler. */
export async function migrate(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async (): Promise<Record<string, Migration>> => ({
      '001_initial': initialSchema(db.engine),
      '002_sort_key': sortKeyFunction(db.engine),
      '003_revoked_tokens': revokedTokens,
      '004_list_keys': listKeys(db.engine),
      '005_list_generation': listGeneration(db.engine),
    }),
  };
  const { error, results } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
