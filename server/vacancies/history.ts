import type { Kysely } from 'kysely';
import type { RecordedField } from '@contract/history';
import { VACANCY_HISTORY } from '@contract/vacancies';
import type { Database } from '../db/schema';
import type { HistoryActor } from '../history/record';
import { notFound } from '../platform/errors';
import { bookedPackages, criteriaOf } from './writes';

type HistoryColumn = Exclude<RecordedField<typeof VACANCY_HISTORY>, 'vacancy_package'>;
/** The recorded fields of its own row: the booked packages are rows of their own. */
const HISTORY_COLUMNS = VACANCY_HISTORY.fields.filter(
  (field): field is HistoryColumn => field !== 'vacancy_package',
);

export const vacancyEntry = (vacancyUid: string, companyId: number, actor: HistoryActor) =>
  ({ kind: VACANCY_HISTORY.kind, subjectUid: vacancyUid, recordUid: vacancyUid, companyId, actor }) as const;

/** The vacancy's values as its history shows them, its booked packages' names included. */
export async function vacancyHistoryValues(db: Kysely<Database>, vacancyId: number) {
  const row = await db
    .selectFrom('vacancies')
    .select([...HISTORY_COLUMNS, 'scorecard_criteria'])
    .where('id', '=', vacancyId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const criteria = criteriaOf(row.scorecard_criteria);
  return {
    ...row,
    vacancy_package: await bookedPackages(db, vacancyId),
    scorecard_criteria: criteria.length === 0 ? null : criteria.join(', '),
  };
}
