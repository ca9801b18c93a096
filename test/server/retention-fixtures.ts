import { Writable } from 'node:stream';
import type { Insertable } from 'kysely';
import pino from 'pino';
import type { CandidateTable } from '../../server/candidates/table';
import { retentionDeps } from '../../server/retention/deps';
import { sweepRetention, type SweepDeps, type SweepOptions } from '../../server/retention/sweep';
import { insertCandidates, insertCompany, insertVacancy } from './fixtures';
import type { TestApi } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The time `days` days before `at`, as changed_at keeps it. */
export const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS).toISOString();

/** A customer (with its own retention days, or none) and one vacancy, with these candidates. */
export async function customerWith(
  api: TestApi,
  retention_days: number | null,
  seeds: Partial<Insertable<CandidateTable>>[],
) {
  const company = await insertCompany(api, { retention_days });
  const vacancy = await insertVacancy(api, company.id);
  return { company, candidates: await insertCandidates(api, vacancy.id, seeds) };
}

/** The uids of these that are still stored. */
export async function remaining(api: TestApi, uids: readonly string[]): Promise<string[]> {
  if (uids.length === 0) return [];
  const rows = await api.db.selectFrom('candidates').select('uid').where('uid', 'in', uids).execute();
  return rows.map((row) => row.uid).sort();
}

/** Every log line a sweep writes, as text. */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

/** The server's own sweep (its database, settings and erasure), at `now`; `deps` changes a part of it. */
export function sweepOf(api: TestApi, options: SweepOptions, deps: Partial<SweepDeps> = {}) {
  return sweepRetention({ ...retentionDeps(api.server.ctx, pino({ level: 'silent' })), ...deps }, options);
}

/** How many 'erase' entries the history holds for each of these uids. */
export async function erasureEntries(api: TestApi, uids: readonly string[]) {
  const rows = await api.db
    .selectFrom('history')
    .select(['record_uid', 'actor_uid', 'changes'])
    .where('kind', '=', 'candidate')
    .where('action', '=', 'erase')
    .where('record_uid', 'in', uids)
    .execute();
  return rows;
}
