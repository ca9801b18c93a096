import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Every column that may hold the URL of a stored file, per table. */
const MEDIA_COLUMNS = {
  companies: ['company_logo'],
  vacancies: ['vacancy_thumbnail', 'vacancy_share_url'],
  candidates: ['candidate_thumbnail', 'candidate_resume', 'candidate_share_url'],
} as const;

const tables = Object.keys(MEDIA_COLUMNS) as (keyof typeof MEDIA_COLUMNS)[];

/**
 * Which of `urls` some record still points at (demo data shares one resume and video among many): one query per
 * column, each an index lookup (migration 019), whatever the number of URLs.
 */
export async function mediaInUse(db: Kysely<Database>, urls: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Set();
  const columns = tables.flatMap((table) => MEDIA_COLUMNS[table].map((column) => [table, column] as const));
  const lists = await Promise.all(
    columns.map(([table, column]) =>
      db
        .selectFrom(table)
        .select(sql<string>`${sql.ref(column)}`.as('url'))
        .where(sql.ref(column), 'in', wanted)
        .distinct()
        .execute(),
    ),
  );
  return new Set(lists.flat().map((row) => row.url));
}

/** Every stored file's URL some record points at (`prefix`: where stored files' URLs begin). */
export async function mediaReferenced(db: Kysely<Database>, prefix: string): Promise<Set<string>> {
  const columns = tables.flatMap((table) => MEDIA_COLUMNS[table].map((column) => [table, column] as const));
  const lists = await Promise.all(
    columns.map(([table, column]) =>
      db
        .selectFrom(table)
        .select(sql<string>`${sql.ref(column)}`.as('url'))
        .where(sql.ref(column), 'like', `${prefix}%`)
        .distinct()
        .execute(),
    ),
  );
  return new Set(lists.flat().map((row) => row.url));
}

/** Whether a stored file is one anyone may read without a signed link: a customer's logo. */
export async function mediaIsPublic(db: Kysely<Database>, url: string): Promise<boolean> {
  const logo = await db
    .selectFrom('companies')
    .select('id')
    .where('company_logo', '=', url)
    .limit(1)
    .executeTakeFirst();
  return logo !== undefined;
}
