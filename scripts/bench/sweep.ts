import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { apiPath } from '@contract/paths';
import { markdownTable, ms, percentile, sequential } from './measure';
import { ADMIN, freePort, startServer, type BenchData } from './server';

/** Candidates made due and swept per run: each run erases these for good from the reused bench data. */
const DUE = 10_000;
/** The retention the swept server runs with; the marked candidates changed a year ago. */
const RETENTION_DAYS = 180;
const IDLE_CALLS = 300;
/** A sweep that has not told it is done by then counts as failed. */
const SWEEP_LIMIT_MS = 30 * 60_000;

interface SweepLine {
  msg: string;
  erased?: number;
  batches?: number;
  complete?: boolean;
  ms?: number;
  level?: number;
}

/**
 * Issue 30: the retention sweep of DUE candidates at start (CANDIDATE_RETENTION_DAYS, batches of 500), its time,
 * and the candidate list's p50/p99 at one client meanwhile against idle (goal: p99 within 2× of idle). The
 * oldest DUE candidates are made due directly in the database (Rejected, changed a year ago), the idle list
 * is measured on `idleBase` (a server without retention), then a second server with retention starts and the
 * list is called in a loop until its log tells the sweep is done. Each run erases DUE candidates for good (and,
 * the first time, those the demo data has due already: some of its Rejected and Inactive candidates are old).
 */
export async function sweepTiming(data: BenchData, idleBase: string, token: string): Promise<void> {
  const marked = await markDue(data, DUE);
  const idle = await sequential(listCall(idleBase, token), IDLE_CALLS, 30);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let done: SweepLine | undefined;
  let told: (line: SweepLine) => void = () => undefined;
  const ended = new Promise<SweepLine>((resolve) => (told = resolve));
  const onLine = (text: string) => {
    const line = parseLine(text);
    if (!line) return;
    if ((line.level ?? 0) >= 40) console.error(text);
    if (line.msg === 'retention sweep done' || line.msg.startsWith('retention sweep failed')) {
      done = line;
      told(line);
    }
  };
  const start = performance.now();
  const starting = startServer(data, {
    build: false,
    port,
    onLine,
    env: { CANDIDATE_RETENTION_DAYS: String(RETENTION_DAYS), LOG_LEVEL: 'info' },
  });
  // The list at one client from the moment the server listens (the sweep starts just before) until it is done.
  const during: number[] = [];
  const calling = (async () => {
    const swept = await signIn(base, () => done !== undefined);
    if (swept === undefined) return;
    const call = listCall(base, swept);
    while (done === undefined) {
      const at = performance.now();
      await call();
      if (done === undefined) during.push(performance.now() - at);
    }
  })().then(
    () => undefined,
    (error: unknown) => error,
  );
  const server = await starting.catch((error: unknown) => {
    done = { msg: 'the server did not start' };
    throw error;
  });
  try {
    const line = await Promise.race([
      ended,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no "retention sweep done" line')), SWEEP_LIMIT_MS).unref(),
      ),
    ]);
    const wall = performance.now() - start;
    const failed = await calling;
    if (failed) throw failed;
    const row = (label: string, times: number[]) => [
      label,
      times.length ? ms(percentile(times, 0.5)) : 'n/a',
      times.length ? ms(percentile(times, 0.99)) : 'n/a',
      String(times.length),
    ];
    const ratio = percentile(during, 0.99) / percentile(idle, 0.99);
    console.log(
      `\nretention sweep at start (CANDIDATE_RETENTION_DAYS=${RETENTION_DAYS}): ${marked.toLocaleString('en')} ` +
        'candidates made due (Rejected, changed a year ago); these, and any the data already had due (the demo ' +
        'backdates some), are erased for good from the bench data on every run\n',
    );
    console.log(
      markdownTable(
        ['retention sweep', 'figure'],
        [
          ['outcome', line.msg],
          ['candidates erased', (line.erased ?? 0).toLocaleString('en')],
          ['batches', String(line.batches ?? 0)],
          ['sweep time (its log)', `${line.ms ?? 0} ms`],
          ['wall time, server start until the sweep’s done line', `${ms(wall)} ms`],
        ],
      ),
    );
    console.log(
      `\ncandidate list page 1 at one client, idle and during the sweep (goal: p99 within 2× of idle; ` +
        `ratio ${during.length ? ratio.toFixed(2) : 'n/a'}):\n`,
    );
    console.log(
      markdownTable(
        ['candidate list', 'p50 ms', 'p99 ms', 'n'],
        [row('idle (server without retention)', idle), row('during the sweep', during)],
      ),
    );
  } finally {
    await server.stop();
  }
}

/** The candidate list's first page of 25, as the other parts call it; resolves to the answer's size. */
const listCall = (base: string, token: string) => async () => {
  const url = new URL(`/api/${apiPath('candidateList', { status: 'all' })}`, base);
  url.searchParams.set('page', '1');
  url.searchParams.set('page_size', '25');
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`candidate list: ${answer.status} ${text.slice(0, 200)}`);
  return text.length;
};

/** The SubAdmin's token from a server that may not listen yet; undefined when `over` before it answered. */
async function signIn(base: string, over: () => boolean): Promise<string | undefined> {
  while (!over()) {
    try {
      const answer = await fetch(new URL(`/api/${apiPath('login', {})}`, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...ADMIN, user_role: 'SuperAdmin' }),
      });
      if (answer.ok) return ((await answer.json()) as { access: string }).access;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

function parseLine(text: string): SweepLine | undefined {
  try {
    const line = JSON.parse(text) as Partial<SweepLine>;
    return typeof line.msg === 'string' ? { ...line, msg: line.msg } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `count` oldest candidates made due: Rejected, then (a second statement, as the trigger sets changed_at
 * on a status change) changed a year ago. Answers how many were marked.
 */
async function markDue(data: BenchData, count: number): Promise<number> {
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString();
  const oldest = (at: string) => `id IN (SELECT id FROM candidates ORDER BY id LIMIT ${at})`;
  if (data.databaseUrl) {
    const client = new pg.Client({ connectionString: data.databaseUrl });
    await client.connect();
    try {
      await client.query(`UPDATE candidates SET candidate_status = 'Rejected' WHERE ${oldest('$1')}`, [
        count,
      ]);
      const dated = await client.query(`UPDATE candidates SET changed_at = $1 WHERE ${oldest('$2')}`, [
        yearAgo,
        count,
      ]);
      return dated.rowCount ?? 0;
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(data.dataDir, 'recruit.db'));
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare(`UPDATE candidates SET candidate_status = 'Rejected' WHERE ${oldest('?')}`).run(count);
    return db.prepare(`UPDATE candidates SET changed_at = ? WHERE ${oldest('?')}`).run(yearAgo, count)
      .changes;
  } finally {
    db.close();
  }
}
