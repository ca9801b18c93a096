import type { Kysely } from 'kysely';
import { DATA_EXPORT_ENTRIES, dataExportFileName } from '@contract/data-export-paths';
import { toApiDate } from '@contract/dates';
import { USER_HISTORY } from '@contract/users';
import type { Database } from '../db/schema';
import { toEntry } from '../history/routes';
import type { Archive } from './archive';
import { storedFields } from './archive';

/**
 * Everything stored of a user (by its row's id, already found within the caller's reach): every column of its
 * row but the derived list keys and the password's hash (a secret, which no one may read), its company in place
 * of its id; its profile's timeline with the values of each change, oldest first. Of the changes the user made
 * to other records, and the notes they wrote, the copy says what and when, never the values: those are other
 * people's data (Art. 15(4)).
 */
export async function userArchive(db: Kysely<Database>, id: number): Promise<Archive> {
  const row = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .selectAll('users')
    .select(['companies.company_uid', 'companies.company_name'])
    .where('users.id', '=', id)
    .executeTakeFirstOrThrow();
  const history = await db
    .selectFrom('history')
    .selectAll()
    .where('kind', '=', USER_HISTORY.kind)
    .where('subject_uid', '=', row.user_uid)
    .orderBy('id')
    .execute();
  // A rare request: the history is read through without an index on its actor.
  const made = await db
    .selectFrom('history')
    .selectAll()
    .where('actor_uid', '=', row.user_uid)
    .where((eb) => eb.or([eb('kind', '!=', USER_HISTORY.kind), eb('subject_uid', '!=', row.user_uid)]))
    .orderBy('id')
    .execute();
  const notes = await db
    .selectFrom('candidate_notes')
    .innerJoin('candidates', 'candidates.id', 'candidate_notes.candidate_id')
    .select([
      'candidate_notes.uid',
      'candidates.uid as candidate_uid',
      'candidate_notes.created_at',
      'candidate_notes.updated_at',
    ])
    .where('candidate_notes.author_user_id', '=', id)
    .orderBy('candidate_notes.id')
    .execute();
  const { company_uid, company_name, ...own } = row;
  const user = {
    ...storedFields(own, ['password_hash', 'company_id']),
    company: { company_uid, company_name },
  };
  return {
    fileName: dataExportFileName('user', row.user_uid, toApiDate(new Date())),
    documentPath: DATA_EXPORT_ENTRIES.user,
    document: () => ({
      user,
      history: history.map(toEntry),
      changes_made: made.map((entry) => {
        const { changes, actor: _actor, ...what } = toEntry(entry);
        return { ...what, fields: changes.map((change) => change.field) };
      }),
      notes_written: notes,
    }),
    files: [],
  };
}
