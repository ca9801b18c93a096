import type { Kysely } from 'kysely';
import type { Interview } from '@contract/interviews';
import type { Person } from '@contract/notes';
import type { Database } from '../db/schema';
import { inCompany, type RowOf } from '../db/select';
import type { HistoryValues } from '../platform/resource/types';

/** Interviews with their candidate, vacancy, company and organizer, within the company scope (null: every company). */
export function selectInterviews(db: Kysely<Database>, companyId: number | null) {
  const query = db
    .selectFrom('interviews')
    .innerJoin('candidates', 'candidates.id', 'interviews.candidate_id')
    .innerJoin('vacancies', 'vacancies.id', 'candidates.vacancy_id')
    .innerJoin('companies', 'companies.id', 'interviews.company_id')
    .leftJoin('users as organizer', 'organizer.id', 'interviews.organizer_user_id')
    .select([
      'interviews.id',
      'interviews.uid',
      'interviews.version',
      'interviews.company_id',
      'interviews.round',
      'interviews.starts_at',
      'interviews.ends_at',
      'interviews.duration_minutes',
      'interviews.location',
      'interviews.video_link',
      'interviews.time_zone',
      'interviews.candidate_invited',
      'interviews.sequence',
      'interviews.organizer_name',
      'interviews.created_at',
      'interviews.updated_at',
      'organizer.user_uid as organizer_uid',
      'organizer.full_name as organizer_full_name',
      'organizer.email as organizer_email',
      'candidates.id as candidate_id',
      'candidates.uid as candidate_uid',
      'candidates.candidate_name',
      'candidates.candidate_email',
      'candidates.candidate_status',
      'vacancies.uid as vacancy_uid',
      'vacancies.vacancy_title',
      'companies.company_uid',
      'companies.company_name',
    ]);
  return inCompany(query, 'interviews.company_id', companyId);
}

export type InterviewRow = RowOf<typeof selectInterviews>;

/** An interviewer as the answers name them, with what their invitation needs. */
export interface Interviewer extends Person {
  id: number;
  email: string;
  language: 'english' | 'german';
}

/** The interviewers of these interviews, by interview id, in name order. */
export async function interviewersOf(
  db: Kysely<Database>,
  interviewIds: readonly number[],
): Promise<Map<number, Interviewer[]>> {
  const byInterview = new Map<number, Interviewer[]>();
  if (interviewIds.length === 0) return byInterview;
  const rows = await db
    .selectFrom('interview_interviewers')
    .innerJoin('users', 'users.id', 'interview_interviewers.user_id')
    .select([
      'interview_interviewers.interview_id',
      'users.id',
      'users.user_uid',
      'users.full_name',
      'users.email',
      'users.language',
    ])
    .where('interview_interviewers.interview_id', 'in', interviewIds)
    .orderBy('users.full_name')
    .orderBy('users.id')
    .execute();
  for (const { interview_id, ...interviewer } of rows) {
    const list = byInterview.get(interview_id) ?? [];
    list.push(interviewer);
    byInterview.set(interview_id, list);
  }
  return byInterview;
}

const person = ({ user_uid, full_name }: Person): Person => ({ user_uid, full_name });

/** Interviews as answers show them: their interviewers read for all of them at once. */
export async function toInterviews(
  db: Kysely<Database>,
  rows: readonly InterviewRow[],
): Promise<Interview[]> {
  const interviewers = await interviewersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    uid: row.uid,
    candidate: { uid: row.candidate_uid, candidate_name: row.candidate_name },
    vacancy: { uid: row.vacancy_uid, vacancy_title: row.vacancy_title },
    company: { company_uid: row.company_uid, company_name: row.company_name },
    round: row.round,
    starts_at: row.starts_at,
    duration_minutes: row.duration_minutes,
    location: row.location,
    video_link: row.video_link,
    time_zone: row.time_zone,
    interviewers: (interviewers.get(row.id) ?? []).map(person),
    candidate_invited: row.candidate_invited === 1,
    organizer: {
      user_uid: row.organizer_uid ?? '',
      full_name: row.organizer_full_name ?? row.organizer_name,
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/** An interview's values as its history keeps them (INTERVIEW_HISTORY): its interviewers' names as one text. */
export async function interviewHistoryValues(
  db: Kysely<Database>,
  id: number,
): Promise<HistoryValues | undefined> {
  const row = await db
    .selectFrom('interviews')
    .select(['round', 'starts_at', 'duration_minutes', 'location', 'video_link', 'candidate_invited'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const names = ((await interviewersOf(db, [id])).get(id) ?? []).map((interviewer) => interviewer.full_name);
  const { candidate_invited, ...values } = row;
  return { ...values, interviewers: names.join(', '), candidate_invited: String(candidate_invited === 1) };
}
