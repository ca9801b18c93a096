import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../server/config';
import { apiPath, type ApiPathName } from '@contract/paths';
import { API_PREFIX } from '../../server/platform/routes';
import { createServer, type Server } from '../../server/server';
import { createPgDatabase, type Engine } from './databases';

/*
 * A real server spoken to over HTTP, and the stores it keeps its data in: what the tests and the scripts beside
 * them (test/app/fixtures/record.ts) share. No vitest here: a script run with tsx may import it; what needs a
 * test run (its hooks, its global setup's stores) is harness.ts.
 */

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

/** The server path of a section 7 call with its :params filled: `callPath('userDetail', { id })`. */
export const callPath = (name: ApiPathName, params: Record<string, string | number> = {}) =>
  `${API_PREFIX}${apiPath(name, params)}`;

/** A Redis server for the tests of shared rate limits and throttles (CI sets it). */
export const REDIS_URL = process.env.TEST_REDIS_URL;

export interface Answer {
  status: number;
  body: { status: number; response: unknown; [key: string]: unknown };
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  query?: Record<string, string | number>;
  lang?: string;
  /** Further request headers (If-Match, Prefer). */
  headers?: Record<string, string>;
}

/** A real server on a fresh database, listening on a loopback port, spoken to over HTTP. */
export class TestApi {
  constructor(
    readonly server: Server,
    readonly baseUrl: string,
    readonly dataDir: string,
    private readonly dropDatabase: () => Promise<void>,
  ) {}

  get db() {
    return this.server.ctx.db;
  }

  /** Calls a section 7 endpoint by name (`'userDetail', { id }`) or a raw path under the server root. */
  async call(
    method: string,
    target: ApiPathName | { path: string },
    params: Record<string, string | number> = {},
    options: CallOptions = {},
  ): Promise<Answer> {
    const relative = typeof target === 'string' ? callPath(target, params) : target.path;
    const url = new URL(relative, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers['accept-language'] = options.lang;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(20_000) });
    const text = await response.text();
    let parsed: Answer['body'];
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = { status: response.status, response: text };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /**
   * A JSON call from another loopback source address (127.0.0.x), as from another client machine; fetch
   * cannot choose its source address, node:http can.
   */
  callFrom(
    from: string,
    method: string,
    target: ApiPathName,
    json: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Answer['body']; headers: http.IncomingHttpHeaders }> {
    const url = new URL(callPath(target), this.baseUrl);
    const payload = JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        {
          method,
          localAddress: from,
          headers: { 'content-type': 'application/json', ...headers },
          timeout: 20_000,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(text) as Answer['body'],
              headers: response.headers,
            }),
          );
        },
      );
      request.on('error', reject);
      request.on('timeout', () => request.destroy(new Error(`${method} ${target} from ${from} timed out`)));
      request.end(payload);
    });
  }

  async login(email: string, password: string): Promise<string> {
    const answer = await this.call(
      'POST',
      'login',
      {},
      { json: { email, password, user_role: 'SuperAdmin' } },
    );
    if (answer.status !== 200) throw new Error(`login of ${email} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.access as string;
  }

  async close(): Promise<void> {
    await this.server.close();
    await this.dropDatabase();
    await fs.rm(this.dataDir, { recursive: true, force: true });
  }
}

/** Where a server keeps its data: a data directory, and a PostgreSQL database of its own or none (SQLite). */
export interface Store extends StoreCopy {
  drop: () => Promise<void>;
}

/** What copyStore copies: a store's data directory and database. */
export interface StoreCopy {
  dataDir: string;
  databaseUrl?: string;
}

/** A fresh data directory and, for PostgreSQL, a fresh database: nothing written yet. */
export async function emptyStore(engine: Engine): Promise<Store> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-test-'));
  const database = engine === 'postgres' ? await createPgDatabase() : undefined;
  return { dataDir, databaseUrl: database?.url, drop: database?.drop ?? (async () => undefined) };
}

/**
 * A real server on the store as it is (a fresh one, or one an earlier version wrote); closing it drops it.
 * `port`: the port a server before it had (a restart under open browser tabs); any free one by default.
 */
export async function serveApi(store: Store, env: Record<string, string> = {}, port = 0): Promise<TestApi> {
  const config = loadConfig({
    DATA_DIR: store.dataDir,
    ERASURE_LOG: path.join(store.dataDir, 'erasures.jsonl'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: '1000',
    STATIC_DIR: path.join(store.dataDir, 'no-app'),
    LOG_LEVEL: 'silent',
    CHECK_ANSWERS: '1',
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    ...env,
  });
  const server = await createServer(config, pino({ level: 'silent' }));
  const address = await server.app.listen({ port, host: '127.0.0.1' });
  return new TestApi(server, address, store.dataDir, store.drop);
}

/**
 * A copy of a store no server is open on: its data directory and, for PostgreSQL, a database made from its
 * database as a template. Seeding once and copying is far quicker than seeding each suite's store again.
 */
export async function copyStore(template: StoreCopy): Promise<Store> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-test-'));
  await fs.cp(template.dataDir, dataDir, { recursive: true });
  if (!template.databaseUrl) return { dataDir, drop: async () => undefined };
  const database = await createPgDatabase(`TEMPLATE ${new URL(template.databaseUrl).pathname.slice(1)}`);
  return { dataDir, databaseUrl: database.url, drop: database.drop };
}
