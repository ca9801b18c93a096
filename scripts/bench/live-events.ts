/**
 * Live updates (GET /api/events) measured from outside, as clients see them: how long after a write's answer
 * another client's stream carries its event (one instance, and on PostgreSQL across two sharing the database),
 * the writes a second with open streams against none, and the server's memory per open stream.
 */
import http from 'node:http';
import { apiPath } from '@contract/paths';
import type { RecordEvent } from '@contract/events';
import { parseFrames } from '../../src/providers/sse';
import { markdownTable, ms, percentile } from './measure';
import { cpuMs, rssMiB, startServer, type BenchData, type ServerProcess } from './server';

/** Streams open while writes are counted (the target: at least 90% of the rate with none). */
const BUSY_STREAMS = 200;
/** Streams opened to weigh one: many, so that the noise of a process's memory weighs little on each. */
const MEMORY_STREAMS = 1000;
/** Clients writing at once while writes a second are counted. */
const WRITERS = 10;
/** How long a client waits for its event before the bench calls it lost. */
const EVENT_WAIT_MS = 10_000;
/**
 * A random pause before each timed write, up to this: SQLite reads new entries every 25 ms, a busy server sends
 * to its streams every 50 ms, and a write sent right after the last event arrived would always land at the same
 * point of those cycles.
 */
const JITTER_MS = 200;

export interface LiveBudget {
  /** Writes timed one after another (each waits for its event). */
  writes: number;
  /** Seconds each writes-a-second phase runs. */
  seconds: number;
}

/** A stream read as it arrives: the time each change's uid first arrived (performance.now()). */
interface OpenStream {
  arrivals: Map<string, number>;
  /** Change events seen, counted without parsing (the streams that only load the server). */
  changes: number;
  ready: Promise<void>;
  close(): void;
}

type Write = (uid: string, name: string) => Promise<void>;

/** The figures, printed as markdown tables. `server` runs on `data`; on PostgreSQL a second instance is started. */
export async function liveEvents(
  data: BenchData,
  server: ServerProcess,
  login: (base: string) => Promise<string>,
  budget: LiveBudget,
): Promise<void> {
  const writer = await login(server.base);
  const uids = await candidateUids(server.base, writer, WRITERS);
  const write = candidateWriter(server.base, writer);
  const rows: string[][] = [];
  const latency = async (label: string, streamBase: string) => {
    const times = await eventLatency(
      await login(streamBase),
      streamBase,
      write,
      uids[0] ?? '',
      budget.writes,
    );
    rows.push([
      label,
      ms(percentile(times, 0.5)),
      ms(percentile(times, 0.99)),
      ms(Math.max(...times)),
      String(times.length),
    ]);
  };
  await latency('one instance', server.base);
  if (data.engine === 'postgres') {
    const second = await startServer(data, { build: false });
    try {
      await latency('write on one instance, stream on another', second.base);
    } finally {
      await second.stop();
    }
  }
  console.log(
    `\nlive updates, ${data.engine}: from a write's answer to its event on another client's stream ` +
      `(writes one at a time, each after a random pause of up to ${JITTER_MS} ms; goal: p99 ≤ 200 ms):\n`,
  );
  console.log(markdownTable(['write → event', 'p50 ms', 'p99 ms', 'max ms', 'n'], rows));

  const streamToken = await login(server.base);
  await writesWithStreams(server, streamToken, write, uids, budget.seconds);
  await memoryPerStream(server, streamToken);
}

/** The uids of `n` candidates to write to. */
async function candidateUids(base: string, token: string, n: number): Promise<string[]> {
  const url = new URL(`/api/${apiPath('candidateList', { status: 'all' })}`, base);
  url.searchParams.set('page', '1');
  url.searchParams.set('page_size', String(n));
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const page = (await answer.json()) as { response: { uid: string }[] };
  if (page.response.length < n) throw new Error(`fewer than ${n} candidates to write to`);
  return page.response.map((row) => row.uid);
}

/** A candidate's edit (its name: every call a change, so that each records history and sends an event). */
function candidateWriter(base: string, token: string): Write {
  return async (uid, name) => {
    const answer = await fetch(new URL(`/api/${apiPath('candidateUpdate', { id: uid })}`, base), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        candidate_name: name,
        candidate_email: 'bench@example.com',
        candidate_phone_number: '+49 30 1234567',
        candidate_status: 'Contacted',
        candidate_active_or_inactive: 'active',
      }),
    });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`candidate update: ${answer.status}`);
  };
}

/**
 * GET /api/events on a connection of its own. `parse`: read each change's uid with the app's SSE parser;
 * otherwise only count changes, so that hundreds of streams cost the bench's process little.
 */
function openStream(base: string, token: string, parse: boolean): OpenStream {
  const stream: OpenStream = {
    arrivals: new Map(),
    changes: 0,
    ready: Promise.resolve(),
    close: () => undefined,
  };
  const marker = 'event: change\n';
  stream.ready = new Promise((resolve, reject) => {
    const request = http.get(
      new URL(`/api/${apiPath('events', {})}`, base),
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`events: ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffered = '';
        response.on('data', (chunk: string) => {
          const arrived = performance.now();
          buffered += chunk;
          if (!parse) {
            // Whole frames only: a marker split across chunks is counted once its frame is complete.
            const end = buffered.lastIndexOf('\n\n');
            if (end < 0) return;
            stream.changes += buffered.slice(0, end).split(marker).length - 1;
            if (buffered.includes('event: ready')) resolve();
            buffered = buffered.slice(end + 2);
            return;
          }
          const parsed = parseFrames(buffered);
          buffered = parsed.rest;
          for (const event of parsed.events) {
            if (event.event === 'ready') resolve();
            if (event.event !== 'change') continue;
            stream.changes++;
            const { uid } = event.data as RecordEvent;
            if (!stream.arrivals.has(uid)) stream.arrivals.set(uid, arrived);
          }
        });
      },
    );
    request.on('error', reject);
    stream.close = () => request.destroy();
  });
  return stream;
}

/**
 * `writes` edits of one candidate, one after another, each once the one before has reached the stream: ms from
 * each write's answer to its event's arrival (0 when the event came first: PostgreSQL notifies on commit, before
 * the answer is sent).
 */
async function eventLatency(token: string, base: string, write: Write, uid: string, writes: number) {
  const stream = openStream(base, token, true);
  await stream.ready;
  const times: number[] = [];
  try {
    for (let i = 0; i < writes; i++) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * JITTER_MS));
      stream.arrivals.delete(uid);
      await write(uid, `Bench Latency ${i}`);
      const answered = performance.now();
      const arrived = await arrival(stream, uid);
      times.push(Math.max(0, arrived - answered));
    }
  } finally {
    stream.close();
  }
  return times;
}

/** When `uid`'s change reached `stream` (polled every millisecond: the arrival time is recorded as it comes). */
async function arrival(stream: OpenStream, uid: string): Promise<number> {
  const deadline = performance.now() + EVENT_WAIT_MS;
  for (;;) {
    const at = stream.arrivals.get(uid);
    if (at !== undefined) return at;
    if (performance.now() > deadline)
      throw new Error(`no event for candidate ${uid} within ${EVENT_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/**
 * Writes a second by WRITERS clients, each editing its own candidate, for `seconds`; and the CPU ms each write
 * cost the server and this process (its clients, and the streams it reads: both share the machine's cores).
 */
async function writeRate(pid: number, write: Write, uids: readonly string[], seconds: number, round: number) {
  let done = 0;
  const [serverCpu, ownCpu] = [await cpuMs(pid), process.cpuUsage()];
  const start = performance.now();
  const until = start + seconds * 1000;
  await Promise.all(
    uids.map(async (uid, client) => {
      for (let i = 0; performance.now() < until; i++) {
        await write(uid, `Bench ${round} ${client} ${i}`);
        done++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const serverSpent = ((await cpuMs(pid)) ?? NaN) - (serverCpu ?? NaN);
  const own = process.cpuUsage(ownCpu);
  return {
    writes: done,
    perSecond: done / elapsed,
    serverCpu: (serverSpent / done).toFixed(2),
    ownCpu: ((own.user + own.system) / 1000 / done).toFixed(2),
  };
}

/**
 * Writes a second with no stream open, then with BUSY_STREAMS (each hearing every write), twice in turn so that
 * the machine's drift weighs on both; and whether every open stream carried every write.
 */
async function writesWithStreams(
  server: ServerProcess,
  token: string,
  write: Write,
  uids: readonly string[],
  seconds: number,
) {
  const base = server.base;
  const rows: string[][] = [];
  const rates: Record<'none' | 'busy', number[]> = { none: [], busy: [] };
  for (let round = 0; round < 2; round++) {
    const none = await writeRate(server.pid, write, uids, seconds, round * 2);
    rates.none.push(none.perSecond);
    rows.push(['0', none.perSecond.toFixed(0), String(none.writes), none.serverCpu, none.ownCpu, '']);
    // The last writes' events (read and sent up to some 75 ms late) go out before the streams open.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const streams = Array.from({ length: BUSY_STREAMS }, () => openStream(base, token, false));
    await Promise.all(streams.map((stream) => stream.ready));
    const busy = await writeRate(server.pid, write, uids, seconds, round * 2 + 1);
    // Each stream should carry every write: wait (up to EVENT_WAIT_MS) for the last ones to arrive.
    const deadline = performance.now() + EVENT_WAIT_MS;
    while (streams.some((stream) => stream.changes < busy.writes) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const carried = Math.min(...streams.map((stream) => stream.changes));
    for (const stream of streams) stream.close();
    rates.busy.push(busy.perSecond);
    rows.push([
      String(BUSY_STREAMS),
      busy.perSecond.toFixed(0),
      String(busy.writes),
      busy.serverCpu,
      busy.ownCpu,
      `${carried} of ${busy.writes}`,
    ]);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ratio = mean(rates.busy) / mean(rates.none);
  console.log(
    `\nwrites a second (${WRITERS} clients, each editing its own candidate, ${seconds} s a phase), with no stream ` +
      `open and with ${BUSY_STREAMS} (every one hearing every write), in turn; goal: at least 90% of the rate ` +
      `with none. With streams: ${(ratio * 100).toFixed(0)}% of the rate without (means of two phases each).\n`,
  );
  console.log(
    markdownTable(
      [
        'open streams',
        'writes/s',
        'writes',
        'server CPU ms/write',
        'bench CPU ms/write',
        'fewest events one stream carried',
      ],
      rows,
    ),
  );
}

/** The server's RSS with MEMORY_STREAMS open streams against none, per stream. */
async function memoryPerStream(server: ServerProcess, token: string) {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
  await settle();
  const before = await rssMiB(server.pid);
  const streams = Array.from({ length: MEMORY_STREAMS }, () => openStream(server.base, token, false));
  await Promise.all(streams.map((stream) => stream.ready));
  await settle();
  const open = await rssMiB(server.pid);
  for (const stream of streams) stream.close();
  if (before === undefined || open === undefined) return console.log('\nserver memory: not readable here');
  const perStream = ((open - before) * 1024) / MEMORY_STREAMS;
  console.log(
    `\n${markdownTable(
      ['server memory', 'figure'],
      [
        ['RSS, no stream open', `${before.toFixed(1)} MiB`],
        [`RSS, ${MEMORY_STREAMS} streams open`, `${open.toFixed(1)} MiB`],
        ['per open stream', `${perStream.toFixed(1)} KiB`],
      ],
    )}`,
  );
}
