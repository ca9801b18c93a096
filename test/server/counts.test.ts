import { beforeAll, expect, it } from 'vitest';
import { insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

/**
 * Counts are kept between calls until the data changes (server/platform/counts.ts): whoever writes, through
 * the API or straight into the database (the seeding, another process), the next page and the dashboard
 * count it.
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
    return answer.body.count;
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
    expect(await counted('all')).toBe(2);
    expect(await counted('all', { search: 'zähl' })).toBe(2);
    expect(await counted('active')).toBe(2);
    expect(await activeOnDashboard()).toBe(2);

    await api()
      .db.updateTable('candidates')
      .set({ is_candidate_active: 'Inactive' })
      .where('id', '=', first?.id ?? 0)
      .execute();
    expect(await counted('active')).toBe(1);
    expect(await counted('inactive')).toBe(1);
    expect(await activeOnDashboard()).toBe(1);

    await api().db.deleteFrom('candidates').where('vacancy_id', '=', vacancyId).execute();
    expect(await counted('all')).toBe(0);
    expect(await counted('inactive')).toBe(0);
    expect(await activeOnDashboard()).toBe(0);
  });
});
