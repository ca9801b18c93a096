import { beforeAll, expect, it } from 'vitest';
import type { Interview, InterviewCreate } from '@contract/interviews';
import { BOM, parseCsv } from './csv';
import { fetchExport, type Lang } from './export-scene';
import { addUser, insertCandidates, insertCompany, insertVacancy, scheduleInterview } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { sheetOf } from './xlsx';

/** December and the April after the clocks went forward: Berlin is UTC+1, then UTC+2. */
const RANGE = { starts_after: '2026-12-01T00:00:00Z', starts_before: '2027-01-31T00:00:00Z' };
const SPRING = { starts_after: '2027-03-01T00:00:00Z', starts_before: '2027-04-30T00:00:00Z' };

/** The calendar's export (issue 33): interview-list/ with `format`, the starts on the asker's clocks. */
describeEachDatabase('interview export', (api) => {
  let admin = '';
  let otherCompany = '';
  let betaUid = '';
  let interviewerUid = '';
  let candidateUid = '';

  const schedule = async (json: Partial<InterviewCreate>) => {
    const answer = await scheduleInterview(api(), admin, {
      candidate_uid: candidateUid,
      starts_at: '2026-12-15T14:00:00+01:00',
      location: 'Alpha GmbH, Raum 3',
      interviewer_uids: [interviewerUid],
      move_candidate: false,
      ...json,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Interview;
  };

  const exported = (token: string, lang: Lang, format: 'csv' | 'xlsx', query: Record<string, string>) =>
    fetchExport(api(), token, { name: 'interviewList', query }, lang, format);

  const csvRows = async (response: Response, separator: string) => {
    expect(response.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(BOM)).toBe(true);
    return parseCsv(text.slice(BOM.length), separator);
  };

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const alpha = await insertCompany(api(), { company_name: 'Alpha GmbH' });
    const beta = await insertCompany(api(), { company_name: 'Beta AG' });
    betaUid = beta.company_uid;
    const vacancy = await insertVacancy(api(), alpha.id, { vacancy_title: 'Backend Developer' });
    const [candidate] = await insertCandidates(api(), vacancy.id, [{ candidate_name: 'Jürgen Groß' }]);
    candidateUid = candidate?.uid ?? expect.fail('no candidate');
    const clara = await addUser(api(), admin, {
      company_uuid: alpha.company_uid,
      user_role: 'CustomerAdmin',
      full_name: 'Clara Kunde',
      email: 'clara@example.com',
    });
    interviewerUid = clara.user.user_uid;
    otherCompany = (
      await addUser(api(), admin, { company_uuid: beta.company_uid, user_role: 'CustomerAdmin' })
    ).token;
    await schedule({});
    await schedule({
      starts_at: '2027-01-05T09:30:00Z',
      video_link: 'https://meet.example.com/abc',
      location: '',
    });
    await schedule({
      starts_at: '2027-03-29T14:00:00+02:00',
      round: 'Second_Interview',
      duration_minutes: 45,
    });
  });

  it('writes a German CSV with the calendar’s words and each start on the clocks of the zone asked in', async () => {
    const rows = await csvRows(
      await exported(admin, 'de', 'csv', { ...RANGE, time_zone: 'Europe/Berlin' }),
      ';',
    );
    expect(rows).toEqual([
      [
        'Beginn',
        'Zeitzone',
        'Dauer (Minuten)',
        'Runde',
        'Kandidat',
        'Stellentitel',
        'Firma',
        'Ort',
        'Videolink',
        'Gesprächsführende',
      ],
      [
        '15.12.2026 14:00',
        'Europe/Berlin',
        '60',
        'Erstes Vorstellungsgespräch',
        'Jürgen Groß',
        'Backend Developer',
        'Alpha GmbH',
        'Alpha GmbH, Raum 3',
        '',
        'Clara Kunde',
      ],
      [
        '05.01.2027 10:30',
        'Europe/Berlin',
        '60',
        'Erstes Vorstellungsgespräch',
        'Jürgen Groß',
        'Backend Developer',
        'Alpha GmbH',
        '',
        'https://meet.example.com/abc',
        'Clara Kunde',
      ],
    ]);
    const spring = await csvRows(
      await exported(admin, 'de', 'csv', { ...SPRING, time_zone: 'Europe/Berlin' }),
      ';',
    );
    expect(spring[1]?.slice(0, 4)).toEqual([
      '29.03.2027 14:00',
      'Europe/Berlin',
      '45',
      'Zweites Vorstellungsgespräch',
    ]);
  });

  it('writes an English workbook whose starts are dates with their time, in UTC when no zone is asked', async () => {
    const response = await exported(admin, 'en', 'xlsx', RANGE);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="interviews-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const sheet = await sheetOf(await response.arrayBuffer());
    expect(sheet.name).toBe('Interviews');
    expect(sheet.getRow(1).getCell(1).value).toBe('Start');
    const start = sheet.getRow(2).getCell(1);
    expect(start.value).toEqual(new Date('2026-12-15T13:00:00Z'));
    expect(start.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getRow(2).getCell(2).value).toBe('UTC');
    expect(sheet.getRow(2).getCell(3).value).toBe(60);
    const newYork = await sheetOf(
      await (await exported(admin, 'en', 'xlsx', { ...RANGE, time_zone: 'America/New_York' })).arrayBuffer(),
    );
    expect(newYork.getRow(3).getCell(1).value).toEqual(new Date('2027-01-05T04:30:00Z'));
  });

  it('exports only what the asker’s calendar shows: their companies, and the filters', async () => {
    expect(await csvRows(await exported(otherCompany, 'en', 'csv', RANGE), ',')).toHaveLength(1);
    const rowsOf = async (query: Record<string, string>) =>
      (await csvRows(await exported(admin, 'en', 'csv', { ...RANGE, ...query }), ',')).length - 1;
    expect(await rowsOf({ interviewer: interviewerUid })).toBe(2);
    expect(await rowsOf({ company: betaUid })).toBe(0);
  });

  it('refuses an unknown time zone with the form’s message, and an export without a range', async () => {
    const unknown = await exported(admin, 'de', 'csv', { ...RANGE, time_zone: 'Mars/Olympus' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('Bitte wählen Sie eine gültige Zeitzone');
    expect((await exported(admin, 'en', 'csv', {})).status).toBe(400);
  });
});
