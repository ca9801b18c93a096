import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { ADMINISTRATION_COMPANY_UID, type UserRole } from '@contract/domain';
import type { InterviewCreate } from '@contract/interviews';
import type { User } from '@contract/users';
import type { CandidateRow, CandidateTable } from '../../server/candidates/table';
import type { CompanyRow, CompanyTable } from '../../server/customers/table';
import type { VacancyRow, VacancyTable } from '../../server/vacancies/table';
import { candidateKeys, companyCopies, companyKeys, vacancyCopies, vacancyKeys } from '../../server/db/keys';
import type { TestApi } from './test-api';

/**
 * The records the API tests start from (and the answers' recorder, test/app/fixtures/record.ts: no vitest
 * here, a failure is thrown). Companies, vacancies and candidates go straight into the database:
 * candidates arrive through the platform's application flow, and most suites are not about the customer or
 * vacancy calls. Users go through the real add-user call, so the server hashes their passwords itself.
 * Every default can be overridden by a test that cares about the value.
 */

/** The password an added user signs in with, unless the test names another. */
export const USER_PASSWORD = 'secret-pass-1';

/** A real 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An upload sent as image.png: the 1x1 PNG, or other bytes (the server judges the bytes, not the name). */
export const pngFile = (bytes: Uint8Array = PNG_1X1): File =>
  new File([new Uint8Array(bytes)], 'image.png', { type: 'image/png' });

/** A stored file's URL as the database keeps it: an answer's signed link without its signature. */
export const storedUrl = (link: string) => link.replace(/\?.*$/, '');
/** The pattern of a signed link to a stored file (media-links.ts), by its URL as stored. */
export const signedLink = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?expires=\\d+&key=\\w+&signature=[\\w-]+$`);

const failed = (message: string): never => {
  throw new Error(message);
};

const shortId = (uid: string = randomUUID()) => uid.slice(0, 8);

/** A customer with a unique uid and email, its folder fields named after it, and no logo. */
export async function insertCompany(
  api: Pick<TestApi, 'db'>,
  overrides: Partial<Insertable<CompanyTable>> = {},
): Promise<CompanyRow> {
  const company_uid = overrides.company_uid ?? randomUUID();
  const company_name = overrides.company_name ?? `Company ${shortId(company_uid)}`;
  const company = {
    company_uid,
    company_name,
    company_email: `${company_uid}@example.com`,
    company_logo: null,
    folder_name: `folder ${company_name}`,
    folder_id: `id-${shortId(company_uid)}`,
    created_at: new Date().toISOString(),
    ...overrides,
  };
  return api.db
    .insertInto('companies')
    .values({ ...company, ...companyKeys(company) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An Active vacancy of the company for 2024, quota 50, without author, packages or thumbnail. */
export async function insertVacancy(
  api: Pick<TestApi, 'db'>,
  companyId: number,
  overrides: Partial<Insertable<VacancyTable>> = {},
): Promise<VacancyRow> {
  const vacancy = {
    uid: randomUUID(),
    vacancy_title: 'Vacancy',
    vacancy_description: 'Described',
    vacancy_tag: '',
    vacancy_quota: 50,
    vacancy_start_date: '2024-01-01',
    vacancy_due_date: '2024-12-31',
    vacancy_status: 'Active' as const,
    vacancy_form_id: '',
    vacancy_thumbnail: null,
    vacancy_share_url: null,
    company_id: companyId,
    created_by_id: null,
    modified_by_id: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
  const company = await api.db
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', vacancy.company_id)
    .executeTakeFirstOrThrow();
  return api.db
    .insertInto('vacancies')
    .values({ ...vacancy, ...vacancyKeys(vacancy), ...companyCopies(company) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A vacancy of the administration's company made through the API's own form (where a test needs what the
 * form does, such as storing an uploaded `thumbnail`), as the answer gives it.
 */
export async function vacancyByForm(api: TestApi, token: string, title: string, thumbnail?: File) {
  const fields = {
    vacancy_title: title,
    vacancy_description: 'Description',
    company_uuid: ADMINISTRATION_COMPANY_UID,
    vacancy_quota: '10',
    vacancy_start_date: '2026-01-01',
    vacancy_due_date: '2026-02-01',
    vacancy_package: '[]',
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (thumbnail) form.append('vacancy_thumbnail', thumbnail);
  const answer = await api.call('POST', 'vacancyCreate', {}, { token, form });
  if (answer.status !== 200) throw new Error(`vacancyCreate answered ${JSON.stringify(answer.body)}`);
  return answer.body.data as { uid: string; vacancy_thumbnail: string };
}

/** Books the package (by uid) for the vacancy, as a vacancy form would. */
export async function bookPackage(api: TestApi, vacancyId: number, packageUid: string): Promise<void> {
  const row = await api.db
    .selectFrom('packages')
    .select('id')
    .where('uid', '=', packageUid)
    .executeTakeFirstOrThrow();
  await api.db.insertInto('vacancy_packages').values({ vacancy_id: vacancyId, package_id: row.id }).execute();
}

/**
 * One candidate per seed, in the seeds' order (list ties are broken by id): an Active candidate of the
 * vacancy without files, unless the seed says otherwise.
 */
export async function insertCandidates(
  api: Pick<TestApi, 'db'>,
  vacancyId: number,
  seeds: Partial<Insertable<CandidateTable>>[],
): Promise<CandidateRow[]> {
  const vacancy = await api.db
    .selectFrom('vacancies')
    .innerJoin('companies', 'companies.id', 'vacancies.company_id')
    .select(['vacancies.vacancy_title', 'vacancies.company_id', 'companies.company_name'])
    .where('vacancies.id', '=', vacancyId)
    .executeTakeFirstOrThrow();
  const rows = seeds.map((seed) => {
    const candidate = {
      uid: randomUUID(),
      candidate_name: 'Candidate',
      candidate_email: 'candidate@example.com',
      candidate_phone_number: '0',
      candidate_status: 'Applied' as const,
      is_candidate_active: 'Active' as const,
      candidate_thumbnail: null,
      candidate_resume: null,
      candidate_file_name: null,
      candidate_share_url: null,
      vacancy_id: vacancyId,
      created_at: new Date().toISOString(),
      ...seed,
    };
    return { ...candidate, ...candidateKeys(candidate), ...vacancyCopies(vacancy) };
  });
  const inserted = new Map<string, CandidateRow>();
  // A few hundred rows per INSERT: far fewer statements than one per candidate, within either engine's limits.
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const batch = rows.slice(start, start + ROWS_PER_INSERT);
    for (const row of await api.db.insertInto('candidates').values(batch).returningAll().execute())
      inserted.set(row.uid, row);
  }
  // RETURNING promises no order (SQLite): the rows come back in the seeds' order.
  return rows.map((row) => inserted.get(row.uid) ?? failed(`candidate ${row.uid} was not inserted`));
}

const ROWS_PER_INSERT = 500;

/** Whom the add-user form adds: the role and customer, and any field a test cares about. */
export interface NewUser {
  user_role: UserRole;
  company_uuid: string;
  full_name?: string;
  email?: string;
  password?: string;
}

/** The payload the add-user form sends (spec section 7): named after the role, with a unique email. */
export function registration({ password = USER_PASSWORD, ...user }: NewUser) {
  return {
    full_name: user.full_name ?? `${user.user_role} Person`,
    user_role: user.user_role,
    email: user.email ?? `${user.user_role.toLowerCase()}-${shortId()}@example.com`,
    username: 'username',
    status: 'Approved',
    company_uuid: user.company_uuid,
    or_password: password,
    confirm_password: password,
  };
}

/** A user added through the real add-user call, as the server answers it, and a token it signed in with. */
export async function addUser(
  api: TestApi,
  adminToken: string,
  newUser: NewUser,
): Promise<{ user: User; token: string }> {
  const json = registration(newUser);
  const answer = await api.call('POST', 'userRegister', {}, { token: adminToken, json });
  if (answer.status !== 200) throw new Error(`adding ${json.email} failed: ${JSON.stringify(answer.body)}`);
  const user = answer.body.data as User;
  return { user, token: await api.login(user.email, json.or_password) };
}

/** The edit form's payload of a loaded user: without a password only these four fields are sent. */
export const editForm = (user: User) => ({
  full_name: user.full_name,
  user_role: user.user_role,
  status: user.status,
  email: user.email,
});

/** Sets a user Rejected through the edit form, as an administrator does, and answers the user. */
export async function rejectUser(api: TestApi, adminToken: string, user: User): Promise<User> {
  const json = { ...editForm(user), status: 'Rejected' };
  const answer = await api.call('PUT', 'userUpdate', { id: user.user_uid }, { token: adminToken, json });
  if (answer.status !== 200)
    throw new Error(`rejecting ${user.email} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data as User;
}

/**
 * Schedules an interview through the API as `token` (the interview form's call): a first interview of an hour
 * in Raum 3 on 15 December 2036 at 14:00 in Berlin, unless `json` says otherwise. Answers the call's answer.
 */
export const scheduleInterview = (
  api: TestApi,
  token: string,
  json: Pick<InterviewCreate, 'candidate_uid' | 'interviewer_uids'> & Partial<InterviewCreate>,
  lang?: string,
) =>
  api.call(
    'POST',
    'interviewCreate',
    {},
    {
      token,
      lang,
      json: {
        round: 'First_Interview',
        starts_at: '2036-12-15T14:00:00+01:00',
        duration_minutes: 60,
        location: 'Raum 3',
        video_link: '',
        time_zone: 'Europe/Berlin',
        ...json,
      },
    },
  );

/**
 * Moves a candidate to `candidate_status` as the edit form does (its other fields as they are, active), as
 * `token`; `extra` adds to the form (a rejection reason). Answers the call's answer.
 */
export const moveCandidate = (
  api: TestApi,
  token: string,
  candidate: Pick<CandidateRow, 'uid' | 'candidate_name' | 'candidate_email' | 'candidate_phone_number'>,
  candidate_status: string,
  extra: Record<string, unknown> = {},
) =>
  api.call(
    'PUT',
    'candidateUpdate',
    { id: candidate.uid },
    {
      token,
      json: {
        candidate_name: candidate.candidate_name,
        candidate_email: candidate.candidate_email,
        candidate_phone_number: candidate.candidate_phone_number,
        candidate_status,
        candidate_active_or_inactive: 'active',
        ...extra,
      },
    },
  );
