import { beforeAll, describe, expect, it } from 'vitest';
import { retentionDeps } from '../../server/retention/deps';
import { sweepRetention } from '../../server/retention/sweep';
import { describeEachDatabase, PG_URL, twoInstancesOnOneDatabase } from './harness';
import {
  capturedLog,
  customerWith,
  daysBefore,
  erasureEntries,
  remaining,
  sweepOf,
} from './retention-fixtures';

/** The sweeps' clock: every test counts from it, so what one test leaves kept stays kept for the next. */
const NOW = new Date('2031-03-01T12:00:00.000Z');
const ago = (days: number) => daysBefore(NOW, days);
const BATCH = 50;

/** Issue 30: the retention sweep, with the platform's CANDIDATE_RETENTION_DAYS at 180. */
describeEachDatabase(
  'retention sweep',
  (api) => {
    beforeAll(async () => {
      await api().server.retention.settled();
    });

    it('anonymises exactly the Rejected or Inactive candidates unchanged for longer than their retention', async () => {
      const platform = await customerWith(api(), null, [
        { candidate_status: 'Rejected', changed_at: ago(181) },
        { candidate_status: 'Rejected', changed_at: ago(179) },
        { is_candidate_active: 'Inactive', changed_at: ago(200) },
        { candidate_status: 'Rejected', is_candidate_active: 'Inactive', changed_at: ago(181) },
        { candidate_status: 'Employed', changed_at: ago(1000) },
        { candidate_status: 'Applied', changed_at: ago(1000) },
      ]);
      const shorter = await customerWith(api(), 30, [
        { candidate_status: 'Rejected', changed_at: ago(31) },
        { is_candidate_active: 'Inactive', changed_at: ago(29) },
        { candidate_status: 'Contract_Sent', changed_at: ago(400) },
      ]);
      const longer = await customerWith(api(), 400, [
        { candidate_status: 'Rejected', changed_at: ago(200) },
        { is_candidate_active: 'Inactive', changed_at: ago(401) },
      ]);
      const uids = (customer: { candidates: { uid: string }[] }, picked: number[]) =>
        picked.map((index) => customer.candidates[index]?.uid ?? '');
      const due = [...uids(platform, [0, 2, 3]), ...uids(shorter, [0]), ...uids(longer, [1])];
      const kept = [...uids(platform, [1, 4, 5]), ...uids(shorter, [1, 2]), ...uids(longer, [0])];
      const { log, lines } = capturedLog();

      const outcome = await sweepRetention(
        { ...retentionDeps(api().server.ctx, log), log },
        { now: NOW, batchSize: BATCH },
      );

      expect(outcome).toMatchObject({ ran: true, erased: due.length, complete: true });
      expect(await remaining(api(), [...due, ...kept])).toEqual([...kept].sort());
      // One entry per erased record, by the platform itself, with no values.
      const entries = await erasureEntries(api(), [...due, ...kept]);
      expect(entries.map((entry) => entry.record_uid).sort()).toEqual([...due].sort());
      expect(entries.every((entry) => entry.actor_uid === null && entry.changes === '[]')).toBe(true);
      // Counts only: no candidate's name, email or uid reaches the log.
      const logged = lines.join('');
      expect(logged).toContain('"erased":5');
      for (const uid of due) expect(logged).not.toContain(uid);
      expect(logged).not.toContain('candidate@example.com');
    });

    it('counts from the last change of the candidate: an edit starts its retention again', async () => {
      const LONG_AGO = '2020-01-01T00:00:00.000Z';
      const { candidates } = await customerWith(api(), null, [
        { candidate_status: 'Contacted', created_at: LONG_AGO },
      ]);
      const uid = candidates[0]?.uid ?? '';
      const changedAt = async () =>
        (
          await api()
            .db.selectFrom('candidates')
            .select('changed_at')
            .where('uid', '=', uid)
            .executeTakeFirstOrThrow()
        ).changed_at;
      // A new row starts at its creation.
      expect(await changedAt()).toBe(LONG_AGO);
      const set = (values: { candidate_phone_number?: string; vacancy_title_fold?: string }) =>
        api().db.updateTable('candidates').set(values).where('uid', '=', uid).execute();
      await set({ candidate_phone_number: '+49 1' });
      expect(Date.now() - Date.parse(await changedAt())).toBeLessThan(60_000);
      // A change of something else than the candidate's own fields (its vacancy's copied title) is none.
      await api().db.updateTable('candidates').set({ changed_at: LONG_AGO }).where('uid', '=', uid).execute();
      await set({ vacancy_title_fold: 'renamed' });
      await set({ candidate_phone_number: '+49 1' });
      expect(await changedAt()).toBe(LONG_AGO);
    });

    it('finishes on the next sweep what a failing batch left', async () => {
      const { candidates } = await customerWith(
        api(),
        null,
        Array.from({ length: 3 * BATCH }, () => ({
          candidate_status: 'Rejected' as const,
          changed_at: ago(365),
        })),
      );
      const uids = candidates.map((candidate) => candidate.uid);
      const real = retentionDeps(api().server.ctx, api().server.app.log);
      let batches = 0;
      const failing = await sweepOf(
        api(),
        { now: NOW, batchSize: BATCH },
        {
          erase: async (batch) => {
            batches += 1;
            if (batches === 2) throw new Error('the database went away mid-sweep');
            return real.erase(batch);
          },
        },
      );
      expect(failing).toMatchObject({ erased: BATCH, complete: false });
      // The first batch committed, the second rolled back whole.
      expect(await remaining(api(), uids)).toHaveLength(2 * BATCH);

      const again = await sweepOf(api(), { now: NOW, batchSize: BATCH });
      expect(again).toMatchObject({ erased: 2 * BATCH, complete: true });
      expect(await remaining(api(), uids)).toEqual([]);
      expect(await erasureEntries(api(), uids)).toHaveLength(uids.length);
    });

    it('finishes on the next sweep what a sweep stopped after its first batch left', async () => {
      const { candidates } = await customerWith(
        api(),
        null,
        Array.from({ length: 2 * BATCH + 1 }, () => ({
          is_candidate_active: 'Inactive' as const,
          changed_at: ago(365),
        })),
      );
      const uids = candidates.map((candidate) => candidate.uid);
      const real = retentionDeps(api().server.ctx, api().server.app.log);
      const stop = new AbortController();
      const stopped = await sweepOf(
        api(),
        { now: NOW, batchSize: BATCH, signal: stop.signal },
        {
          erase: async (batch) => {
            const erased = await real.erase(batch);
            stop.abort();
            return erased;
          },
        },
      );
      expect(stopped).toMatchObject({ erased: BATCH, complete: false });
      expect(await remaining(api(), uids)).toHaveLength(BATCH + 1);

      expect(await sweepOf(api(), { now: NOW, batchSize: BATCH })).toMatchObject({
        erased: BATCH + 1,
        complete: true,
      });
      expect(await remaining(api(), uids)).toEqual([]);
    });

    it('re-reads a candidate edited between the read and its batch: it is kept when no longer due', async () => {
      const { candidates } = await customerWith(api(), null, [
        { candidate_status: 'Rejected', changed_at: ago(365) },
        { candidate_status: 'Rejected', changed_at: ago(365) },
      ]);
      const [edited, other] = candidates.map((candidate) => candidate.uid);
      const real = retentionDeps(api().server.ctx, api().server.app.log);
      let first = true;
      const outcome = await sweepOf(
        api(),
        { now: NOW, batchSize: BATCH },
        {
          erase: async (batch) => {
            if (first) {
              first = false;
              // A recruiter takes the candidate back meanwhile.
              await api()
                .db.updateTable('candidates')
                .set({ candidate_status: 'Contacted', version: 2 })
                .where('uid', '=', edited ?? '')
                .execute();
            }
            return real.erase(batch);
          },
        },
      );
      expect(outcome).toMatchObject({ erased: 1, complete: true });
      expect(await remaining(api(), [edited ?? '', other ?? ''])).toEqual([edited]);
    });

    it('runs one sweep at a time: two at once erase each record once', async () => {
      const { candidates } = await customerWith(
        api(),
        null,
        Array.from({ length: 2 * BATCH }, () => ({
          candidate_status: 'Rejected' as const,
          changed_at: ago(365),
        })),
      );
      const uids = candidates.map((candidate) => candidate.uid);
      const outcomes = await Promise.all([
        sweepOf(api(), { now: NOW, batchSize: BATCH }),
        sweepOf(api(), { now: NOW, batchSize: BATCH }),
      ]);
      expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
      expect(outcomes.reduce((sum, outcome) => sum + outcome.erased, 0)).toBe(uids.length);
      expect(await remaining(api(), uids)).toEqual([]);
      expect(await erasureEntries(api(), uids)).toHaveLength(uids.length);
    });
  },
  { CANDIDATE_RETENTION_DAYS: '180' },
);

describeEachDatabase('retention sweep, platform default off', (api) => {
  beforeAll(async () => {
    await api().server.retention.settled();
  });

  it('keeps every candidate but those of customers with days of their own', async () => {
    const platform = await customerWith(api(), null, [
      { candidate_status: 'Rejected', changed_at: ago(3650) },
      { is_candidate_active: 'Inactive', changed_at: ago(3650) },
    ]);
    const own = await customerWith(api(), 30, [
      { candidate_status: 'Rejected', changed_at: ago(31) },
      { candidate_status: 'Rejected', changed_at: ago(29) },
    ]);
    const uids = [...platform.candidates, ...own.candidates].map((candidate) => candidate.uid);
    expect(await sweepOf(api(), { now: NOW })).toMatchObject({ erased: 1, complete: true });
    expect(await remaining(api(), uids)).toEqual([uids[0], uids[1], uids[3]].map((uid) => uid ?? '').sort());
  });
});

(PG_URL ? describe : describe.skip)('retention sweep on two instances of one PostgreSQL database', () => {
  const instances = twoInstancesOnOneDatabase();

  it('erases each record once when both sweep at once', async () => {
    const [a, b] = instances();
    await Promise.all([a.server.retention.settled(), b.server.retention.settled()]);
    const { candidates } = await customerWith(
      a,
      30,
      Array.from({ length: 4 * BATCH }, () => ({
        candidate_status: 'Rejected' as const,
        changed_at: ago(31),
      })),
    );
    const uids = candidates.map((candidate) => candidate.uid);
    const outcomes = await Promise.all([
      sweepOf(a, { now: NOW, batchSize: BATCH }),
      sweepOf(b, { now: NOW, batchSize: BATCH }),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.erased, 0)).toBe(uids.length);
    expect(await remaining(a, uids)).toEqual([]);
    const entries = await erasureEntries(a, uids);
    expect(new Set(entries.map((entry) => entry.record_uid)).size).toBe(uids.length);
    expect(entries).toHaveLength(uids.length);
  });
});
