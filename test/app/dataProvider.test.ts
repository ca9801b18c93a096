import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loginAnswer } from '@contract/auth';
import { candidate } from '@contract/candidates';
import { customer, customerDetail, customerOption } from '@contract/customers';
import { dashboardCounts } from '@contract/dashboard';
import { ADMINISTRATION_COMPANY_UID, USERNAME_PLACEHOLDER } from '@contract/domain';
import { failure } from './fixtures/browser-stubs';
import { answer as envelope, detailAnswer, errorAnswer, listAnswer, messageAnswer } from '@contract/envelope';
import {
  interviewAnswer,
  interviewConflictsAnswer,
  interviewersAnswer,
  interviewListAnswer,
} from '@contract/interviews';
import { candidateNote, candidateNoteAnswer } from '@contract/notes';
import { profile } from '@contract/profile';
import { user } from '@contract/users';
import { packageRef, vacancy } from '@contract/vacancies';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { FetchLike } from '../../src/providers/http';
import { LANGUAGE_KEY } from '../../src/providers/i18nProvider';
import { TOKEN_KEY } from '../../src/providers/session';
import { API_DEADLINE_MS, TRY_AGAIN_MESSAGE } from '../../src/providers/unreachable';
import { answer, answers, fakeApi, itemsOf } from './fixtures/fake-api';

const API = '/api/';
const TOKEN = 'header.payload.signature';
const page = (pageNumber: number, perPage: number) => ({ page: pageNumber, perPage });
const byName = { field: 'full_name', order: 'ASC' as const };

function providerFor(...served: Parameters<typeof fakeApi>) {
  const api = fakeApi(...served);
  return { api, provider: createDataProvider(API, api.fetch) };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

beforeEach(() => {
  sessionStorage.setItem(TOKEN_KEY, TOKEN);
});

describe('recorded answers', () => {
  const saved = (record: z.ZodType) => envelope(z.string()).extend({ data: record });
  const contract: Record<string, z.ZodType> = {
    login: loginAnswer,
    userList: listAnswer(user),
    userListPaged: listAnswer(user),
    userListActive: listAnswer(user),
    userDetail: detailAnswer(user),
    userCreate: saved(user),
    userUpdate: saved(user),
    userDelete: messageAnswer,
    customerList: listAnswer(customer),
    customerListInactive: listAnswer(customer),
    customerListing: envelope(z.array(customerOption)),
    customerDetail: detailAnswer(customerDetail),
    customerCreate: saved(customer),
    customerUpdate: saved(customer),
    customerDelete: messageAnswer,
    packageList: envelope(z.array(packageRef)),
    vacancyList: listAnswer(vacancy),
    vacancyDetail: detailAnswer(vacancy),
    vacancyCreate: saved(vacancy),
    vacancyUpdate: saved(vacancy),
    vacancyDelete: messageAnswer,
    candidateList: listAnswer(candidate),
    candidateDetail: detailAnswer(candidate),
    candidateUpdate: saved(candidate),
    dashboard: envelope(dashboardCounts),
    profile: envelope(profile),
    profileCustomerAdmin: envelope(profile),
    passwordResetLink: messageAnswer,
    noteCreate: candidateNoteAnswer,
    noteCreateStaff: candidateNoteAnswer,
    noteUpdate: candidateNoteAnswer,
    noteList: listAnswer(candidateNote),
    noteDelete: messageAnswer,
    interviewInterviewers: interviewersAnswer,
    interviewCreate: interviewAnswer,
    interviewList: interviewListAnswer,
    interviewConflicts: interviewConflictsAnswer,
    interviewConflictsNone: interviewConflictsAnswer,
    interviewUpdate: interviewAnswer,
    interviewCancel: messageAnswer,
  };

  it.each(Object.keys(answers))('%s still matches the server contract', (name) => {
    const recorded = answer(name);
    const schema = contract[name] ?? errorAnswer;
    expect(schema.safeParse(recorded.body).error).toBeUndefined();
    expect(recorded.body.status).toBe(recorded.status);
  });
});

describe('dataProvider lists', () => {
  it.each([
    ['all', 'admin-api/user-list-api/'],
    ['active', 'admin-api/active-inactive-user-list/active/'],
    ['inactive', 'admin-api/active-inactive-user-list/inactive/'],
    ['pending', 'admin-api/active-inactive-user-list/pending/'],
  ])('users with pageType %s call %s', async (pageType, path) => {
    const { api, provider } = providerFor();
    await failure(provider.getList('users', { filter: { pageType } }));
    expect(api.last().path).toBe(path);
    expect(api.last().query.pageType).toBeUndefined();
  });

  it.each([
    [{ pageType: 'all' }, {}, 'admin-api/company-list/management/'],
    [{}, {}, 'admin-api/company-list/management/'],
    [{ pageType: 'active' }, {}, 'admin-api/active-inactive-company-list/active/'],
    [{ pageType: 'inactive' }, {}, 'admin-api/active-inactive-company-list/inactive/'],
    [{}, { listing: true }, 'admin-api/company-list/listing/'],
  ])('customers with filter %j and meta %j call %s', async (filter, meta, path) => {
    const { api, provider } = providerFor();
    await failure(provider.getList('customers', { filter, meta }));
    expect(api.last().path).toBe(path);
  });

  it.each([
    ['vacancies', 'all', 'customer-api/vacancy-list/all/'],
    ['vacancies', 'active', 'customer-api/vacancy-list/active/'],
    ['vacancies', 'inactive', 'customer-api/vacancy-list/inactive/'],
    ['candidates', 'all', 'customer-api/candidate-list/all/'],
    ['candidates', 'active', 'customer-api/candidate-list/active/'],
    ['candidates', 'inactive', 'customer-api/candidate-list/inactive/'],
    ['packages', 'all', 'customer-api/vacancy-package-list/'],
  ])('%s with pageType %s call %s', async (resource, pageType, path) => {
    const { api, provider } = providerFor();
    await failure(provider.getList(resource, { filter: { pageType } }));
    expect(api.last().path).toBe(path);
  });

  it('maps the user filters to the API names: admin is subadmin, All is empty', async () => {
    const { api, provider } = providerFor(answer('userListPaged'));
    const filter = {
      pageType: 'all',
      q: 'clara',
      company: 'All',
      full_name: 'Cla',
      email: 'a@b.example',
      user_role: 'admin',
    };
    await provider.getList('users', { filter, pagination: page(1, 10), sort: byName });
    expect(api.last().query).toEqual({
      search: 'clara',
      company__company_name__icontains: '',
      full_name__icontains: 'Cla',
      email: 'a@b.example',
      user_role__icontains: 'subadmin',
      ordering: 'full_name',
      page: '1',
      page_size: '10',
    });

    await provider.getList('users', { filter: { company: 'Acme', user_role: 'All' } });
    expect(api.last().query).toMatchObject({
      company__company_name__icontains: 'Acme',
      user_role__icontains: '',
    });
    await provider.getList('users', { filter: { user_role: 'Admin' } });
    expect(api.last().query.user_role__icontains).toBe('subadmin');
    await provider.getList('users', { filter: { user_role: 'CustomerAdmin' } });
    expect(api.last().query.user_role__icontains).toBe('CustomerAdmin');
  });

  it('maps the customer filters', async () => {
    const { api, provider } = providerFor(answer('customerList'));
    await provider.getList('customers', { filter: { q: 'acme', company_name: 'Ac', company_email: 'hr@' } });
    expect(api.last().query).toEqual({
      search: 'acme',
      company_name__icontains: 'Ac',
      company_email__icontains: 'hr@',
    });
  });

  describe('with today being 17 May 2026', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 4, 17, 23, 30));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('maps the vacancy filters, the end date defaulting to today', async () => {
      const { api, provider } = providerFor(answer('vacancyList'));
      const filter = {
        q: 'engineer',
        title: 'Senior',
        company: 'All',
        id: '7',
        created_at_gte: new Date(2026, 0, 5),
      };
      await provider.getList('vacancies', { filter });
      expect(api.last().query).toEqual({
        search: 'engineer',
        vacancy_title__icontains: 'Senior',
        vacancy_company__company_name__icontains: '',
        id: '7',
        created_at_gte: '2026-01-05',
        created_at_lte: '2026-05-17',
      });

      await provider.getList('vacancies', { filter: { company: 'Acme', created_at_lte: '2026-02-01' } });
      expect(api.last().query).toEqual({
        vacancy_company__company_name__icontains: 'Acme',
        created_at_lte: '2026-02-01',
      });
    });

    it('ends the default filter on the later of the local and the UTC day, as the API dates records in UTC', async () => {
      const zone = process.env.TZ;
      process.env.TZ = 'America/New_York';
      try {
        vi.setSystemTime(new Date('2026-05-18T02:00:00Z'));
        const { api, provider } = providerFor(answer('vacancyList'));
        await provider.getList('vacancies', { filter: {} });
        expect(api.last().query.created_at_lte).toBe('2026-05-18');
      } finally {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      }
    });

    it('maps the candidate filters, the end date defaulting to today', async () => {
      const { api, provider } = providerFor(answer('candidateList'));
      const filter = {
        pageType: 'active',
        q: 'anna',
        candidate_name: 'Ann',
        candidate_email: 'anna@',
        title: 'Backend',
        company: 'Acme',
        vacancy_id: 1,
        candidate_status: 'All',
      };
      await provider.getList('candidates', { filter });
      expect(api.last().path).toBe('customer-api/candidate-list/active/');
      expect(api.last().query).toEqual({
        search: 'anna',
        candidate_name__icontains: 'Ann',
        candidate_email__icontains: 'anna@',
        vacancy__vacancy_title__icontains: 'Backend',
        vacancy__vacancy_company__company_name__icontains: 'Acme',
        vacancy__id: '1',
        candidate_status: '',
        created_at_lte: '2026-05-17',
      });

      await provider.getList('candidates', { filter: { candidate_status: 'Employed', company: 'All' } });
      expect(api.last().query).toMatchObject({
        candidate_status: 'Employed',
        vacancy__vacancy_company__company_name__icontains: '',
      });
    });
  });

  it('uses the server paging when the answer has a count', async () => {
    const { api, provider } = providerFor(answer('userListPaged'));
    const result = await provider.getList('users', { pagination: page(1, 2), sort: byName, filter: {} });
    const served = itemsOf('userListPaged');
    expect(result.total).toBe(answer('userListPaged').body.count);
    expect(result.total).toBeGreaterThan(served.length);
    expect(result.data.map((record) => record.full_name)).toEqual(served.map((item) => item.full_name));
    expect(result.data[0]).toMatchObject({
      id: served[0]?.user_uid,
      pk: served[0]?.id,
      email: served[0]?.email,
    });
    expect(api.last().query).toMatchObject({ page: '1', page_size: '2', ordering: 'full_name' });
  });

  it.each([
    [{ field: 'full_name', order: 'DESC' }, '-full_name'],
    [{ field: 'company.company_name', order: 'ASC' }, 'company__company_name'],
    [{ field: 'id', order: 'DESC' }, '-id'],
    [{ field: 'pk', order: 'ASC' }, 'id'],
  ] as const)('sorts on the server by %j as ordering=%s', async (sort, ordering) => {
    const { api, provider } = providerFor(answer('userListPaged'));
    await provider.getList('users', { pagination: page(1, 2), sort, filter: {} });
    expect(api.last().query.ordering).toBe(ordering);
  });

  it('sorts, filters and pages in the browser when the answer has no count', async () => {
    const { api, provider } = providerFor(answer('packageList'));
    const names = itemsOf('packageList').map((item) => String(item.package_name));
    const descending = [...names].sort((a, b) => b.localeCompare(a));

    const second = await provider.getList('packages', {
      pagination: page(2, 2),
      sort: { field: 'package_name', order: 'DESC' },
      filter: {},
    });
    expect(second.total).toBe(names.length);
    expect(second.data.map((record) => record.package_name)).toEqual(descending.slice(2, 4));
    expect(second.data[0]?.id).toBe(
      itemsOf('packageList').find((item) => item.package_name === descending[2])?.uid,
    );

    const searched = await provider.getList('packages', {
      pagination: page(1, 10),
      sort: { field: 'package_name', order: 'ASC' },
      filter: { q: 'VIDEO interview' },
    });
    expect(searched.data.map((record) => record.package_name)).toEqual(['Video interview']);
    expect(searched.total).toBe(1);
    expect(api.last().query.search).toBe('VIDEO interview');
  });

  it('sorts the customer dropdown in the browser', async () => {
    const { provider } = providerFor(answer('customerListing'));
    const result = await provider.getList('customers', {
      meta: { listing: true },
      pagination: page(1, 50),
      sort: { field: 'company_name', order: 'ASC' },
      filter: {},
    });
    const names = itemsOf('customerListing').map((item) => String(item.company_name));
    expect(result.data.map((record) => record.company_name)).toEqual(
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    expect(
      result.data.every((record) => typeof record.id === 'string' && typeof record.pk === 'number'),
    ).toBe(true);
  });

  it('filters in the browser by the Django meaning of the names when the server gave the full list', async () => {
    const { provider } = providerFor(answer('userList'));
    const all = itemsOf('userList');
    const result = await provider.getList('users', {
      pagination: page(1, 500),
      sort: byName,
      filter: { company: 'acme', user_role: 'staff' },
    });
    const expected = all.filter((item) => item.user_role === 'StaffAdmin');
    expect(result.data.map((record) => record.id)).toEqual(expected.map((item) => item.user_uid));
  });

  it('asks for the full list when react-admin pages beyond the API page size', async () => {
    const { api, provider } = providerFor(answer('userList'));
    const result = await provider.getList('users', { pagination: page(1, 1000), sort: byName, filter: {} });
    expect(api.last().query.page).toBeUndefined();
    expect(result.total).toBe(itemsOf('userList').length);
  });

  it('answers a resource it does not know with an error', async () => {
    const { provider } = providerFor();
    await expect(provider.getList('planets', { filter: {} })).rejects.toThrow(/planets/);
  });
});

describe('dataProvider records', () => {
  it.each([
    ['users', 'userDetail', 'admin-api/user-detail-view/', 'user_uid'],
    ['customers', 'customerDetail', 'admin-api/company-detail-view/', 'company_uid'],
    ['vacancies', 'vacancyDetail', 'customer-api/vacancy-detail/', 'uid'],
    ['candidates', 'candidateDetail', 'customer-api/candidate-detail-api/', 'uid'],
  ])('getOne %s reads the first item of the detail call', async (resource, name, path, uidField) => {
    const { api, provider } = providerFor(answer(name));
    // The customer's nested users are records of their own: see the next test.
    const { user_company: _users, ...item } = itemsOf(name)[0] ?? {};
    const uid = String(item[uidField]);
    const { data } = await provider.getOne(resource, { id: uid });
    expect(api.last().path).toBe(`${path}${uid}/`);
    expect(data).toMatchObject({ ...item, id: uid, pk: item.id });
  });

  it('gives the customer detail its users as user records', async () => {
    const { provider } = providerFor(answer('customerDetail'));
    const detail = itemsOf('customerDetail')[0] ?? {};
    const { data } = await provider.getOne('customers', { id: String(detail.company_uid) });
    const users = detail.user_company as Record<string, unknown>[];
    expect(users.length).toBeGreaterThan(0);
    expect(data.user_company).toEqual(users.map((item) => ({ ...item, id: item.user_uid, pk: item.id })));
  });

  it('finds a package, which has no detail call, in the package list', async () => {
    const { api, provider } = providerFor(answer('packageList'));
    const item = itemsOf('packageList')[1] ?? {};
    const { data } = await provider.getOne('packages', { id: String(item.uid) });
    expect(data).toMatchObject({ id: item.uid, package_name: item.package_name });
    expect(api.last().path).toBe('customer-api/vacancy-package-list/');
    await expect(provider.getOne('packages', { id: 'unknown' })).rejects.toMatchObject({ status: 404 });
  });

  it('getMany reads each detail, or the list for packages', async () => {
    const { api, provider } = providerFor(answer('userDetail'), answer('packageList'));
    const uid = String(itemsOf('userDetail')[0]?.user_uid);
    const users = await provider.getMany('users', { ids: [uid, uid] });
    expect(users.data.map((record) => record.id)).toEqual([uid, uid]);
    expect(api.requests).toHaveLength(2);

    const wanted = itemsOf('packageList')
      .slice(0, 2)
      .map((item) => String(item.uid));
    const packages = await provider.getMany('packages', { ids: wanted });
    expect(packages.data.map((record) => record.id)).toEqual(wanted);
  });

  it('getManyReference filters the list by the target', async () => {
    const { api, provider } = providerFor(answer('candidateList'));
    const result = await provider.getManyReference('candidates', {
      target: 'vacancy_id',
      id: 1,
      pagination: page(1, 25),
      sort: { field: 'candidate_name', order: 'ASC' },
      filter: {},
    });
    expect(api.last().query).toMatchObject({ vacancy__id: '1', ordering: 'candidate_name' });
    expect(result.total).toBe(answer('candidateList').body.count);
  });
});

describe('dataProvider writes', () => {
  const userForm = {
    full_name: 'Clara Customer',
    user_role: 'CustomerAdmin',
    email: 'clara@acme.example',
    company_uuid: 'company-uid',
    or_password: 'password-123',
    confirm_password: 'password-123',
  };

  it('adds a user with JSON: the fixed username, status Approved', async () => {
    const { api, provider } = providerFor(answer('userCreate'));
    const result = await provider.create('users', { data: userForm });
    expect(api.last()).toMatchObject({ method: 'POST', path: 'account-api/user-register-view/' });
    expect(api.last().headers.get('Content-Type')).toBe('application/json');
    expect(api.sentJson()).toEqual({ ...userForm, username: USERNAME_PLACEHOLDER, status: 'Approved' });
    const created = answer('userCreate').body.data as Record<string, unknown>;
    expect(result.data).toMatchObject({ id: created.user_uid, pk: created.id, full_name: created.full_name });
    expect(result.meta).toEqual({ message: 'User added successfully' });
  });

  it('adds a SubAdmin to the administration company', async () => {
    const { api, provider } = providerFor(answer('userCreate'));
    await provider.create('users', { data: { ...userForm, user_role: 'SubAdmin' } });
    expect(api.sentJson().company_uuid).toBe(ADMINISTRATION_COMPANY_UID);
  });

  it('updates a user with the four fields only when no password was typed', async () => {
    const { api, provider } = providerFor(answer('userUpdate'));
    const id = String((answer('userUpdate').body.data as Record<string, unknown>).user_uid);
    const form = { ...userForm, status: 'Approved', or_password: '', confirm_password: '', old_password: '' };
    const result = await provider.update('users', { id, data: form, previousData: { id } });
    expect(api.last()).toMatchObject({ method: 'PUT', path: `admin-api/user-update-api/${id}/` });
    expect(api.sentJson()).toEqual({
      full_name: 'Clara Customer',
      user_role: 'CustomerAdmin',
      status: 'Approved',
      email: 'clara@acme.example',
    });
    expect(result.data.id).toBe(id);
    expect(result.meta).toEqual({ message: 'User Updated successfully' });

    await provider.update('users', {
      id,
      data: {
        ...form,
        or_password: 'new-password-1',
        confirm_password: 'new-password-1',
        old_password: 'old-pass-1',
      },
      previousData: { id },
    });
    expect(api.sentJson()).toEqual({
      full_name: 'Clara Customer',
      user_role: 'CustomerAdmin',
      status: 'Approved',
      email: 'clara@acme.example',
      or_password: 'new-password-1',
      confirm_password: 'new-password-1',
      old_password: 'old-pass-1',
    });
  });

  const customerForm = {
    company_name: 'Acme Recruiting',
    company_email: 'hr@acme.example',
    folder_name: 'acme',
    folder_id: 'F-100',
  };

  it('adds a customer as multipart, the logo as a file', async () => {
    const { api, provider } = providerFor(answer('customerCreate'));
    const logo = png();
    const result = await provider.create('customers', {
      data: { ...customerForm, company_logo: { rawFile: logo } },
    });
    expect(api.last()).toMatchObject({ method: 'POST', path: 'account-api/company-register-view/' });
    expect(api.last().headers.get('Content-Type')).toBeNull();
    const form = api.sentForm();
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual(
      customerForm,
    );
    const sentLogo = form.get('company_logo') as File;
    expect(sentLogo).toBeInstanceOf(File);
    expect(sentLogo.name).toBe('logo.png');
    expect(sentLogo.size).toBe(logo.size);
    const created = answer('customerCreate').body.data as Record<string, unknown>;
    expect(result.data).toMatchObject({ id: created.company_uid, pk: created.id });
    expect(result.meta).toEqual({ message: 'company added successfully' });
  });

  it('edits a customer as multipart, sending the logo only when a new file was chosen', async () => {
    const { api, provider } = providerFor(answer('customerUpdate'));
    const id = String((answer('customerUpdate').body.data as Record<string, unknown>).company_uid);
    const stored = { src: '/media/logo.png', title: 'logo' };
    await provider.update('customers', {
      id,
      data: { ...customerForm, company_logo: stored },
      previousData: { id },
    });
    expect(api.last()).toMatchObject({ method: 'PUT', path: `admin-api/company-update-view/${id}/` });
    expect(api.sentForm().has('company_logo')).toBe(false);
    expect(api.sentForm().get('folder_id')).toBe('F-100');

    await provider.update('customers', {
      id,
      data: { ...customerForm, company_logo: { rawFile: png(), src: 'blob:x' } },
      previousData: { id },
    });
    expect(api.sentForm().get('company_logo')).toBeInstanceOf(File);
  });

  const vacancyForm = {
    vacancy_title: 'Senior Backend Engineer',
    vacancy_form_id: '',
    vacancy_description: 'Build the platform API.',
    vacancy_tag: 'backend',
    vacancy_quota: 40,
    vacancy_start_date: new Date(2026, 0, 5),
    vacancy_due_date: '2026-03-31',
  };

  it('adds a vacancy as multipart: dates YYYY-MM-DD, packages a JSON array of uids', async () => {
    const { api, provider } = providerFor(answer('vacancyCreate'));
    const result = await provider.create('vacancies', {
      data: { ...vacancyForm, company_uuid: 'company-uid', vacancy_package: ['p1', 'p2'] },
    });
    expect(api.last()).toMatchObject({ method: 'POST', path: 'customer-api/vacancy-create-for-admin/' });
    expect(Object.fromEntries(api.sentForm().entries())).toEqual({
      vacancy_title: 'Senior Backend Engineer',
      vacancy_form_id: '',
      vacancy_description: 'Build the platform API.',
      vacancy_tag: 'backend',
      vacancy_quota: '40',
      vacancy_start_date: '2026-01-05',
      vacancy_due_date: '2026-03-31',
      vacancy_package: '["p1","p2"]',
      company_uuid: 'company-uid',
    });
    expect(result.data.id).toBe((answer('vacancyCreate').body.data as Record<string, unknown>).uid);
    expect(result.meta).toEqual({ message: 'Vacancy added successfully' });
  });

  it('edits a vacancy as multipart with its status and no customer; packages from the detail list', async () => {
    const { api, provider } = providerFor(answer('vacancyUpdate'));
    const id = String((answer('vacancyUpdate').body.data as Record<string, unknown>).uid);
    const packages = [
      { uid: 'p1', package_name: 'Job board posting', is_selected: true },
      { uid: 'p2', package_name: 'Video interview', is_selected: false },
    ];
    await provider.update('vacancies', {
      id,
      data: {
        ...vacancyForm,
        company_uuid: 'ignored',
        vacancy_status: 'Inactive',
        vacancy_package: packages,
      },
      previousData: { id },
    });
    expect(api.last()).toMatchObject({ method: 'PUT', path: `customer-api/vacancy-update-api/${id}/` });
    const form = api.sentForm();
    expect(form.get('vacancy_status')).toBe('Inactive');
    expect(form.has('company_uuid')).toBe(false);
    expect(form.get('vacancy_package')).toBe('["p1"]');
    expect(form.has('vacancy_thumbnail')).toBe(false);
  });

  it('edits a candidate with JSON, the active state in the lower case the API takes', async () => {
    const { api, provider } = providerFor(answer('candidateUpdate'));
    const record = itemsOf('candidateDetail')[0] ?? {};
    const id = String(record.uid);
    const result = await provider.update('candidates', {
      id,
      data: { ...record, candidate_status: 'Contacted' },
      previousData: { ...record, id },
    });
    expect(api.last()).toMatchObject({ method: 'PUT', path: `customer-api/update-candidate/${id}/` });
    expect(api.sentJson()).toEqual({
      candidate_name: record.candidate_name,
      candidate_email: record.candidate_email,
      candidate_phone_number: record.candidate_phone_number,
      candidate_status: 'Contacted',
      candidate_active_or_inactive: 'active',
      candidate_language: 'german',
    });
    expect(result.meta).toEqual({ message: 'candidate updated successfully' });
  });

  it.each([
    ['users', 'userDelete', 'admin-api/user-delete-api/', 'User deleted successfully'],
    ['customers', 'customerDelete', 'admin-api/delete-company-view/', 'Customer deleted successfully'],
    ['vacancies', 'vacancyDelete', 'customer-api/vacancy-delete-api/', 'Vacancy deleted Successfully!'],
  ])('deletes %s and hands on the server message', async (resource, name, path, message) => {
    const { api, provider } = providerFor(answer(name));
    const previousData = { id: 'the-uid', title: 'x' };
    const result = await provider.delete(resource, { id: 'the-uid', previousData });
    expect(api.last()).toMatchObject({ method: 'DELETE', path: `${path}the-uid/` });
    expect(api.last().body).toBeUndefined();
    expect(api.last().headers.get('Content-Type')).toBeNull();
    expect(result).toEqual({ data: previousData, meta: { message } });
  });

  it('deletes many one by one', async () => {
    const { api, provider } = providerFor(answer('userDelete'));
    expect(await provider.deleteMany('users', { ids: ['a', 'b'] })).toEqual({ data: ['a', 'b'] });
    expect(api.requests.map((request) => request.path)).toEqual([
      'admin-api/user-delete-api/a/',
      'admin-api/user-delete-api/b/',
    ]);
  });

  it('refuses the writes the API does not offer', async () => {
    const { api, provider } = providerFor();
    await expect(provider.create('candidates', { data: {} })).rejects.toThrow(/candidates/);
    expect(api.requests).toEqual([]);
  });
});

describe('dataProvider custom calls', () => {
  it('getDashboard answers the counts', async () => {
    const { api, provider } = providerFor(answer('dashboard'));
    expect(await provider.getDashboard()).toEqual({ data: answer('dashboard').body.response });
    expect(api.last().path).toBe('admin-api/dashboard-api/');
  });

  it("getProfile answers the user as a record, a CustomerAdmin's users as user records", async () => {
    const { provider } = providerFor(answer('profileCustomerAdmin'));
    const served = answer('profileCustomerAdmin').body.response as Record<string, unknown>;
    const { data } = await provider.getProfile();
    expect(data).toMatchObject({ id: served.user_uid, pk: served.id, full_name: served.full_name });
    const users = served.users as Record<string, unknown>[];
    expect(data.users?.map((record) => record.id)).toEqual(users.map((item) => item.user_uid));

    const admin = providerFor(answer('profile'));
    expect((await admin.provider.getProfile()).data.users).toBeUndefined();
  });

  it('requestPasswordReset posts the email without a token and answers the server text', async () => {
    const { api, provider } = providerFor(answer('passwordResetLink'));
    const result = await provider.requestPasswordReset('clara@acme.example', 'german');
    expect(api.last()).toMatchObject({ method: 'POST', path: 'account-api/password-reset-link/german/' });
    expect(api.sentJson()).toEqual({ email: 'clara@acme.example' });
    expect(api.last().headers.get('Authorization')).toBeNull();
    expect(result).toEqual({ message: answer('passwordResetLink').body.response });
  });

  it('resetPassword puts the new password on the link path and fails with the first message', async () => {
    const { api, provider } = providerFor(answer('passwordResetInvalid'));
    const { id, token, expire } = { id: 'user-uid', token: 'bad-token', expire: '1' };
    const reset = { id, token, expire, password: 'password-456', confirm_password: 'password-456' };
    const error = await failure(provider.resetPassword(reset));
    expect(api.last()).toMatchObject({ method: 'PUT', path: 'password-reset/user-uid/bad-token/1/' });
    expect(api.sentJson()).toEqual({ password: 'password-456', confirm_password: 'password-456' });
    expect(api.last().headers.get('Authorization')).toBeNull();
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });
});

describe('dataProvider failures', () => {
  it.each([
    ['userCreateInvalid', 400, 'Required'],
    ['userNotFound', 404, 'This record does not exist or is not visible to you.'],
    ['userForbidden', 403, 'You are not allowed to do this.'],
    ['unauthorized', 401, 'Your session has ended. Please sign in again.'],
    [
      'customerDeleteBlocked',
      409,
      'Customer cannot be deleted as it has users and vacancies in the application. Delete them first to delete a customer.',
    ],
  ])('%s rejects with HttpError: the first message, status %i, body kept', async (name, status, message) => {
    const recorded = answer(name);
    const fetch: FetchLike = async () =>
      new Response(JSON.stringify(recorded.body), { status: recorded.status });
    const error = await failure(createDataProvider(API, fetch).getList('users', { filter: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.body).toEqual(recorded.body);
  });

  it('names the first failing field of a form', async () => {
    const { provider } = providerFor(answer('vacancyCreateInvalid'));
    const error = await failure(provider.create('vacancies', { data: {} }));
    expect(error.message).toBe('Required');
    expect(error.body).toEqual({
      status: 400,
      response: ['Required', 'Please enter a number not greater than 100'],
    });
  });

  it('falls back to the response text when the answer is not the API envelope', async () => {
    const fetch: FetchLike = async () => new Response('Internal Server Error', { status: 500 });
    const error = await failure(createDataProvider(API, fetch).getDashboard());
    expect(error).toMatchObject({
      message: 'Internal Server Error',
      status: 500,
      body: 'Internal Server Error',
    });
  });

  it('gives up at the deadline (API_DEADLINE_MS)', async () => {
    vi.useFakeTimers();
    try {
      let aborted = false;
      const fetch: FetchLike = (_input, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        });
      const pending = failure(createDataProvider(API, fetch).getDashboard());
      await vi.advanceTimersByTimeAsync(API_DEADLINE_MS - 1);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(aborted).toBe(true);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ message: TRY_AGAIN_MESSAGE, status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a network failure into an HttpError', async () => {
    const fetch: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await failure(createDataProvider(API, fetch).getList('users', { filter: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: TRY_AGAIN_MESSAGE, status: 0 });
  });

  it("passes react-admin's own cancellation on as it is", async () => {
    const controller = new AbortController();
    const fetch: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const pending = failure(
      createDataProvider(API, fetch).getList('users', { filter: {}, signal: controller.signal }),
    );
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error.name).toBe('AbortError');
  });
});

describe('dataProvider headers', () => {
  it('sends the stored token as a bearer token, English by default', async () => {
    const { api, provider } = providerFor(answer('userList'));
    await provider.getList('users', { filter: {} });
    expect(api.last().url.href).toBe('http://app.test/api/admin-api/user-list-api/');
    expect(api.last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(api.last().headers.get('Accept-Language')).toBe('en');
    expect(api.last().headers.get('Content-Type')).toBeNull();
  });

  it('reads a remembered token from localStorage too', async () => {
    sessionStorage.clear();
    localStorage.setItem(TOKEN_KEY, 'remembered-token');
    const { api, provider } = providerFor(answer('userList'));
    await provider.getList('users', { filter: {} });
    expect(api.last().headers.get('Authorization')).toBe('Bearer remembered-token');
  });

  it('sends no Authorization header without a token', async () => {
    sessionStorage.clear();
    const { api, provider } = providerFor(answer('unauthorized'));
    await failure(provider.getList('users', { filter: {} }));
    expect(api.last().headers.has('Authorization')).toBe(false);
  });

  it('asks for German answers when the language is german', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'german');
    const { api, provider } = providerFor(answer('userCreateInvalidGerman'));
    const error = await failure(provider.create('users', { data: {} }));
    expect(api.last().headers.get('Accept-Language')).toBe('de');
    expect(error.message).toBe('Pflichtfeld');
  });

  it('sends JSON bodies with the JSON content type and the token', async () => {
    const { api, provider } = providerFor(answer('candidateUpdate'));
    await provider.update('candidates', {
      id: 'x',
      data: { candidate_name: 'A' },
      previousData: { id: 'x' },
    });
    expect(api.last().headers.get('Content-Type')).toBe('application/json');
    expect(api.last().headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('joins a base URL without a trailing slash', async () => {
    const api = fakeApi(answer('dashboard'));
    await createDataProvider('https://api.example/api', api.fetch).getDashboard();
    expect(api.last().url.href).toBe('https://api.example/api/admin-api/dashboard-api/');
  });
});

describe('dataProvider versions', () => {
  const [CLARA] = itemsOf('userDetail') as [{ user_uid: string }];
  const tagged = (status: number, body: unknown, etag?: string) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...(etag ? { ETag: etag } : {}) },
    });

  it("keeps a detail's ETag as the record's version, and a weak or foreign tag as none", async () => {
    for (const [etag, version] of [
      ['"7"', 7],
      ['W/"7"', undefined],
      ['"abc"', undefined],
    ] as const) {
      const fetch: FetchLike = async () => tagged(200, answer('userDetail').body, etag);
      const { data } = await createDataProvider(API, fetch).getOne('users', { id: CLARA.user_uid });
      expect(data.version).toBe(version);
    }
  });

  it("sends If-Match of the form's version, else of the record read, and none without a version", async () => {
    const { api, provider } = providerFor(answer('userUpdate'), answer('userDelete'));
    const update = (data: Record<string, unknown>, previousData: Record<string, unknown>) =>
      provider.update('users', { id: 'x', data, previousData: { id: 'x', ...previousData } });
    await update({ full_name: 'A', version: 4 }, { version: 3 });
    expect(api.last().headers.get('If-Match')).toBe('"4"');
    await update({ full_name: 'A' }, { version: 3 });
    expect(api.last().headers.get('If-Match')).toBe('"3"');
    await update({ full_name: 'A' }, {});
    expect(api.last().headers.has('If-Match')).toBe(false);
    await provider.delete('users', { id: 'x', previousData: { id: 'x', version: 9 } });
    expect(api.last().headers.get('If-Match')).toBe('"9"');
  });

  it('turns a 412 into the record as it now is (mapped: uid as id), its version, who and when', async () => {
    const now = {
      ...(answer('userDetail').body.response as object[])[0],
      full_name: 'Clara Renamed',
      version: 5,
    };
    const fetch: FetchLike = async () =>
      tagged(412, {
        status: 412,
        response: ['Anna Schmidt changed this record after you opened it.'],
        data: now,
        changed_by: 'Anna Schmidt',
        changed_at: '2026-11-28T13:02:00Z',
      });
    const provider = createDataProvider(API, fetch);
    const error = await failure(
      provider.update('users', {
        id: CLARA.user_uid,
        data: {},
        previousData: { id: CLARA.user_uid, version: 4 },
      }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Anna Schmidt changed this record after you opened it.');
    expect((error as HttpError).status).toBe(412);
    expect((error as HttpError).body).toEqual({
      record: expect.objectContaining({ id: CLARA.user_uid, full_name: 'Clara Renamed', version: 5 }),
      version: 5,
      changedBy: 'Anna Schmidt',
      changedAt: '2026-11-28T13:02:00Z',
    });
  });
});
