import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { foldCase, sortKey } from './frozen-folds';
import { addListedTable } from './listed-table';

/** The catalogue a new installation starts with, added once (a package deleted later stays deleted). */
export const DEFAULT_PACKAGES = [
  'Job board posting',
  'Social media campaign',
  'Video interview',
  'Active sourcing',
  'Premium listing',
];

/**
 * The SubAdmin manages the package catalogue: packages become a listed table (ordered, searched and counted
 * like the other lists), whose names are unique ignoring case. The default names, which every start re-added
 * until now, are added here once, where no package of that name exists yet.
 */
export function packages(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const name of DEFAULT_PACKAGES) {
        await sql`INSERT INTO packages (uid, package_name)
          SELECT ${crypto.randomUUID()}, ${name}
          WHERE NOT EXISTS (SELECT 1 FROM packages WHERE lower(package_name) = lower(${name}))`.execute(db);
      }
      await addListedTable(db, engine, {
        table: 'packages',
        keyed: ['package_name'],
        folded: ['package_name'],
        fts: 'package_search',
        indexes: { packages_by_package_name_key: ['package_name_key', 'id'] },
      });
      await renameCaseTwins(db);
      await sql`CREATE UNIQUE INDEX packages_name_folded ON packages (package_name_fold)`.execute(db);
    },
  };
}

/**
 * Names that differ only in case were possible before (a hand edit): the later ones gain their id, so that
 * the unique index can be made and no booked package is lost.
 */
async function renameCaseTwins(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; package_name: string; package_name_fold: string }>`
    SELECT id, package_name, package_name_fold FROM packages ORDER BY id`.execute(db);
  const seen = new Set<string>();
  for (const row of rows) {
    if (!seen.has(row.package_name_fold)) {
      seen.add(row.package_name_fold);
      continue;
    }
    const renamed = `${row.package_name} (${row.id})`;
    seen.add(foldCase(renamed));
    await sql`UPDATE packages SET package_name = ${renamed}, package_name_key = ${sortKey(renamed)},
      package_name_fold = ${foldCase(renamed)} WHERE id = ${row.id}`.execute(db);
  }
}
