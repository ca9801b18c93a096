import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { ApiPathName } from '@contract/paths';
import type { DeclaredResource } from '../../server/platform/resource/types';
import { createFrom, DECLARED, exampleOf, SEARCH_TABLES, uidOf, variant } from './declared';
import { addUser, editForm, insertCandidates, insertCompany, insertVacancy, pngFile } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

/** The customer edit form's fields (JSON), named `name`. */
const customerEdit = (name: string) => ({
  company_name: name,
  company_email: 'info@firma.de',
  folder_name: 'z',
  folder_id: 'z1',
});

/** The vacancy edit form's fields (JSON), titled `title`. */
const vacancyEdit = (title: string) => ({
  vacancy_title: title,
  vacancy_form_id: 'f',
  vacancy_description: 'Schafe',
  vacancy_tag: 'wolle',
  vacancy_quota: '5',
  vacancy_start_date: '2024-03-01',
  vacancy_due_date: '2024-04-01',
  vacancy_status: 'Active',
  vacancy_package: '[]',
});

/** How often the races run: each round sends all its writes at once. */
const ROUNDS = 10;

/**
 * Search reads stored folds and a trigram index, not the rows themselves: every write must carry them along,
 * including the copies a company's name and a vacancy's title leave on their users, vacancies and candidates.
 */
describeEachDatabase('search follows every write', (api) => {
  let admin = '';

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
  });

  const LISTS: [ApiPathName, Record<string, string>, (item: Record<string, unknown>) => unknown][] = [
    ['companyManagementList', {}, (item) => item.company_name],
    ['userList', {}, (item) => item.full_name],
    ['vacancyList', { type: 'all' }, (item) => item.vacancy_title],
    ['candidateList', { status: 'all' }, (item) => item.candidate_name],
  ];

  /** What each list (customers, users, vacancies, candidates) finds for a search. */
  const found = async (search: string) =>
    Promise.all(
      LISTS.map(async ([path, params, label]) => {
        const answer = await api().call('GET', path, params, { token: admin, query: { search } });
        expect(answer.status).toBe(200);
        return (answer.body.response as Record<string, unknown>[]).map(label);
      }),
    );

  /**
   * SQLite: each FTS5 table agrees with its table's rows (FTS5's own check, rank 1 compares the content);
   * PostgreSQL's trigram indexes are on the columns themselves.
   */
  const indexesAgree = async () => {
    if (api().server.ctx.engine !== 'sqlite') return;
    for (const { fts } of SEARCH_TABLES) {
      const table = sql.table(fts);
      await sql`INSERT INTO ${table}(${table}, rank) VALUES ('integrity-check', 1)`.execute(api().db);
    }
  };

  it('finds what was added, renamed and changed, and forgets what was deleted', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(customerEdit('Zebra Zucht GmbH'))) form.append(key, value);
    form.append('company_logo', pngFile());
    const customer = await api().call('POST', 'companyRegister', {}, { token: admin, form });
    expect(customer.status).toBe(200);
    const companyUid = (customer.body.data as { company_uid: string }).company_uid;
    const { user } = await addUser(api(), admin, {
      user_role: 'StaffAdmin',
      company_uuid: companyUid,
      full_name: 'Rita Röder',
    });
    const vacancy = await api().call(
      'POST',
      'vacancyCreate',
      {},
      {
        token: admin,
        json: {
          vacancy_title: 'Imker',
          vacancy_form_id: 'f',
          vacancy_description: 'Bienen',
          vacancy_tag: 'honig',
          company_uuid: companyUid,
          vacancy_quota: '5',
          vacancy_start_date: '2024-03-01',
          vacancy_due_date: '2024-04-01',
        },
      },
    );
    expect(vacancy.status).toBe(200);
    const { id: vacancyId, uid: vacancyUid } = vacancy.body.data as { id: number; uid: string };
    const [candidate] = await insertCandidates(api(), vacancyId, [{ candidate_name: 'Quirin Quast' }]);

    expect(await found('ZUCHT')).toEqual([['Zebra Zucht GmbH'], ['Rita Röder'], ['Imker'], ['Quirin Quast']]);
    expect(await found('röder')).toEqual([[], ['Rita Röder'], [], []]);
    expect(await found('honig')).toEqual([[], [], ['Imker'], []]);
    await indexesAgree();

    const renamed = await api().call(
      'PUT',
      'companyUpdate',
      { id: companyUid },
      { token: admin, json: customerEdit('Yak Yärd AG') },
    );
    expect(renamed.status).toBe(200);
    expect(await found('zucht')).toEqual([[], [], [], []]);
    expect(await found('YÄRD')).toEqual([['Yak Yärd AG'], ['Rita Röder'], ['Imker'], ['Quirin Quast']]);

    const retitled = await api().call(
      'PUT',
      'vacancyUpdate',
      { id: vacancyUid },
      { token: admin, json: vacancyEdit('Schäfer') },
    );
    expect(retitled.status).toBe(200);
    expect(await found('imker')).toEqual([[], [], [], []]);
    expect(await found('honig')).toEqual([[], [], [], []]);
    expect(await found('SCHÄF')).toEqual([[], [], ['Schäfer'], ['Quirin Quast']]);

    const edited = await api().call(
      'PUT',
      'candidateUpdate',
      { id: candidate?.uid ?? '' },
      {
        token: admin,
        json: {
          candidate_name: 'Quentin Quäck',
          candidate_email: 'q@q.de',
          candidate_phone_number: '1',
          candidate_status: 'Contacted',
          candidate_active_or_inactive: 'active',
        },
      },
    );
    expect(edited.status).toBe(200);
    expect(await found('quast')).toEqual([[], [], [], []]);
    expect(await found('quäck')).toEqual([[], [], [], ['Quentin Quäck']]);

    const userEdited = await api().call(
      'PUT',
      'userUpdate',
      { id: user.user_uid },
      { token: admin, json: { ...editForm(user), full_name: 'Rita Rößler' } },
    );
    expect(userEdited.status).toBe(200);
    expect(await found('röder')).toEqual([[], [], [], []]);
    expect(await found('RÖSSLER')).toEqual([[], [], [], []]);
    expect(await found('rößl')).toEqual([[], ['Rita Rößler'], [], []]);
    await indexesAgree();

    expect((await api().call('DELETE', 'userDelete', { id: user.user_uid }, { token: admin })).status).toBe(
      200,
    );
    expect((await api().call('DELETE', 'vacancyDelete', { id: vacancyUid }, { token: admin })).status).toBe(
      200,
    );
    expect((await api().call('DELETE', 'companyDelete', { id: companyUid }, { token: admin })).status).toBe(
      200,
    );
    expect(await found('yärd')).toEqual([[], [], [], []]);
    await indexesAgree();
  });

  it('renames racing each other and records added meanwhile: each list finds them all by the name that won', async () => {
    const company = await insertCompany(api());
    const vacancy = await insertVacancy(api(), company.id);
    const candidates = await insertCandidates(api(), vacancy.id, [{ candidate_name: 'Rhea Rennen' }]);
    const { user } = await addUser(api(), admin, {
      user_role: 'StaffAdmin',
      company_uuid: company.company_uid,
    });
    const users = [user.full_name];
    const vacancies = [vacancy.vacancy_title];
    // The same two names every round: a write whose name is the one stored when it started, but not the one
    // stored when it got its lock, must still carry its name to the children.
    const suffix = randomUUID().slice(0, 8);
    const [customerNames, titles] = [
      ['Alphawerk', 'Bravobau'],
      ['Kiloschmied', 'Limagärtner'],
    ].map((words) => [...words, ...words].map((word) => `${word} ${suffix}`));
    for (let round = 0; round < ROUNDS; round++) {
      const unique = `${suffix}-${round}`;
      const answers = await Promise.all([
        ...(customerNames ?? []).map((name) =>
          api().call(
            'PUT',
            'companyUpdate',
            { id: company.company_uid },
            { token: admin, json: customerEdit(name) },
          ),
        ),
        ...(titles ?? []).map((title) =>
          api().call('PUT', 'vacancyUpdate', { id: vacancy.uid }, { token: admin, json: vacancyEdit(title) }),
        ),
        addUser(api(), admin, { user_role: 'StaffAdmin', company_uuid: company.company_uid }).then(
          ({ user: added }) => users.push(added.full_name),
        ),
        api()
          .call(
            'POST',
            'vacancyCreate',
            {},
            {
              token: admin,
              json: { ...vacancyEdit(`Neu ${unique}`), company_uuid: company.company_uid },
            },
          )
          .then((created) => {
            expect(created.status, JSON.stringify(created.body)).toBe(200);
            vacancies.push(`Neu ${unique}`);
          }),
      ]);
      for (const answer of answers) if (typeof answer === 'object') expect(answer.status).toBe(200);
      const stored = await api()
        .db.selectFrom('vacancies')
        .innerJoin('companies', 'companies.id', 'vacancies.company_id')
        .select(['company_name', 'vacancy_title'])
        .where('vacancies.id', '=', vacancy.id)
        .executeTakeFirstOrThrow();
      vacancies[0] = stored.vacancy_title;
      const byCompany = await found(stored.company_name);
      expect(byCompany.map((labels) => [...labels].sort())).toEqual([
        [stored.company_name],
        [...users].sort(),
        [...vacancies].sort(),
        candidates.map((candidate) => candidate.candidate_name),
      ]);
      expect(await found(stored.vacancy_title)).toEqual([[], [], [stored.vacancy_title], ['Rhea Rennen']]);
      await indexesAgree();
    }
  });

  /** The list call of a declared resource with its parameters: every record's tab. */
  const listOf = ({ list }: DeclaredResource): [ApiPathName, Record<string, string>] | undefined => {
    if (list?.all) return [list.all, {}];
    if (!list?.byType) return undefined;
    const [key = ''] = Object.keys(list.byType.types.shape);
    return [list.byType.path, { [key]: 'all' }];
  };

  it('follows the create, rename and delete of every declared resource that has examples and a list', async () => {
    const followed: string[] = [];
    for (const resource of DECLARED) {
      const list = listOf(resource);
      const { create, update, delete: remove } = resource;
      if (!list || create?.example === undefined || update?.example === undefined || !remove) continue;
      const uids = async (search: string) => {
        const answer = await api().call('GET', list[0], list[1], { token: admin, query: { search } });
        expect(answer.status).toBe(200);
        return (answer.body.response as unknown[]).map(uidOf);
      };
      const uid = await createFrom(api(), admin, resource, 'Zwetschgenmus');
      expect(await uids('ZWETSCHGENMUS')).toEqual([uid]);
      const json = variant(exampleOf(resource, 'update'), 'Quittengelee');
      expect((await api().call('PUT', update.path, { id: uid }, { token: admin, json })).status).toBe(200);
      expect(await uids('quittengelee')).toEqual([uid]);
      expect(await uids('zwetschgenmus')).toEqual([]);
      await indexesAgree();
      expect((await api().call('DELETE', remove.path, { id: uid }, { token: admin })).status).toBe(200);
      expect(await uids('quittengelee')).toEqual([]);
      await indexesAgree();
      followed.push(resource.history.kind);
    }
    expect(followed).toContain('package');
  });
});
