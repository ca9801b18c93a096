import net from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { insertCompany } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

const UNAUTHORIZED = { status: 401, response: ['Your session has ended. Please sign in again.'] };

describeEachDatabase('authentication comes before validation', (api) => {
  it('answers 401, not field messages, to a call without a token, whatever its body, path or query', async () => {
    const cases = [
      api().call('PUT', 'userUpdate', { id: 'x' }, { json: {} }),
      api().call('PUT', 'userUpdate', { id: 'x' }, { json: { email: 'not-an-email', status: 'Nope' } }),
      api().call('GET', 'userListByType', { type: 'no-such-type' }),
      api().call('GET', 'vacancyList', { type: 'all' }, { query: { page: 'minus-one', page_size: 'huge' } }),
      api().call('POST', 'vacancyCreate', {}, { json: { vacancy_quota: 'lots' } }),
      api().call('PUT', 'candidateUpdate', { id: 'x' }, { json: '[[[[' }),
    ];
    for (const answer of await Promise.all(cases)) expect(answer.body).toEqual(UNAUTHORIZED);
  });

  it('answers 403 to a role that may not make the call, before reading its body', async () => {
    const admin = await api().login(ADMIN.email, ADMIN.password);
    const company = await insertCompany(api());
    const json = {
      full_name: 'Staff',
      user_role: 'StaffAdmin',
      email: 'staff@first.test',
      username: 'username',
      status: 'Approved',
      company_uuid: company.company_uid,
      or_password: 'secret-pass-1',
      confirm_password: 'secret-pass-1',
    };
    expect((await api().call('POST', 'userRegister', {}, { token: admin, json })).status).toBe(200);
    const staff = await api().login('staff@first.test', 'secret-pass-1');
    const answer = await api().call(
      'PUT',
      'companyUpdate',
      { id: 'x' },
      { token: staff, json: { company_name: '' } },
    );
    expect(answer.body).toEqual({ status: 403, response: ['You are not allowed to do this.'] });
  });
});

describeEachDatabase(
  'API answers: caching, paging links and HSTS',
  (api) => {
    let token = '';
    beforeAll(async () => {
      token = await api().login(ADMIN.email, ADMIN.password);
      for (let index = 0; index < 3; index++) await insertCompany(api());
    });

    it('marks every API answer, success or failure, Cache-Control: no-store', async () => {
      const answers = [
        await api().call('GET', 'dashboard', {}, { token }),
        await api().call('GET', 'dashboard'),
        await api().call('GET', { path: '/api/no-such-call/' }),
        await api().call('GET', { path: '/api/health' }),
      ];
      for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it('builds paging links on APP_URL, never on the Host header the request came with', async () => {
      const url = new URL('/api/admin-api/company-list/management/?page=2&page_size=1', api().baseUrl);
      const response = await fetch(url, {
        headers: {
          authorization: `Bearer ${token}`,
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
        },
      });
      const page = (await response.json()) as { next: string; previous: string };
      expect(page.next).toBe(
        'https://admin.recruit.example/api/admin-api/company-list/management/?page=3&page_size=1',
      );
      expect(page.previous).toBe(
        'https://admin.recruit.example/api/admin-api/company-list/management/?page=1&page_size=1',
      );
    });

    it('sends HSTS when APP_URL is https', async () => {
      const answer = await api().call('GET', 'dashboard', {}, { token });
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    });
  },
  { APP_URL: 'https://admin.recruit.example' },
);

/** Sends raw bytes as a request and reads everything the server answers until it closes. */
function rawRequest(baseUrl: string, head: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(head));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describeEachDatabase('request heads Node refuses', (api) => {
  it('answers them in the envelope too, and closes the connection', async () => {
    const cases: [string, RegExp, string][] = [
      [
        `GET /api/${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
        /^HTTP\/1\.1 431 /,
        'The request is too large.',
      ],
      ['GET /api/\u0001 HTTP/1.1\r\nHost: a\r\n\r\n', /^HTTP\/1\.1 400 /, 'The request could not be read.'],
      ['NONSENSE\r\n\r\n', /^HTTP\/1\.1 400 /, 'The request could not be read.'],
    ];
    for (const [head, status, message] of cases) {
      const answer = await rawRequest(api().baseUrl, head);
      expect(answer).toMatch(status);
      expect(answer).toMatch(/connection: close/i);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { response: string[] };
      expect(body.response).toEqual([message]);
    }
  });
});

describeEachDatabase('API answers over plain HTTP', (api) => {
  it('sends no HSTS when APP_URL is http', async () => {
    const answer = await api().call('GET', 'dashboard');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});
