import type { Kysely } from 'kysely';
import type { RetentionForecast } from '@contract/dashboard';
import type { Database } from '../db/schema';
import { countDue, dueCondition } from './due';
import { nextSweepAt } from './sweep';

/**
 * What the next sweep will anonymise in the scope (`companyId`, null for every customer), and when: the
 * candidates due at its time (or now, where it is late or has not run yet). Undefined where retention is off for
 * every customer in scope.
 */
export async function retentionForecast(
  db: Kysely<Database>,
  platformDays: number | undefined,
  companyId: number | null,
  now: Date,
): Promise<RetentionForecast | undefined> {
  const next = await nextSweepAt(db);
  const at = next !== null && Date.parse(next) > now.getTime() ? new Date(next) : now;
  const due = await dueCondition(db, platformDays, companyId, at);
  if (!due) return undefined;
  return { candidates: await countDue(db, due), next_sweep_at: next };
}
