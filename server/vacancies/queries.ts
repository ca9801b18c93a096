import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ListType } from '@contract/domain';
import type { Vacancy } from '@contract/vacancies';
import type { Database } from '../db/schema';
import { VACANCY_LISTED } from './table';
import { criteriaOf } from './writes';
import { foldFilters, orderings, createdBetween, idIs, type ListSpec } from '../platform/list-spec';
import type { MediaSigner } from '../platform/media-links';
import { inCompany, tabRecords, type RowOf } from '../db/select';

/** The vacancies one tab of the list shows (all, active, inactive), within the company. */
export const vacanciesInTab = (db: Kysely<Database>, companyId: number | null, tab: ListType) =>
  tabRecords(db, 'vacancies', 'vacancy_status', companyId, tab);

/** Vacancies with their company, their authors' names and their number of candidates, as section 3 names them. */
export function selectVacancies(db: Kysely<Database>, companyId: number | null) {
  const query = db
    .selectFrom('vacancies')
    .innerJoin('companies', 'companies.id', 'vacancies.company_id')
    .leftJoin('users as creator', 'creator.id', 'vacancies.created_by_id')
    .leftJoin('users as modifier', 'modifier.id', 'vacancies.modified_by_id')
    .select([
      'vacancies.id',
      'vacancies.uid',
      'vacancies.version',
      'vacancies.vacancy_title',
      'vacancies.vacancy_description',
      'vacancies.vacancy_tag',
      'vacancies.vacancy_quota',
      'vacancies.vacancy_start_date',
      'vacancies.vacancy_due_date',
      'vacancies.vacancy_status',
      'vacancies.vacancy_form_id',
      'vacancies.scorecard_criteria',
      'vacancies.vacancy_thumbnail',
      'vacancies.vacancy_share_url',
      'vacancies.company_id',
      'vacancies.created_at',
      'companies.company_uid',
      'companies.company_name',
      'companies.folder_name',
      'companies.folder_id',
      'creator.full_name as created_by_name',
      'modifier.full_name as modified_by_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('candidates')
        .select(sql<number | string>`count(*)`.as('count'))
        .whereRef('candidates.vacancy_id', '=', 'vacancies.id')
        .as('respondents_count'),
    );
  return inCompany(query, 'vacancies.company_id', companyId);
}

type VacancySelection = RowOf<typeof selectVacancies>;

/**
 * The entities of the given rows, their files as signed links (`sign`, made for the answer): the package catalogue and the rows' selections come in two queries
 * whatever the number of rows.
 */
export async function toVacancies(
  db: Kysely<Database>,
  rows: readonly VacancySelection[],
  sign: MediaSigner,
): Promise<Vacancy[]> {
  if (rows.length === 0) return [];
  const catalogue = await db
    .selectFrom('packages')
    .select(['id', 'uid', 'package_name', 'package_name_de'])
    .orderBy('id')
    .execute();
  const links = await db
    .selectFrom('vacancy_packages')
    .select(['vacancy_id', 'package_id'])
    .where(
      'vacancy_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const selected = new Set(links.map((link) => `${link.vacancy_id}:${link.package_id}`));
  return rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    vacancy_title: row.vacancy_title,
    vacancy_description: row.vacancy_description,
    vacancy_tag: row.vacancy_tag,
    vacancy_quota: Number(row.vacancy_quota),
    vacancy_start_date: row.vacancy_start_date,
    vacancy_due_date: row.vacancy_due_date,
    vacancy_status: row.vacancy_status,
    vacancy_form_id: row.vacancy_form_id,
    vacancy_thumbnail: sign(row.vacancy_thumbnail),
    vacancy_share_url: sign(row.vacancy_share_url),
    vacancy_respondents_count: Number(row.respondents_count ?? 0),
    vacancy_created_by: row.created_by_name,
    vacancy_modified_by: row.modified_by_name,
    vacancy_company: {
      company_uid: row.company_uid,
      company_name: row.company_name,
      folder_name: row.folder_name,
      folder_id: row.folder_id,
    },
    vacancy_package: catalogue.map((item) => ({
      uid: item.uid,
      package_name: item.package_name,
      package_name_de: item.package_name_de,
      is_selected: selected.has(`${row.id}:${item.id}`),
    })),
    scorecard_criteria: criteriaOf(row.scorecard_criteria),
    created_at: row.created_at.slice(0, 10),
  }));
}

const col = (name: string) => sql.ref(name);

const text = VACANCY_LISTED.search;

/** Search covers title, tags, company name and id (as text, like Django's search on a number field). */
export const vacancyListSpec: ListSpec = {
  text,
  filters: {
    ...foldFilters(text, {
      vacancy_company__company_name__icontains: 'company_name_fold',
      vacancy_title__icontains: 'vacancy_title_fold',
    }),
    id: idIs(col('vacancies.id')),
    ...createdBetween(col('vacancies.created_at')),
  },
  search: text.columns,
  searchAlso: (term) => sql<SqlBool>`instr(cast(${col('vacancies.id')} as text), ${term}) > 0`,
  ...orderings(
    'vacancies',
    ['vacancy_title', 'company_name'],
    ['vacancy_quota', 'vacancy_start_date', 'vacancy_due_date', 'vacancy_status', 'created_at'],
  ),
  defaultOrdering: 'vacancy_title',
};
