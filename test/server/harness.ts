import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createPgDatabase, ENGINES, PG_URL, type Engine } from './databases';
import { copyStore, emptyStore, serveApi, type Store, type TestApi } from './test-api';

export { createPgDatabase, ENGINES, PG_URL, type Engine };
export * from './test-api';

/** A real server on a fresh store (freshStore): as on a fresh install. */
export async function startApi(engine: Engine, env: Record<string, string> = {}): Promise<TestApi> {
  return serveApi(await freshStore(engine), env);
}

/**
 * A store as a fresh install's first start leaves it once migrated: a copy of the one the run's global setup
 * (test/server/global-setup.ts) migrated with today's migrations, far quicker than migrating each store again.
 * The server still runs its migrator (nothing left to do) and bootstraps as on any first start. Where no
 * global setup made one (another test project), an empty store.
 */
export async function freshStore(engine: Engine): Promise<Store> {
  const migrated = inject('migratedStores')?.[engine];
  return migrated ? copyStore(migrated) : emptyStore(engine);
}

/**
 * Runs the same suite once per database engine, each on a fresh server started with `env` on top, on the
 * store `store` gives (a fresh one by default).
 */
export function describeEachDatabase(
  title: string,
  body: (api: () => TestApi) => void,
  env: Record<string, string> = {},
  store: (engine: Engine) => Promise<Store> = freshStore,
): void {
  if (!PG_URL) {
    describe.skip(`${title} [postgres] (skipped: TEST_DATABASE_URL is not set)`, () => undefined);
  }
  for (const engine of ENGINES) {
    describe(`${title} [${engine}]`, () => {
      let api: TestApi | undefined;
      beforeAll(async () => {
        api = await serveApi(await store(engine), env);
      });
      afterAll(async () => {
        await api?.close();
      });
      body(() => {
        if (!api) throw new Error('server not started');
        return api;
      });
    });
  }
}

/**
 * Two API instances on one fresh PostgreSQL database, each with a data folder of its own (all they share is the
 * database), for the describe block that calls it: started before its tests, closed and dropped after them.
 */
export function twoInstancesOnOneDatabase(): () => [TestApi, TestApi] {
  const instances: TestApi[] = [];
  let dropDatabase: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const database = await createPgDatabase();
    dropDatabase = database.drop;
    const store = async (): Promise<Store> => ({
      dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-instance-')),
      databaseUrl: database.url,
      drop: async () => undefined,
    });
    for (const each of await Promise.all([store(), store()])) instances.push(await serveApi(each));
  });
  afterAll(async () => {
    for (const api of instances) await api.close();
    await dropDatabase();
  });
  return () => instances as [TestApi, TestApi];
}
