import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import { dueCandidates, dueCondition, type DueCandidate } from './due';
import { oneSweepAtATime } from './lock';

/** The time between two sweeps. */
export const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
/** Candidates anonymised per transaction: each holds its rows' locks briefly, so lists never wait long. */
export const SWEEP_BATCH = 500;
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

/** Lets the calls that arrived meanwhile be read between two batches (SQLite answers on this thread). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

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

async function sweep(deps: SweepDeps, { now, batchSize = SWEEP_BATCH, signal }: SweepOptions) {
  const started = Date.now();
  const outcome: SweepOutcome = { ran: true, erased: 0, batches: 0, complete: false };
  const due = await dueCondition(deps.db, deps.platformDays, null, now);
  let retries = 0;
  try {
    while (due && !signal?.aborted) {
      const batch = await dueCandidates(deps.db, due, batchSize);
      if (batch.length === 0) break;
      const erased = await deps.erase(batch).catch((error: unknown) => {
        if (!(error instanceof ChangedMeanwhile) || ++retries > RETRIES) throw error;
        return undefined;
      });
      if (erased === undefined) continue;
      retries = 0;
      outcome.erased += erased;
      outcome.batches += 1;
      // Erased, a candidate is no longer due: a batch that erased none would find the same again.
      if (erased === 0) throw new Error('a retention batch erased none of its due candidates');
      await turn();
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
