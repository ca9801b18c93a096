import { sql, type Kysely } from 'kysely';
import { INTERVIEW_HISTORY } from '@contract/interviews';
import { NOTE_HISTORY } from '@contract/notes';
import { SCORECARD_HISTORY } from '@contract/scorecards';
import { CANDIDATE_MAIL_HISTORY } from '@contract/templates';
import { CANDIDATE_HISTORY } from '@contract/candidates';
import type { Engine } from '../db/connect';
import { lockInIdOrder } from '../db/locks';
import type { Database } from '../db/schema';
import { recordHistories, type HistoryActor } from '../history/record';
import { queueFileRemovals, type FileRemovals } from '../platform/file-removals';
import type { ErasureLog } from './erasure-log';

/**
 * What an erasure needs: the database, its engine, the queue that removes the files after the commit, and the
 * erasure log's copy outside the database (erasure-log.ts), appended after the commit (a Context has them all).
 */
export interface Erasing {
  db: Kysely<Database>;
  engine: Engine;
  fileRemovals: FileRemovals;
  erasureLog?: ErasureLog;
}

/** An erased candidate: its uid and company (for counts and the caller's answer), no personal data. */
export interface ErasedCandidate {
  uid: string;
  companyId: number;
}

export interface EraseOptions {
  /** Only candidates of this company (a CustomerAdmin's); null or absent: any. */
  companyId?: number | null;
  /** Called for each candidate under its lock, before anything is written: may refuse (a stale If-Match). */
  check?(candidate: { uid: string; version: number }): void;
}

/** Uids per statement: far below either database's limit of parameters. */
const CHUNK = 500;

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

/**
 * Erases candidates (issue 30, GDPR Art. 17) in ONE transaction: their rows go (and with them their search
 * index entries: FTS5's triggers, PostgreSQL's pg_trgm indexes over the row), their notes, interviews and scorecards go,
 * the values of every history entry of theirs and of their notes and interviews are blanked (the entries stay, marked erased), and the
 * erasure log gets uid and time. Their files are queued in the same transaction and removed after the commit
 * (`fileRemovals`, retried until gone). One history entry per candidate records the erasure ("erase", no
 * values): the live updates hear of it as of a delete. `actor` null: the platform itself (the retention
 * sweep). Uids unknown (or outside `companyId`) are skipped: the answer lists those erased.
 */
export async function eraseCandidates(
  erasing: Erasing,
  uids: readonly string[],
  actor: HistoryActor | null,
  options: EraseOptions = {},
): Promise<ErasedCandidate[]> {
  const wanted = [...new Set(uids)];
  if (wanted.length === 0) return [];
  const erased = await erasing.db
    .transaction()
    .execute((trx) => eraseInTransaction(trx, erasing.engine, wanted, actor, options));
  await erasuresCommitted(erasing, erased);
  return erased;
}

/**
 * What follows committed erasures (eraseInTransaction's, in a caller's transaction): their lines in the log's
 * file, and the removal of the files they queued.
 */
export async function erasuresCommitted(erasing: Erasing, erased: readonly ErasedCandidate[]): Promise<void> {
  if (erased.length === 0) return;
  await logErasures(erasing, erased);
  await erasing.fileRemovals.drain();
}

/**
 * Appends committed erasures to the log's file. A failure is no failure of the erasure (it has committed): the
 * next start adds what the database's table holds that the file lacks (reconcileErasures).
 */
async function logErasures(erasing: Erasing, erased: readonly ErasedCandidate[]): Promise<void> {
  const erasedAt = new Date().toISOString();
  await erasing.erasureLog
    ?.append(erased.map(({ uid }) => ({ uid, erased_at: erasedAt })))
    .catch(() => undefined);
}

/**
 * eraseCandidates' writes, in the caller's transaction (a bulk call's chunk, a vacancy's deletion): the caller
 * calls erasuresCommitted once it has committed.
 */
export async function eraseInTransaction(
  trx: Kysely<Database>,
  engine: Engine,
  uids: readonly string[],
  actor: HistoryActor | null,
  options: EraseOptions = {},
): Promise<ErasedCandidate[]> {
  const done: ErasedCandidate[] = [];
  for (const batch of chunks([...new Set(uids)]))
    done.push(...(await eraseBatch(trx, engine, batch, actor, options)));
  return done;
}

async function eraseBatch(
  trx: Kysely<Database>,
  engine: Engine,
  uids: readonly string[],
  actor: HistoryActor | null,
  { companyId = null, check }: EraseOptions,
): Promise<ErasedCandidate[]> {
  const company = companyId === null ? sql`TRUE` : sql`company_id = ${companyId}`;
  const where = sql<boolean>`uid IN (${sql.join(uids)}) AND ${company}`;
  await lockInIdOrder(trx, engine, 'candidates', where);
  const rows = await trx
    .selectFrom('candidates')
    .select([
      'id',
      'uid',
      'version',
      'company_id',
      'candidate_thumbnail',
      'candidate_resume',
      'candidate_share_url',
    ])
    .where(where)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  for (const row of rows) check?.(row);
  const ids = rows.map((row) => row.id);
  const erasedUids = rows.map((row) => row.uid);
  await queueFileRemovals(
    trx,
    rows.flatMap((row) => [row.candidate_thumbnail, row.candidate_resume, row.candidate_share_url]),
  );
  // Their entries and their notes' and interviews' keep who changed which record when; no value, no note's text.
  await trx
    .updateTable('history')
    .set({ changes: JSON.stringify([]), erased: 1 })
    .where('kind', 'in', [
      CANDIDATE_HISTORY.kind,
      NOTE_HISTORY.kind,
      INTERVIEW_HISTORY.kind,
      SCORECARD_HISTORY.kind,
      CANDIDATE_MAIL_HISTORY.kind,
    ])
    .where('subject_uid', 'in', erasedUids)
    .execute();
  await trx.deleteFrom('candidate_notes').where('candidate_id', 'in', ids).execute();
  // Their interviews (and so their interviewers and scorecards) and their mails go with them: foreign keys
  // ON DELETE CASCADE.
  await trx.deleteFrom('candidates').where('id', 'in', ids).execute();
  const erasedAt = new Date().toISOString();
  await trx
    .insertInto('erasures')
    .values(erasedUids.map((uid) => ({ uid, erased_at: erasedAt })))
    .execute();
  await recordHistories(
    trx,
    rows.map((row) => ({
      kind: CANDIDATE_HISTORY.kind,
      action: 'erase',
      subjectUid: row.uid,
      recordUid: row.uid,
      companyId: row.company_id,
      actor,
      changes: [],
    })),
  );
  return rows.map((row) => ({ uid: row.uid, companyId: row.company_id }));
}
