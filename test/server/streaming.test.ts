import { beforeAll, expect, it } from 'vitest';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';
import { allPages, describeCall, unpaged, type ListCall } from './lists/calls';
import { buildRecords, searchedCandidates, type ListRecords } from './lists/records';
import { insertKeyed } from './lists/write';

/**
 * Issue 10: a list called without `page` streams from the database in batches of 500 rows, each read after
 * the last one's sort value and id. Whatever the batches, the answer must be the one the pages give: every
 * record once, in the same order, as the same JSON. Over 1,000 candidates cross two batch borders, and the
 * orderings below have equal values across them, so the id must break the tie there exactly as it does
 * between pages.
 */

const BATCH = 500;

interface Listed {
  id: number;
}

/** How the candidate list orders by each field, as a reader sees it: accents and case do not count. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const candidates = (query: Record<string, string> = {}, status = 'all'): ListCall => ({
  name: 'candidateList',
  params: { status },
  query,
});

/** Orderings whose values repeat across the batch borders (the data makes sure; the test checks). */
const TIED_ORDERINGS = [
  '',
  '-candidate_name',
  'created_at',
  '-created_at',
  'company_name',
  '-company_name',
  'is_candidate_active',
  '-candidate_status',
  'vacancy_title',
];
const OTHER_ORDERINGS = ['candidate_email', '-candidate_phone_number', 'id', '-id'];

const FILTERED: ListCall[] = [
  candidates({ search: 'e', ordering: '-created_at' }),
  candidates({ search: 'MÜLLER' }),
  candidates({ search: 'gmbh ö', ordering: 'company_name' }),
  candidates({ candidate_name__icontains: 'AN', ordering: 'is_candidate_active' }),
  candidates(
    { vacancy__vacancy_company__company_name__icontains: 'gmbh', ordering: '-candidate_name' },
    'active',
  ),
  candidates({ candidate_email__icontains: 'MAIL.EXAMPLE', ordering: '-candidate_name' }, 'active'),
  candidates({ search: 'öz' }, 'inactive'),
  candidates({ candidate_status: 'Applied', ordering: 'created_at' }),
];

const OTHER_LISTS: ListCall[] = [
  { name: 'userList' },
  { name: 'userList', query: { ordering: '-email' } },
  { name: 'userList', query: { ordering: 'company_name' } },
  { name: 'userListByType', params: { type: 'active' }, query: { search: 'ü' } },
  { name: 'companyManagementList' },
  { name: 'companyManagementList', query: { ordering: '-company_email' } },
  { name: 'companyManagementList', query: { ordering: 'folder_id' } },
  { name: 'companyListByType', params: { type: 'inactive' } },
  { name: 'vacancyList', params: { type: 'all' } },
  { name: 'vacancyList', params: { type: 'all' }, query: { ordering: '-created_at' } },
  { name: 'vacancyList', params: { type: 'all' }, query: { ordering: 'vacancy_quota' } },
  { name: 'vacancyList', params: { type: 'all' }, query: { ordering: 'company_name' } },
  { name: 'vacancyList', params: { type: 'active' }, query: { search: 'er' } },
];

/**
 * Records with their media links' signatures left out: a link's expiry moves on a grid (platform/media-links.ts),
 * and the pages, read after the stream, may be signed in the next step of it on a slow machine.
 */
const unsigned = (items: unknown): unknown =>
  JSON.parse(JSON.stringify(items).replace(/\?expires=\d+&key=[^&"]+&signature=[\w-]+/g, ''));

/** The unpaged answer, checked to be the contract's JSON and to equal the pages joined; its records. */
async function streamsAsPaged(api: TestApi, token: string, call: ListCall): Promise<Listed[]> {
  const whole = await unpaged(api, token, call);
  expect(whole.status).toBe(200);
  expect(whole.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(whole.body)).toEqual(['status', 'response']);
  expect(whole.body.status).toBe(200);
  expect(Array.isArray(whole.body.response)).toBe(true);
  const listed = whole.body.response as Listed[];
  const paged = await allPages(api, token, call);
  // The ids first: a readable difference if the order or the records differ.
  expect(listed.map((item) => item.id)).toEqual((paged.items as Listed[]).map((item) => item.id));
  expect(unsigned(listed)).toEqual(unsigned(paged.items));
  expect(listed).toHaveLength(paged.count);
  expect(new Set(listed.map((item) => item.id)).size).toBe(listed.length);
  return listed;
}

describeEachDatabase('an unpaged list streams', (api) => {
  let token = '';
  let records: ListRecords;

  beforeAll(async () => {
    records = buildRecords({
      companies: 510,
      users: 520,
      vacancies: 520,
      candidates: 1_250,
      names: 25,
      passwordHash: 'not used: these users never sign in',
    });
    await insertKeyed(api().db, records);
    token = await api().login(ADMIN.email, ADMIN.password);
  });

  /** The value a candidate is ordered by, from the records written (created_at in full, not the day shown). */
  function orderValue(id: number, ordering: string): string {
    const candidate = records.candidates.find((item) => item.id === id);
    const vacancy = records.vacancies.find((item) => item.id === candidate?.vacancy_id);
    const company = records.companies.find((item) => item.id === vacancy?.company_id);
    if (!candidate || !vacancy || !company) throw new Error(`candidate ${id} not written`);
    const field = ordering.replace(/^-/, '') || 'candidate_name';
    if (field === 'candidate_name') return plain(candidate.candidate_name);
    if (field === 'company_name') return plain(company.company_name);
    if (field === 'vacancy_title') return plain(vacancy.vacancy_title);
    return String(candidate[field as keyof typeof candidate]);
  }

  it.each(TIED_ORDERINGS)(
    'candidates ordered by "%s": the stream equals the pages, across ties at both batch borders',
    async (ordering) => {
      const listed = await streamsAsPaged(api(), token, candidates(ordering ? { ordering } : {}));
      expect(listed).toHaveLength(records.candidates.length);
      const values = listed.map((item) => orderValue(item.id, ordering));
      for (const border of [BATCH, 2 * BATCH]) {
        expect(values[border - 1], `a tie at the border after ${border}`).toBe(values[border]);
      }
      const sorted = [...values].sort();
      expect(values).toEqual(ordering.startsWith('-') ? sorted.reverse() : sorted);
    },
  );

  it.each(OTHER_ORDERINGS)('candidates ordered by "%s": the stream equals the pages', async (ordering) => {
    const listed = await streamsAsPaged(api(), token, candidates({ ordering }));
    expect(listed).toHaveLength(records.candidates.length);
  });

  it.each(FILTERED.map((call) => [describeCall(call), call] as const))(
    '%s: the stream equals the pages',
    async (_title, call) => {
      const listed = await streamsAsPaged(api(), token, call);
      expect(listed.length).toBeGreaterThan(0);
    },
  );

  it('a tab and a filter that keep more than one batch stream every match once', async () => {
    const call = candidates(
      { candidate_email__icontains: 'MAIL.EXAMPLE', ordering: '-candidate_name' },
      'active',
    );
    const listed = await streamsAsPaged(api(), token, call);
    const active = records.candidates.filter((candidate) => candidate.is_candidate_active === 'Active');
    expect(active.length).toBeGreaterThan(BATCH);
    expect(listed.map((item) => item.id).sort((a, b) => a - b)).toEqual(active.map((item) => item.id));
  });

  it('a search that keeps more than two batches streams every match once', async () => {
    const listed = await streamsAsPaged(api(), token, candidates({ search: 'e', ordering: '-created_at' }));
    const expected = searchedCandidates(records, 'e');
    expect(expected.length).toBeGreaterThan(2 * BATCH);
    expect(listed.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected.map((item) => item.id));
  });

  it.each(OTHER_LISTS.map((call) => [describeCall(call), call] as const))(
    '%s: the stream equals the pages',
    async (_title, call) => {
      const listed = await streamsAsPaged(api(), token, call);
      expect(listed.length).toBeGreaterThan(0);
    },
  );

  it('users, customers and vacancies stream past a batch border too', async () => {
    const all = { users: 0, companies: 0, vacancies: 0 };
    all.users = (await streamsAsPaged(api(), token, { name: 'userList' })).length;
    all.companies = (await streamsAsPaged(api(), token, { name: 'companyManagementList' })).length;
    all.vacancies = (
      await streamsAsPaged(api(), token, { name: 'vacancyList', params: { type: 'all' } })
    ).length;
    // The administration company and its administrator come with every installation.
    expect(all).toEqual({
      users: records.users.length + 1,
      companies: records.companies.length + 1,
      vacancies: records.vacancies.length,
    });
    expect(Math.min(...Object.values(all))).toBeGreaterThan(BATCH);
  });
});
