import { sql, type Expression, type Kysely } from 'kysely';
import { ACTIVE_USER_STATUS } from '@contract/domain';
import type { DashboardCounts } from '@contract/dashboard';
import { isActive } from '../customers/queries';
import type { Database } from '../db/schema';
import { ACTIVE_STATE } from '../db/select';
import type { ListCounts } from '../platform/counts';

/** How many rows there are and how many of them are active. */
interface Split {
  total: number | string | bigint;
  active: number | string | bigint | null;
}

/** count(*) and a conditional sum: PostgreSQL answers bigints as strings, and sum() of no rows is NULL. */
const split = (condition: Expression<unknown>) => [
  sql<Split['total']>`count(*)`.as('total'),
  sql<Split['active']>`sum(case when ${condition} then 1 else 0 end)`.as('active'),
];

type Counted<Name extends string> = Record<`total_number_of_${'active' | 'inactive'}_${Name}`, number>;

/** One kind's two counts under the names section 7 gives them; the answer's type checks each name. */
const activeAndInactive = <Name extends string>(name: Name, row: Split | undefined) => {
  const total = Number(row?.total ?? 0);
  const active = Number(row?.active ?? 0);
  // The keys are built from the name, which TypeScript types as plain strings; Counted says what they are.
  return {
    [`total_number_of_active_${name}`]: active,
    [`total_number_of_inactive_${name}`]: total - active,
  } as Counted<Name>;
};

/** The dashboard's counts, in four aggregate queries; `companyId` limits them to one company. */
export async function countAll(
  db: Kysely<Database>,
  counts: ListCounts,
  companyId: number | null,
): Promise<DashboardCounts> {
  let companies = db.selectFrom('companies').select((eb) => split(isActive(eb)));
  let users = db.selectFrom('users').select(split(sql`users.status = ${ACTIVE_USER_STATUS}`));
  let vacancies = db
    .selectFrom('vacancies')
    .select(split(sql`vacancies.vacancy_status = ${ACTIVE_STATE.active}`));
  let candidates = db
    .selectFrom('candidates')
    .select(split(sql`candidates.is_candidate_active = ${ACTIVE_STATE.active}`));
  if (companyId !== null) {
    companies = companies.where('companies.id', '=', companyId);
    users = users.where('users.company_id', '=', companyId);
    vacancies = vacancies.where('vacancies.company_id', '=', companyId);
    candidates = candidates.where('candidates.company_id', '=', companyId);
  }
  const [company, user, vacancy, candidate] = await Promise.all(
    [companies, users, vacancies, candidates].map((query) => {
      const splitQuery = query.$castTo<Split>();
      return counts(splitQuery, () => splitQuery.executeTakeFirst());
    }),
  );
  return {
    ...activeAndInactive('company', company),
    ...activeAndInactive('user', user),
    ...activeAndInactive('vacancy', vacancy),
    ...activeAndInactive('candidate', candidate),
  };
}
