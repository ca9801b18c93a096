import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { addUser } from './fixtures';
import { ADMIN, createPgDatabase, describeEachDatabase, PG_URL, serveApi } from './harness';

/** Two emails that a byte-by-byte order and an ICU or libc 'en-US' one put the other way round. */
const EMAILS = ['alexander.clark41@web.example', 'alexander.clark@mail.example'];

async function emailOrder(api: Awaited<ReturnType<typeof serveApi>>) {
  const token = await api.login(ADMIN.email, ADMIN.password);
  for (const email of EMAILS) {
    await addUser(api, token, { user_role: 'SubAdmin', company_uuid: ADMINISTRATION_COMPANY_UID, email });
  }
  const list = await api.call('GET', 'userList', {}, { token, query: { ordering: 'email' } });
  return (list.body.response as { email: string }[])
    .map((user) => user.email)
    .filter((e) => EMAILS.includes(e));
}

describeEachDatabase('list order', (api) => {
  it('orders names as German readers expect: accents and case do not move a name', async () => {
    const token = await api().login(ADMIN.email, ADMIN.password);
    const names = [
      'zoe Zander',
      'Özdemir Ali',
      'Ärzteteam Bauer',
      'anna Adler',
      'Oskar Olsen',
      'Émile Ebert',
    ];
    for (const full_name of names) {
      await addUser(api(), token, {
        user_role: 'SubAdmin',
        company_uuid: ADMINISTRATION_COMPANY_UID,
        full_name,
      });
    }
    const list = await api().call('GET', 'userList', {}, { token, query: { ordering: 'full_name' } });
    const listed = (list.body.response as { full_name: string }[]).map((user) => user.full_name);
    expect(listed.filter((name) => names.includes(name))).toEqual([
      'anna Adler',
      'Ärzteteam Bauer',
      'Émile Ebert',
      'Oskar Olsen',
      'Özdemir Ali',
      'zoe Zander',
    ]);
    const reversed = await api().call('GET', 'userList', {}, { token, query: { ordering: '-full_name' } });
    const names2 = (reversed.body.response as { full_name: string }[]).map((user) => user.full_name);
    expect(names2.filter((name) => names.includes(name))[0]).toBe('zoe Zander');
  });

  it("answers an ordering named after an object's own property in the default order, paged or whole", async () => {
    const token = await api().login(ADMIN.email, ADMIN.password);
    const expected = await api().call('GET', 'userList', {}, { token });
    for (const ordering of ['constructor', '__proto__', '-toString', 'hasOwnProperty']) {
      const whole = await api().call('GET', 'userList', {}, { token, query: { ordering } });
      expect(whole.status, ordering).toBe(200);
      expect(whole.body).toEqual(expected.body);
      const paged = await api().call('GET', 'userList', {}, { token, query: { ordering, page: '1' } });
      expect(paged.status, ordering).toBe(200);
    }
  });
});

describeEachDatabase('list order, byte by byte', (api) => {
  it('orders emails by their characters’ codes, on either database', async () => {
    expect(await emailOrder(api())).toEqual(EMAILS);
  });
});

describe.skipIf(!PG_URL)('list order on a PostgreSQL database made with an en-US collation', () => {
  it('is the same as on SQLite', async () => {
    const database = await createPgDatabase(
      "TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'",
    );
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-test-'));
    const api = await serveApi({ dataDir, databaseUrl: database.url, drop: database.drop });
    try {
      expect(await emailOrder(api)).toEqual(EMAILS);
    } finally {
      await api.close();
    }
  });
});
