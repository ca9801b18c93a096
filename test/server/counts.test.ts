import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { LIST_WRITE_CHANNEL } from '../../server/db/migrations/006_list_write_notifications';
import { insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

/**
 * Counts are kept between calls until the data changes (server/platform/counts.ts). The server's own writes
 * are counted by its next answer; writes behind its back (the seeding, another instance, straight into the
 * database) as soon as the database tells of them: at once on SQLite, by notification on PostgreSQL.
 */
describeEachDatabase('list counts follow every write', (api) => {
  let admin = '';
  let vacancyId = 0;

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const company = await insertCompany(api(), { company_name: 'Zählwerk GmbH' });
    vacancyId = (await insertVacancy(api(), company.id, { vacancy_title: 'Zähler' })).id;
  });

  const counted = async (status: string, query: Record<string, string> = {}) => {
    const answer = await api().call(
      'GET',
      'candidateList',
      { status },
      { token: admin, query: { page: '1', page_size: '10', ...query } },
    );
    return answer.body.count as number;
  };
  const activeOnDashboard = async () => {
    const answer = await api().call('GET', 'dashboard', {}, { token: admin });
    return (answer.body.response as { total_number_of_active_candidate: number })
      .total_number_of_active_candidate;
  };

  it('counts rows written behind the API', async () => {
    expect(await counted('all')).toBe(0);
    expect(await counted('all', { search: 'zähl' })).toBe(0);
    expect(await activeOnDashboard()).toBe(0);

    const [first] = await insertCandidates(api(), vacancyId, [
      { candidate_name: 'Erika' },
      { candidate_name: 'Max' },
    ]);
    await expect.poll(() => counted('all')).toBe(2);
    await expect.poll(() => counted('all', { search: 'zähl' })).toBe(2);
    await expect.poll(() => counted('active')).toBe(2);
    await expect.poll(activeOnDashboard).toBe(2);

    await api()
      .db.updateTable('candidates')
      .set({ is_candidate_active: 'Inactive' })
      .where('id', '=', first?.id ?? 0)
      .execute();
    await expect.poll(() => counted('active')).toBe(1);
    await expect.poll(() => counted('inactive')).toBe(1);
    await expect.poll(activeOnDashboard).toBe(1);

    await api().db.deleteFrom('candidates').where('vacancy_id', '=', vacancyId).execute();
    await expect.poll(() => counted('all')).toBe(0);
    await expect.poll(() => counted('inactive')).toBe(0);
    await expect.poll(activeOnDashboard).toBe(0);
  });

  it("counts the server's own writes in its very next answer", async () => {
    const [candidate] = await insertCandidates(api(), vacancyId, [{ candidate_name: 'Own Write' }]);
    await expect.poll(() => counted('active')).toBeGreaterThan(0);
    const active = await counted('active');
    const inactive = await counted('inactive');
    const answer = await api().call(
      'PUT',
      'candidateUpdate',
      { id: candidate?.uid ?? '' },
      {
        token: admin,
        json: {
          candidate_name: 'Own Write',
          candidate_email: 'own.write@example.com',
          candidate_phone_number: '+49 30 1234',
          candidate_status: 'Rejected',
          candidate_active_or_inactive: 'inactive',
        },
      },
    );
    expect(answer.status).toBe(200);
    expect(await counted('active')).toBe(active - 1);
    expect(await counted('inactive')).toBe(inactive + 1);
  });

  it('counts afresh while the database cannot tell of writes, and keeps counting once it can again', async () => {
    if (api().server.ctx.engine !== 'postgres') return;
    const listeners = async () =>
      (
        await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND query = ${`LISTEN ${LIST_WRITE_CHANNEL}`}`.execute(api().db)
      ).rows;
    await expect.poll(async () => (await listeners()).length).toBe(1);
    const before = await counted('all');
    for (const { pid } of await listeners()) await sql`SELECT pg_terminate_backend(${pid})`.execute(api().db);
    await insertCandidates(api(), vacancyId, [{ candidate_name: 'Lost Notice' }]);
    await expect.poll(() => counted('all')).toBe(before + 1);

    await expect.poll(async () => (await listeners()).length).toBe(1);
    await insertCandidates(api(), vacancyId, [{ candidate_name: 'Notice Again' }]);
    await expect.poll(() => counted('all')).toBe(before + 2);
  });
});
