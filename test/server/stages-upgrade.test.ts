import type { Kysely } from 'kysely';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { FunnelReport } from '@contract/reports';
import { openDatabase } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { insertCandidates, insertCompany, insertVacancy, moveCandidate } from './fixtures';
import { ADMIN, emptyStore, ENGINES, serveApi, type TestApi } from './harness';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const statusChange = (from: string, to: string) => JSON.stringify([{ field: 'candidate_status', from, to }]);

/**
 * Migration 028 on an installation that has candidates: their stays come from their history. Paula applied
 * ten days ago, was contacted two days later (Applied 48 h) and rejected three days after that (Contacted
 * 72 h); Quinn came in at First_Interview (as the application flow or the demo inserts) with no history.
 */
for (const engine of ENGINES) {
  describe(`the funnel of an installation older than its stays [${engine}]`, () => {
    let api: TestApi | undefined;
    afterAll(() => api?.close());

    it('takes each candidate’s stays from its history, and goes on from there', async () => {
      const store = await emptyStore(engine);
      const db = openDatabase({
        databaseUrl: store.databaseUrl,
        dataDir: store.dataDir,
        log: pino({ level: 'silent' }),
      });
      await migrate(db, '027_stage_automations');
      const older = { db: db.kysely as Kysely<Database> };
      const company = await insertCompany(older, { company_name: 'Older GmbH' });
      const vacancy = await insertVacancy(older, company.id);
      const applied = Date.now() - 10 * DAY_MS;
      const [paula, quinn] = await insertCandidates(older, vacancy.id, [
        {
          candidate_name: 'Paula',
          candidate_status: 'Rejected',
          created_at: new Date(applied).toISOString(),
        },
        {
          candidate_name: 'Quinn',
          candidate_status: 'First_Interview',
          created_at: new Date(applied).toISOString(),
        },
      ]);
      if (!paula || !quinn) throw new Error('not inserted');
      const entry = (at: number, changes: string) => ({
        kind: 'candidate',
        action: 'update' as const,
        subject_uid: paula.uid,
        record_uid: paula.uid,
        company_id: company.id,
        actor_user_id: null,
        actor_uid: null,
        actor_name: null,
        changes,
        created_at: new Date(at).toISOString(),
      });
      await older.db
        .insertInto('history')
        .values([
          entry(applied + 48 * HOUR_MS, statusChange('Applied', 'Contacted')),
          entry(
            applied + 60 * HOUR_MS,
            JSON.stringify([{ field: 'candidate_name', from: 'Paul', to: 'Paula' }]),
          ),
          entry(applied + 120 * HOUR_MS, statusChange('Contacted', 'Rejected')),
        ])
        .execute();
      await db.close();

      api = await serveApi(store);
      const admin = await api.login(ADMIN.email, ADMIN.password);
      const report = async () => {
        const answer = await api?.call(
          'GET',
          'funnelReport',
          {},
          {
            token: admin,
            query: {
              from: new Date(applied).toISOString().slice(0, 10),
              to: new Date().toISOString().slice(0, 10),
              company: company.company_uid,
            },
          },
        );
        expect(answer?.status, JSON.stringify(answer?.body)).toBe(200);
        return Object.fromEntries(
          (answer?.body.response as FunnelReport).stages.map(({ status, ...figures }) => [status, figures]),
        );
      };
      expect(await report()).toMatchObject({
        Applied: { current: 0, reached: 2, median_hours: 48, stays: 1 },
        Contacted: { current: 0, reached: 2, median_hours: 72, stays: 1 },
        First_Interview: { current: 1, reached: 1, median_hours: null },
        Rejected: { current: 1, reached: null },
      });

      const moved = await moveCandidate(api, admin, quinn, 'Second_Interview');
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(await report()).toMatchObject({
        First_Interview: { current: 0, reached: 1, median_hours: 240, stays: 1 },
        Second_Interview: { current: 1, reached: 1 },
      });
    });
  });
}
