import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Named statements kept per connection: every query shape the API asks, with room to spare. */
export const KEPT_STATEMENTS = 300;

/** Dropped from a full connection at once, so that it deallocates in batches rather than a query each. */
const EVICTED_AT_ONCE = 50;

/** PostgreSQL's answer when a table a kept statement reads has changed the columns it returns (`SELECT *`). */
const RESULT_TYPE_CHANGED = '0A000';

/** One connection's named statements: query text -> name, least recently used first. */
interface Kept {
  names: Map<string, string>;
  /** Names dropped from `names` but still prepared on the server, deallocated before the next query. */
  stale: string[];
  next: number;
}

/**
 * kysely's pool with each query that has parameters sent as a named prepared statement, parsed and planned by
 * PostgreSQL once per connection rather than on every call (PostgreSQL keeps plans per session; pg skips the
 * parse when it knows the name). Queries without parameters go as they did, by the simple protocol, which also
 * runs several statements in one text. At most KEPT_STATEMENTS per connection, the least recently used
 * deallocated beyond that. A connection the server drops takes its statements with it: the pool's new one
 * starts with none. A statement whose tables changed shape under it (a migration of another instance) is
 * prepared afresh, and run again where no transaction was open.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const kept = new WeakMap<pg.PoolClient, Kept>();
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      if (!kept.has(client)) kept.set(client, { names: new Map(), stale: [], next: 0 });
      return preparing(client, kept.get(client) as Kept);
    },
  };
}

function preparing(client: pg.PoolClient, kept: Kept): PostgresPoolClient {
  return {
    release: () => client.release(),
    query: ((text: string | Parameters<pg.PoolClient['query']>[0], parameters?: readonly unknown[]) => {
      if (typeof text !== 'string' || !parameters || parameters.length === 0)
        return client.query(text as string, parameters ? [...parameters] : undefined);
      return named(client, kept, text, [...parameters]);
    }) as unknown as PostgresPoolClient['query'],
  };
}

async function named(
  client: pg.PoolClient,
  kept: Kept,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult> {
  const idle = client.getTransactionStatus() === 'I';
  if (idle && kept.stale.length > 0) await deallocate(client, kept);
  const name = nameOf(kept, text);
  try {
    return await client.query({ name, text, values });
  } catch (error) {
    // Refused before it was prepared (an aborted transaction, a missing table): nothing to deallocate.
    if (parsedOn(client)?.[name] === undefined) kept.names.delete(text);
    else if ((error as { code?: unknown }).code === RESULT_TYPE_CHANGED) {
      forget(kept, text);
      if (idle) return client.query({ name: nameOf(kept, text), text, values });
    }
    throw error;
  }
}

/** The statement's name on this connection, kept as most recently used; a new one for a new text. */
function nameOf(kept: Kept, text: string): string {
  const known = kept.names.get(text);
  kept.names.delete(text);
  const name = known ?? `k${kept.next++}`;
  kept.names.set(text, name);
  if (kept.names.size > KEPT_STATEMENTS) {
    for (const [oldest] of [...kept.names].slice(0, EVICTED_AT_ONCE)) forget(kept, oldest);
  }
  return name;
}

function forget(kept: Kept, text: string) {
  const name = kept.names.get(text);
  if (name === undefined) return;
  kept.names.delete(text);
  kept.stale.push(name);
}

/** pg's own record of the statements it has had parsed on a connection (not in its types). */
const parsedOn = (client: pg.PoolClient) =>
  (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
    ?.parsedStatements;

/**
 * Deallocates the stale statements (outside a transaction, where nothing can have aborted it), and drops them
 * from pg's record, which would otherwise hold every text a long-lived connection ever evicted. Names are
 * never used again on the connection, so that record cannot mislead pg into skipping a parse.
 */
async function deallocate(client: pg.PoolClient, kept: Kept) {
  const names = kept.stale.splice(0);
  await client.query(names.map((name) => `DEALLOCATE ${name}`).join('; '));
  const parsed = parsedOn(client);
  for (const name of names) delete parsed?.[name];
}
