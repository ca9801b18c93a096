import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { CANDIDATE_LISTED } from '../../server/candidates/table';
import type { VacancyRow } from '../../server/vacancies/table';
import { insertCandidates, insertCompany, insertVacancy } from './fixtures';
import type { TestApi } from './harness';

/** Shared by the erasure tests (erase.test.ts, erase-restore.test.ts, erase-s3.test.ts). */
const PDF = Buffer.from('%PDF-1.4\n% erased résumé\n');

/**
 * A candidate of a new vacancy (or of `at`) with a résumé, a thumbnail and a video stored, a note, and an edit
 * recorded.
 */
export async function candidateWithEverything(
  api: TestApi,
  token: string,
  companyId?: number,
  at?: VacancyRow,
) {
  const vacancy = at ?? (await insertVacancy(api, companyId ?? (await insertCompany(api)).id));
  const name = `Erika ${randomUUID().slice(0, 8)}`;
  const email = `${name.split(' ')[1] ?? ''}@erased.example`;
  const files = ['pdf', 'png', 'mp4'].map((extension) => `${randomUUID()}.${extension}`);
  // Its own numbers, the first and the edited one: no other candidate's values hold them.
  const digits = () => String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const phones = [`+49 30 ${digits()}`, `+49 30 ${digits()}`] as const;
  for (const file of files) await api.server.ctx.uploads.files.save(file, PDF);
  const [resume, thumbnail, video] = files.map((file) => `/media/${file}`);
  const [row] = await insertCandidates(api, vacancy.id, [
    {
      candidate_name: name,
      candidate_email: email,
      candidate_phone_number: phones[0],
      candidate_resume: resume,
      candidate_thumbnail: thumbnail,
      candidate_share_url: video,
    },
  ]);
  if (!row) throw new Error('no candidate');
  const edit = await api.call(
    'PUT',
    'candidateUpdate',
    { id: row.uid },
    {
      token,
      json: {
        candidate_name: `${name} Renamed`,
        candidate_email: email,
        candidate_phone_number: phones[1],
        candidate_status: 'Contacted',
        candidate_active_or_inactive: 'active',
      },
    },
  );
  expect(edit.status).toBe(200);
  const note = await api.call(
    'POST',
    'candidateNoteCreate',
    { id: row.uid },
    { token, json: { note_text: `Called ${name} about the offer` } },
  );
  expect(note.status).toBe(200);
  return { row, name, email, phones, files, vacancy };
}

/** What the database still holds of a candidate: anything that names it, or its old name or email. */
export async function traces(
  api: TestApi,
  candidate: { uid: string; id: number },
  name: string,
  email: string,
) {
  const db = api.db;
  const { search } = CANDIDATE_LISTED;
  const rows = await db.selectFrom('candidates').select('id').where('uid', '=', candidate.uid).execute();
  const notes = await db
    .selectFrom('candidate_notes')
    .select('id')
    .where('candidate_id', '=', candidate.id)
    .execute();
  const history = await db
    .selectFrom('history')
    .select(['changes', 'erased', 'action'])
    .where('subject_uid', '=', candidate.uid)
    .orderBy('id')
    .execute();
  const word = name.split(' ')[1] ?? name;
  const fts =
    api.server.ctx.engine === 'sqlite'
      ? await sql<{ rowid: number }>`SELECT rowid FROM ${sql.table(search.fts)}
          WHERE ${sql.table(search.fts)} MATCH ${`"${word.toLowerCase()}"`}`.execute(db)
      : await sql<{ id: number }>`SELECT id FROM candidates
          WHERE candidate_name_fold LIKE ${`%${word.toLowerCase()}%`}
             OR candidate_email_fold LIKE ${`%${email.toLowerCase()}%`}`.execute(db);
  const historyText = history.map((entry) => entry.changes).join('\n');
  return {
    rows: rows.length,
    notes: notes.length,
    history,
    searchHits: fts.rows.length,
    nameInHistory: historyText.includes(word) || historyText.includes(email),
  };
}

/** The signed links of a candidate's résumé, thumbnail and video, as its detail answers them. */
export async function mediaLinks(api: TestApi, token: string, uid: string): Promise<string[]> {
  const detail = await api.call('GET', 'candidateDetail', { id: uid }, { token });
  const [candidate] = detail.body.response as Record<string, string>[];
  return ['candidate_resume', 'candidate_thumbnail', 'candidate_share_url'].map(
    (field) => candidate?.[field] ?? '',
  );
}

export const served = (api: TestApi, link: string) =>
  fetch(new URL(link, api.baseUrl)).then((answer) => answer.status);

/** Which of the files the store still has. */
export async function stored(api: TestApi, files: readonly string[]): Promise<string[]> {
  const left: string[] = [];
  for await (const file of api.server.ctx.uploads.files.list())
    if (files.includes(file.name)) left.push(file.name);
  return left;
}
