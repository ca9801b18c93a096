import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { emptyStore, serveApi, type Engine, type Store, type TestApi } from './harness';

/** What a command-line run ended with. */
export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup` or `npm run restore` as a process of its own, as an operator runs them. */
export async function cli(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<Run> {
  const script = `server/backup/${command}-cli.ts`;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** The settings that point a server or a command at a store. */
export const storeEnv = (store: Store) => ({
  DATA_DIR: store.dataDir,
  DATABASE_URL: store.databaseUrl ?? '',
});

/**
 * A backup suite's stores, servers and backups folder (`name` in the system's temporary folder), each made as
 * the tests ask for it and all removed after the suite.
 */
export function backupScene(engine: Engine, name: string) {
  const stores: Store[] = [];
  const apis: TestApi[] = [];
  const folder = path.join(os.tmpdir(), `${name}-${process.pid}-${engine}`);
  beforeAll(async () => {
    await fs.mkdir(folder, { recursive: true });
  });
  afterAll(async () => {
    for (const api of apis) await api.server.close();
    for (const store of stores) {
      await store.drop();
      await fs.rm(store.dataDir, { recursive: true, force: true });
    }
    await fs.rm(folder, { recursive: true, force: true });
  });
  return {
    folder,
    stores,
    async newStore() {
      const store = await emptyStore(engine);
      stores.push(store);
      return store;
    },
    async serve(store: Store, env: Record<string, string> = {}) {
      const api = await serveApi(store, env);
      apis.push(api);
      return api;
    },
    /** Stops a server before the suite ends (its store stays). */
    async stop(api: TestApi) {
      await api.server.close();
      apis.splice(apis.indexOf(api), 1);
    },
  };
}
