import type { Kysely } from 'kysely';
import { CANDIDATE_HISTORY } from '@contract/candidates';
import { DATA_EXPORT_ENTRIES, dataExportFileName } from '@contract/data-export-paths';
import { toApiDate } from '@contract/dates';
import { INTERVIEW_HISTORY } from '@contract/interviews';
import { NOTE_HISTORY } from '@contract/notes';
import { SCORECARD_HISTORY } from '@contract/scorecards';
import { CANDIDATE_MAIL_HISTORY } from '@contract/templates';
import { selectCandidates } from '../candidates/queries';
import type { Database } from '../db/schema';
import { toEntry } from '../history/routes';
import { selectInterviews, toInterviews } from '../interviews/queries';
import { selectNotes, toNote } from '../notes/queries';
import { selectScorecards, toScorecard } from '../scorecards/queries';
import type { Archive } from './archive';
import { storedFields } from './archive';

/**
 * Everything stored of a candidate (by its row's id, already found within the caller's reach): every column of
 * its row but the derived list keys, its vacancy, company and rejection reason in place of their ids, its notes,
 * its interviews and their scorecards, the mails about it, and its whole timeline with the values of each change
 * (its notes' and interviews' entries included), oldest first; its files beside.
 */
export async function candidateArchive(db: Kysely<Database>, id: number): Promise<Archive> {
  const row = await db.selectFrom('candidates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const listed = await selectCandidates(db, null).where('candidates.id', '=', id).executeTakeFirstOrThrow();
  const notes = await selectNotes(db)
    .where('candidate_notes.candidate_id', '=', id)
    .orderBy('candidate_notes.id')
    .execute();
  const history = await db
    .selectFrom('history')
    .selectAll()
    .where('kind', 'in', [
      CANDIDATE_HISTORY.kind,
      NOTE_HISTORY.kind,
      INTERVIEW_HISTORY.kind,
      SCORECARD_HISTORY.kind,
      CANDIDATE_MAIL_HISTORY.kind,
    ])
    .where('subject_uid', '=', row.uid)
    .orderBy('id')
    .execute();
  const interviews = await selectInterviews(db, null)
    .where('interviews.candidate_id', '=', id)
    .orderBy('interviews.starts_at')
    .execute();
  const scorecards = await selectScorecards(db)
    .where('interviews.candidate_id', '=', id)
    .orderBy('scorecards.id')
    .execute();
  // Every mail about them: those written to them, and the invitations to their interviews.
  const mails = await db
    .selectFrom('mails')
    .select(['uid', 'kind', 'to_address', 'subject', 'text', 'state', 'sender_name', 'created_at', 'sent_at'])
    .where('candidate_id', '=', id)
    .orderBy('id')
    .execute();
  const candidate = {
    ...storedFields(row, ['vacancy_id', 'company_id', 'rejection_reason_id']),
    vacancy: {
      uid: listed.vacancy_uid,
      id: listed.vacancy_id,
      vacancy_title: listed.vacancy_title,
      vacancy_company: { company_uid: listed.company_uid, company_name: listed.company_name },
    },
    rejection_reason:
      listed.rejection_reason_uid === null
        ? null
        : {
            uid: listed.rejection_reason_uid,
            reason_name: listed.reason_name,
            reason_name_de: listed.reason_name_de,
          },
  };
  const interviewItems = await toInterviews(db, interviews);
  return {
    fileName: dataExportFileName('candidate', row.uid, toApiDate(new Date())),
    documentPath: DATA_EXPORT_ENTRIES.candidate,
    document: (files) => ({
      candidate,
      files,
      notes: notes.map((note) => ({ ...toNote(note), version: note.version })),
      interviews: interviewItems,
      scorecards: scorecards.map(toScorecard),
      mails,
      history: history.map(toEntry),
    }),
    files: [
      { field: 'candidate_resume', label: 'resume', url: row.candidate_resume },
      { field: 'candidate_share_url', label: 'video', url: row.candidate_share_url },
      { field: 'candidate_thumbnail', label: 'thumbnail', url: row.candidate_thumbnail },
    ],
  };
}
