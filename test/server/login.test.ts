import { expect, it } from 'vitest';
import { PASSWORD_THROTTLE } from '../../server/platform/throttle';
import { ADMIN, describeEachDatabase } from './harness';
import { whileDatabaseRefuses } from './pg-outage';

describeEachDatabase('login', (api) => {
  it('signs the first administrator in and answers the token, role and profile', async () => {
    const answer = await api().call('POST', 'login', {}, { json: { ...ADMIN, user_role: 'SuperAdmin' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 200,
      user_role: 'SubAdmin',
      response: { email: ADMIN.email, full_name: 'Administrator', status: 'Approved' },
    });
    expect(answer.body.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('answers 401 Invalid Credentials! for a wrong password and for an unknown email alike', async () => {
    const wrong = await api().call(
      'POST',
      'login',
      {},
      { json: { email: ADMIN.email, password: 'not-the-one', user_role: 'SuperAdmin' } },
    );
    const unknown = await api().call(
      'POST',
      'login',
      {},
      { json: { email: 'nobody@example.com', password: 'whatever1', user_role: 'SuperAdmin' } },
    );
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ status: 401, response: 'Invalid Credentials!' });
    }
  });

  it('answers the field messages of section 5, in German when asked', async () => {
    const empty = await api().call('POST', 'login', {}, { json: { email: '', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.response).toEqual(['Please enter a valid email', 'Please enter a valid password']);
    const malformed = await api().call(
      'POST',
      'login',
      {},
      { json: { email: 'no-at-sign', password: 'x' }, lang: 'de-DE,de;q=0.9' },
    );
    expect(malformed.body.response).toEqual(['Die eingegebene E-Mail ist ungültig!']);
  });

  it('answers 400 with a readable message for a body that is not JSON', async () => {
    const answer = await api().call('POST', { path: '/api/account-api/login/' }, {}, {});
    expect(answer.status).toBe(400);
    const broken = await fetch(new URL('/api/account-api/login/', api().baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ status: 400, response: ['The request could not be read.'] });
  });

  it('counts no sign-in the server could not check: right after a database outage, the right password works', async () => {
    const url = api().server.ctx.config.DATABASE_URL;
    if (!url) return;
    const signIn = () => api().callFrom('127.0.0.6', 'POST', 'login', { ...ADMIN, user_role: 'SuperAdmin' });
    const during = await whileDatabaseRefuses(url, async () => {
      const statuses = [];
      for (let attempt = 0; attempt < PASSWORD_THROTTLE.addressLimit + 2; attempt++)
        statuses.push((await signIn()).status);
      return statuses;
    });
    for (const status of during) expect(status).toBeGreaterThanOrEqual(500);
    expect((await signIn()).status).toBe(200);
  });
});
