import type { FastifyBaseLogger } from 'fastify';
import { eraseCandidates } from '../candidates/erase';
import type { Context } from '../platform/context';
import { ChangedMeanwhile, type SweepDeps } from './sweep';

/**
 * The sweep of this server: its database, CANDIDATE_RETENTION_DAYS, and the erasure core, by the platform itself
 * (no user), each batch in one transaction. A candidate edited since the sweep read it as due refuses its batch
 * (ChangedMeanwhile) and is read again.
 */
export function retentionDeps(ctx: Context, log: FastifyBaseLogger): SweepDeps {
  return {
    db: ctx.db,
    engine: ctx.engine,
    log,
    platformDays: ctx.config.CANDIDATE_RETENTION_DAYS,
    erase: async (batch) => {
      const read = new Map(batch.map((candidate) => [candidate.uid, candidate.version]));
      const erased = await eraseCandidates(
        ctx,
        batch.map((candidate) => candidate.uid),
        null,
        {
          check: (candidate) => {
            if (read.get(candidate.uid) !== candidate.version) throw new ChangedMeanwhile();
          },
        },
      );
      return erased.length;
    },
  };
}
