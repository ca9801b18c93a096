/** Timing one call: latency at one client, throughput at several, and the markdown the figures print as. */
import http from 'node:http';

/** One request; resolves to the answer's size in bytes, throws on anything but 2xx. */
export type Call = () => Promise<number>;

export interface Budget {
  /** Untimed requests first: caches, JIT, the database's pages. */
  warmup: number;
  /** Requests per phase (at one client, and again shared by the clients). */
  requests: number;
  /** No phase runs longer: a slow case is measured on fewer requests instead of taking an hour. */
  seconds: number;
  clients: number;
}

export interface Figures {
  /** Requests timed at one client. */
  n: number;
  p50: number;
  p99: number;
  /** Requests a second with `clients` clients calling at once. */
  perSecond: number;
  bytes: number;
}

export const percentile = (times: readonly number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};

export async function measure(call: Call, budget: Budget): Promise<Figures> {
  let bytes = 0;
  for (let i = 0; i < budget.warmup; i++) bytes = await call();
  const times = await sequential(call, budget.requests, budget.seconds);
  const { perSecond } = await concurrent(call, budget);
  return { n: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99), perSecond, bytes };
}

/** Up to `requests` calls one after the other (at least one), for at most `seconds`; their times in ms. */
export async function sequential(call: Call, requests: number, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (times.length < Math.max(1, requests) && (times.length === 0 || performance.now() < until)) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return times;
}

/** What `clients` calling at once achieved: completed calls a second, and each call's time in ms. */
export interface Load {
  perSecond: number;
  times: number[];
}

/** `clients` loops sharing `requests` calls (or `seconds`: none starts later; those under way end). */
export async function concurrent(call: Call, { requests, seconds, clients }: Budget): Promise<Load> {
  let started = 0;
  const times: number[] = [];
  const start = performance.now();
  const until = start + seconds * 1000;
  const client = async () => {
    while (started < Math.max(requests, clients) && performance.now() < until) {
      started++;
      const sent = performance.now();
      await call();
      times.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { perSecond: times.length / ((performance.now() - start) / 1000), times };
}

/** A markdown table, columns padded so that it also reads as plain text. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 2)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

/**
 * The timed GET calls' client: node:http over kept-alive connections. fetch (undici) spent 1–2 ms of CPU a call
 * on this 2-core machine, which the server measured shares with the benchmark: it showed in every p50 (a
 * candidate page: 8.0 ms by fetch, 6.0 ms by node:http, 1.1 ms of it in the server's handler) and took requests
 * a second from the server at 10 clients.
 */
const keptAlive = new http.Agent({ keepAlive: true });
const TIMEOUT_MS = 600_000;

/** GET `url`: its answer's size in bytes, read as it streams and never held; throws on anything but 2xx. */
export function getSize(url: URL, headers: Record<string, string> = {}): Promise<number> {
  let size = 0;
  return get(url, headers, (chunk) => (size += chunk.length)).then(() => size);
}

/** GET `url`: its answer's text; throws on anything but 2xx. */
export async function getText(url: URL, headers: Record<string, string> = {}): Promise<string> {
  const chunks: Buffer[] = [];
  await get(url, headers, (chunk) => chunks.push(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

function get(url: URL, headers: Record<string, string>, onChunk: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: keptAlive, headers, timeout: TIMEOUT_MS }, (response) => {
      const status = response.statusCode ?? 0;
      const failed = status < 200 || status > 299;
      let start = '';
      response.on('data', (chunk: Buffer) => {
        if (!failed) onChunk(chunk);
        else if (start.length < 200) start += chunk.toString('utf8');
      });
      response.on('end', () =>
        failed ? reject(new Error(`${url}: ${status} ${start.slice(0, 200)}`)) : resolve(),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
  });
}
