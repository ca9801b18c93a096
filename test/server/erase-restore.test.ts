import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateWithEverything, stored, traces } from './erasure-fixtures';
import { ADMIN, emptyStore, ENGINES, serveApi, type Store, type TestApi } from './harness';

/** `npm run backup` or `npm run restore` as a process of its own, as an operator runs them. */
async function cli(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const script = `server/backup/${command}-cli.ts`;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', ...env },
  });
}

for (const engine of ENGINES) {
  describe(`a restore keeps erased candidates erased [${engine}]`, () => {
    const stores: Store[] = [];
    const apis: TestApi[] = [];
    const folder = path.join(os.tmpdir(), `recruit-erase-backups-${process.pid}-${engine}`);
    // Outside every DATA_DIR, as the operations docs ask: it outlives the data a restore replaces.
    const log = path.join(folder, 'erasures.jsonl');
    const newStore = async () => {
      const store = await emptyStore(engine);
      stores.push(store);
      return store;
    };
    const env = (store: Store) => ({
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl ?? '',
      ERASURE_LOG: log,
    });
    const serve = async (store: Store) => {
      const api = await serveApi(store, { ERASURE_LOG: log });
      apis.push(api);
      return api;
    };

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

    it('re-applies an erasure made after the backup: the person, their notes, values and files stay gone', async () => {
      const source = await newStore();
      const original = await serve(source);
      const token = await original.login(ADMIN.email, ADMIN.password);
      const erased = await candidateWithEverything(original, token);
      const kept = await candidateWithEverything(original, token);
      const backup = await cli('backup', [folder], env(source));
      expect(backup.stderr).toBe('');
      const archive = path.join(
        folder,
        (await fs.readdir(folder)).find((name) => name.endsWith('.tar.gz')) ?? '',
      );

      expect(
        (await original.call('DELETE', 'candidateDelete', { id: erased.row.uid }, { token })).status,
      ).toBe(200);
      await original.server.close();
      apis.splice(apis.indexOf(original), 1);

      const target = await newStore();
      const restore = await cli('restore', [archive], env(target));
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toContain('Erased again, as the erasure log says: 1 candidate.');
      const restored = await serve(target);
      const again = await restored.login(ADMIN.email, ADMIN.password);
      expect(
        (await restored.call('GET', 'candidateDetail', { id: erased.row.uid }, { token: again })).status,
      ).toBe(404);
      expect(await traces(restored, erased.row, erased.name, erased.email)).toMatchObject({
        rows: 0,
        notes: 0,
        searchHits: 0,
        nameInHistory: false,
      });
      expect(await stored(restored, erased.files)).toEqual([]);
      // What was not erased is restored whole.
      expect(
        (await restored.call('GET', 'candidateDetail', { id: kept.row.uid }, { token: again })).status,
      ).toBe(200);
      expect((await stored(restored, kept.files)).sort()).toEqual([...kept.files].sort());
    });
  });
}
