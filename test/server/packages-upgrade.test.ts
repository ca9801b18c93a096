import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { DEFAULT_PACKAGES } from '../../server/db/migrations/014_packages';
import { ADMIN, emptyStore, ENGINES, serveApi, type TestApi } from './harness';
import { migrateTo003 } from './lists/previous-main';

/** Packages an older installation held: two names that differ only in case (a hand edit), and one of its own. */
const HELD = ['Video interview', 'VIDEO INTERVIEW', 'Messestand'];

for (const engine of ENGINES) {
  describe(`the package catalogue of an older installation [${engine}]`, () => {
    let api: TestApi | undefined;
    afterAll(() => api?.close());

    it('keeps every package, names case twins apart, adds the missing defaults once, and names them in German', async () => {
      const store = await emptyStore(engine);
      const db = openDatabase({
        databaseUrl: store.databaseUrl,
        dataDir: store.dataDir,
        log: pino({ level: 'silent' }),
      });
      await migrateTo003(db);
      for (const name of HELD) {
        await sql`INSERT INTO packages (uid, package_name) VALUES (${randomUUID()}, ${name})`.execute(
          db.kysely,
        );
      }
      await db.close();
      api = await serveApi(store);
      const token = await api.login(ADMIN.email, ADMIN.password);
      const answer = await api.call('GET', 'packageList', {}, { token });
      expect(answer.status).toBe(200);
      const listed = answer.body.response as { package_name: string; package_name_de: string }[];
      const missing = DEFAULT_PACKAGES.filter((name) => name.toLowerCase() !== 'video interview');
      expect(listed.map((item) => item.package_name)).toEqual([
        'Video interview',
        'VIDEO INTERVIEW (2)',
        'Messestand',
        ...missing,
      ]);
      // Migration 020: the defaults, in any case, take their German names; the others keep theirs.
      expect(listed.map((item) => item.package_name_de)).toEqual([
        'Videointerview',
        'VIDEO INTERVIEW (2)',
        'Messestand',
        'Stellenbörsen-Anzeige',
        'Social-Media-Kampagne',
        'Active Sourcing',
        'Premium-Anzeige',
      ]);
    });
  });
}
