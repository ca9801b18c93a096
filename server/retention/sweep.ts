import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import { dueCandidates, dueCondition, type DueCandidate } from './due';
import { oneSweepAtATime } from './lock';

/** The time between two sweeps. */
export const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
/**
 * How the sweep paces itself, by engine: the due candidates read at once (the read passes over every Rejected
 * and Inactive candidate, so it is made once a page), and those anonymised per transaction. After each batch the
 * sweep rests as long as the batch took, so that the calls that waited behind it (for SQLite's one connection,
 * or for the processor) are answered before the next one begins: the sweep has all day, a list has not. SQLite's
 * one connection answers every call on the server's thread, and a batch holds every list up for its whole length
 * (a few hundred milliseconds for 500): its batches are small. PostgreSQL's lists read past the sweep's row locks
 * on connections of their own: large batches.
 */
export const SWEEP_PACE: Record<Engine, { page: number; batch: number }> = {
  sqlite: { page: 1000, batch: 10 },
  postgres: { page: 500, batch: 500 },
};
/** The name of the sweep's row in retention_sweep. */
const SWEEP_NAME = 'candidates';

export interface SweepDeps {
  db: Kysely<Database>;
  engine: Engine;
  log: FastifyBaseLogger;
  /** CANDIDATE_RETENTION_DAYS: undefined, never (but where a customer has days of its own). */
  platformDays: number | undefined;
  /**
   * Anonymises one batch of candidates in one transaction; answers how many it erased. Under the rows' locks it
   * throws ChangedMeanwhile where one's version is no longer the one read as due (edited since: due or not, it
   * is read again), and erases nothing.
   */
  erase: (candidates: readonly DueCandidate[]) => Promise<number>;
}

/** A due candidate's version changed between the sweep's read and its batch's locks. */
export class ChangedMeanwhile extends Error {
  constructor() {
    super('a due candidate changed before its batch locked it');
  }
}

/** Batches in a row that may find a candidate changed meanwhile before the sweep gives up until the next. */
const RETRIES = 3;

export interface SweepOptions {
  /** The sweep's time: what is due is due at it (the tests set it; the schedule reads its clock). */
  now: Date;
  batchSize?: number;
  /** Stops the sweep after the batch under way (the server closing); what is left is due at the next. */
  signal?: AbortSignal;
}

export interface SweepOutcome {
  /** False: another sweep was under way (another instance), which sweeps what is due. */
  ran: boolean;
  erased: number;
  batches: number;
  /** Whether every candidate due at `now` was reached (false when stopped or a batch failed). */
  complete: boolean;
}

/** Lets the calls that arrived meanwhile be answered between two batches, resting `ms`. */
const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One retention sweep (issue 30): the candidates due at `now` anonymised in batches, each batch committed by
 * itself. A sweep stopped mid-way (a crash, a failing batch, the server closing) leaves the rest due, and the
 * next sweep, on any instance, takes it up. At most one sweep runs at a time (oneSweepAtATime). Logs counts
 * only; the erasure writes each record's history entry.
 */
export async function sweepRetention(deps: SweepDeps, options: SweepOptions): Promise<SweepOutcome> {
  const outcome = await oneSweepAtATime(deps.db, deps.engine, () => sweep(deps, options));
  return outcome ?? { ran: false, erased: 0, batches: 0, complete: false };
}

async function sweep(deps: SweepDeps, { now, batchSize, signal }: SweepOptions) {
  const started = Date.now();
  const outcome: SweepOutcome = { ran: true, erased: 0, batches: 0, complete: false };
  const due = await dueCondition(deps.db, deps.platformDays, null, now);
  const pace = SWEEP_PACE[deps.engine];
  const size = batchSize ?? pace.batch;
  let retries = 0;
  try {
    while (due && !signal?.aborted) {
      const page = await dueCandidates(deps.db, due, Math.max(pace.page, size));
      if (page.length === 0) break;
      const before = outcome.erased;
      const erased = await erasePage(deps, page, size, outcome, signal);
      if (outcome.erased > before) retries = 0;
      if (erased === undefined && ++retries > RETRIES) throw new ChangedMeanwhile();
      // Erased, a candidate is no longer due: a page that erased none would be read again as it is.
      if (erased === 0 && !signal?.aborted)
        throw new Error('a retention batch erased none of its due candidates');
    }
    outcome.complete = !signal?.aborted;
  } catch (error) {
    deps.log.error(
      { err: error, ...counts(outcome, started) },
      'retention sweep failed; the next one resumes',
    );
    return outcome;
  }
  // Where retention is off for every customer there is no next sweep to tell of.
  if (outcome.complete && due) await recordSweep(deps.db, now, outcome.erased);
  deps.log.info(counts(outcome, started), 'retention sweep done');
  return outcome;
}

/**
 * A page of due candidates, a batch (one transaction) at a time, resting after each; counted into `outcome`.
 * Answers how many it erased, or undefined where a batch found a candidate changed meanwhile (the page is read
 * again: the rest may no longer be due).
 */
async function erasePage(
  deps: SweepDeps,
  page: readonly DueCandidate[],
  batchSize: number,
  outcome: SweepOutcome,
  signal: AbortSignal | undefined,
): Promise<number | undefined> {
  let erased = 0;
  for (let at = 0; at < page.length && !signal?.aborted; at += batchSize) {
    const batchStarted = performance.now();
    const done = await deps.erase(page.slice(at, at + batchSize)).catch((error: unknown) => {
      if (error instanceof ChangedMeanwhile) return undefined;
      throw error;
    });
    if (done === undefined) return undefined;
    erased += done;
    outcome.erased += done;
    outcome.batches += 1;
    await rest(performance.now() - batchStarted);
  }
  return erased;
}

const counts = (outcome: SweepOutcome, started: number) => ({
  erased: outcome.erased,
  batches: outcome.batches,
  complete: outcome.complete,
  ms: Date.now() - started,
});

/** The sweep's time and the next one's, for every instance (and the dashboard) to read. */
async function recordSweep(db: Kysely<Database>, now: Date, erased: number): Promise<void> {
  const times = {
    last_at: now.toISOString(),
    next_at: new Date(now.getTime() + SWEEP_EVERY_MS).toISOString(),
    erased,
  };
  await db
    .insertInto('retention_sweep')
    .values({ name: SWEEP_NAME, ...times })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(times))
    .execute();
}

/** When the next sweep is due (ISO time), or null before the first. */
export async function nextSweepAt(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('retention_sweep')
    .select('next_at')
    .where('name', '=', SWEEP_NAME)
    .executeTakeFirst();
  return row?.next_at ?? null;
}
