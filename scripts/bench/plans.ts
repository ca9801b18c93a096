import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sqliteFile } from '../../server/db/connect';
import { READY_PATH } from '../../server/platform/health';
import type { Call } from './measure';
import { percentile } from './measure';
import { startServer, type BenchData, type ServerProcess } from './server';

/**
 * `npm run bench:api -- --only plans`: each list call of the benchmark's table once, and the plan of every query
 * it ran, as the server ran it (its SQL and parameters, from its log at LOG_LEVEL=trace): SQLite's
 * `EXPLAIN QUERY PLAN` and the statement's own median time over TIMED runs, PostgreSQL's
 * `EXPLAIN (ANALYZE, BUFFERS)` (of reads: a write's plan is only shown). The plans' connection writes nothing.
 */

/** A query as the server's log names it (server/db/connect.ts, queryLog). */
interface LoggedQuery {
  sql: string;
  parameters: unknown[];
}

/**
 * The server at LOG_LEVEL=trace, and the queries it logs. `fresh()` starts it again on the same port, keeping
 * nothing (the list counts the benchmark's first calls counted are counted again, and their plans shown).
 */
export async function plansServer(data: BenchData) {
  const queries: LoggedQuery[] = [];
  const waiting: (() => void)[] = [];
  const onLine = (line: string) => {
    const entry = parse(line);
    if (entry?.msg !== 'query' || typeof entry.sql !== 'string') return;
    queries.push({ sql: entry.sql, parameters: Array.isArray(entry.parameters) ? entry.parameters : [] });
    if (entry.sql === SENTINEL) waiting.splice(0).forEach((resume) => resume());
  };
  const env = { LOG_LEVEL: 'trace' };
  let server: ServerProcess = await startServer(data, { env, onLine });
  const port = Number(new URL(server.base).port);
  return {
    base: server.base,
    get pid() {
      return server.pid;
    },
    stop: () => server.stop(),
    kill: () => server.kill(),
    running: () => server.running(),
    async fresh() {
      await server.stop();
      server = await startServer(data, { env, onLine, port, build: false });
    },
    /** The queries `call` ran: those logged before the readiness check's, which the server runs after it. */
    async during(call: Call): Promise<LoggedQuery[]> {
      queries.length = 0;
      await call();
      const logged = new Promise<void>((resume) => waiting.push(resume));
      await fetch(new URL(READY_PATH, server.base));
      await logged;
      return queries.slice(
        0,
        queries.findIndex((query) => query.sql === SENTINEL),
      );
    },
  };
}

/** The readiness check's one query (server/platform/health.ts). */
const SENTINEL = 'SELECT 1';

const parse = (line: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

/** Runs of each SQLite statement timed for its median. */
const TIMED = 20;

export type PlansServer = Awaited<ReturnType<typeof plansServer>>;

/** Prints each case's queries with their plans, on a fresh server. */
export async function printPlans(
  data: BenchData,
  server: PlansServer,
  cases: readonly (readonly [string, Call])[],
): Promise<void> {
  await server.fresh();
  const explain = data.databaseUrl ? await postgresPlans(data.databaseUrl) : sqlitePlans(data.dataDir);
  try {
    for (const [label, call] of cases) {
      console.log(`\n### ${label}\n`);
      for (const query of await server.during(call)) {
        console.log(`${query.sql}\n  -- ${JSON.stringify(query.parameters)}`);
        console.log(
          (await explain.plan(query))
            .split('\n')
            .map((line) => `  | ${line}`)
            .join('\n'),
        );
      }
    }
  } finally {
    await explain.close();
  }
}

interface Explainer {
  plan(query: LoggedQuery): Promise<string>;
  close(): Promise<void>;
}

function sqlitePlans(dataDir: string): Explainer {
  const database = new SQLite(sqliteFile(dataDir), { readonly: true, fileMustExist: true });
  return {
    async plan({ sql, parameters }) {
      const rows = database.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(parameters) as {
        id: number;
        parent: number;
        detail: string;
      }[];
      const depth = new Map<number, number>([[0, 0]]);
      const lines = rows.map((row) => {
        const level = (depth.get(row.parent) ?? 0) + 1;
        depth.set(row.id, level);
        return `${'  '.repeat(level - 1)}${row.detail}`;
      });
      const statement = database.prepare(sql);
      const times: number[] = [];
      for (let run = 0; run < TIMED; run++) {
        const start = performance.now();
        if (statement.reader) statement.all(parameters);
        times.push(performance.now() - start);
      }
      return [...lines, `median ${percentile(times, 0.5).toFixed(3)} ms over ${TIMED} runs`].join('\n');
    },
    close: async () => {
      database.close();
    },
  };
}

async function postgresPlans(url: string): Promise<Explainer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async plan({ sql, parameters }) {
      // A write's plan is shown, never run.
      const analyze = /^\s*select\b/i.test(sql) ? '(ANALYZE, BUFFERS) ' : '';
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${analyze}${sql}`, parameters);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    },
    close: () => client.end(),
  };
}
