import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Whether any record still points at a stored file (demo data shares one resume and video among many). */
export async function mediaInUse(db: Kysely<Database>, url: string): Promise<boolean> {
  const uses = await Promise.all([
    db.selectFrom('companies').select('id').where('company_logo', '=', url).limit(1).executeTakeFirst(),
    db.selectFrom('vacancies').select('id').where('vacancy_thumbnail', '=', url).limit(1).executeTakeFirst(),
    db
      .selectFrom('candidates')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('candidate_thumbnail', '=', url),
          eb('candidate_resume', '=', url),
          eb('candidate_share_url', '=', url),
        ]),
      )
      .limit(1)
      .executeTakeFirst(),
  ]);
  return uses.some(Boolean);
}
