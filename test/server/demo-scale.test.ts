import { sql } from 'kysely';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID, CANDIDATE_STATUSES } from '@contract/domain';
import {
  candidateKeys,
  companyCopies,
  companyKeys,
  userKeys,
  vacancyCopies,
  vacancyKeys,
} from '../../server/db/keys';
import { CANDIDATE_LISTED } from '../../server/candidates/table';
import { buildPlan } from '../../server/demo/plan';
import { seedDemoData, type DemoSummary } from '../../server/demo/seed';
import { insertCandidates } from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

const silent = pino({ level: 'silent' });
/** Enough candidates that the seeding takes its bulk path (indexes dropped and built again), still quick. */
const CANDIDATES = 10_000;

async function tableCounts(api: TestApi) {
  const count = async (table: 'companies' | 'users' | 'vacancies' | 'candidates' | 'vacancy_packages') =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const tables = ['companies', 'users', 'vacancies', 'candidates', 'vacancy_packages'] as const;
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
}

/** The candidates table's indexes, by name, with their definitions (SQL or pg_get_indexdef). */
async function candidateIndexes(api: TestApi): Promise<Record<string, string>> {
  const { rows } =
    api.server.ctx.engine === 'sqlite'
      ? await sql<{ name: string; definition: string | null }>`
          SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND tbl_name = 'candidates'`.execute(
          api.db,
        )
      : await sql<{ name: string; definition: string }>`
          SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'candidates'`.execute(
          api.db,
        );
  return Object.fromEntries(rows.map((row) => [row.name, row.definition ?? '']));
}

/** The candidates table's triggers, by name, with their definitions. */
async function candidateTriggers(api: TestApi): Promise<Record<string, string>> {
  const { rows } =
    api.server.ctx.engine === 'sqlite'
      ? await sql<{ name: string; definition: string }>`
          SELECT name, sql AS definition FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'candidates'`.execute(
          api.db,
        )
      : await sql<{ name: string; definition: string }>`
          SELECT tgname AS name, pg_get_triggerdef(oid) AS definition FROM pg_trigger
          WHERE tgrelid = 'candidates'::regclass`.execute(api.db);
  return Object.fromEntries(rows.map((row) => [row.name, row.definition]));
}

/** SQLite's list generation (migration 005); PostgreSQL has none. */
async function listGeneration(api: TestApi): Promise<number | undefined> {
  if (api.server.ctx.engine !== 'sqlite') return undefined;
  const { rows } = await sql<{ value: number }>`SELECT value FROM list_generation WHERE id = 1`.execute(
    api.db,
  );
  return rows[0]?.value;
}

/** How many candidates the administrator's candidate list finds for `term`. */
async function searchCount(api: TestApi, term: string): Promise<unknown> {
  const token = await api.login(ADMIN.email, ADMIN.password);
  const answer = await api.call(
    'GET',
    'candidateList',
    { status: 'all' },
    { token, query: { search: term, page: 1, page_size: 1 } },
  );
  expect(answer.status).toBe(200);
  return answer.body.count;
}

/** Only the properties `expected` names: a row holds more columns than one key function computes. */
const pick = (row: Record<string, unknown>, expected: object) =>
  Object.fromEntries(Object.keys(expected).map((key) => [key, row[key]]));

describeEachDatabase(
  `demo data at scale (DEMO_CANDIDATES=${CANDIDATES})`,
  (api) => {
    let first: DemoSummary;
    let indexesBefore: Record<string, string>;
    let triggersBefore: Record<string, string>;
    let generationBefore: number | undefined;
    beforeAll(async () => {
      indexesBefore = await candidateIndexes(api());
      triggersBefore = await candidateTriggers(api());
      generationBefore = await listGeneration(api());
      first = await seedDemoData(api().server.ctx, silent);
    }, 120_000);

    it('adds exactly that many candidates, with vacancies, customers and users in proportion', async () => {
      expect(first.added).toBe(true);
      const counts = await tableCounts(api());
      expect(counts.candidates).toBe(CANDIDATES);
      expect(first.candidates).toBe(CANDIDATES);
      // About one vacancy per 50 candidates; never fewer customers than the plain demo's 36.
      expect(counts.vacancies).toBe(CANDIDATES / 50);
      expect(first.customers).toBe(36);
      expect(counts.companies).toBe(37);
      expect(first.users).toBeGreaterThan(250);
      expect(counts.vacancy_packages).toBeGreaterThan(0);
    });

    it('covers every status in both active states, umlauts, and two years of dates', async () => {
      const db = api().db;
      const pairs = await db
        .selectFrom('candidates')
        .select(['candidate_status', 'is_candidate_active'])
        .distinct()
        .execute();
      for (const status of CANDIDATE_STATUSES) {
        for (const active of ['Active', 'Inactive']) {
          expect(pairs).toContainEqual({ candidate_status: status, is_candidate_active: active });
        }
      }
      const names = await db.selectFrom('candidates').select(['candidate_name', 'created_at']).execute();
      expect(names.filter((row) => /[äöüß]/.test(row.candidate_name)).length).toBeGreaterThan(
        CANDIDATES / 10,
      );
      expect(names.some((row) => /[éáíóø]/.test(row.candidate_name))).toBe(true);
      const days = names.map((row) => Date.parse(row.created_at)).sort((a, b) => a - b);
      const now = Date.now();
      expect(now - (days[0] ?? now)).toBeGreaterThan(365 * 86_400_000);
      expect(days.at(-1)).toBeLessThanOrEqual(now);
    });

    it('stores every row with the keys db/keys.ts computes, and its parents’ copies', async () => {
      const db = api().db;
      const companies = new Map(
        (await db.selectFrom('companies').selectAll().execute()).map((c) => [c.id, c]),
      );
      const company = (id: number) => companies.get(id) ?? { company_name: `missing ${id}` };
      for (const row of companies.values()) expect(pick(row, companyKeys(row))).toEqual(companyKeys(row));
      for (const row of await db.selectFrom('users').selectAll().execute()) {
        const expected = { ...userKeys(row), ...companyCopies(company(row.company_id)) };
        expect(pick(row, expected)).toEqual(expected);
      }
      const vacancies = new Map(
        (await db.selectFrom('vacancies').selectAll().execute()).map((v) => [v.id, v]),
      );
      for (const row of vacancies.values()) {
        const expected = { ...vacancyKeys(row), ...companyCopies(company(row.company_id)) };
        expect(pick(row, expected)).toEqual(expected);
      }
      const candidates = await db.selectFrom('candidates').selectAll().execute();
      const wrong = candidates.filter((row) => {
        const vacancy = vacancies.get(row.vacancy_id);
        if (!vacancy) return true;
        const copies = { ...vacancy, company_name: company(vacancy.company_id).company_name };
        const expected = { ...candidateKeys(row), ...vacancyCopies(copies) };
        return JSON.stringify(pick(row, expected)) !== JSON.stringify(expected);
      });
      expect(wrong.slice(0, 3)).toEqual([]);
    });

    it('leaves the candidates’ indexes as the migrations made them, and the search finds the rows', async () => {
      expect(await candidateIndexes(api())).toEqual(indexesBefore);
      const rows = await api().db.selectFrom('candidates').selectAll().execute();
      const term = 'müller';
      const matching = rows.filter((row) =>
        CANDIDATE_LISTED.search.columns.some((column) =>
          String(row[column as keyof typeof row]).includes(term),
        ),
      );
      expect(matching.length).toBeGreaterThan(0);
      expect(await searchCount(api(), 'MÜLLER')).toBe(matching.length);
    });

    it('gives the candidates unique version 4 uids that rise with their ids', async () => {
      const rows = await api().db.selectFrom('candidates').select(['id', 'uid']).orderBy('id').execute();
      const uids = rows.map((row) => row.uid);
      expect(
        uids.every((uid) =>
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(uid),
        ),
      ).toBe(true);
      expect(uids).toEqual([...uids].sort());
      expect(new Set(uids).size).toBe(uids.length);
    });

    it('adds nothing when run a second time', async () => {
      const before = await tableCounts(api());
      const second = await seedDemoData(api().server.ctx, silent);
      expect(second.added).toBe(false);
      expect(await tableCounts(api())).toEqual(before);
      expect({ ...second, added: true }).toEqual(first);
    });

    it('keeps the administration company and signs a demo CustomerAdmin in', async () => {
      const admin = await api()
        .db.selectFrom('companies')
        .select('id')
        .where('company_uid', '=', ADMINISTRATION_COMPANY_UID)
        .execute();
      expect(admin).toHaveLength(1);
      const email = first.logins.CustomerAdmin ?? '';
      expect(await api().login(email, first.password)).toEqual(expect.any(String));
    });

    // Last, since it adds a candidate that the tests above would count.
    it('leaves the triggers as they were, raises the list generation, and its FTS index whole', async () => {
      expect(await candidateTriggers(api())).toEqual(triggersBefore);
      if (api().server.ctx.engine === 'sqlite') {
        expect(await listGeneration(api())).toBeGreaterThan(generationBefore ?? 0);
        // Compares the index with the rows it was filled from (rank 1: against the content table).
        await sql`INSERT INTO candidate_search(candidate_search, rank) VALUES ('integrity-check', 1)`.execute(
          api().db,
        );
      }
      // A candidate written after the seeding goes through the restored triggers into the index.
      const vacancy = await api().db.selectFrom('vacancies').select('id').executeTakeFirstOrThrow();
      await insertCandidates(api(), vacancy.id, [{ candidate_name: 'Quirin Zwölfer' }]);
      expect(await searchCount(api(), 'zwölfer')).toBe(1);
    });
  },
  { DEMO_CANDIDATES: String(CANDIDATES) },
);

describe('scaled demo plan', () => {
  it('plans a million candidates lazily: sizes in proportion, the same plan twice', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const plan = buildPlan(now, 'Recruit', 1_000_000);
    expect(plan.companies).toHaveLength(500);
    expect(plan.vacancies).toHaveLength(20_000);
    expect(plan.candidateCount).toBe(1_000_000);
    expect(plan.vacancies.reduce((sum, vacancy) => sum + vacancy.candidates.count, 0)).toBe(1_000_000);
    expect(Array.isArray(plan.candidates)).toBe(false);
    expect(new Set(plan.companies.map((company) => company.company_name)).size).toBe(500);
    const firstOf = (candidates: Iterable<{ uid: string; created_at: string }>, n: number) => {
      const taken = [];
      for (const candidate of candidates) {
        if (taken.length === n) break;
        taken.push(candidate);
      }
      return taken;
    };
    const once = firstOf(plan.candidates, 50);
    expect(firstOf(buildPlan(now, 'Recruit', 1_000_000).candidates, 50)).toEqual(once);
    // In the order they applied, so that ids follow dates.
    expect(once.map((candidate) => candidate.created_at)).toEqual(once.map((c) => c.created_at).sort());
  });
});
