import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { withoutSessionLimits, type Db } from './connect';
import { initialSchema } from './migrations/001_initial';
import { sortKeyFunction } from './migrations/002_sort_key';
import { revokedTokens } from './migrations/003_revoked_tokens';
import { listKeys } from './migrations/004_list_keys';
import { listGeneration } from './migrations/005_list_generation';
import { listWriteNotifications } from './migrations/006_list_write_notifications';
import { history } from './migrations/007_history';
import { candidateNotes } from './migrations/008_candidate_notes';
import { searchCoveringIndex } from './migrations/009_search_covering_index';
import { candidateStatusByCompany } from './migrations/010_candidate_status_by_company';
import { signingKeys } from './migrations/011_signing_keys';
import { bytewiseOrder } from './migrations/012_bytewise_order';
import { forgetDeletedNotes } from './migrations/013_forget_deleted_notes';
import { packages } from './migrations/014_packages';
import { recordVersions } from './migrations/015_record_versions';
import { recordEvents } from './migrations/016_record_events';
import { erasure } from './migrations/017_erasure';
import { candidateRetention } from './migrations/018_candidate_retention';
import { mediaReferences } from './migrations/019_media_references';
import { packageNamesGerman } from './migrations/020_package_names_german';
import { sqliteSearchCoveringIndex } from './migrations/021_sqlite_search_covering_index';
import { interviews } from './migrations/022_interviews';
import { scorecards } from './migrations/023_scorecards';
import { rejectionReasons } from './migrations/024_rejection_reasons';
import { mails } from './migrations/025_mails';
import { emailTemplates } from './migrations/026_email_templates';
import { stageAutomations } from './migrations/027_stage_automations';
import { candidateStages } from './migrations/028_candidate_stages';

/**
 * Migrations live in code (no file scanning), so the same list runs from tsx, tests and any bundler. `upTo`:
 * only as far as that migration (an older installation's schema, for the upgrade tests).
 */
export async function migrate(db: Db, upTo?: string): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async (): Promise<Record<string, Migration>> => ({
      '001_initial': initialSchema(db.engine),
      '002_sort_key': sortKeyFunction(db.engine),
      '003_revoked_tokens': revokedTokens,
      '004_list_keys': listKeys(db.engine),
      '005_list_generation': listGeneration(db.engine),
      '006_list_write_notifications': listWriteNotifications(db.engine),
      '007_history': history(db.engine),
      '008_candidate_notes': candidateNotes(db.engine),
      '009_search_covering_index': searchCoveringIndex(db.engine),
      '010_candidate_status_by_company': candidateStatusByCompany,
      '011_signing_keys': signingKeys(db.engine),
      '012_bytewise_order': bytewiseOrder(db.engine),
      '013_forget_deleted_notes': forgetDeletedNotes,
      '014_packages': packages(db.engine),
      '015_record_versions': recordVersions,
      '016_record_events': recordEvents(db.engine),
      '017_erasure': erasure(db.engine),
      '018_candidate_retention': candidateRetention(db.engine),
      '019_media_references': mediaReferences,
      '020_package_names_german': packageNamesGerman(db.engine),
      '021_sqlite_search_covering_index': sqliteSearchCoveringIndex(db.engine),
      '022_interviews': interviews(db.engine),
      '023_scorecards': scorecards(db.engine),
      '024_rejection_reasons': rejectionReasons(db.engine),
      '025_mails': mails(db.engine),
      '026_email_templates': emailTemplates(db.engine),
      '027_stage_automations': stageAutomations(db.engine),
      '028_candidate_stages': candidateStages(db.engine),
    }),
  };
  const migrator = new Migrator({ db: db.kysely, provider: unlimited(db, provider) });
  const run = () => (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const { error, results } = await (db.engine === 'sqlite' ? allOrNothing(db, run) : run());
  const failed = results?.find((result) => result.status === 'Error');
  // No migration ran (the database could not be reached): the error as it came, with its code.
  if (error && !failed) throw error;
  if (failed) throw new Error(`Migration ${failed.migrationName} failed: ${String(error)}`, { cause: error });
}

/**
 * Each migration first lifts the session limits of its transaction (PostgreSQL runs them all in one): an
 * index built over millions of rows may take longer than any call's statement may.
 */
function unlimited(db: Db, provider: MigrationProvider): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(await provider.getMigrations()).map(([name, migration]) => [
          name,
          {
            ...migration,
            up: async (trx) => {
              await withoutSessionLimits(trx, db.engine);
              await migration.up(trx);
            },
          },
        ]),
      ),
  };
}

/**
 * kysely runs SQLite migrations outside a transaction (PostgreSQL's run inside one): a server stopped halfway
 * through would leave a migration's first steps done and the migration unrecorded, and fail at every later
 * start. One transaction around them all (SQLite's single connection runs every statement in it) makes a
 * migration all or nothing there too.
 */
async function allOrNothing<T extends { error?: unknown }>(db: Db, run: () => Promise<T>): Promise<T> {
  await sql`BEGIN IMMEDIATE`.execute(db.kysely);
  const outcome = await run().catch((error: unknown) => ({ error }) as T);
  await sql.raw(outcome.error ? 'ROLLBACK' : 'COMMIT').execute(db.kysely);
  return outcome;
}
