import { beforeAll, expect, it } from 'vitest';
import type { FunnelReport, FunnelStage } from '@contract/reports';
import type { RejectionReasonItem } from '@contract/rejection-reasons';
import type { CandidateRow } from '../../server/candidates/table';
import { parseCsv, BOM } from './csv';
import { fetchExport } from './export-scene';
import { addUser, insertCandidates, insertCompany, insertVacancy, moveCandidate } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Half an hour more than a whole number of hours, so that the seconds the test takes never change a stay's hours. */
const MARGIN_MS = 30 * 60_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const mondayOf = (time: number) => isoDay(time - ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS);

/**
 * The hiring funnel report (issue 34): its figures against a small data set computed by hand. Alpha's Backend
 * Developer vacancy, all applied within the last 15 days but Eve (20 days ago):
 * - Anna: Applied 240 h → Contacted 48 h → First_Interview (now);
 * - Ben: Applied 240 h → First_Interview (skipping Contacted) 24 h → Rejected, reason "Salary";
 * - Cleo: Applied (now);
 * - Dora: Applied 96 h → Rejected, no reason;
 * and Alpha's Operations vacancy: Finn: Applied 48 h → Contacted (now). Beta's Gina: Applied (now).
 * Applied's finished stays 240, 240, 96, 48: median (96 + 240) / 2 = 168 h.
 */
describeEachDatabase('hiring funnel report', (api) => {
  let admin = '';
  const tokens = {} as Record<'alphaAdmin' | 'alphaStaff' | 'betaAdmin', string>;
  const ids = {} as Record<'alpha' | 'beta' | 'developer' | 'operations', string>;
  const created: Record<string, number> = {};
  const now = Date.now();
  const range = { from: isoDay(now - 15 * DAY_MS), to: isoDay(now) };

  const report = async (query: Record<string, string>, token = admin) => {
    const answer = await api().call('GET', 'funnelReport', {}, { token, query: { ...range, ...query } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response as FunnelReport;
  };
  const stage = (funnel: FunnelReport, status: string) =>
    funnel.stages.find((each) => each.status === status) ?? expect.fail(`no ${status}`);
  /** Moves a candidate as the edit form does (its history and automations too). */
  const move = async (candidate: CandidateRow, candidate_status: string, rejection_reason?: string) => {
    const answer = await moveCandidate(api(), tokens.alphaStaff, candidate, candidate_status, {
      rejection_reason,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  /** Time passes for a candidate: the stay they are in began `hours` earlier. */
  const spend = (candidate: CandidateRow, hours: number) =>
    api()
      .db.updateTable('candidate_stages')
      .set((eb) => ({ entered_ms: eb('entered_ms', '-', hours * HOUR_MS + MARGIN_MS) }))
      .where('candidate_id', '=', candidate.id)
      .where('stay_hours', 'is', null)
      .execute();
  const applicant = async (vacancy: number, name: string, daysAgo: number) => {
    const at = now - daysAgo * DAY_MS - MARGIN_MS;
    created[name] = at;
    const [row] = await insertCandidates(api(), vacancy, [
      {
        candidate_name: name,
        candidate_email: `${name.toLowerCase()}@example.com`,
        created_at: new Date(at).toISOString(),
      },
    ]);
    return row ?? expect.fail('not inserted');
  };

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const alpha = await insertCompany(api(), { company_name: 'Alpha GmbH' });
    const beta = await insertCompany(api(), { company_name: 'Beta AG' });
    ids.alpha = alpha.company_uid;
    ids.beta = beta.company_uid;
    const add = async (company_uuid: string, user_role: 'CustomerAdmin' | 'StaffAdmin') =>
      (await addUser(api(), admin, { company_uuid, user_role })).token;
    tokens.alphaAdmin = await add(alpha.company_uid, 'CustomerAdmin');
    tokens.alphaStaff = await add(alpha.company_uid, 'StaffAdmin');
    tokens.betaAdmin = await add(beta.company_uid, 'CustomerAdmin');
    const developer = await insertVacancy(api(), alpha.id, { vacancy_title: 'Backend Developer' });
    const operations = await insertVacancy(api(), alpha.id, { vacancy_title: 'Operations' });
    const betaJob = await insertVacancy(api(), beta.id, { vacancy_title: 'Sales' });
    ids.developer = developer.uid;
    ids.operations = operations.uid;
    const salary = await api().call(
      'POST',
      'rejectionReasonCreate',
      {},
      { token: tokens.alphaAdmin, json: { reason_name: 'Salary', reason_name_de: 'Gehalt' } },
    );
    const reason = salary.body.data as RejectionReasonItem;

    const anna = await applicant(developer.id, 'Anna', 10);
    const ben = await applicant(developer.id, 'Ben', 10);
    await applicant(developer.id, 'Cleo', 10);
    const dora = await applicant(developer.id, 'Dora', 4);
    await applicant(developer.id, 'Eve', 20);
    const finn = await applicant(operations.id, 'Finn', 2);
    await applicant(betaJob.id, 'Gina', 3);
    await move(anna, 'Contacted');
    await spend(anna, 48);
    await move(anna, 'First_Interview');
    await move(ben, 'First_Interview');
    await spend(ben, 24);
    await move(ben, 'Rejected', reason.uid);
    await move(dora, 'Rejected');
    await move(finn, 'Contacted');
  });

  const figures = (stages: FunnelStage[]) =>
    Object.fromEntries(stages.map(({ status, ...rest }) => [status, rest]));

  it('counts a company’s applications of the range by stage: now in it, reached, conversion, median stay', async () => {
    const funnel = await report({}, tokens.alphaAdmin);
    expect(funnel.applications).toBe(5);
    expect(figures(funnel.stages)).toEqual({
      Applied: { current: 1, reached: 5, conversion: 3 / 5, median_hours: 168, stays: 4 },
      Contacted: { current: 1, reached: 3, conversion: 2 / 3, median_hours: 48, stays: 1 },
      First_Interview: { current: 1, reached: 2, conversion: 0, median_hours: 24, stays: 1 },
      Second_Interview: { current: 0, reached: 0, conversion: null, median_hours: null, stays: 0 },
      Third_Interview: { current: 0, reached: 0, conversion: null, median_hours: null, stays: 0 },
      Contract_Sent: { current: 0, reached: 0, conversion: null, median_hours: null, stays: 0 },
      Contract_Signed: { current: 0, reached: 0, conversion: null, median_hours: null, stays: 0 },
      Employed: { current: 0, reached: 0, conversion: null, median_hours: null, stays: 0 },
      Rejected: { current: 2, reached: null, conversion: null, median_hours: null, stays: 0 },
    });
    expect(funnel.rejection_reasons).toHaveLength(2);
    expect(funnel.rejection_reasons).toEqual(
      expect.arrayContaining([
        { reason: expect.objectContaining({ reason_name: 'Salary', reason_name_de: 'Gehalt' }), count: 1 },
        { reason: null, count: 1 },
      ]),
    );
  });

  it('counts applications per week of the range, every week that it touches', async () => {
    const funnel = await report({}, tokens.alphaAdmin);
    const weeks = new Map<string, number>();
    for (let time = Date.parse(mondayOf(now - 15 * DAY_MS)); time <= now; time += 7 * DAY_MS)
      weeks.set(isoDay(time), 0);
    for (const name of ['Anna', 'Ben', 'Cleo', 'Dora', 'Finn']) {
      const week = mondayOf(created[name] ?? 0);
      weeks.set(week, (weeks.get(week) ?? 0) + 1);
    }
    expect(funnel.applications_per_week).toEqual([...weeks].map(([week, count]) => ({ week, count })));
  });

  it('narrows to a vacancy and widens with the range', async () => {
    const operations = await report({ vacancy: ids.operations }, tokens.alphaStaff);
    expect(operations.applications).toBe(1);
    expect(stage(operations, 'Contacted')).toMatchObject({ current: 1, reached: 1 });
    expect(stage(operations, 'Applied')).toMatchObject({ reached: 1, conversion: 1, median_hours: 48 });
    const wider = await report({ from: isoDay(now - 30 * DAY_MS) }, tokens.alphaAdmin);
    expect(wider.applications).toBe(6);
    expect(stage(wider, 'Applied').current).toBe(2);
  });

  it('shows each company its own candidates, and a SubAdmin any company or the whole platform', async () => {
    expect((await report({}, tokens.betaAdmin)).applications).toBe(1);
    expect((await report({ company: ids.beta })).applications).toBe(1);
    expect((await report({ company: ids.alpha })).applications).toBe(5);
    expect((await report({})).applications).toBe(6);
    const elsewhere = await api().call(
      'GET',
      'funnelReport',
      {},
      {
        token: tokens.betaAdmin,
        query: { ...range, company: ids.alpha },
      },
    );
    expect(elsewhere.status).toBe(404);
    const otherVacancy = await api().call(
      'GET',
      'funnelReport',
      {},
      {
        token: tokens.betaAdmin,
        query: { ...range, vacancy: ids.developer },
      },
    );
    expect(otherVacancy.status).toBe(404);
  });

  it('refuses a range that ends before it starts or spans more than two years, in the caller’s language', async () => {
    const backwards = await api().call(
      'GET',
      'funnelReport',
      {},
      {
        token: admin,
        query: { from: '2026-03-10', to: '2026-03-01' },
      },
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The end of the range must not be before its start');
    const long = await api().call(
      'GET',
      'funnelReport',
      {},
      {
        token: admin,
        query: { from: '2020-01-01', to: '2026-01-01' },
        lang: 'de',
      },
    );
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Ein Bericht umfasst höchstens 731 Tage');
  });

  it('exports the stage table in the caller’s language, numbers as its spreadsheets read them', async () => {
    const query = { ...range, company: ids.alpha };
    const rowsOf = async (lang: 'en' | 'de', separator: string) => {
      const response = await fetchExport(api(), admin, { name: 'funnelReport', query }, lang, 'csv');
      expect(response.status).toBe(200);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
      expect(text.startsWith(BOM)).toBe(true);
      return parseCsv(text.slice(BOM.length), separator);
    };
    const english = await rowsOf('en', ',');
    expect(english[0]).toEqual([
      'Status',
      'Currently in status',
      'Reached',
      'Conversion to next stage (%)',
      'Median time in status (days)',
      'Finished stays',
    ]);
    expect(english[1]).toEqual(['Applied', '1', '5', '60', '7', '4']);
    expect(english[2]).toEqual(['Contacted', '1', '3', '66.7', '2', '1']);
    const german = await rowsOf('de', ';');
    expect(german[2]).toEqual(['Kontaktiert', '1', '3', '66,7', '2', '1']);
    expect(german).toHaveLength(10);
  });
});
