import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { foldCase, sortKey } from './frozen-folds';

/** The German names of the catalogue a new installation starts with (migration 014's DEFAULT_PACKAGES). */
export const GERMAN_PACKAGE_NAMES: Readonly<Record<string, string>> = {
  'job board posting': 'Stellenbörsen-Anzeige',
  'social media campaign': 'Social-Media-Kampagne',
  'video interview': 'Videointerview',
  'active sourcing': 'Active Sourcing',
  'premium listing': 'Premium-Anzeige',
};

/**
 * Issue 31, item 7: a package has a name in each language. `package_name` stays the English one (the contract's
 * field, which other clients read); `package_name_de` is the German one, with its stored sort key and fold
 * (db/keys.ts) and an index to order the list by it. The default packages take their German names; any other
 * package starts with its English name, for its manager to translate.
 */
export function packageNamesGerman(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['package_name_de', 'package_name_de_key', 'package_name_de_fold']) {
        await db.schema
          .alterTable('packages')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
      const { rows } = await sql<{ id: number; package_name: string }>`
        SELECT id, package_name FROM packages`.execute(db);
      for (const { id, package_name } of rows) {
        const german = GERMAN_PACKAGE_NAMES[foldCase(package_name)] ?? package_name;
        await sql`UPDATE packages SET package_name_de = ${german}, package_name_de_key = ${sortKey(german)},
          package_name_de_fold = ${foldCase(german)} WHERE id = ${id}`.execute(db);
      }
      // PostgreSQL orders the key byte by byte, as SQLite does (migration 012).
      if (engine === 'postgres')
        await sql`ALTER TABLE packages ALTER COLUMN package_name_de_key TYPE text COLLATE "C"`.execute(db);
      await sql`CREATE INDEX packages_by_package_name_de_key ON packages (package_name_de_key, id)`.execute(
        db,
      );
    },
  };
}
