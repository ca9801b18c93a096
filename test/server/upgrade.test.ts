import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { addUser, insertCandidates, pngFile } from './fixtures';
import { ADMIN, emptyStore, ENGINES, serveApi, type TestApi } from './harness';
import { allPages, describeCall, page, unpaged, type ListCall } from './lists/calls';
import { readTable, SIGNED_OUT, snapshot, writePreviousMain, type Snapshot } from './lists/previous-main';
import { buildRecords, searchedCandidates, type CandidateRecord, type ListRecords } from './lists/records';
import { insertKeyed } from './lists/write';

/**
 * Issue 10: a database the previous main wrote (migrations 001–003, rows without stored keys) is opened by
 * today's server, which adds the keys, indexes and search tables in place (migration 004). Nothing may be
 * lost, and every list must answer as on a fresh database that got the same records through today's code,
 * and as the records say: German order, search and filters ignoring case and accents as before, and the
 * search must follow the rows written after the upgrade.
 */

interface ListedCandidate {
  id: number;
  uid: string;
  candidate_name: string;
}

const candidates = (query: Record<string, string> = {}, status = 'all'): ListCall => ({
  name: 'candidateList',
  params: { status },
  query,
});

/** Calls whose answers must be the same on the upgraded and the fresh database. */
const CALLS: ListCall[] = [
  candidates(),
  ...[
    '-candidate_name',
    'candidate_email',
    '-created_at',
    'company_name',
    '-vacancy_title',
    'candidate_status',
  ].map((ordering) => candidates({ ordering })),
  candidates({ ordering: '-candidate_email' }, 'active'),
  candidates({}, 'inactive'),
  candidates({ search: 'MÜLLER' }),
  candidates({ search: 'öz' }),
  candidates({ search: 'straße gmbh' }),
  candidates({ candidate_name__icontains: 'ÖZDEMIR' }),
  candidates({ vacancy__vacancy_title__icontains: 'ÄRZT', ordering: 'company_name' }),
  candidates({ candidate_status: 'Applied', created_at_gte: '2024-02-01' }),
  { name: 'userList' },
  { name: 'userList', query: { ordering: '-full_name' } },
  { name: 'userList', query: { ordering: 'company_name', search: 'müller' } },
  { name: 'userList', query: { full_name__icontains: 'JÜR' } },
  { name: 'userListByType', params: { type: 'pending' } },
  { name: 'companyManagementList' },
  { name: 'companyManagementList', query: { ordering: '-company_name' } },
  { name: 'companyManagementList', query: { ordering: 'folder_id', search: 'straße' } },
  { name: 'companyListByType', params: { type: 'active' }, query: { company_email__icontains: 'INFO' } },
  { name: 'companyListByType', params: { type: 'inactive' } },
  { name: 'vacancyList', params: { type: 'all' } },
  { name: 'vacancyList', params: { type: 'all' }, query: { ordering: '-vacancy_title' } },
  { name: 'vacancyList', params: { type: 'all' }, query: { ordering: 'company_name', search: 'ärzt' } },
  { name: 'vacancyList', params: { type: 'active' }, query: { vacancy_title__icontains: 'ÄRZTIN' } },
];

/** How German readers order names: accents and case do not count ('Özdemir' with the O's). */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * An answer without its media links' signatures: each server signs with its own key (platform/media-links.ts),
 * so two servers' links to the same file differ in them alone.
 */
const unsigned = <T>(body: T): T =>
  JSON.parse(JSON.stringify(body).replace(/\?expires=\d+&key=\d+&signature=[\w-]+/g, '?signed')) as T;

/** A page without the server's own address in its links, so that two servers' pages compare. */
function pageOf(api: TestApi, body: Record<string, unknown>) {
  const local = (link: unknown) => (typeof link === 'string' ? link.replace(api.baseUrl, '') : link);
  return unsigned({ ...body, next: local(body.next), previous: local(body.previous) });
}

for (const engine of ENGINES) {
  describe(`an upgrade from the previous main's database [${engine}]`, () => {
    let fresh: TestApi | undefined;
    let upgraded: TestApi | undefined;
    let before: Snapshot = {};
    let after: { upgraded: Snapshot; fresh: Snapshot } = { upgraded: {}, fresh: {} };
    let records: ListRecords;
    const tokens = { fresh: '', upgraded: '' };
    const both = () => {
      if (!fresh || !upgraded) throw new Error('servers not started');
      return { fresh, upgraded };
    };

    beforeAll(async () => {
      // A fresh install migrated at its own first start, as the upgraded one is: not a migrated copy.
      fresh = await serveApi(await emptyStore(engine));
      const installation = {
        companies: await readTable(fresh.db as Kysely<unknown>, 'companies'),
        users: await readTable(fresh.db as Kysely<unknown>, 'users'),
        // The columns the previous main's packages had (migration 014 added their list keys).
        packages: await readTable(fresh.db as Kysely<unknown>, 'packages', ['id', 'uid', 'package_name']),
      };
      const passwordHash = String(installation.users[0]?.password_hash);
      records = buildRecords({
        companies: 8,
        users: 30,
        vacancies: 24,
        candidates: 1_100,
        names: 54,
        passwordHash,
      });
      const columnsOf = (rows: readonly object[]) => Object.keys(rows[0] ?? {});
      const original = {
        companies: await readTable(fresh.db as Kysely<unknown>, 'companies', columnsOf(records.companies)),
        users: await readTable(fresh.db as Kysely<unknown>, 'users', columnsOf(records.users)),
        packages: installation.packages,
      };
      const store = await emptyStore(engine);
      before = await writePreviousMain(store, original, records);
      upgraded = await serveApi(store);
      await insertKeyed(fresh.db, records);
      await fresh.db.insertInto('revoked_tokens').values(SIGNED_OUT).execute();
      // Read before anyone signs in (a sign-in writes last_login).
      after = {
        upgraded: await snapshot(upgraded.db as Kysely<unknown>, before),
        fresh: await snapshot(fresh.db as Kysely<unknown>, before),
      };
      tokens.fresh = await fresh.login(ADMIN.email, ADMIN.password);
      tokens.upgraded = await upgraded.login(ADMIN.email, ADMIN.password);
    });

    afterAll(async () => {
      await fresh?.close();
      await upgraded?.close();
    });

    it('the previous main wrote the records at their ids, without stored keys', () => {
      expect(before.candidates).toHaveLength(records.candidates.length);
      expect(before.candidates?.map((row) => row.id)).toEqual(records.candidates.map((record) => record.id));
      expect(before.companies?.map((row) => row.id)).toEqual([
        1,
        ...records.companies.map((record) => record.id),
      ]);
      expect(Object.keys(before.candidates?.[0] ?? {})).not.toContain('candidate_name_key');
      expect(Object.keys(before.companies?.[0] ?? {})).not.toContain('company_name_fold');
    });

    it('keeps every row and every column it had, and holds what a fresh database holds', () => {
      expect(after.upgraded).toEqual(before);
      expect(after.fresh).toEqual(before);
    });

    it.each(CALLS.map((call) => [describeCall(call), call] as const))(
      '%s answers as on a fresh database, unpaged and paged',
      async (_title, call) => {
        const { fresh, upgraded } = both();
        const whole = await unpaged(upgraded, tokens.upgraded, call);
        expect(whole.status).toBe(200);
        expect(whole.body.response).not.toHaveLength(0);
        const theirs = (await unpaged(fresh, tokens.fresh, call)).body;
        // The ids first: a readable difference if the order or the records differ.
        const ids = (body: { response: unknown }) =>
          (body.response as { id?: number }[]).map((item) => item.id);
        expect(ids(whole.body)).toEqual(ids(theirs));
        expect(unsigned(whole.body)).toEqual(unsigned(theirs));
        for (const number of [1, 3]) {
          const mine = await page(upgraded, tokens.upgraded, call, number, 10);
          const theirs = await page(fresh, tokens.fresh, call, number, 10);
          expect(pageOf(upgraded, mine.body)).toEqual(pageOf(fresh, theirs.body));
        }
      },
    );

    /** The candidates' records in the default order: by name as German readers read it, then by id. */
    function inDefaultOrder(chosen: readonly CandidateRecord[]): number[] {
      const sorted = [...chosen].sort((a, b) => {
        const [x, y] = [plain(a.candidate_name), plain(b.candidate_name)];
        return x < y ? -1 : x > y ? 1 : a.id - b.id;
      });
      return sorted.map((record) => record.id);
    }

    /** The records where one of the search fields contains the term, ignoring case. */
    const searched = (term: string): CandidateRecord[] => searchedCandidates(records, term);

    const listedIds = async (call: ListCall) => {
      const answer = await unpaged(both().upgraded, tokens.upgraded, call);
      return (answer.body.response as ListedCandidate[]).map((item) => item.id);
    };

    it('lists the upgraded candidates in German order: Özdemir with the O names', async () => {
      const answer = await unpaged(both().upgraded, tokens.upgraded, candidates());
      const listed = answer.body.response as ListedCandidate[];
      expect(listed.map((item) => item.id)).toEqual(inDefaultOrder(records.candidates));
      const initials = listed.map((item) => plain(item.candidate_name)[0]);
      const firstOzdemir = listed.findIndex((item) => item.candidate_name.startsWith('Özdemir'));
      expect(firstOzdemir).toBeGreaterThan(0);
      expect(initials[firstOzdemir]).toBe('o');
      expect(initials.lastIndexOf('n')).toBeLessThan(firstOzdemir);
      expect(initials.indexOf('p')).toBeGreaterThan(firstOzdemir);
      const reversed = await listedIds(candidates({ ordering: '-candidate_name' }));
      expect(reversed).toEqual(
        [...records.candidates]
          .sort((a, b) => {
            const [x, y] = [plain(a.candidate_name), plain(b.candidate_name)];
            return x < y ? 1 : x > y ? -1 : b.id - a.id;
          })
          .map((record) => record.id),
      );
    });

    it('finds the upgraded candidates by a term in another case, a short term and an __icontains filter', async () => {
      const muller = searched('müller');
      expect(muller.length).toBeGreaterThan(0);
      expect(await listedIds(candidates({ search: 'MÜLLER' }))).toEqual(inDefaultOrder(muller));
      const short = searched('öz');
      expect(short.length).toBeGreaterThan(0);
      expect(await listedIds(candidates({ search: 'ÖZ' }))).toEqual(inDefaultOrder(short));
      const named = records.candidates.filter((candidate) =>
        candidate.candidate_name.toLowerCase().includes('straß'),
      );
      expect(named.length).toBeGreaterThan(0);
      expect(await listedIds(candidates({ candidate_name__icontains: 'STRAß' }))).toEqual(
        inDefaultOrder(named),
      );
      const weiss = searched('weiß');
      const bothTerms = short.filter((candidate) => weiss.includes(candidate));
      expect(bothTerms.length).toBeGreaterThan(0);
      expect(await listedIds(candidates({ search: 'weiß  Öz' }))).toEqual(inDefaultOrder(bothTerms));
    });

    it('streams the upgraded list as its pages give it', async () => {
      const { upgraded } = both();
      const whole = await unpaged(upgraded, tokens.upgraded, candidates({ ordering: '-created_at' }));
      const paged = await allPages(upgraded, tokens.upgraded, candidates({ ordering: '-created_at' }));
      expect(whole.body.response).toEqual(paged.items);
      expect(paged.count).toBe(records.candidates.length);
    });

    it('finds rows written after the upgrade, and rows renamed after it', async () => {
      const { upgraded } = both();
      const token = tokens.upgraded;
      const vacancy = records.vacancies[0];
      if (!vacancy) throw new Error('no vacancy');
      const [added] = await insertCandidates(upgraded, vacancy.id, [{ candidate_name: 'Ängela Überreiter' }]);
      expect(await listedIds(candidates({ search: 'überREITER' }))).toEqual([added?.id]);
      expect(await listedIds(candidates({ search: 'äN' }))).toContain(added?.id);

      const renamed = records.candidates[0] as CandidateRecord;
      const edit = await upgraded.call(
        'PUT',
        'candidateUpdate',
        { id: renamed.uid },
        {
          token,
          json: {
            candidate_name: 'Kölmel Brüning',
            candidate_email: 'koelmel@example.com',
            candidate_phone_number: '+49 40 1234',
            candidate_status: 'Contacted',
            candidate_active_or_inactive: 'active',
          },
        },
      );
      expect(edit.status).toBe(200);
      expect(await listedIds(candidates({ search: 'BRÜNING' }))).toEqual([renamed.id]);
      expect(
        await listedIds(candidates({ candidate_name__icontains: renamed.candidate_name })),
      ).not.toContain(renamed.id);

      const company = records.companies[1];
      if (!company) throw new Error('no company');
      const rename = await upgraded.call(
        'PUT',
        'companyUpdate',
        { id: company.company_uid },
        {
          token,
          json: {
            company_name: 'Nordlicht Ölmühle GmbH',
            company_email: 'info@nordlicht.de',
            folder_name: company.folder_name,
            folder_id: company.folder_id,
          },
        },
      );
      expect(rename.status).toBe(200);
      const itsVacancies = records.vacancies
        .filter((item) => item.company_id === company.id)
        .map((item) => item.id);
      const itsCandidates = records.candidates.filter((item) => itsVacancies.includes(item.vacancy_id));
      expect(itsCandidates.length).toBeGreaterThan(0);
      const nowNamed = itsCandidates.map((item) =>
        item.id === renamed.id ? { ...item, candidate_name: 'Kölmel Brüning' } : item,
      );
      expect(await listedIds(candidates({ search: 'ÖLMÜHLE' }))).toEqual(inDefaultOrder(nowNamed));
      const companies = await unpaged(upgraded, token, {
        name: 'companyManagementList',
        query: { search: 'ölmühle' },
      });
      expect((companies.body.response as { company_uid: string }[]).map((item) => item.company_uid)).toEqual([
        company.company_uid,
      ]);

      const { user } = await addUser(upgraded, token, {
        user_role: 'CustomerAdmin',
        company_uuid: company.company_uid,
        full_name: 'Jörg Kühn',
      });
      const users = await unpaged(upgraded, token, { name: 'userList', query: { search: 'KÜHN jö' } });
      expect((users.body.response as { user_uid: string }[]).map((item) => item.user_uid)).toEqual([
        user.user_uid,
      ]);

      const form = new FormData();
      const fields = {
        company_name: 'Gärtnerei Äpfelbaum',
        company_email: 'post@aepfel.de',
        folder_name: 'Gärten',
      };
      for (const [key, value] of Object.entries({ ...fields, folder_id: 'G-1' })) form.append(key, value);
      form.append('company_logo', pngFile());
      const registered = await upgraded.call('POST', 'companyRegister', {}, { token, form });
      expect(registered.status).toBe(200);
      const found = await unpaged(upgraded, token, {
        name: 'companyManagementList',
        query: { search: 'ÄPFEL' },
      });
      expect(found.body.response).toEqual([registered.body.data]);
    });
  });
}

if (!process.env.TEST_DATABASE_URL) {
  describe.skip('an upgrade [postgres] (skipped: TEST_DATABASE_URL is not set)', () => undefined);
}
