import { beforeAll, expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID, administrationCompanyName, type UserRole } from '@contract/domain';
import type { Profile } from '@contract/profile';
import type { User } from '@contract/users';
import { addUser, editForm, insertCompany, USER_PASSWORD } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

describeEachDatabase('profile', (api) => {
  let admin = '';
  let alpha = { company_uid: '', company_name: '' };
  const users = new Map<string, User>();
  const userOf = (email: string) => users.get(email) ?? expect.fail(`no user ${email}`);
  const profileOf = async (token: string) => {
    const answer = await api().call('GET', 'profile', {}, { token });
    expect(answer.status).toBe(200);
    return answer.body.response as Profile;
  };
  /** PUT user-update-api on one's own uid, as the edit-profile form sends it. */
  const editOwn = (token: string, user: User, changes: Record<string, string>, lang?: string) =>
    api().call(
      'PUT',
      'userUpdate',
      { id: user.user_uid },
      { token, lang, json: { ...editForm(user), ...changes } },
    );

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const { company_uid, company_name } = await insertCompany(api(), { company_name: 'Alpha GmbH' });
    alpha = { company_uid, company_name };
    const beta = await insertCompany(api(), { company_name: 'Beta AG' });
    const add = async (user_role: UserRole, company_uuid: string, full_name: string, email: string) =>
      users.set(email, (await addUser(api(), admin, { user_role, company_uuid, full_name, email })).user);
    await add('CustomerAdmin', company_uid, 'Otto Öztürk', 'otto@alpha.example');
    await add('StaffAdmin', company_uid, 'anna Adler', 'anna@alpha.example');
    await add('StaffAdmin', company_uid, 'Zora Zeller', 'zora@alpha.example');
    await add('CustomerAdmin', beta.company_uid, 'Bert Beta', 'bert@beta.example');
  });

  it('answers a SubAdmin its own profile without a users list', async () => {
    const profile = await profileOf(admin);
    expect(profile).toEqual({
      user_uid: expect.any(String),
      id: expect.any(Number),
      user_role: 'SubAdmin',
      full_name: 'Administrator',
      email: ADMIN.email,
      status: 'Approved',
      company: {
        company_uid: ADMINISTRATION_COMPANY_UID,
        company_name: administrationCompanyName(api().server.ctx.config.PRODUCT_NAME),
      },
    });
    expect((await api().call('GET', 'profile')).status).toBe(401);
  });

  it("answers a CustomerAdmin its profile and its company's users by name", async () => {
    const otto = userOf('otto@alpha.example');
    const profile = await profileOf(await api().login(otto.email, USER_PASSWORD));
    const { users: companyUsers, ...own } = profile;
    expect(own).toEqual({
      user_uid: otto.user_uid,
      id: otto.id,
      user_role: 'CustomerAdmin',
      full_name: 'Otto Öztürk',
      email: 'otto@alpha.example',
      status: 'Approved',
      company: alpha,
    });
    expect(companyUsers).toEqual([userOf('anna@alpha.example'), otto, userOf('zora@alpha.example')]);
  });

  it('answers a StaffAdmin its profile without a users list', async () => {
    const zora = userOf('zora@alpha.example');
    const profile = await profileOf(await api().login(zora.email, USER_PASSWORD));
    expect(profile).toEqual({
      user_uid: zora.user_uid,
      id: zora.id,
      user_role: 'StaffAdmin',
      full_name: 'Zora Zeller',
      email: zora.email,
      status: 'Approved',
      company: alpha,
    });
  });

  it('refuses a change of the own role or status', async () => {
    const bert = userOf('bert@beta.example');
    const token = await api().login(bert.email, USER_PASSWORD);
    const changes: Record<string, string>[] = [{ user_role: 'StaffAdmin' }, { status: 'Rejected' }];
    for (const change of changes) {
      const answer = await editOwn(token, bert, change);
      expect(answer.status).toBe(403);
      expect(answer.body.response).toEqual([
        'You cannot change your own role or status, or delete yourself.',
      ]);
    }
    expect(await profileOf(token)).toMatchObject({ user_role: 'CustomerAdmin', status: 'Approved' });
  });

  it('changes the own name freely, and the email only with the current password', async () => {
    const anna = userOf('anna@alpha.example');
    const token = await api().login(anna.email, USER_PASSWORD);
    const renamed = await editOwn(token, anna, { full_name: 'Anna Adler-Berg' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.response).toBe('User Updated successfully');
    expect(await profileOf(token)).toMatchObject({ full_name: 'Anna Adler-Berg' });

    const moved = { ...anna, full_name: 'Anna Adler-Berg' };
    const missing = await editOwn(token, moved, { email: 'anna.berg@alpha.example' });
    expect(missing.status).toBe(400);
    expect(missing.body.response).toEqual(['Please enter your current password']);
    const wrong = await editOwn(token, moved, {
      email: 'anna.berg@alpha.example',
      old_password: 'not-my-pass',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.response).toEqual(['The current password is not correct']);
    const german = await editOwn(token, moved, { email: 'anna.berg@alpha.example' }, 'de');
    expect(german.body.response).toEqual(['Bitte geben Sie Ihr aktuelles Passwort ein']);
    expect(await profileOf(token)).toMatchObject({ email: 'anna@alpha.example' });

    const changed = await editOwn(token, moved, {
      email: 'anna.berg@alpha.example',
      old_password: USER_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(await profileOf(token)).toMatchObject({ email: 'anna.berg@alpha.example' });
  });

  it('changes the own password with the current one, ending the old session', async () => {
    const zora = userOf('zora@alpha.example');
    const token = await api().login(zora.email, USER_PASSWORD);
    const newPassword = { or_password: 'brand-new-pass', confirm_password: 'brand-new-pass' };
    expect((await editOwn(token, zora, newPassword)).body.response).toEqual([
      'Please enter your current password',
    ]);
    const wrong = await editOwn(token, zora, { ...newPassword, old_password: 'not-my-pass' });
    expect(wrong.body.response).toEqual(['The current password is not correct']);
    const mismatch = await editOwn(token, zora, {
      ...newPassword,
      confirm_password: 'other-pass-1',
      old_password: USER_PASSWORD,
    });
    expect(mismatch.body.response).toEqual(['Your passwords do no match']);

    const changed = await editOwn(token, zora, { ...newPassword, old_password: USER_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await api().call('GET', 'profile', {}, { token })).status).toBe(401);
    const old = await api().call(
      'POST',
      'login',
      {},
      { json: { email: zora.email, password: USER_PASSWORD, user_role: 'SuperAdmin' } },
    );
    expect(old.status).toBe(401);
    expect(await profileOf(await api().login(zora.email, 'brand-new-pass'))).toMatchObject({
      user_uid: zora.user_uid,
    });
  });

  it('refuses a name with a lone surrogate or a NUL character in both languages, and keeps the name', async () => {
    const bert = userOf('bert@beta.example');
    const token = await api().login(bert.email, USER_PASSWORD);
    const before = (await profileOf(token)).full_name;
    const answers = [
      ['Probe\ud800Name', undefined, 'A text contains a character that cannot be stored'],
      ['Probe\u0000Name', 'de-DE', 'Ein Text enthält ein Zeichen, das sich nicht speichern lässt'],
    ] as const;
    for (const [full_name, lang, message] of answers) {
      const answer = await editOwn(token, bert, { full_name }, lang);
      expect(answer.status).toBe(400);
      expect(String((answer.body.response as string[])[0])).toContain(message);
    }
    expect((await profileOf(token)).full_name).toBe(before);
  });
});
