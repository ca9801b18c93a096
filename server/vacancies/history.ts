import type { Kysely } from 'kysely';
import { RECORDED_FIELDS, type RecordedField } from '@contract/domain';
import type { Database } from '../db/schema';
import type { HistoryActor } from '../history/record';
import { notFound } from '../platform/errors';
import { bookedPackages } from './writes';

/** What a vacancy's history shows of it, by the API's names; the thumbnail without its values. */
export const VACANCY_HISTORY_FIELDS = RECORDED_FIELDS.vacancy;

type HistoryColumn = Exclude<RecordedField<'vacancy'>, 'vacancy_package'>;
/** Those of its own row: the booked packages are rows of their own. */
const HISTORY_COLUMNS = VACANCY_HISTORY_FIELDS.filter(
  (field): field is HistoryColumn => field !== 'vacancy_package',
);

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
