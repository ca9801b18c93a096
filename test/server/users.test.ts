import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID, type UserRole } from '@contract/domain';
import type { User } from '@contract/users';
import { userKeys } from '../../server/db/keys';
import type { CompanyRow } from '../../server/customers/table';
import {
  addUser,
  editForm,
  insertCompany,
  insertVacancy,
  registration,
  rejectUser,
  USER_PASSWORD,
} from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

const NOT_FOUND = ['This record does not exist or is not visible to you.'];
const FORBIDDEN = ['You are not allowed to do this.'];
const OWN_ACCOUNT = ['You cannot change your own role or status, or delete yourself.'];
const UNAUTHORIZED = ['Your session has ended. Please sign in again.'];

/** The add-user form's payload for the given person (spec section 7). */
const newUser = (full_name: string, email: string, user_role: UserRole, company_uuid: string) =>
  registration({ full_name, email, user_role, company_uuid });

const names = (response: unknown) => (response as User[]).map((user) => user.full_name);

/**
 * Two customers and their people: Acme (umlauts in names) and Beta (one rejected, one pending user).
 * Sorted by name: Administrator, Anna Schmidt, Bernd Beta, Clara Rejected, Jürgen Groß, Petra Pending.
 */
async function team(api: TestApi) {
  const admin = await api.login(ADMIN.email, ADMIN.password);
  const acme = await insertCompany(api, { company_name: 'Acme Müller GmbH' });
  const beta = await insertCompany(api, { company_name: 'Beta AG' });
  const add = async (full_name: string, email: string, user_role: UserRole, company_uuid: string) =>
    (await addUser(api, admin, { full_name, email, user_role, company_uuid })).user;
  const juergen = await add('Jürgen Groß', 'juergen@acme.test', 'CustomerAdmin', acme.company_uid);
  const anna = await add('Anna Schmidt', 'anna@acme.test', 'StaffAdmin', acme.company_uid);
  const bernd = await add('Bernd Beta', 'bernd@beta.test', 'CustomerAdmin', beta.company_uid);
  const clara = await add('Clara Rejected', 'clara@beta.test', 'StaffAdmin', beta.company_uid);
  const petra = await add('Petra Pending', 'petra@beta.test', 'StaffAdmin', beta.company_uid);
  await rejectUser(api, admin, clara);
  await api.db
    .updateTable('users')
    .set({ status: 'Pending' })
    .where('user_uid', '=', petra.user_uid)
    .execute();
  return { admin, acme, beta, juergen, anna, bernd, clara, petra };
}

describeEachDatabase('user-register-view', (api) => {
  let admin: string;
  let acme: CompanyRow;
  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    acme = await insertCompany(api(), { company_name: 'Acme Müller GmbH' });
  });

  const register = (json: unknown, lang?: string) =>
    api().call('POST', 'userRegister', {}, { token: admin, json, lang });

  it('adds an Approved user with the fixed username and answers the message and the user', async () => {
    const answer = await register({
      ...newUser('Jürgen Groß', 'Juergen@Acme.test', 'CustomerAdmin', acme.company_uid),
      username: 'anything',
      status: 'Pending',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 200,
      response: 'User added successfully',
      data: {
        id: expect.any(Number),
        user_uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        full_name: 'Jürgen Groß',
        email: 'juergen@acme.test',
        user_role: 'CustomerAdmin',
        status: 'Approved',
        company: { company_uid: acme.company_uid, company_name: 'Acme Müller GmbH' },
      },
    });
    const row = await api()
      .db.selectFrom('users')
      .select(['username', 'status'])
      .where('email', '=', 'juergen@acme.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: 'username', status: 'Approved' });
    expect(await api().login('juergen@acme.test', USER_PASSWORD)).toBeTruthy();
  });

  it('answers every field message in form order, in German with Accept-Language de', async () => {
    const empty = await register({});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      status: 400,
      response: [
        'Required',
        'Please choose one of the options',
        'Please enter a valid email',
        'Please enter a valid password',
        'Your passwords do no match',
        'Required',
      ],
    });
    const german = await register({}, 'de');
    expect(german.body.response).toEqual([
      'Pflichtfeld',
      'Bitte wählen Sie eine der Optionen',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      'Bitte geben Sie ein gültiges Passwort ein',
      'Ihre Passwörter stimmen nicht überein',
      'Pflichtfeld',
    ]);
  });

  it('checks the email pattern, the password bounds and the confirmation', async () => {
    const valid = newUser('Someone', 'someone@acme.test', 'StaffAdmin', acme.company_uid);
    const cases: [Record<string, unknown>, string[], string[]][] = [
      [{ full_name: '   ' }, ['Required'], ['Pflichtfeld']],
      [
        { user_role: 'SuperAdmin' },
        ['Please choose one of the options'],
        ['Bitte wählen Sie eine der Optionen'],
      ],
      [{ email: 'no-at-sign' }, ['Invalid email address'], ['Ungültige E-Mail-Adresse']],
      [
        { or_password: 'short', confirm_password: 'short' },
        ['Minimum 8 Characters required'],
        ['Mindestens 8 Zeichen erforderlich'],
      ],
      [
        { or_password: 'x'.repeat(26), confirm_password: 'x'.repeat(26) },
        ['Max 25 is allowed'],
        ['Maximal 25 Zeichen erlaubt'],
      ],
      [
        { confirm_password: 'other-pass-1' },
        ['Your passwords do no match'],
        ['Ihre Passwörter stimmen nicht überein'],
      ],
      [{ company_uuid: '' }, ['Required'], ['Pflichtfeld']],
    ];
    for (const [change, english, german] of cases) {
      const answer = await register({ ...valid, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.response, JSON.stringify(change)).toEqual(english);
      expect((await register({ ...valid, ...change }, 'de-DE,de;q=0.9')).body.response).toEqual(german);
    }
    const bounds = await register({
      ...valid,
      or_password: 'x'.repeat(25),
      confirm_password: 'x'.repeat(25),
    });
    expect(bounds.status).toBe(200);
  });

  it('answers 409 for an email that exists, whatever its case', async () => {
    const answer = await register(newUser('Twin', 'ADMIN@Example.COM', 'StaffAdmin', acme.company_uid));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ status: 409, response: ['A user with this email already exists.'] });
    const german = await register(newUser('Twin', 'admin@example.com', 'StaffAdmin', acme.company_uid), 'de');
    expect(german.body.response).toEqual(['Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.']);
  });

  it('puts SubAdmins into the administration company only, and nobody else there', async () => {
    const roleMessage = ['This role cannot be given to a user of this customer.'];
    const adminElsewhere = await register(
      newUser('Wrong Admin', 'wrong1@acme.test', 'SubAdmin', acme.company_uid),
    );
    expect(adminElsewhere.status).toBe(400);
    expect(adminElsewhere.body.response).toEqual(roleMessage);
    for (const role of ['CustomerAdmin', 'StaffAdmin'] as const) {
      const answer = await register(
        newUser('Wrong Staff', 'wrong2@acme.test', role, ADMINISTRATION_COMPANY_UID),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.response).toEqual(roleMessage);
    }
    const subAdmin = await register(
      newUser('Second Admin', 'second@admin.test', 'SubAdmin', ADMINISTRATION_COMPANY_UID),
    );
    expect(subAdmin.status).toBe(200);
    expect((subAdmin.body.data as User).company.company_uid).toBe(ADMINISTRATION_COMPANY_UID);
  });

  it('answers 400 for a customer that does not exist', async () => {
    const answer = await register(newUser('Lost', 'lost@acme.test', 'StaffAdmin', randomUUID()));
    expect(answer.status).toBe(400);
    expect(answer.body.response).toEqual(['Please choose a customer from the list']);
  });

  it('answers 401 without a token', async () => {
    const answer = await api().call(
      'POST',
      'userRegister',
      {},
      {
        json: newUser('X', 'x@acme.test', 'StaffAdmin', acme.company_uid),
      },
    );
    expect(answer.status).toBe(401);
    expect(answer.body.response).toEqual(UNAUTHORIZED);
  });
});

describeEachDatabase('user-list-api and active-inactive-user-list', (api) => {
  let people: Awaited<ReturnType<typeof team>>;
  beforeAll(async () => {
    people = await team(api());
  });

  const list = (query: Record<string, string | number> = {}, token = people.admin) =>
    api().call('GET', 'userList', {}, { token, query });
  const byType = (type: string, query: Record<string, string | number> = {}, token = people.admin) =>
    api().call('GET', 'userListByType', { type }, { token, query });
  const ALL = [
    'Administrator',
    'Anna Schmidt',
    'Bernd Beta',
    'Clara Rejected',
    'Jürgen Groß',
    'Petra Pending',
  ];

  it('lists every user with its company, sorted by name', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(names(answer.body.response)).toEqual(ALL);
    const anna = (answer.body.response as User[]).find((user) => user.email === 'anna@acme.test');
    expect(anna).toEqual({
      id: people.anna.id,
      user_uid: people.anna.user_uid,
      full_name: 'Anna Schmidt',
      email: 'anna@acme.test',
      user_role: 'StaffAdmin',
      status: 'Approved',
      company: { company_uid: people.acme.company_uid, company_name: 'Acme Müller GmbH' },
    });
  });

  it('filters by company, name (umlauts in any case), email and role', async () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ company__company_name__icontains: 'MÜLLER' }, ['Anna Schmidt', 'Jürgen Groß']],
      [{ company__company_name__icontains: 'beta' }, ['Bernd Beta', 'Clara Rejected', 'Petra Pending']],
      [{ full_name__icontains: 'JÜRGEN' }, ['Jürgen Groß']],
      [{ full_name__icontains: 'groß' }, ['Jürgen Groß']],
      [{ email: 'beta.test' }, ['Bernd Beta', 'Clara Rejected', 'Petra Pending']],
      [{ user_role__icontains: 'subadmin' }, ['Administrator']],
      [{ user_role__icontains: 'StaffAdmin' }, ['Anna Schmidt', 'Clara Rejected', 'Petra Pending']],
      [{ user_role__icontains: 'subadmin', company__company_name__icontains: 'acme' }, []],
      [{ company__company_name__icontains: 'acme', user_role__icontains: 'customeradmin' }, ['Jürgen Groß']],
    ];
    for (const [query, expected] of cases) {
      const answer = await list(query);
      expect(answer.status).toBe(200);
      expect(names(answer.body.response), JSON.stringify(query)).toEqual(expected);
    }
  });

  it('treats empty filter values as no filter', async () => {
    const answer = await list({
      company__company_name__icontains: '',
      full_name__icontains: '',
      email: '',
      user_role__icontains: '',
      search: '',
      ordering: '',
    });
    expect(names(answer.body.response)).toEqual(ALL);
  });

  it('searches with several terms, each matching name, email, company or role', async () => {
    expect(names((await list({ search: 'anna acme' })).body.response)).toEqual(['Anna Schmidt']);
    expect(names((await list({ search: 'beta staffadmin' })).body.response)).toEqual([
      'Clara Rejected',
      'Petra Pending',
    ]);
    expect(names((await list({ search: 'MÜLLER' })).body.response)).toEqual(['Anna Schmidt', 'Jürgen Groß']);
    expect(names((await list({ search: 'nobody-at-all' })).body.response)).toEqual([]);
  });

  it('orders ascending and descending', async () => {
    expect(names((await list({ ordering: '-full_name' })).body.response)).toEqual([...ALL].reverse());
    const byEmail = (await list({ ordering: 'email' })).body.response as User[];
    expect(byEmail.map((user) => user.email)).toEqual([
      'admin@example.com',
      'anna@acme.test',
      'bernd@beta.test',
      'clara@beta.test',
      'juergen@acme.test',
      'petra@beta.test',
    ]);
    const byCompany = (await list({ ordering: '-company_name' })).body.response as User[];
    expect(byCompany.map((user) => user.company.company_name)[0]).toBe('Recruit Administration');
  });

  it('pages with count, next and previous, at most 100 a page', async () => {
    const first = await list({ page: 1, page_size: 4 });
    expect(first.status).toBe(200);
    expect(names(first.body.response)).toEqual(ALL.slice(0, 4));
    expect(first.body.count).toBe(6);
    expect(first.body.previous).toBeNull();
    expect(new URL(first.body.next as string).searchParams.get('page')).toBe('2');
    const second = await list({ page: 2, page_size: 4 });
    expect(names(second.body.response)).toEqual(ALL.slice(4));
    expect(second.body.next).toBeNull();
    expect(new URL(second.body.previous as string).searchParams.get('page')).toBe('1');
    const filtered = await list({ page: 1, page_size: 100, company__company_name__icontains: 'beta' });
    expect(filtered.body).toMatchObject({ count: 3, next: null, previous: null });
    const tooBig = await list({ page: 1, page_size: 101 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual({ status: 400, response: ['Please enter a number not greater than 100'] });
    const notANumber = await list({ page: 'two' });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.response).toEqual(['Please enter a valid number']);
  });

  it('lists all, active, inactive and pending users, with the same filters', async () => {
    expect(names((await byType('all')).body.response)).toEqual(ALL);
    expect(names((await byType('active')).body.response)).toEqual([
      'Administrator',
      'Anna Schmidt',
      'Bernd Beta',
      'Jürgen Groß',
    ]);
    expect(names((await byType('inactive')).body.response)).toEqual(['Clara Rejected', 'Petra Pending']);
    expect(names((await byType('pending')).body.response)).toEqual(['Petra Pending']);
    expect(
      names((await byType('active', { company__company_name__icontains: 'beta' })).body.response),
    ).toEqual(['Bernd Beta']);
    expect(names((await byType('inactive', { search: 'clara' })).body.response)).toEqual(['Clara Rejected']);
    const paged = await byType('inactive', { page: 1, page_size: 1, ordering: '-full_name' });
    expect(paged.body).toMatchObject({ count: 2, previous: null });
    expect(names(paged.body.response)).toEqual(['Petra Pending']);
    const unknown = await byType('deleted');
    expect(unknown.status).toBe(400);
    expect(unknown.body.response).toEqual(['Please choose one of the options']);
  });
});

describeEachDatabase('user-detail-view, user-update-api and user-delete-api', (api) => {
  let people: Awaited<ReturnType<typeof team>>;
  beforeAll(async () => {
    people = await team(api());
  });

  const update = (id: string, json: unknown, token = people.admin, lang?: string) =>
    api().call('PUT', 'userUpdate', { id }, { token, json, lang });

  it('answers the user as the first item of response, 404 for an unknown id', async () => {
    const answer = await api().call(
      'GET',
      'userDetail',
      { id: people.anna.user_uid },
      { token: people.admin },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 200, response: [people.anna] });
    for (const id of [randomUUID(), 'not-a-uid']) {
      const missing = await api().call('GET', 'userDetail', { id }, { token: people.admin });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ status: 404, response: NOT_FOUND });
    }
  });

  it('changes only the four fields when no password is sent', async () => {
    const bernd = await api().login('bernd@beta.test', USER_PASSWORD);
    const before = await api()
      .db.selectFrom('users')
      .selectAll()
      .where('user_uid', '=', people.bernd.user_uid)
      .executeTakeFirstOrThrow();
    const answer = await update(people.bernd.user_uid, {
      full_name: 'Bernd Böhm',
      user_role: 'StaffAdmin',
      status: 'Approved',
      email: 'Bernd.Boehm@Beta.test',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 200,
      response: 'User Updated successfully',
      data: {
        ...people.bernd,
        full_name: 'Bernd Böhm',
        user_role: 'StaffAdmin',
        email: 'bernd.boehm@beta.test',
      },
    });
    const after = await api()
      .db.selectFrom('users')
      .selectAll()
      .where('user_uid', '=', people.bernd.user_uid)
      .executeTakeFirstOrThrow();
    const changed = { full_name: 'Bernd Böhm', user_role: 'StaffAdmin', email: 'bernd.boehm@beta.test' };
    // The list keys follow the fields they are made from; the version moves on (issue 29).
    expect(after).toEqual({ ...before, ...changed, ...userKeys(changed), version: before.version + 1 });
    expect(after).toMatchObject({ full_name_key: 'bernd bohm', full_name_fold: 'bernd böhm' });
    // Still signed in, and the password is the old one.
    expect((await api().call('GET', 'profile', {}, { token: bernd })).status).toBe(200);
    expect(await api().login('bernd.boehm@beta.test', USER_PASSWORD)).toBeTruthy();
    const detail = await api().call(
      'GET',
      'userDetail',
      { id: people.bernd.user_uid },
      { token: people.admin },
    );
    expect(detail.body.response).toEqual([answer.body.data]);
  });

  it('sets a new password: the old token answers 401 and only the new password signs in', async () => {
    const token = await api().login('anna@acme.test', USER_PASSWORD);
    const answer = await update(people.anna.user_uid, {
      ...editForm(people.anna),
      or_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    expect(answer.status).toBe(200);
    const stale = await api().call('GET', 'profile', {}, { token });
    expect(stale.status).toBe(401);
    expect(stale.body.response).toEqual(UNAUTHORIZED);
    expect(await api().login('anna@acme.test', 'brand-new-pass')).toBeTruthy();
    const old = await api().call(
      'POST',
      'login',
      {},
      { json: { email: 'anna@acme.test', password: USER_PASSWORD, user_role: 'SuperAdmin' } },
    );
    expect(old.status).toBe(401);
  });

  it('checks the password bounds, the confirmation and the statuses the form offers', async () => {
    const base = editForm(people.juergen);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ or_password: 'short', confirm_password: 'short' }, ['Minimum 8 Characters required']],
      [{ or_password: 'y'.repeat(26), confirm_password: 'y'.repeat(26) }, ['Max 25 is allowed']],
      [{ or_password: 'long-enough-1', confirm_password: 'different-1' }, ['Your passwords do no match']],
      [{ status: 'Pending' }, ['Please choose one of the options']],
      [{ full_name: '', email: 'broken' }, ['Required', 'Invalid email address']],
    ];
    for (const [change, expected] of cases) {
      const answer = await update(people.juergen.user_uid, { ...base, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.response, JSON.stringify(change)).toEqual(expected);
    }
    const german = await update(
      people.juergen.user_uid,
      { ...base, or_password: 'short', confirm_password: 'short' },
      people.admin,
      'de',
    );
    expect(german.body.response).toEqual(['Mindestens 8 Zeichen erforderlich']);
    const empty = await update(people.juergen.user_uid, { ...base, or_password: '', confirm_password: '' });
    expect(empty.status).toBe(200);
    expect(await api().login('juergen@acme.test', USER_PASSWORD)).toBeTruthy();
  });

  it('ends the tokens of a user set to Rejected and refuses their sign-in until Approved again', async () => {
    const token = await api().login('juergen@acme.test', USER_PASSWORD);
    const rejected = await update(people.juergen.user_uid, {
      ...editForm(people.juergen),
      status: 'Rejected',
    });
    expect(rejected.status).toBe(200);
    expect((rejected.body.data as User).status).toBe('Rejected');
    const stale = await api().call('GET', 'userList', {}, { token });
    expect(stale.status).toBe(401);
    expect(stale.body.response).toEqual(UNAUTHORIZED);
    const login = await api().call(
      'POST',
      'login',
      {},
      { json: { email: 'juergen@acme.test', password: USER_PASSWORD, user_role: 'SuperAdmin' } },
    );
    expect(login.status).toBe(401);
    expect(login.body.response).toBe('Invalid Credentials!');
    await update(people.juergen.user_uid, editForm(people.juergen));
    expect((await api().call('GET', 'userList', {}, { token })).status).toBe(401);
    expect(await api().login('juergen@acme.test', USER_PASSWORD)).toBeTruthy();
  });

  it('keeps SubAdmins in the administration company on a role change', async () => {
    const roleMessage = ['This role cannot be given to a user of this customer.'];
    const promote = await update(people.petra.user_uid, {
      ...editForm(people.petra),
      status: 'Approved',
      user_role: 'SubAdmin',
    });
    expect(promote.status).toBe(400);
    expect(promote.body.response).toEqual(roleMessage);
    const { user: second } = await addUser(api(), people.admin, {
      full_name: 'Second Admin',
      email: 'second@admin.test',
      user_role: 'SubAdmin',
      company_uuid: ADMINISTRATION_COMPANY_UID,
    });
    const demote = await update(second.user_uid, { ...editForm(second), user_role: 'CustomerAdmin' });
    expect(demote.status).toBe(400);
    expect(demote.body.response).toEqual(roleMessage);
    const staff = await update(people.petra.user_uid, {
      ...editForm(people.petra),
      status: 'Approved',
      user_role: 'CustomerAdmin',
    });
    expect(staff.status).toBe(200);
    expect(staff.body.data).toMatchObject({ user_role: 'CustomerAdmin', status: 'Approved' });
  });

  it('answers 409 when the new email belongs to someone else, in any case', async () => {
    const answer = await update(people.clara.user_uid, {
      ...editForm(people.clara),
      email: 'ANNA@acme.test',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.response).toEqual(['A user with this email already exists.']);
  });

  it('answers 404 for an unknown user', async () => {
    const answer = await update(randomUUID(), editForm(people.clara));
    expect(answer.status).toBe(404);
    expect(answer.body.response).toEqual(NOT_FOUND);
  });

  it('deletes a user: the message, then 404 for the detail and a second delete', async () => {
    // A vacancy the user created stays, without its author.
    const vacancy = await insertVacancy(api(), people.beta.id, {
      vacancy_title: 'Lagerist (m/w/d)',
      created_by_id: people.clara.id,
      modified_by_id: people.clara.id,
    });
    const answer = await api().call(
      'DELETE',
      'userDelete',
      { id: people.clara.user_uid },
      { token: people.admin },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 200, response: 'User deleted successfully' });
    const german = await api().call(
      'DELETE',
      'userDelete',
      { id: people.petra.user_uid },
      { token: people.admin, lang: 'de' },
    );
    expect(german.body).toEqual({ status: 200, response: 'Benutzer erfolgreich gelöscht' });
    const detail = await api().call(
      'GET',
      'userDetail',
      { id: people.clara.user_uid },
      { token: people.admin },
    );
    expect(detail.status).toBe(404);
    const again = await api().call(
      'DELETE',
      'userDelete',
      { id: people.clara.user_uid },
      { token: people.admin },
    );
    expect(again.status).toBe(404);
    expect(again.body.response).toEqual(NOT_FOUND);
    const kept = await api()
      .db.selectFrom('vacancies')
      .select(['created_by_id', 'modified_by_id'])
      .where('id', '=', vacancy.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ created_by_id: null, modified_by_id: null });
  });

  it('never lets a SubAdmin delete or demote itself', async () => {
    const me = (await api().call('GET', 'profile', {}, { token: people.admin })).body.response as User;
    const remove = await api().call('DELETE', 'userDelete', { id: me.user_uid }, { token: people.admin });
    expect(remove.status).toBe(403);
    expect(remove.body.response).toEqual(OWN_ACCOUNT);
    const reject = await update(me.user_uid, {
      ...editForm({ ...me, status: 'Approved' }),
      status: 'Rejected',
    });
    expect(reject.status).toBe(403);
    expect(reject.body.response).toEqual(OWN_ACCOUNT);
  });
});

describeEachDatabase('users: the role matrix', (api) => {
  let people: Awaited<ReturnType<typeof team>>;
  let customerAdmin: string;
  let staff: string;
  beforeAll(async () => {
    people = await team(api());
    customerAdmin = await api().login('juergen@acme.test', USER_PASSWORD);
    staff = await api().login('anna@acme.test', USER_PASSWORD);
  });

  const update = (id: string, json: unknown, token: string) =>
    api().call('PUT', 'userUpdate', { id }, { token, json });

  describe('CustomerAdmin', () => {
    it('lists and views only its own company', async () => {
      const answer = await api().call('GET', 'userList', {}, { token: customerAdmin });
      expect(names(answer.body.response)).toEqual(['Anna Schmidt', 'Jürgen Groß']);
      const other = await api().call(
        'GET',
        'userList',
        {},
        { token: customerAdmin, query: { company__company_name__icontains: 'beta' } },
      );
      expect(other.body.response).toEqual([]);
      const inactive = await api().call(
        'GET',
        'userListByType',
        { type: 'all' },
        { token: customerAdmin, query: { search: 'beta' } },
      );
      expect(inactive.body.response).toEqual([]);
      const own = await api().call(
        'GET',
        'userDetail',
        { id: people.anna.user_uid },
        { token: customerAdmin },
      );
      expect(own.body.response).toEqual([people.anna]);
      const admin = (await api().call('GET', 'profile', {}, { token: people.admin })).body.response as User;
      for (const id of [people.bernd.user_uid, admin.user_uid]) {
        const hidden = await api().call('GET', 'userDetail', { id }, { token: customerAdmin });
        expect(hidden.status).toBe(404);
        expect(hidden.body.response).toEqual(NOT_FOUND);
      }
    });

    it('adds users to its own company only, never a SubAdmin', async () => {
      const added = await api().call(
        'POST',
        'userRegister',
        {},
        {
          token: customerAdmin,
          json: newUser('Karl Kühn', 'karl@acme.test', 'StaffAdmin', people.acme.company_uid),
        },
      );
      expect(added.status).toBe(200);
      const elsewhere = await api().call(
        'POST',
        'userRegister',
        {},
        {
          token: customerAdmin,
          json: newUser('Karl Two', 'karl2@acme.test', 'StaffAdmin', people.beta.company_uid),
        },
      );
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.response).toEqual(['Please choose a customer from the list']);
      for (const companyUid of [people.acme.company_uid, ADMINISTRATION_COMPANY_UID]) {
        const subAdmin = await api().call(
          'POST',
          'userRegister',
          {},
          {
            token: customerAdmin,
            json: newUser('Sneaky', 'sneaky@acme.test', 'SubAdmin', companyUid),
          },
        );
        expect(subAdmin.status, companyUid).toBe(403);
        expect(subAdmin.body.response).toEqual(FORBIDDEN);
      }
    });

    it('edits its own company users, never to SubAdmin; another company answers 404', async () => {
      const edited = await update(
        people.anna.user_uid,
        { ...editForm(people.anna), full_name: 'Anna Schmitt' },
        customerAdmin,
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ full_name: 'Anna Schmitt' });
      const promote = await update(
        people.anna.user_uid,
        { ...editForm(people.anna), user_role: 'SubAdmin' },
        customerAdmin,
      );
      expect(promote.status).toBe(403);
      expect(promote.body.response).toEqual(FORBIDDEN);
      const other = await update(people.bernd.user_uid, editForm(people.bernd), customerAdmin);
      expect(other.status).toBe(404);
      expect(other.body.response).toEqual(NOT_FOUND);
      const admin = (await api().call('GET', 'profile', {}, { token: people.admin })).body.response as User;
      const adminEdit = await update(
        admin.user_uid,
        { ...editForm({ ...admin, status: 'Approved' }), full_name: 'Hacked' },
        customerAdmin,
      );
      expect(adminEdit.status).toBe(404);
    });

    it('edits its own profile, but never its own role or status, and never deletes itself', async () => {
      const profile = await update(
        people.juergen.user_uid,
        { ...editForm(people.juergen), full_name: 'Jürgen Großmann' },
        customerAdmin,
      );
      expect(profile.status).toBe(200);
      expect(profile.body.data).toMatchObject({
        full_name: 'Jürgen Großmann',
        user_role: 'CustomerAdmin',
        status: 'Approved',
      });
      for (const change of [{ user_role: 'StaffAdmin' }, { status: 'Rejected' }]) {
        const answer = await update(
          people.juergen.user_uid,
          { ...editForm(people.juergen), ...change },
          customerAdmin,
        );
        expect(answer.status, JSON.stringify(change)).toBe(403);
        expect(answer.body.response).toEqual(OWN_ACCOUNT);
      }
      const remove = await api().call(
        'DELETE',
        'userDelete',
        { id: people.juergen.user_uid },
        { token: customerAdmin },
      );
      expect(remove.status).toBe(403);
      expect(remove.body.response).toEqual(OWN_ACCOUNT);
    });

    it('deletes its own company users only', async () => {
      const other = await api().call(
        'DELETE',
        'userDelete',
        { id: people.petra.user_uid },
        { token: customerAdmin },
      );
      expect(other.status).toBe(404);
      const karl = await api()
        .db.selectFrom('users')
        .select('user_uid')
        .where('email', '=', 'karl@acme.test')
        .executeTakeFirstOrThrow();
      const own = await api().call('DELETE', 'userDelete', { id: karl.user_uid }, { token: customerAdmin });
      expect(own.status).toBe(200);
      expect(own.body.response).toBe('User deleted successfully');
    });
  });

  describe('StaffAdmin', () => {
    it('answers 403 on every users call but updating itself', async () => {
      const calls = [
        api().call('GET', 'userList', {}, { token: staff }),
        api().call('GET', 'userListByType', { type: 'active' }, { token: staff }),
        api().call('GET', 'userDetail', { id: people.anna.user_uid }, { token: staff }),
        api().call('GET', 'userDetail', { id: people.juergen.user_uid }, { token: staff }),
        api().call(
          'POST',
          'userRegister',
          {},
          {
            token: staff,
            json: newUser('New', 'new@acme.test', 'StaffAdmin', people.acme.company_uid),
          },
        ),
        update(people.juergen.user_uid, editForm(people.juergen), staff),
        update(people.bernd.user_uid, editForm(people.bernd), staff),
        update(randomUUID(), editForm(people.bernd), staff),
        api().call('DELETE', 'userDelete', { id: people.juergen.user_uid }, { token: staff }),
        api().call('DELETE', 'userDelete', { id: people.anna.user_uid }, { token: staff }),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ status: 403, response: FORBIDDEN });
      }
    });

    it('edits its own profile with role and status unchanged', async () => {
      const answer = await update(
        people.anna.user_uid,
        { ...editForm(people.anna), full_name: 'Anna Schmidt-Weiß' },
        staff,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        response: 'User Updated successfully',
        data: { full_name: 'Anna Schmidt-Weiß' },
      });
      for (const change of [{ user_role: 'CustomerAdmin' }, { status: 'Rejected' }]) {
        const refused = await update(people.anna.user_uid, { ...editForm(people.anna), ...change }, staff);
        expect(refused.status).toBe(403);
        expect(refused.body.response).toEqual(OWN_ACCOUNT);
      }
    });

    it('needs the current password to change its email or password', async () => {
      const newEmail = { ...editForm(people.anna), email: 'anna.new@acme.test' };
      const missing = await update(people.anna.user_uid, newEmail, staff);
      expect(missing.status).toBe(400);
      expect(missing.body.response).toEqual(['Please enter your current password']);
      const wrong = await update(
        people.anna.user_uid,
        { ...newEmail, old_password: 'not-my-password' },
        staff,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.response).toEqual(['The current password is not correct']);
      const passwordOnly = {
        ...editForm(people.anna),
        or_password: 'anna-new-pass',
        confirm_password: 'anna-new-pass',
      };
      expect((await update(people.anna.user_uid, passwordOnly, staff)).body.response).toEqual([
        'Please enter your current password',
      ]);
      const moved = await update(people.anna.user_uid, { ...newEmail, old_password: USER_PASSWORD }, staff);
      expect(moved.status).toBe(200);
      expect(moved.body.data).toMatchObject({ email: 'anna.new@acme.test' });
      const changed = await update(
        people.anna.user_uid,
        { ...passwordOnly, email: 'anna.new@acme.test', old_password: USER_PASSWORD },
        staff,
      );
      expect(changed.status).toBe(200);
      expect((await api().call('GET', 'profile', {}, { token: staff })).status).toBe(401);
      expect(await api().login('anna.new@acme.test', 'anna-new-pass')).toBeTruthy();
    });
  });
});

describeEachDatabase('users: the same new email twice at once', (api) => {
  it('adds one user and answers the other 409, never 500', async () => {
    const token = await api().login(ADMIN.email, ADMIN.password);
    const body = newUser('Twin', 'twin@example.com', 'SubAdmin', ADMINISTRATION_COMPANY_UID);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api().call('POST', 'userRegister', {}, { token, json: body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('answers the customer message for a company_uuid that is not a uid', async () => {
    const token = await api().login(ADMIN.email, ADMIN.password);
    const answer = await api().call(
      'POST',
      'userRegister',
      {},
      {
        token,
        json: newUser('X', 'x@example.com', 'StaffAdmin', 'not-a-uid'),
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.response).toEqual(['Please choose a customer from the list']);
  });
});
