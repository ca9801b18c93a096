import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { ADMIN, createPgDatabase, PG_URL, serveApi, type Store, type TestApi } from './harness';

/**
 * Issue 13: instances of one platform share a PostgreSQL database, and a deploy starts them together. Each
 * migrates, makes sure the administration and its first administrator exist and, with DEMO_DATA, seeds: on an
 * empty database they must do so once between them (an advisory lock), and every instance must start.
 */
describe.skipIf(!PG_URL)('instances starting together on an empty PostgreSQL database', () => {
  const started: TestApi[] = [];
  let dropDatabase: () => Promise<void> = async () => undefined;
  afterAll(async () => {
    for (const api of started) await api.close();
    await dropDatabase();
  });

  it('all start, and migrate, bootstrap and seed the demo once', async () => {
    const database = await createPgDatabase();
    dropDatabase = database.drop;
    // Each instance has a data folder of its own; the database, dropped once all have stopped, they share.
    const store = async (): Promise<Store> => ({
      dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-instance-')),
      databaseUrl: database.url,
      drop: async () => undefined,
    });
    const stores = await Promise.all([store(), store(), store()]);
    const outcomes = await Promise.allSettled(stores.map((each) => serveApi(each, { DEMO_DATA: '1' })));
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const [first] = started;
    if (!first) throw new Error('no instance started');
    const count = async (table: 'companies' | 'users' | 'candidates', where?: [string, string]) => {
      let query = first.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('count'));
      if (where) query = query.where(where[0] as never, '=', where[1] as never);
      return Number((await query.executeTakeFirstOrThrow()).count);
    };
    expect(await count('companies', ['company_uid', ADMINISTRATION_COMPANY_UID])).toBe(1);
    expect(await count('users', ['email', ADMIN.email])).toBe(1);
    const seeded = await count('candidates');
    expect(seeded).toBeGreaterThan(0);

    // Every instance answers, from the same data.
    for (const api of started) {
      const token = await api.login(ADMIN.email, ADMIN.password);
      const answer = await api.call('GET', 'dashboard', {}, { token });
      expect(answer.status).toBe(200);
    }
  });
});
