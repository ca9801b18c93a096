import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID, CANDIDATE_STATUSES } from '@contract/domain';
import { hideFileNames } from '../../server/demo/file-names';
import { buildPlan } from '../../server/demo/plan';
import { seedDemoData, type DemoSummary } from '../../server/demo/seed';
import type { FunnelReport } from '@contract/reports';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

const silent = pino({ level: 'silent' });

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
  return {
    companies: await count('companies'),
    users: await count('users'),
    vacancies: await count('vacancies'),
    candidates: await count('candidates'),
    vacancyPackages: await count('vacancy_packages'),
  };
}

describeEachDatabase('demo data', (api) => {
  let first: DemoSummary;
  beforeAll(async () => {
    first = await seedDemoData(api().server.ctx, silent);
  });

  it('adds dozens of customers, hundreds of users, vacancies and thousands of candidates', async () => {
    expect(first.added).toBe(true);
    const counts = await tableCounts(api());
    expect(counts.companies - 1).toBe(first.customers);
    expect(first.customers).toBeGreaterThanOrEqual(30);
    expect(first.customers).toBeLessThanOrEqual(40);
    expect(counts.users).toBe(first.users);
    expect(first.users).toBeGreaterThanOrEqual(250);
    expect(first.users).toBeLessThanOrEqual(500);
    expect(first.vacancies).toBeGreaterThanOrEqual(100);
    expect(first.vacancies).toBeLessThanOrEqual(250);
    expect(first.candidates).toBeGreaterThanOrEqual(2000);
    expect(first.candidates).toBeLessThanOrEqual(5000);
    expect(counts.vacancyPackages).toBeGreaterThan(0);
  });

  it('covers every role, user status, vacancy status, candidate status and active state', async () => {
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
    const users = await db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['user_role', 'status', 'company_uid'])
      .execute();
    const subAdmins = users.filter((user) => user.user_role === 'SubAdmin');
    expect(subAdmins.length).toBeGreaterThan(2);
    expect(subAdmins.every((user) => user.company_uid === ADMINISTRATION_COMPANY_UID)).toBe(true);
    const customerUsers = users.filter((user) => user.company_uid !== ADMINISTRATION_COMPANY_UID);
    expect(new Set(customerUsers.map((user) => user.user_role))).toEqual(
      new Set(['CustomerAdmin', 'StaffAdmin']),
    );
    expect(new Set(users.map((user) => user.status))).toEqual(new Set(['Approved', 'Rejected', 'Pending']));
    const approved = users.filter((user) => user.status === 'Approved').length;
    expect(approved / users.length).toBeGreaterThan(0.6);
    const vacancies = await db
      .selectFrom('vacancies')
      .select(['vacancy_status', 'vacancy_quota', 'vacancy_thumbnail'])
      .execute();
    expect(new Set(vacancies.map((vacancy) => vacancy.vacancy_status))).toEqual(
      new Set(['Active', 'Inactive']),
    );
    expect(vacancies.every((vacancy) => vacancy.vacancy_quota >= 0 && vacancy.vacancy_quota <= 100)).toBe(
      true,
    );
    expect(vacancies.some((vacancy) => vacancy.vacancy_thumbnail?.startsWith('/media/'))).toBe(true);
  });

  it('writes German names with umlauts', async () => {
    const db = api().db;
    const companies = (await db.selectFrom('companies').select('company_name').execute()).map(
      (row) => row.company_name,
    );
    expect(companies).toContain('Müller & Söhne GmbH');
    expect(companies).toContain('Bäckerei Groß');
    const umlaut = /[äöüÄÖÜß]/;
    const users = await db.selectFrom('users').select('full_name').execute();
    expect(users.some((user) => umlaut.test(user.full_name))).toBe(true);
    const titles = await db.selectFrom('vacancies').select('vacancy_title').execute();
    expect(titles.some((vacancy) => umlaut.test(vacancy.vacancy_title))).toBe(true);
    const candidates = await db.selectFrom('candidates').select('candidate_name').execute();
    expect(candidates.some((candidate) => umlaut.test(candidate.candidate_name))).toBe(true);
  });

  it('gives the hiring funnel its way there: every stage reached, finished stays with their medians', async () => {
    const admin = await api().login(ADMIN.email, ADMIN.password);
    const answer = await api().call(
      'GET',
      'funnelReport',
      {},
      {
        token: admin,
        query: { from: '2000-01-01', to: '2001-12-31' },
      },
    );
    expect((answer.body.response as FunnelReport).applications).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const lastYears = new Date(Date.now() - 700 * 24 * 3_600_000).toISOString().slice(0, 10);
    const funnel = (
      await api().call('GET', 'funnelReport', {}, { token: admin, query: { from: lastYears, to: today } })
    ).body.response as FunnelReport;
    expect(funnel.applications).toBeGreaterThan(1000);
    const byStatus = new Map(funnel.stages.map((stage) => [stage.status, stage]));
    expect(byStatus.get('Applied')?.reached).toBe(funnel.applications);
    for (const status of ['Applied', 'Contacted', 'First_Interview', 'Contract_Signed'] as const) {
      expect(byStatus.get(status)?.stays).toBeGreaterThan(0);
      expect(byStatus.get(status)?.median_hours).toBeGreaterThanOrEqual(12);
      expect(byStatus.get(status)?.median_hours).toBeLessThanOrEqual(312);
    }
    const [open] = await api()
      .db.selectFrom('candidate_stages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('stay_hours', 'is', null)
      .execute();
    expect(Number(open?.n)).toBe((await tableCounts(api())).candidates);
  });

  it('adds nothing when run a second time', async () => {
    const before = await tableCounts(api());
    const second = await seedDemoData(api().server.ctx, silent);
    expect(second.added).toBe(false);
    expect(await tableCounts(api())).toEqual(before);
    expect({ ...second, added: true }).toEqual(first);
  });

  it("names the demo users that are there when a later run's plan would be another", async () => {
    const { ctx } = api().server;
    const scaled = await seedDemoData({ ...ctx, config: { ...ctx.config, DEMO_CANDIDATES: 5000 } }, silent);
    expect(scaled.added).toBe(false);
    expect(scaled.logins).toEqual(first.logins);
    expect(Object.keys(first.logins).sort()).toEqual(['CustomerAdmin', 'StaffAdmin', 'SubAdmin']);
  });

  it('lets a demo user sign in with the demo password through the login call', async () => {
    const email = first.logins.CustomerAdmin ?? '';
    const answer = await api().call(
      'POST',
      'login',
      {},
      { json: { email, password: first.password, user_role: 'SuperAdmin' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user_role: 'CustomerAdmin',
      status: 200,
      response: { email, status: 'Approved' },
    });
    expect(first.password).toBe('demo-password');
  });

  it("serves a candidate's resume, video and poster through signed links, and a customer's logo", async () => {
    const sign = await api().server.ctx.mediaLinks.signer();
    const candidate = await api()
      .db.selectFrom('candidates')
      .select(['candidate_resume', 'candidate_share_url', 'candidate_thumbnail', 'candidate_file_name'])
      .executeTakeFirstOrThrow();
    expect(candidate.candidate_file_name).toMatch(/^(Lebenslauf|Resume)-.+\.pdf$/);
    const company = await api()
      .db.selectFrom('companies')
      .select('company_logo')
      .where('company_name', '=', 'Bäckerei Groß')
      .executeTakeFirstOrThrow();
    const expected: [string | null, RegExp][] = [
      [sign(candidate.candidate_resume), /^application\/pdf/],
      [sign(candidate.candidate_share_url), /^video\//],
      [sign(candidate.candidate_thumbnail), /^image\/png/],
      [company.company_logo, /^image\/png/],
    ];
    for (const [url, type] of expected) {
      expect(url).toMatch(/^\/media\//);
      const answer = await fetch(new URL(url ?? '', api().baseUrl));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(type);
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const pdf = await fetch(new URL(sign(candidate.candidate_resume) ?? '', api().baseUrl));
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('names its files so that nobody can guess them, differently on each installation', async () => {
    const db = api().db;
    const urls = [
      ...(await db.selectFrom('companies').select('company_logo as url').execute()),
      ...(await db.selectFrom('vacancies').select('vacancy_thumbnail as url').execute()),
      ...(await db.selectFrom('vacancies').select('vacancy_share_url as url').execute()),
      ...(await db
        .selectFrom('candidates')
        .select(['candidate_resume', 'candidate_thumbnail', 'candidate_share_url'])
        .execute()
        .then((rows) =>
          rows.flatMap((row) =>
            [row.candidate_resume, row.candidate_thumbnail, row.candidate_share_url].map((url) => ({ url })),
          ),
        )),
    ].flatMap(({ url }) => (url ? [url] : []));
    const names = new Set(urls.map((url) => url.replace(/^\/media\//, '')));
    expect(names.size).toBeGreaterThan(100);
    for (const name of names) {
      expect(name).toMatch(/^demo-(logo|vacancy|resume|poster|video)-[\da-f]{32}\.(png|pdf|mp4)$/);
    }
    // Without the secret, the names of the fixed plan are not the stored ones.
    const plan = buildPlan(new Date(), 'Recruit');
    hideFileNames(plan, 'another installation’s secret');
    const elsewhere = new Set([plan.videoFile, ...plan.vacancies.map((vacancy) => vacancy.resumeFile)]);
    expect([...names].filter((name) => elsewhere.has(name))).toEqual([]);
  });

  it('still answers the full users list, with every user', async () => {
    const token = await api().login(ADMIN.email, ADMIN.password);
    const answer = await api().call('GET', 'userList', {}, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.response).toHaveLength(first.users);
    const names = (answer.body.response as { full_name: string }[]).map((user) => user.full_name);
    expect(names.some((name) => name.includes('ü') || name.includes('ö') || name.includes('ä'))).toBe(true);
  });
});
