import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_PACKAGES as PACKAGE_NAMES } from '../../server/db/migrations/014_packages';
import type { CompanyRow } from '../../server/customers/table';
import {
  addUser,
  insertCandidates,
  insertCompany,
  PNG_1X1,
  pngFile,
  signedLink,
  storedUrl,
} from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

interface PackageItem {
  uid: string;
  package_name: string;
  is_selected?: boolean;
}
interface VacancyBody {
  id: number;
  uid: string;
  vacancy_title: string;
  vacancy_status: string;
  vacancy_thumbnail: string | null;
  vacancy_package: PackageItem[];
  vacancy_respondents_count: number;
  vacancy_company: { company_uid: string };
  [key: string]: unknown;
}

const fields = (company: CompanyRow, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  vacancy_title: 'Baker',
  vacancy_form_id: 'form-1',
  vacancy_description: 'Bakes bread',
  vacancy_tag: 'bakery,early',
  company_uuid: company.company_uid,
  vacancy_quota: '40',
  vacancy_start_date: '2024-03-01',
  vacancy_due_date: '2024-04-01',
  ...overrides,
});

function formOf(values: Record<string, unknown>, thumbnail?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  if (thumbnail) form.append('vacancy_thumbnail', thumbnail);
  return form;
}

const uploadedFiles = (api: TestApi) => {
  const dir = path.join(api.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const selectedNames = (vacancy: VacancyBody) =>
  vacancy.vacancy_package.filter((item) => item.is_selected).map((item) => item.package_name);

describeEachDatabase('vacancies', (api) => {
  let admin: string;
  let home: CompanyRow;
  let other: CompanyRow;
  let customerAdmin: string;
  let staffAdmin: string;
  let packages: PackageItem[];

  const create = async (values: Record<string, unknown>, token = admin, lang?: string) =>
    api().call('POST', 'vacancyCreate', {}, { token, json: values, ...(lang ? { lang } : {}) });
  const created = async (values: Record<string, unknown>, token = admin) => {
    const answer = await create(values, token);
    expect(answer.status).toBe(200);
    return answer.body.data as VacancyBody;
  };
  const list = async (type: string, query: Record<string, string | number>, token = admin) =>
    api().call('GET', 'vacancyList', { type }, { token, query });
  const titles = (answer: Awaited<ReturnType<typeof list>>) =>
    (answer.body.response as VacancyBody[]).map((item) => item.vacancy_title);

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    home = await insertCompany(api(), { company_name: 'Bäckerei Home' });
    other = await insertCompany(api(), { company_name: 'Other Corp' });
    const ofHome = { company_uuid: home.company_uid };
    customerAdmin = (
      await addUser(api(), admin, { ...ofHome, user_role: 'CustomerAdmin', full_name: 'Carla Customer' })
    ).token;
    staffAdmin = (
      await addUser(api(), admin, { ...ofHome, user_role: 'StaffAdmin', full_name: 'Stefan Staff' })
    ).token;
    packages = (await api().call('GET', 'packageList', {}, { token: admin })).body.response as PackageItem[];
  });

  it('lists the package catalogue to every role', async () => {
    expect(packages.map((item) => item.package_name)).toEqual(PACKAGE_NAMES);
    for (const token of [customerAdmin, staffAdmin]) {
      const answer = await api().call('GET', 'packageList', {}, { token });
      expect(answer.body).toEqual({ status: 200, response: packages });
    }
    expect(packages[0]).toEqual({
      uid: expect.any(String),
      package_name: PACKAGE_NAMES[0],
      package_name_de: 'Stellenbörsen-Anzeige',
    });
  });

  it('creates a vacancy from a multipart form with packages and a thumbnail', async () => {
    const chosen = [packages[1]?.uid, packages[3]?.uid];
    const answer = await api().call(
      'POST',
      'vacancyCreate',
      {},
      {
        token: admin,
        form: formOf(fields(home, { vacancy_package: JSON.stringify(chosen) }), pngFile()),
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.response).toBe('Vacancy added successfully');
    const vacancy = answer.body.data as VacancyBody;
    expect(vacancy).toMatchObject({
      vacancy_title: 'Baker',
      vacancy_description: 'Bakes bread',
      vacancy_tag: 'bakery,early',
      vacancy_form_id: 'form-1',
      vacancy_quota: 40,
      vacancy_start_date: '2024-03-01',
      vacancy_due_date: '2024-04-01',
      vacancy_status: 'Active',
      vacancy_share_url: null,
      vacancy_respondents_count: 0,
      vacancy_created_by: 'Administrator',
      vacancy_modified_by: 'Administrator',
      vacancy_company: {
        company_uid: home.company_uid,
        company_name: 'Bäckerei Home',
        folder_name: 'folder Bäckerei Home',
        folder_id: expect.stringMatching(/^id-/),
      },
      created_at: new Date().toISOString().slice(0, 10),
    });
    expect(vacancy.vacancy_package).toHaveLength(PACKAGE_NAMES.length);
    expect(selectedNames(vacancy)).toEqual([PACKAGE_NAMES[1], PACKAGE_NAMES[3]]);
    expect(vacancy.vacancy_thumbnail).toMatch(/^\/media\/[\w-]+\.png\?expires=\d+&key=\w+&signature=[\w-]+$/);
    const image = await fetch(new URL(vacancy.vacancy_thumbnail ?? '', api().baseUrl));
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_1X1);

    const detail = await api().call('GET', 'vacancyDetail', { id: vacancy.uid }, { token: admin });
    expect(detail.body).toEqual({ status: 200, response: [vacancy] });
  });

  it('creates a vacancy from JSON, with a numeric quota and a package array, and answers in German when asked', async () => {
    const answer = await create(
      fields(home, {
        vacancy_quota: 15,
        vacancy_package: [packages[0]?.uid],
        vacancy_tag: undefined,
        vacancy_form_id: undefined,
      }),
      admin,
      'de-DE',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.response).toBe('Stelle erfolgreich hinzugefügt');
    const vacancy = answer.body.data as VacancyBody;
    expect(vacancy).toMatchObject({
      vacancy_quota: 15,
      vacancy_tag: '',
      vacancy_form_id: '',
      vacancy_thumbnail: null,
    });
    expect(selectedNames(vacancy)).toEqual([PACKAGE_NAMES[0]]);
  });

  it('answers every field message in form order, in English and German', async () => {
    const empty = await api().call(
      'POST',
      'vacancyCreate',
      {},
      { token: admin, form: formOf({ vacancy_title: ' ' }) },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.response).toEqual([
      'Required',
      'Required',
      'Required',
      'Please enter a valid number',
      'Required',
      'Required',
    ]);
    const german = await create({}, admin, 'de');
    expect(german.body.response).toEqual([
      'Pflichtfeld',
      'Pflichtfeld',
      'Pflichtfeld',
      'Bitte geben Sie eine gültige Zahl ein',
      'Pflichtfeld',
      'Pflichtfeld',
    ]);
    const several = await create(
      fields(home, { vacancy_description: '', vacancy_quota: '101', vacancy_due_date: 'soon' }),
    );
    expect(several.body.response).toEqual([
      'Required',
      'Please enter a number not greater than 100',
      'Please enter a valid date (YYYY-MM-DD)',
    ]);
  });

  it('accepts quotas 0 and 100 and refuses 101, 12a and an empty quota', async () => {
    for (const quota of ['0', '100']) {
      const answer = await api().call(
        'POST',
        'vacancyCreate',
        {},
        { token: admin, form: formOf(fields(home, { vacancy_quota: quota })) },
      );
      expect(answer.status).toBe(200);
      expect((answer.body.data as VacancyBody).vacancy_quota).toBe(Number(quota));
    }
    const refused: [unknown, string][] = [
      ['101', 'Please enter a number not greater than 100'],
      [101, 'Please enter a number not greater than 100'],
      ['12a', 'Please enter a valid number'],
      ['', 'Please enter a valid number'],
      [-1, 'Please enter a valid number'],
      [2.5, 'Please enter a valid number'],
    ];
    for (const [quota, message] of refused) {
      const answer = await create(fields(home, { vacancy_quota: quota }));
      expect(answer.status).toBe(400);
      expect(answer.body.response).toEqual([message]);
    }
  });

  it('refuses invalid dates and a due date before the start date, and allows both on the same day', async () => {
    const invalid = await create(
      fields(home, { vacancy_start_date: '2024-02-30', vacancy_due_date: '01.04.2024' }),
    );
    expect(invalid.body.response).toEqual([
      'Please enter a valid date (YYYY-MM-DD)',
      'Please enter a valid date (YYYY-MM-DD)',
    ]);
    const reversed = await create(
      fields(home, { vacancy_start_date: '2024-05-02', vacancy_due_date: '2024-05-01' }),
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.response).toEqual(['The due date must not be before the start date']);
    const sameDay = await create(
      fields(home, { vacancy_start_date: '2024-05-02', vacancy_due_date: '2024-05-02' }),
    );
    expect(sameDay.status).toBe(200);
  });

  it('refuses unknown customers and packages and a thumbnail that is no image, storing nothing', async () => {
    const before = uploadedFiles(api()).length;
    const unknown = await api().call(
      'POST',
      'vacancyCreate',
      {},
      {
        token: admin,
        form: formOf(
          fields(home, { company_uuid: randomUUID(), vacancy_package: JSON.stringify([randomUUID()]) }),
          pngFile(),
        ),
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.response).toEqual([
      'Please choose a customer from the list',
      'Please choose packages from the list',
    ]);
    const garbled = await create(fields(home, { vacancy_package: 'not json' }));
    expect(garbled.body.response).toEqual(['Please choose packages from the list']);
    const notImage = await api().call(
      'POST',
      'vacancyCreate',
      {},
      {
        token: admin,
        form: formOf(
          fields(home, { vacancy_title: 'Not an image' }),
          pngFile(Buffer.from('just text, no picture')),
        ),
      },
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.response).toEqual(['Please upload a PNG, JPEG, WebP or GIF image']);
    expect(uploadedFiles(api())).toHaveLength(before);
    const stored = await api()
      .db.selectFrom('vacancies')
      .select('id')
      .where('vacancy_title', '=', 'Not an image')
      .execute();
    expect(stored).toEqual([]);
  });

  it('filters by company (umlauts in any case), title, id and an inclusive creation range, searches, orders and pages', async () => {
    const firm = await insertCompany(api(), { company_name: 'GLÜCK Öl AG' });
    const zebra = await created(fields(firm, { vacancy_title: 'Zebra keeper', vacancy_tag: 'zoo' }));
    const alpha = await created(fields(firm, { vacancy_title: 'Alpha baker', vacancy_tag: 'bakery' }));
    const mid = await created(fields(firm, { vacancy_title: 'Mid tester', vacancy_tag: 'qa' }));
    const days: [VacancyBody, string][] = [
      [zebra, '2023-03-01T00:00:00.000Z'],
      [alpha, '2023-03-05T23:59:59.999Z'],
      [mid, '2023-03-06T00:00:00.000Z'],
    ];
    for (const [vacancy, createdAt] of days) {
      await api()
        .db.updateTable('vacancies')
        .set({ created_at: createdAt })
        .where('id', '=', vacancy.id)
        .execute();
    }
    const inFirm = { vacancy_company__company_name__icontains: 'glück öl' };

    expect(titles(await list('all', inFirm))).toEqual(['Alpha baker', 'Mid tester', 'Zebra keeper']);
    expect(titles(await list('all', { ...inFirm, ordering: '-vacancy_title' }))).toEqual([
      'Zebra keeper',
      'Mid tester',
      'Alpha baker',
    ]);
    expect(titles(await list('all', { ...inFirm, vacancy_title__icontains: 'KEEP' }))).toEqual([
      'Zebra keeper',
    ]);
    expect(titles(await list('all', { id: mid.id }))).toEqual(['Mid tester']);
    expect(titles(await list('all', { id: '99999999999' }))).toEqual([]);
    const range = await list('all', {
      ...inFirm,
      created_at_gte: '2023-03-01',
      created_at_lte: '2023-03-05',
    });
    expect(titles(range)).toEqual(['Alpha baker', 'Zebra keeper']);
    expect(titles(await list('all', { ...inFirm, created_at_lte: '9999-12-31' }))).toHaveLength(3);
    expect((range.body.response as VacancyBody[])[0]?.created_at).toBe('2023-03-05');
    expect(titles(await list('all', { search: 'bakery glück' }))).toEqual(['Alpha baker']);
    expect(titles(await list('all', { search: `öl ${zebra.id}` }))).toContain('Zebra keeper');

    const first = await list('all', { ...inFirm, page: 1, page_size: 2 });
    expect(first.body).toMatchObject({ count: 3, previous: null, next: expect.stringContaining('page=2') });
    expect(titles(first)).toEqual(['Alpha baker', 'Mid tester']);
    const second = await list('all', { ...inFirm, page: 2, page_size: 2 });
    expect(titles(second)).toEqual(['Zebra keeper']);
    expect(second.body.next).toBeNull();
  });

  it('answers 400 for a non-numeric id filter, an invalid date filter and an unknown list type', async () => {
    const badId = await list('all', { id: '12a' });
    expect(badId.status).toBe(400);
    expect(badId.body.response).toEqual(['Please enter a valid number']);
    const badDate = await list('active', { created_at_gte: '2024-13-01' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.response).toEqual(['Please enter a valid date (YYYY-MM-DD)']);
    const badType = await list('pending', {});
    expect(badType.status).toBe(400);
  });

  it('updates a vacancy to Inactive, replaces its packages and thumbnail, and moves it between the lists', async () => {
    const vacancy = (
      await api().call(
        'POST',
        'vacancyCreate',
        {},
        {
          token: admin,
          form: formOf(
            fields(home, {
              vacancy_title: 'Seasonal picker',
              vacancy_package: JSON.stringify([packages[0]?.uid]),
            }),
            pngFile(),
          ),
        },
      )
    ).body.data as VacancyBody;
    const oldFile = path.basename(storedUrl(vacancy.vacancy_thumbnail ?? ''));
    const { company_uuid: _company, ...editable } = fields(home, { vacancy_title: 'Seasonal picker' });

    const keepsThumbnail = await api().call(
      'PUT',
      'vacancyUpdate',
      { id: vacancy.uid },
      {
        token: customerAdmin,
        form: formOf({ ...editable, vacancy_quota: '55', vacancy_status: 'Active', vacancy_package: '[]' }),
      },
    );
    expect(keepsThumbnail.status).toBe(200);
    expect(keepsThumbnail.body.response).toBe('Vacancy updated successfully');
    expect(keepsThumbnail.body.data).toMatchObject({
      vacancy_quota: 55,
      vacancy_thumbnail: expect.stringMatching(signedLink(storedUrl(vacancy.vacancy_thumbnail ?? ''))),
      vacancy_created_by: 'Administrator',
      vacancy_modified_by: 'Carla Customer',
    });
    expect(selectedNames(keepsThumbnail.body.data as VacancyBody)).toEqual([]);

    const answer = await api().call(
      'PUT',
      'vacancyUpdate',
      { id: vacancy.uid },
      {
        token: admin,
        form: formOf(
          {
            ...editable,
            vacancy_status: 'Inactive',
            vacancy_package: JSON.stringify([packages[2]?.uid, packages[4]?.uid]),
          },
          pngFile(),
        ),
      },
    );
    expect(answer.status).toBe(200);
    const updated = answer.body.data as VacancyBody;
    expect(updated.vacancy_status).toBe('Inactive');
    expect(selectedNames(updated)).toEqual([PACKAGE_NAMES[2], PACKAGE_NAMES[4]]);
    expect(storedUrl(updated.vacancy_thumbnail ?? '')).not.toBe(storedUrl(vacancy.vacancy_thumbnail ?? ''));
    expect(uploadedFiles(api())).not.toContain(oldFile);
    expect(uploadedFiles(api())).toContain(path.basename(storedUrl(updated.vacancy_thumbnail ?? '')));

    const byTitle = { vacancy_title__icontains: 'seasonal picker' };
    expect(titles(await list('inactive', byTitle))).toEqual(['Seasonal picker']);
    expect(titles(await list('active', byTitle))).toEqual([]);
    expect(titles(await list('all', byTitle))).toEqual(['Seasonal picker']);
    for (const item of (await list('inactive', {})).body.response as VacancyBody[])
      expect(item.vacancy_status).toBe('Inactive');
  });

  it("keeps a description's line breaks as LF when a browser's multipart form sends them as CRLF", async () => {
    const stored = 'Bakes bread.\n\nAlso cakes.\nAnd pies.';
    const sent = 'Bakes bread.\n\nAlso cakes.\r\nAnd pies.';
    const vacancy = await created(fields(home, { vacancy_title: 'Line breaks', vacancy_description: sent }));
    expect(vacancy.vacancy_description).toBe(stored);
    const { company_uuid: _company, ...editable } = fields(home, { vacancy_title: 'Line breaks' });
    const answer = await api().call(
      'PUT',
      'vacancyUpdate',
      { id: vacancy.uid },
      {
        token: admin,
        form: formOf({
          ...editable,
          vacancy_description: stored.replace(/\n/g, '\r\n'),
          vacancy_status: 'Active',
        }),
      },
    );
    expect(answer.status).toBe(200);
    expect((answer.body.data as VacancyBody).vacancy_description).toBe(stored);
  });

  it('takes an update without a due date, which section 5 requires on add only', async () => {
    const vacancy = await created(fields(home, { vacancy_title: 'Open-ended' }));
    const { company_uuid: _company, ...editable } = fields(home, { vacancy_title: 'Open-ended' });
    for (const json of [
      { ...editable, vacancy_due_date: '', vacancy_status: 'Active' },
      { ...editable, vacancy_due_date: undefined, vacancy_status: 'Active' },
    ]) {
      const answer = await api().call('PUT', 'vacancyUpdate', { id: vacancy.uid }, { token: admin, json });
      expect(answer.status).toBe(200);
      const detail = await api().call('GET', 'vacancyDetail', { id: vacancy.uid }, { token: admin });
      expect((detail.body.response as VacancyBody[])[0]?.vacancy_due_date).toBe('');
    }
    const { vacancy_due_date: _due, ...withoutDue } = fields(home, { vacancy_title: 'Needs a due date' });
    const refused = await api().call('POST', 'vacancyCreate', {}, { token: admin, json: withoutDue });
    expect(refused.status).toBe(400);
    expect(refused.body.response).toEqual(['Required']);
  });

  it('requires the status and valid fields on update, and answers 404 for an unknown vacancy', async () => {
    const vacancy = await created(fields(home, { vacancy_title: 'Strict update' }));
    const { company_uuid: _company, ...editable } = fields(home);
    const missing = await api().call(
      'PUT',
      'vacancyUpdate',
      { id: vacancy.uid },
      {
        token: admin,
        json: { ...editable, vacancy_title: '', vacancy_status: 'Closed' },
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.response).toEqual(['Required', 'Please choose one of the options']);
    const noStatus = await api().call(
      'PUT',
      'vacancyUpdate',
      { id: vacancy.uid },
      { token: admin, json: editable },
    );
    expect(noStatus.body.response).toEqual(['Required']);
    const unknown = await api().call(
      'PUT',
      'vacancyUpdate',
      { id: randomUUID() },
      {
        token: admin,
        json: { ...editable, vacancy_status: 'Active' },
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('answers 404 for the detail of an unknown vacancy', async () => {
    const answer = await api().call('GET', 'vacancyDetail', { id: randomUUID() }, { token: admin });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      status: 404,
      response: ['This record does not exist or is not visible to you.'],
    });
  });

  it('counts candidates, and deletes a vacancy with its candidates and thumbnail', async () => {
    const vacancy = (
      await api().call(
        'POST',
        'vacancyCreate',
        {},
        { token: admin, form: formOf(fields(home, { vacancy_title: 'Doomed' }), pngFile()) },
      )
    ).body.data as VacancyBody;
    await insertCandidates(api(), vacancy.id, [{ candidate_name: 'Ann Applicant' }]);
    const detail = await api().call('GET', 'vacancyDetail', { id: vacancy.uid }, { token: admin });
    expect((detail.body.response as VacancyBody[])[0]?.vacancy_respondents_count).toBe(1);

    const answer = await api().call('DELETE', 'vacancyDelete', { id: vacancy.uid }, { token: customerAdmin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 200, response: 'Vacancy deleted Successfully!' });
    const left = await api()
      .db.selectFrom('candidates')
      .select('id')
      .where('vacancy_id', '=', vacancy.id)
      .execute();
    expect(left).toEqual([]);
    expect(uploadedFiles(api())).not.toContain(path.basename(storedUrl(vacancy.vacancy_thumbnail ?? '')));
    expect((await api().call('GET', 'vacancyDetail', { id: vacancy.uid }, { token: admin })).status).toBe(
      404,
    );
    expect((await api().call('DELETE', 'vacancyDelete', { id: vacancy.uid }, { token: admin })).status).toBe(
      404,
    );
  });

  it('keeps a CustomerAdmin to its own company and lets a StaffAdmin only list and view', async () => {
    const own = await created(fields(home, { vacancy_title: 'Own job' }), customerAdmin);
    expect(own.vacancy_company.company_uid).toBe(home.company_uid);
    expect(own.vacancy_created_by).toBe('Carla Customer');
    const foreign = await created(fields(other, { vacancy_title: 'Foreign job' }));

    const elsewhere = await create(fields(other), customerAdmin);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.response).toEqual(['Please choose a customer from the list']);

    const { company_uuid: _company, ...editable } = fields(other, { vacancy_status: 'Inactive' });
    for (const token of [customerAdmin, staffAdmin]) {
      expect((await api().call('GET', 'vacancyDetail', { id: foreign.uid }, { token })).status).toBe(404);
      const companies = ((await list('all', {}, token)).body.response as VacancyBody[]).map(
        (item) => item.vacancy_company.company_uid,
      );
      expect(new Set(companies)).toEqual(new Set([home.company_uid]));
      expect((await api().call('GET', 'vacancyDetail', { id: own.uid }, { token })).status).toBe(200);
    }
    expect(
      (
        await api().call(
          'PUT',
          'vacancyUpdate',
          { id: foreign.uid },
          { token: customerAdmin, json: editable },
        )
      ).status,
    ).toBe(404);
    expect(
      (await api().call('DELETE', 'vacancyDelete', { id: foreign.uid }, { token: customerAdmin })).status,
    ).toBe(404);

    expect((await create(fields(home), staffAdmin)).status).toBe(403);
    expect(
      (await api().call('PUT', 'vacancyUpdate', { id: own.uid }, { token: staffAdmin, json: editable }))
        .status,
    ).toBe(403);
    expect((await api().call('DELETE', 'vacancyDelete', { id: own.uid }, { token: staffAdmin })).status).toBe(
      403,
    );
    expect((await api().call('GET', 'vacancyList', { type: 'all' }, {})).status).toBe(401);

    const adminSees = titles(await list('all', { search: 'job' }));
    expect(adminSees).toEqual(expect.arrayContaining(['Foreign job', 'Own job']));
  });
});
