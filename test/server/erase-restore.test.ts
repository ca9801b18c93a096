import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupScene, cli, storeEnv } from './backup-scene';
import { candidateWithEverything, stored, traces } from './erasure-fixtures';
import { ADMIN, ENGINES, type Store } from './harness';

type Erased = Awaited<ReturnType<typeof candidateWithEverything>>;

for (const engine of ENGINES) {
  describe(`a restore keeps erased candidates erased [${engine}]`, () => {
    const { folder, newStore, serve, stop } = backupScene(engine, 'recruit-erase-backups');
    // Outside every DATA_DIR, as the operations docs ask: it outlives the data a restore replaces.
    const log = path.join(folder, 'erasures.jsonl');
    const env = (store: Store) => ({ ...storeEnv(store), ERASURE_LOG: log });

    // The candidate's own erasure, and its vacancy's deletion, which erases it too.
    it.each([
      ['candidateDelete', (erased: Erased) => erased.row.uid],
      ['vacancyDelete', (erased: Erased) => erased.vacancy.uid],
    ] as const)(
      're-applies an erasure made after the backup (%s): the person, their notes, values and files stay gone',
      async (call, uidOf) => {
        const source = await newStore();
        const original = await serve(source, { ERASURE_LOG: log });
        const token = await original.login(ADMIN.email, ADMIN.password);
        const erased = await candidateWithEverything(original, token);
        const kept = await candidateWithEverything(original, token);
        const backups = path.join(folder, call);
        await fs.mkdir(backups);
        const backup = await cli('backup', [backups], env(source));
        expect(backup.stderr).toBe('');
        const archive = path.join(
          backups,
          (await fs.readdir(backups)).find((name) => name.endsWith('.tar.gz')) ?? '',
        );

        expect((await original.call('DELETE', call, { id: uidOf(erased) }, { token })).status).toBe(200);
        await stop(original);

        const target = await newStore();
        const restore = await cli('restore', [archive], env(target));
        expect(restore.stderr).toBe('');
        expect(restore.stdout).toContain('Erased again, as the erasure log says: 1 candidate.');
        const restored = await serve(target, { ERASURE_LOG: log });
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
      },
    );
  });
}
