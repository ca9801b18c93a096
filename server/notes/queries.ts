import { sql, type Kysely } from 'kysely';
import type { CandidateNote } from '@contract/notes';
import type { Database } from '../db/schema';
import type { RowOf } from '../db/select';
import { candidatesInTab } from '../candidates/queries';
import { companyScope, type Actor } from '../platform/access';
import { notFound } from '../platform/errors';

/** The candidates the actor sees, as candidate-detail-api scopes them: their notes are visible with them. */
const visibleCandidates = (db: Kysely<Database>, actor: Actor) =>
  candidatesInTab(db, companyScope(actor), 'all');

/** The candidate of this uid as candidate-detail-api scopes it: another company's is as unknown as a missing one. */
export async function findVisibleCandidate(db: Kysely<Database>, actor: Actor, candidateUid: string) {
  const row = await visibleCandidates(db, actor)
    .select(['candidates.id', 'candidates.uid', 'candidates.company_id'])
    .where('candidates.uid', '=', candidateUid)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Notes as answered: the author's uid and current name while the user exists, the kept name after. */
export function selectNotes(db: Kysely<Database>) {
  return db
    .selectFrom('candidate_notes')
    .leftJoin('users', 'users.id', 'candidate_notes.author_user_id')
    .select([
      'candidate_notes.id',
      'candidate_notes.uid',
      'candidate_notes.version',
      'candidate_notes.note_text',
      'candidate_notes.created_at',
      'candidate_notes.updated_at',
      'users.user_uid as author_uid',
      sql<string>`coalesce(users.full_name, candidate_notes.author_name)`.as('author_full_name'),
    ]);
}

export function toNote(row: RowOf<typeof selectNotes>): CandidateNote {
  return {
    uid: row.uid,
    note_text: row.note_text,
    author: { user_uid: row.author_uid ?? '', full_name: row.author_full_name },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The note of this uid with what the rules and the history need (its author, its candidate's uid and
 * company), if its candidate is visible to the actor. `lock` holds the row until the transaction ends
 * (PostgreSQL; SQLite's one writer needs none).
 */
export async function findVisibleNote(db: Kysely<Database>, actor: Actor, noteUid: string, lock: boolean) {
  const row = await visibleCandidates(db, actor)
    .innerJoin('candidate_notes', 'candidate_notes.candidate_id', 'candidates.id')
    .select([
      'candidate_notes.id',
      'candidate_notes.uid',
      'candidate_notes.author_user_id',
      'candidate_notes.note_text',
      'candidate_notes.version',
      'candidates.uid as candidate_uid',
      'candidates.company_id',
    ])
    .where('candidate_notes.uid', '=', noteUid)
    .$if(lock, (locked) => locked.forUpdate('candidate_notes'))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
