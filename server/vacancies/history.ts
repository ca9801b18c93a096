import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HistoryActor } from '../history/record';
import { notFound } from '../platform/errors';
import { bookedPackages } from './writes';

/** What a vacancy's history shows of it, by the API's names; the thumbnail without its values. */
const HISTORY_COLUMNS = [
  'vacancy_title',
  'vacancy_description',
  'vacancy_tag',
  'vacancy_quota',
  'vacancy_start_date',
  'vacancy_due_date',
  'vacancy_status',
  'vacancy_form_id',
  'vacancy_thumbnail',
] as const;
export const VACANCY_HISTORY_FIELDS = [...HISTORY_COLUMNS, 'vacancy_package'] as const;

export const vacancyEntry = (vacancyUid: string, companyId: number, actor: HistoryActor) =>
  ({ kind: 'vacancy', subjectUid: vacancyUid, recordUid: vacancyUid, companyId, actor }) as const;

/** The vacancy's values as its history shows them, its booked packages' names included. */
export async function vacancyHistoryValues(db: Kysely<Database>, vacancyId: number) {
  const row = await db
    .selectFrom('vacancies')
    .select(HISTORY_COLUMNS)
    .where('id', '=', vacancyId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, vacancy_package: await bookedPackages(db, vacancyId) };
}
