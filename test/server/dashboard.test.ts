import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { DashboardCounts } from '../../server/contract/dashboard';
import type { ActiveState, UserRole } from '../../server/contract/domain';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

/** Companies, vacancies and candidates go straight into the database; users through the real call. */
async function insertCompany(api: TestApi, name: string) {
  const company_uid = randomUUID();
  const row = await api.db
    .insertInto('companies')
    .values({
      company_uid,
      company_name: name,
      company_email: `${company_uid}@example.com`,
      company_logo: null,
      folder_name: name,
      folder_id: name,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, company_uid };
}

/** A vacancy with one candidate per entry of `candidates` (their active state). */
async function insertVacancy(
  api: TestApi,
  companyId: number,
  status: ActiveState,
  candidates: ActiveState[],
) {
  const now = new Date().toISOString();
  const vacancy = await api.db
    .insertInto('vacancies')
    .values({
      uid: randomUUID(),
      vacancy_title: 'Vacancy',
      vacancy_description: 'Described',
      vacancy_tag: '',
      vacancy_quota: 10,
      vacancy_start_date: '2024-01-01',
      vacancy_due_date: '2024-12-31',
      vacancy_status: status,
      vacancy_form_id: '',
      vacancy_thumbnail: null,
      vacancy_share_url: null,
      company_id: companyId,
      created_by_id: null,
      modified_by_id: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const active of candidates) {
    await api.db
      .insertInto('candidates')
      .values({
        uid: randomUUID(),
        candidate_name: 'Candidate',
        candidate_email: 'candidate@example.com',
        candidate_phone_number: '0',
        candidate_status: 'Applied',
        is_candidate_active: active,
        candidate_thumbnail: null,
        candidate_resume: null,
        candidate_file_name: null,
        candidate_share_url: null,
        vacancy_id: vacancy.id,
        created_at: now,
      })
      .execute();
  }
}

async function addUser(api: TestApi, adminToken: string, role: UserRole, companyUid: string, email: string) {
  const json = {
    full_name: email,
    user_role: role,
    email,
    username: 'username',
    status: 'Approved',
    company_uuid: companyUid,
    or_password: 'secret-pass-1',
    confirm_password: 'secret-pass-1',
  };
  const answer = await api.call('POST', 'userRegister', {}, { token: adminToken, json });
  expect(answer.status).toBe(200);
  return { uid: (answer.body.data as { user_uid: string }).user_uid, role, email };
}

type AddedUser = Awaited<ReturnType<typeof addUser>>;

/** The edit form's answer for a user set Rejected (section 4). */
async function reject(api: TestApi, adminToken: string, user: AddedUser) {
  const json = { full_name: user.email, user_role: user.role, status: 'Rejected', email: user.email };
  const answer = await api.call('PUT', 'userUpdate', { id: user.uid }, { token: adminToken, json });
  expect(answer.status).toBe(200);
}

describeEachDatabase('dashboard', (api) => {
  let admin = '';
  let alphaStaff: AddedUser | undefined;
  let alphaAdmin: AddedUser | undefined;
  const counts = async (token: string) => {
    const answer = await api().call('GET', 'dashboard', {}, { token });
    expect(answer.status).toBe(200);
    return answer.body.response as DashboardCounts;
  };

  /**
   * The platform: the administration company with its administrator; Alpha with an approved CustomerAdmin
   * and StaffAdmin, two active vacancies and an inactive one; Beta whose only user is rejected, with an
   * inactive vacancy; Gamma without users.
   */
  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const alpha = await insertCompany(api(), 'Alpha');
    const beta = await insertCompany(api(), 'Beta');
    await insertCompany(api(), 'Gamma');
    alphaAdmin = await addUser(api(), admin, 'CustomerAdmin', alpha.company_uid, 'ca@alpha.example');
    alphaStaff = await addUser(api(), admin, 'StaffAdmin', alpha.company_uid, 'sa@alpha.example');
    await reject(
      api(),
      admin,
      await addUser(api(), admin, 'CustomerAdmin', beta.company_uid, 'ca@beta.example'),
    );
    await insertVacancy(api(), alpha.id, 'Active', ['Active', 'Inactive']);
    await insertVacancy(api(), alpha.id, 'Active', ['Active']);
    await insertVacancy(api(), alpha.id, 'Inactive', []);
    await insertVacancy(api(), beta.id, 'Inactive', ['Active']);
  });

  it('counts the whole platform for a SubAdmin', async () => {
    expect(await counts(admin)).toEqual({
      total_number_of_active_company: 2,
      total_number_of_inactive_company: 2,
      total_number_of_active_user: 3,
      total_number_of_inactive_user: 1,
      total_number_of_active_vacancy: 2,
      total_number_of_inactive_vacancy: 2,
      total_number_of_active_candidate: 3,
      total_number_of_inactive_candidate: 1,
    });
  });

  it('counts only their own company for a CustomerAdmin and a StaffAdmin', async () => {
    const alphaCounts = {
      total_number_of_active_company: 1,
      total_number_of_inactive_company: 0,
      total_number_of_active_user: 2,
      total_number_of_inactive_user: 0,
      total_number_of_active_vacancy: 2,
      total_number_of_inactive_vacancy: 1,
      total_number_of_active_candidate: 2,
      total_number_of_inactive_candidate: 1,
    };
    expect(await counts(await api().login('ca@alpha.example', 'secret-pass-1'))).toEqual(alphaCounts);
    expect(await counts(await api().login('sa@alpha.example', 'secret-pass-1'))).toEqual(alphaCounts);
    expect((await api().call('GET', 'dashboard')).status).toBe(401);
  });

  it('moves a user to the inactive count once rejected, and the company once it has no approved user', async () => {
    const customerAdmin = await api().login('ca@alpha.example', 'secret-pass-1');
    await reject(api(), admin, alphaStaff ?? expect.fail('no StaffAdmin'));
    expect(await counts(customerAdmin)).toMatchObject({
      total_number_of_active_company: 1,
      total_number_of_active_user: 1,
      total_number_of_inactive_user: 1,
    });
    await reject(api(), admin, alphaAdmin ?? expect.fail('no CustomerAdmin'));
    expect(await counts(admin)).toMatchObject({
      total_number_of_active_company: 1,
      total_number_of_inactive_company: 3,
      total_number_of_active_user: 1,
      total_number_of_inactive_user: 3,
      total_number_of_active_vacancy: 2,
      total_number_of_active_candidate: 3,
    });
  });
});
