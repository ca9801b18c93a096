import { beforeAll, expect, it } from 'vitest';
import { addUser, insertCompany } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

const UNAUTHORIZED = ['Your session has ended. Please sign in again.'];

describeEachDatabase('sign-out (POST account-api/logout/)', (api) => {
  let company = '';
  beforeAll(async () => {
    const admin = await api().login(ADMIN.email, ADMIN.password);
    company = (await insertCompany(api())).company_uid;
    await addUser(api(), admin, {
      user_role: 'StaffAdmin',
      company_uuid: company,
      email: 'two@devices.test',
    });
  });
  const profile = (token: string) => api().call('GET', 'profile', {}, { token });
  const logout = (token?: string, lang?: string) => api().call('POST', 'logout', {}, { token, lang });

  it('ends the token it is called with, and only that one: the other device stays signed in', async () => {
    const laptop = await api().login('two@devices.test', 'secret-pass-1');
    const phone = await api().login('two@devices.test', 'secret-pass-1');
    const answer = await logout(laptop);
    expect(answer.body).toEqual({ status: 200, response: 'You are signed out.' });
    expect((await profile(laptop)).body).toEqual({ status: 401, response: UNAUTHORIZED });
    expect((await profile(phone)).status).toBe(200);
    expect((await logout(laptop)).status).toBe(401);
    expect((await api().call('GET', 'dashboard', {}, { token: laptop })).status).toBe(401);
    const again = await api().login('two@devices.test', 'secret-pass-1');
    expect((await profile(again)).status).toBe(200);
  });

  it('answers in German, and 401 without a token', async () => {
    const token = await api().login('two@devices.test', 'secret-pass-1');
    expect((await logout(token, 'de')).body).toEqual({ status: 200, response: 'Sie sind abgemeldet.' });
    expect((await logout()).body).toEqual({ status: 401, response: UNAUTHORIZED });
  });

  it('forgets ended tokens once they would have expired anyway', async () => {
    await api()
      .db.insertInto('revoked_tokens')
      .values({ jti: 'long-expired', expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await logout(await api().login('two@devices.test', 'secret-pass-1'));
    const left = await api()
      .db.selectFrom('revoked_tokens')
      .select('jti')
      .where('jti', '=', 'long-expired')
      .execute();
    expect(left).toEqual([]);
  });
});
