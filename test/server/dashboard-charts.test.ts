import { beforeAll, expect, it } from 'vitest';
import type { DashboardCharts } from '@contract/dashboard';
import { CANDIDATE_STATUSES, type CandidateStatus, type UserRole } from '@contract/domain';
import { addUser, insertCandidates, insertCompany, insertVacancy, USER_PASSWORD } from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;

/** This week's Monday at 00:00 UTC, found by walking back from today (not by the server's arithmetic). */
function thisMonday(): number {
  let day = new Date(new Date().toISOString().slice(0, 10)).getTime();
  while (new Date(day).getUTCDay() !== 1) day -= DAY_MS;
  return day;
}

const MONDAY = thisMonday();
const iso = (ms: number) => new Date(ms).toISOString();
const weeksAgo = (weeks: number) => MONDAY - weeks * 7 * DAY_MS;
const day = (ms: number) => iso(ms).slice(0, 10);

/** The 12 Mondays the chart should name, oldest first. */
const MONDAYS = Array.from({ length: 12 }, (_, i) => day(weeksAgo(11 - i)));

/** Candidates of one new vacancy of `companyId`, made at the given instants with the given statuses. */
async function applications(
  api: TestApi,
  companyId: number,
  seeds: { created_at?: string; candidate_status?: CandidateStatus }[],
) {
  const vacancy = await insertVacancy(api, companyId);
  await insertCandidates(api, vacancy.id, seeds);
}

/** An answer's weeks as { Monday: count }, only the weeks with applications. */
const busyWeeks = (charts: DashboardCharts) =>
  Object.fromEntries(charts.applications_per_week.filter((w) => w.count > 0).map((w) => [w.week, w.count]));

const statusCounts = (charts: DashboardCharts) =>
  Object.fromEntries(charts.candidates_per_status.map((s) => [s.status, s.count]));

const zeroStatuses = Object.fromEntries(CANDIDATE_STATUSES.map((status) => [status, 0]));

describeEachDatabase('dashboard charts', (api) => {
  let admin = '';
  let alphaId = 0;
  const tokens: Partial<Record<'alphaAdmin' | 'alphaStaff' | 'betaAdmin', string>> = {};
  const charts = async (token: string | undefined) => {
    const answer = await api().call(
      'GET',
      'dashboardCharts',
      {},
      { token: token ?? expect.fail('no token') },
    );
    expect(answer.status).toBe(200);
    return answer.body.response as DashboardCharts;
  };

  /**
   * Alpha: a candidate this Monday at midnight and one a millisecond before (Sunday night), two 11 weeks ago
   * (the oldest week shown) and one the Sunday before it (outside), in several statuses. Gamma: two this week.
   * Beta: a CustomerAdmin and no candidates at all.
   */
  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const alpha = await insertCompany(api(), { company_name: 'Alpha' });
    const beta = await insertCompany(api(), { company_name: 'Beta' });
    const gamma = await insertCompany(api(), { company_name: 'Gamma' });
    alphaId = alpha.id;
    const add = async (user_role: UserRole, company_uuid: string, email: string) => {
      await addUser(api(), admin, { user_role, company_uuid, email });
      return api().login(email, USER_PASSWORD);
    };
    tokens.alphaAdmin = await add('CustomerAdmin', alpha.company_uid, 'ca@alpha.example');
    tokens.alphaStaff = await add('StaffAdmin', alpha.company_uid, 'sa@alpha.example');
    tokens.betaAdmin = await add('CustomerAdmin', beta.company_uid, 'ca@beta.example');
    await applications(api(), alpha.id, [
      { created_at: iso(MONDAY), candidate_status: 'Applied' },
      { created_at: iso(MONDAY - 1), candidate_status: 'Contacted' },
      { created_at: iso(weeksAgo(11)), candidate_status: 'Employed' },
      { created_at: iso(weeksAgo(11) + 6 * DAY_MS), candidate_status: 'Employed' },
      { created_at: iso(weeksAgo(11) - 1), candidate_status: 'Rejected' },
    ]);
    await applications(api(), gamma.id, [
      { created_at: iso(MONDAY + 1000), candidate_status: 'Applied' },
      { created_at: iso(MONDAY + 2000), candidate_status: 'Contract_Signed' },
    ]);
  });

  it('names the last 12 Mondays oldest first and all nine statuses in order, zeros included', async () => {
    const answer = await charts(tokens.betaAdmin);
    expect(answer.applications_per_week).toEqual(MONDAYS.map((week) => ({ week, count: 0 })));
    expect(answer.candidates_per_status).toEqual(CANDIDATE_STATUSES.map((status) => ({ status, count: 0 })));
  });

  it('puts a candidate of Sunday night in the week before, and one of Monday midnight in the new week', async () => {
    expect(busyWeeks(await charts(tokens.alphaAdmin))).toEqual({
      [MONDAYS[0] ?? '']: 2,
      [MONDAYS[10] ?? '']: 1,
      [MONDAYS[11] ?? '']: 1,
    });
  });

  it('counts a company for its CustomerAdmin and StaffAdmin, the whole platform for a SubAdmin', async () => {
    const alpha = { ...zeroStatuses, Applied: 1, Contacted: 1, Employed: 2, Rejected: 1 };
    expect(statusCounts(await charts(tokens.alphaAdmin))).toEqual(alpha);
    expect(await charts(tokens.alphaStaff)).toEqual(await charts(tokens.alphaAdmin));
    const platform = await charts(admin);
    expect(statusCounts(platform)).toEqual({ ...alpha, Applied: 2, Contract_Signed: 1 });
    expect(busyWeeks(platform)).toEqual({
      [MONDAYS[0] ?? '']: 2,
      [MONDAYS[10] ?? '']: 1,
      [MONDAYS[11] ?? '']: 3,
    });
    expect((await api().call('GET', 'dashboardCharts')).status).toBe(401);
  });

  // Written straight into the database, behind the API: PostgreSQL tells of it by notification, so the
  // answer follows once that arrives (as counts.test.ts waits), not necessarily on the very next call.
  it('follows new candidates after an answer was kept', async () => {
    await charts(tokens.alphaAdmin);
    await applications(api(), alphaId, [{ candidate_status: 'Third_Interview' }]);
    await expect.poll(async () => statusCounts(await charts(tokens.alphaAdmin)).Third_Interview).toBe(1);
    expect((await charts(tokens.alphaAdmin)).applications_per_week.at(-1)?.count).toBe(2);
  });
});
