import { beforeAll, expect, it } from 'vitest';
import type { DashboardCounts } from '@contract/dashboard';
import type { ActiveState, UserRole } from '@contract/domain';
import type { User } from '@contract/users';
import {
  addUser,
  insertCandidates,
  insertCompany,
  insertVacancy,
  rejectUser,
  USER_PASSWORD,
} from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

/** A vacancy with one candidate per entry of `candidates` (their active state). */
async function insertVacancyWith(
  api: TestApi,
  companyId: number,
  vacancy_status: ActiveState,
  candidates: ActiveState[],
) {
  const vacancy = await insertVacancy(api, companyId, { vacancy_status });
  await insertCandidates(
    api,
    vacancy.id,
    candidates.map((is_candidate_active) => ({ is_candidate_active })),
  );
}

describeEachDatabase('dashboard', (api) => {
  let admin = '';
  let alphaStaff: User | undefined;
  let alphaAdmin: User | undefined;
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
    const alpha = await insertCompany(api(), { company_name: 'Alpha' });
    const beta = await insertCompany(api(), { company_name: 'Beta' });
    await insertCompany(api(), { company_name: 'Gamma' });
    const add = async (user_role: UserRole, company_uuid: string, email: string) =>
      (await addUser(api(), admin, { user_role, company_uuid, email })).user;
    alphaAdmin = await add('CustomerAdmin', alpha.company_uid, 'ca@alpha.example');
    alphaStaff = await add('StaffAdmin', alpha.company_uid, 'sa@alpha.example');
    await rejectUser(api(), admin, await add('CustomerAdmin', beta.company_uid, 'ca@beta.example'));
    await insertVacancyWith(api(), alpha.id, 'Active', ['Active', 'Inactive']);
    await insertVacancyWith(api(), alpha.id, 'Active', ['Active']);
    await insertVacancyWith(api(), alpha.id, 'Inactive', []);
    await insertVacancyWith(api(), beta.id, 'Inactive', ['Active']);
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
    expect(await counts(await api().login('ca@alpha.example', USER_PASSWORD))).toEqual(alphaCounts);
    expect(await counts(await api().login('sa@alpha.example', USER_PASSWORD))).toEqual(alphaCounts);
    expect((await api().call('GET', 'dashboard')).status).toBe(401);
  });

  it('moves a user to the inactive count once rejected, and the company once it has no approved user', async () => {
    const customerAdmin = await api().login('ca@alpha.example', USER_PASSWORD);
    await rejectUser(api(), admin, alphaStaff ?? expect.fail('no StaffAdmin'));
    expect(await counts(customerAdmin)).toMatchObject({
      total_number_of_active_company: 1,
      total_number_of_active_user: 1,
      total_number_of_inactive_user: 1,
    });
    await rejectUser(api(), admin, alphaAdmin ?? expect.fail('no CustomerAdmin'));
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
