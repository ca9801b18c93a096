import { sql, type Kysely, type SqlBool } from 'kysely';
import { eraseInTransaction, erasuresCommitted } from '../candidates/erase';
import { lockInIdOrder } from '../db/locks';
import type { Database } from '../db/schema';
import type { HistoryActor } from '../history/record';
import type { Context } from '../platform/context';
import type { Committed } from '../platform/resource/types';

/**
 * Erases a vacancy's candidates in its deleting transaction, each as a candidate's erasure does (issue 30: the
 * history keeps no value of theirs "after a user or vacancy is deleted too"). Locked by their vacancy first: one
 * moved to another vacancy meanwhile is no longer among them, and none joins the vacancy, whose row is locked.
 * Answers what follows the commit: the erasure log's lines and the removal of their files.
 */
export async function eraseVacancyCandidates(
  ctx: Context,
  trx: Kysely<Database>,
  vacancyId: number,
  actor: HistoryActor,
): Promise<Committed> {
  await lockInIdOrder(trx, ctx.engine, 'candidates', sql<SqlBool>`vacancy_id = ${vacancyId}`);
  const candidates = await trx
    .selectFrom('candidates')
    .select('uid')
    .where('vacancy_id', '=', vacancyId)
    .execute();
  const erased = await eraseInTransaction(
    trx,
    ctx.engine,
    candidates.map((candidate) => candidate.uid),
    actor,
  );
  return () => erasuresCommitted(ctx, erased);
}
