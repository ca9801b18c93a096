import { beforeAll, expect, it } from 'vitest';
import type { Candidate } from '@contract/candidates';
import { insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

/**
 * `rank=name` (the global search): records whose name has the terms come before those matched only through
 * another field, whatever the list's order; without it the list keeps its order.
 */
describeEachDatabase('search ranked by the name', (api) => {
  let admin = '';

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const company = await insertCompany(api(), { company_name: 'Müller GmbH' });
    const vacancy = await insertVacancy(api(), company.id, { vacancy_title: 'Driver' });
    await insertCandidates(api(), vacancy.id, [
      { candidate_name: 'Amelia Miller', candidate_email: 'amelia.miller@mail.example' },
      { candidate_name: 'Amelia Smith', candidate_email: 'amelia.smith@mail.example' },
      { candidate_name: 'Zora Müller', candidate_email: 'zora@mail.example' },
      { candidate_name: 'Yann MÜLLER', candidate_email: 'yann@mail.example' },
    ]);
  });

  const names = async (query: Record<string, string>) => {
    const answer = await api().call('GET', 'candidateList', { status: 'all' }, { token: admin, query });
    expect(answer.status).toBe(200);
    return (answer.body.response as Candidate[]).map((candidate) => candidate.candidate_name);
  };

  it('lists the name matches first, each part in the list order', async () => {
    const query = { search: 'müller', page: '1', page_size: '5', ordering: 'candidate_name' };
    expect(await names({ ...query, rank: 'name' })).toEqual([
      'Yann MÜLLER',
      'Zora Müller',
      'Amelia Miller',
      'Amelia Smith',
    ]);
    expect(await names(query)).toEqual(['Amelia Miller', 'Amelia Smith', 'Yann MÜLLER', 'Zora Müller']);
  });
});
