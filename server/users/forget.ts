import type { Kysely } from 'kysely';
import { z } from 'zod';
import { historyChange } from '@contract/history';
import { USER_HISTORY } from '@contract/users';
import type { Database } from '../db/schema';

/** The fields of a user's entries that name the person: their values leave the history with the user. */
const PERSONAL = new Set<string>(['full_name', 'email']);

const changesList = z.array(historyChange);

/**
 * A deleted user leaves the history (issue 30, GDPR Art. 17): the values of their name and email go from the
 * entries of their own record (the deletion's own entry too: call after it is recorded), marked erased, and
 * the entries they made keep no name: they show "a deleted user" as their actor (actor_uid stays, so that the
 * app can tell them from the platform's own changes). In the deleting transaction.
 */
export async function forgetUser(trx: Kysely<Database>, user: { user_uid: string }): Promise<void> {
  const entries = await trx
    .selectFrom('history')
    .select(['id', 'changes'])
    .where('kind', '=', USER_HISTORY.kind)
    .where('record_uid', '=', user.user_uid)
    .execute();
  for (const entry of entries) {
    const changes = changesList
      .parse(JSON.parse(entry.changes))
      .map((change) => (PERSONAL.has(change.field) ? { ...change, from: null, to: null } : change));
    await trx
      .updateTable('history')
      .set({ changes: JSON.stringify(changes), erased: 1 })
      .where('id', '=', entry.id)
      .execute();
  }
  await trx.updateTable('history').set({ actor_name: null }).where('actor_uid', '=', user.user_uid).execute();
}
