import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID, type UserRole } from '@contract/domain';
import { localUploadsDir } from '../../server/platform/storage/local';
import { addUser, insertVacancy, PNG_1X1, pngFile } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

interface CustomerFields {
  company_name?: string;
  company_email?: string;
  folder_name?: string;
  folder_id?: string;
}

interface CustomerData {
  id: number;
  company_uid: string;
  company_name: string;
  company_logo: string | null;
  is_delete: boolean;
  [key: string]: unknown;
}

const fullFields = (name: string): CustomerFields => ({
  company_name: name,
  company_email: `${randomUUID().slice(0, 8)}@firma.de`,
  folder_name: `folder-${name}`,
  folder_id: `id-${randomUUID().slice(0, 8)}`,
});

function customerForm(fields: CustomerFields, logo?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (logo) form.append('company_logo', logo);
  return form;
}

const names = (answer: { body: { response: unknown } }) =>
  (answer.body.response as { company_name: string }[]).map((item) => item.company_name);

describeEachDatabase('customers', (api) => {
  let admin = '';
  const token = async () => (admin ||= await api().login(ADMIN.email, ADMIN.password));

  async function createCustomer(name: string): Promise<CustomerData> {
    const answer = await api().call(
      'POST',
      'companyRegister',
      {},
      { token: await token(), form: customerForm(fullFields(name), pngFile()) },
    );
    expect(answer.status).toBe(200);
    return (answer.body as unknown as { data: CustomerData }).data;
  }

  /** A user of the customer, added through the real call and signed in. */
  const addPerson = async (company: CustomerData, user_role: UserRole) =>
    addUser(api(), await token(), { user_role, company_uuid: company.company_uid });

  const storedFiles = async () => (await fs.readdir(localUploadsDir(api().dataDir)).catch(() => [])).length;

  it('adds a customer with a PNG logo, answers it and serves the logo under /media/ with nosniff', async () => {
    const fields = fullFields('Logo GmbH');
    const answer = await api().call(
      'POST',
      'companyRegister',
      {},
      { token: await token(), form: customerForm(fields, pngFile()) },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 200,
      response: 'company added successfully',
      data: { ...fields, is_delete: true },
    });
    const data = (answer.body as unknown as { data: CustomerData }).data;
    expect(data.company_logo).toMatch(/^\/media\/[\w-]+\.png$/);

    const logo = await fetch(new URL(data.company_logo ?? '', api().baseUrl));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(PNG_1X1);

    const detail = await api().call(
      'GET',
      'companyDetail',
      { id: data.company_uid },
      { token: await token() },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.response).toEqual([{ ...data, user_company: [] }]);
  });

  it('answers one add-customer message per failing field, in form order, in English and German', async () => {
    const empty = await api().call(
      'POST',
      'companyRegister',
      {},
      { token: await token(), form: customerForm({}) },
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      status: 400,
      response: [
        'Please enter a valid name',
        'Please upload a image',
        'Please enter a valid email',
        'Please enter a valid folder name',
        'Please enter a valid folder id',
      ],
    });
    const badEmail = { ...fullFields('Muster AG'), company_email: 'no-at-sign' };
    const invalid = await api().call(
      'POST',
      'companyRegister',
      {},
      { token: await token(), form: customerForm(badEmail, pngFile()) },
    );
    expect(invalid.body.response).toEqual(['Invalid email address']);
    const german = await api().call(
      'POST',
      'companyRegister',
      {},
      { token: await token(), form: customerForm({ ...badEmail, company_name: ' ' }), lang: 'de-DE' },
    );
    expect(german.body.response).toEqual([
      'Bitte geben Sie einen gültigen Namen ein',
      'Bitte laden Sie ein Bild hoch',
      'Ungültige E-Mail-Adresse',
    ]);
    const json = await api().call(
      'POST',
      'companyRegister',
      {},
      { token: await token(), json: fullFields('Json AG') },
    );
    expect(json.status).toBe(400);
    expect(json.body.response).toEqual(['Please upload a image']);
  });

  it('rejects a text file named .png by its content and stores nothing', async () => {
    const before = await storedFiles();
    const fake = pngFile(Buffer.from('just some text, not an image'));
    const answer = await api().call(
      'POST',
      'companyRegister',
      {},
      { token: await token(), form: customerForm(fullFields('Fake AG'), fake) },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.response).toEqual(['Please upload a PNG, JPEG, WebP or GIF image']);
    const withName = await api().call(
      'POST',
      'companyRegister',
      {},
      {
        token: await token(),
        form: customerForm({ ...fullFields('x'), company_name: '' }, fake),
      },
    );
    expect(withName.body.response).toEqual([
      'Please enter a valid name',
      'Please upload a PNG, JPEG, WebP or GIF image',
    ]);
    expect(await storedFiles()).toBe(before);
  });

  it('edits a customer: Required messages, the logo kept without a file and replaced with one', async () => {
    const created = await createCustomer('Edit GmbH');
    const empty = await api().call(
      'PUT',
      'companyUpdate',
      { id: created.company_uid },
      { token: await token(), form: customerForm({}) },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.response).toEqual(['Required', 'Required', 'Required', 'Required']);
    const badEmail = await api().call(
      'PUT',
      'companyUpdate',
      { id: created.company_uid },
      {
        token: await token(),
        json: { ...fullFields('Edit GmbH'), company_email: 'nope' },
      },
    );
    expect(badEmail.body.response).toEqual(['Invalid email address']);

    const kept = await api().call(
      'PUT',
      'companyUpdate',
      { id: created.company_uid },
      {
        token: await token(),
        json: { ...fullFields('Edit GmbH'), company_name: 'Edit GmbH & Co. KG' },
      },
    );
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      response: 'Customer edited successfully',
      data: { company_name: 'Edit GmbH & Co. KG', company_logo: created.company_logo },
    });

    const replaced = await api().call(
      'PUT',
      'companyUpdate',
      { id: created.company_uid },
      {
        token: await token(),
        form: customerForm(fullFields('Edit GmbH'), pngFile()),
      },
    );
    expect(replaced.status).toBe(200);
    const newLogo = (replaced.body as unknown as { data: CustomerData }).data.company_logo;
    expect(newLogo).not.toBe(created.company_logo);
    expect((await fetch(new URL(newLogo ?? '', api().baseUrl))).status).toBe(200);
    // Gone from the store: a signed link finds nothing (without one, a logo no customer shows is refused).
    const sign = await api().server.ctx.mediaLinks.signer();
    expect((await fetch(new URL(sign(created.company_logo ?? ''), api().baseUrl))).status).toBe(404);

    const unknown = await api().call(
      'PUT',
      'companyUpdate',
      { id: randomUUID() },
      { token: await token(), json: fullFields('x') },
    );
    expect(unknown.status).toBe(404);
    const administration = await api().call(
      'PUT',
      'companyUpdate',
      { id: ADMINISTRATION_COMPANY_UID },
      {
        token: await token(),
        json: {
          company_name: 'Recruit Administration',
          company_email: ADMIN.email,
          folder_name: 'administration',
          folder_id: 'administration',
        },
      },
    );
    expect(administration.status).toBe(200);
  });

  it('filters, searches (German umlauts, any case), orders and pages the management list', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const name of [`Müller ${tag}`, `Schmidt ${tag}`, `Bäcker ${tag}`]) await createCustomer(name);
    const list = (query: Record<string, string | number>) =>
      token().then((t) => api().call('GET', 'companyManagementList', {}, { token: t, query }));

    expect(names(await list({ search: `MÜLLER ${tag}` }))).toEqual([`Müller ${tag}`]);
    expect(names(await list({ search: `müll ${tag}` }))).toEqual([`Müller ${tag}`]);
    expect(names(await list({ company_name__icontains: `BÄCK` }))).toEqual([`Bäcker ${tag}`]);
    const all = await list({ company_name__icontains: tag });
    expect(names(all)).toEqual([`Bäcker ${tag}`, `Müller ${tag}`, `Schmidt ${tag}`]);
    const first = (all.body.response as CustomerData[])[1];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'company_email',
        'company_logo',
        'company_name',
        'company_uid',
        'folder_id',
        'folder_name',
        'id',
        'is_delete',
        // Beyond the spec (issue 30): the customer's own candidate retention, null for the platform's.
        'retention_days',
        // Beyond the spec (issue 34): whether rejecting its candidates needs a reason.
        'rejection_reason_required',
      ].sort(),
    );
    const email = (first as unknown as { company_email: string }).company_email;
    expect(names(await list({ company_email__icontains: email.toUpperCase() }))).toEqual([`Müller ${tag}`]);
    expect(names(await list({ company_name__icontains: tag, ordering: '-company_name' }))).toEqual([
      `Schmidt ${tag}`,
      `Müller ${tag}`,
      `Bäcker ${tag}`,
    ]);

    const page1 = await list({ company_name__icontains: tag, page: 1, page_size: 2 });
    expect(page1.body).toMatchObject({ count: 3, previous: null });
    expect(names(page1)).toEqual([`Bäcker ${tag}`, `Müller ${tag}`]);
    expect(page1.body.next).toContain('page=2');
    const page2 = await list({ company_name__icontains: tag, page: 2, page_size: 2 });
    expect(page2.body).toMatchObject({ count: 3, next: null });
    expect(names(page2)).toEqual([`Schmidt ${tag}`]);
    expect(page2.body.previous).toContain('page=1');

    const badPage = await list({ page: 0 });
    expect(badPage.status).toBe(400);
  });

  it('lists active customers (an Approved user) and inactive ones', async () => {
    const tag = randomUUID().slice(0, 6);
    const active = await createCustomer(`Active ${tag}`);
    await createCustomer(`Quiet ${tag}`);
    await addPerson(active, 'CustomerAdmin');
    const byType = async (type: string) =>
      api().call('GET', 'companyListByType', { type }, { token: await token(), query: { search: tag } });
    expect(names(await byType('all'))).toEqual([`Active ${tag}`, `Quiet ${tag}`]);
    expect(names(await byType('active'))).toEqual([`Active ${tag}`]);
    expect(names(await byType('inactive'))).toEqual([`Quiet ${tag}`]);
    expect((await byType('pending')).status).toBe(400);
  });

  it('shows the users in the detail and blocks deleting a customer that has users or vacancies', async () => {
    const withUser = await createCustomer('Has Users GmbH');
    const { user } = await addPerson(withUser, 'StaffAdmin');
    const detail = await api().call(
      'GET',
      'companyDetail',
      { id: withUser.company_uid },
      { token: await token() },
    );
    const company = (detail.body.response as (CustomerData & { user_company: unknown[] })[])[0];
    expect(company?.is_delete).toBe(false);
    expect(company?.user_company).toEqual([
      {
        id: expect.any(Number),
        user_uid: user.user_uid,
        full_name: 'StaffAdmin Person',
        email: user.email,
        user_role: 'StaffAdmin',
        status: 'Approved',
        company: { company_uid: withUser.company_uid, company_name: 'Has Users GmbH' },
      },
    ]);
    const blocked = await api().call(
      'DELETE',
      'companyDelete',
      { id: withUser.company_uid },
      { token: await token() },
    );
    expect(blocked.status).toBe(409);
    expect(blocked.body.response).toEqual([
      'Customer cannot be deleted as it has users and vacancies in the application. Delete them first to delete a customer.',
    ]);

    const withVacancy = await createCustomer('Has Vacancy GmbH');
    await insertVacancy(api(), withVacancy.id, { vacancy_title: 'Engineer' });
    const vacancyDetail = await api().call(
      'GET',
      'companyDetail',
      { id: withVacancy.company_uid },
      { token: await token() },
    );
    expect((vacancyDetail.body.response as CustomerData[])[0]?.is_delete).toBe(false);
    const blockedByVacancy = await api().call(
      'DELETE',
      'companyDelete',
      { id: withVacancy.company_uid },
      { token: await token() },
    );
    expect(blockedByVacancy.status).toBe(409);
  });

  it('deletes a customer without users and vacancies, and its logo; never the administration company', async () => {
    const created = await createCustomer('Gone GmbH');
    const deleted = await api().call(
      'DELETE',
      'companyDelete',
      { id: created.company_uid },
      { token: await token() },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: 200, response: 'Customer deleted successfully' });
    expect(
      (await api().call('GET', 'companyDetail', { id: created.company_uid }, { token: await token() }))
        .status,
    ).toBe(404);
    // Gone from the store: a signed link finds nothing (without one, a logo no customer shows is refused).
    const sign = await api().server.ctx.mediaLinks.signer();
    expect((await fetch(new URL(sign(created.company_logo ?? ''), api().baseUrl))).status).toBe(404);
    expect(
      (await api().call('DELETE', 'companyDelete', { id: created.company_uid }, { token: await token() }))
        .status,
    ).toBe(404);

    const administration = await api().call(
      'DELETE',
      'companyDelete',
      { id: ADMINISTRATION_COMPANY_UID },
      { token: await token() },
    );
    expect(administration.status).toBe(409);
    expect(administration.body.response).toEqual(['The administration company cannot be deleted.']);
    const detail = await api().call(
      'GET',
      'companyDetail',
      { id: ADMINISTRATION_COMPANY_UID },
      { token: await token() },
    );
    expect((detail.body.response as CustomerData[])[0]?.is_delete).toBe(false);
  });

  it('scopes the calls by role: CustomerAdmin its own detail, StaffAdmin only the listing', async () => {
    const own = await createCustomer('Own Company');
    const other = await createCustomer('Other Company');
    const ca = (await addPerson(own, 'CustomerAdmin')).token;
    const sa = (await addPerson(own, 'StaffAdmin')).token;
    const ownOption = [{ company_uid: own.company_uid, company_name: 'Own Company', id: own.id }];

    expect((await api().call('GET', 'companyDetail', { id: own.company_uid }, { token: ca })).status).toBe(
      200,
    );
    expect((await api().call('GET', 'companyDetail', { id: other.company_uid }, { token: ca })).status).toBe(
      404,
    );
    expect((await api().call('GET', 'companyManagementList', {}, { token: ca })).status).toBe(403);
    expect((await api().call('GET', 'companyListByType', { type: 'all' }, { token: ca })).status).toBe(403);
    expect((await api().call('DELETE', 'companyDelete', { id: own.company_uid }, { token: ca })).status).toBe(
      403,
    );
    const caCreate = await api().call(
      'POST',
      'companyRegister',
      {},
      { token: ca, form: customerForm(fullFields('x'), pngFile()) },
    );
    expect(caCreate.status).toBe(403);
    expect((await api().call('GET', 'companyListing', {}, { token: ca })).body.response).toEqual(ownOption);

    expect((await api().call('GET', 'companyDetail', { id: own.company_uid }, { token: sa })).status).toBe(
      403,
    );
    expect((await api().call('GET', 'companyManagementList', {}, { token: sa })).status).toBe(403);
    expect(
      (
        await api().call(
          'PUT',
          'companyUpdate',
          { id: own.company_uid },
          { token: sa, json: fullFields('x') },
        )
      ).status,
    ).toBe(403);
    expect((await api().call('GET', 'companyListing', {}, { token: sa })).body.response).toEqual(ownOption);

    expect((await api().call('GET', 'companyManagementList', {}, {})).status).toBe(401);
    const listing = (await api().call('GET', 'companyListing', {}, { token: await token() })).body
      .response as { company_name: string }[];
    const listed = listing.map((option) => option.company_name);
    expect(listed).toEqual(
      expect.arrayContaining(['Own Company', 'Other Company', 'Recruit Administration']),
    );
    const position = (name: string) => listed.indexOf(name);
    expect(position('Other Company')).toBeLessThan(position('Own Company'));
    expect(position('Own Company')).toBeLessThan(position('Recruit Administration'));
  });
});

describeEachDatabase(
  'customers upload limit',
  (api) => {
    it('answers 413 for a logo over UPLOAD_MAX_BYTES and stores nothing', async () => {
      const token = await api().login(ADMIN.email, ADMIN.password);
      const big = pngFile(Buffer.concat([PNG_1X1, Buffer.alloc(5000)]));
      const answer = await api().call(
        'POST',
        'companyRegister',
        {},
        {
          token,
          form: customerForm(fullFields('Big AG'), big),
        },
      );
      expect(answer.status).toBe(413);
      expect(answer.body.status).toBe(413);
      expect(await fs.readdir(localUploadsDir(api().dataDir)).catch(() => [])).toEqual([]);
      const list = await api().call(
        'GET',
        'companyManagementList',
        {},
        { token, query: { search: 'Big AG' } },
      );
      expect(list.body.response).toEqual([]);
    });
  },
  { UPLOAD_MAX_BYTES: '1000' },
);
