import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { apiPath } from '@contract/paths';
import { registration } from './fixtures';
import { ADMIN, createPgDatabase, ENGINES } from './harness';

/** The real `npm start` entry point, as a separate process that can be killed without warning. */
async function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function post(base: string, name: Parameters<typeof apiPath>[0], body: unknown, token?: string) {
  const response = await fetch(`${base}/api/${apiPath(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe.each(ENGINES)('crash safety [%s]', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every write answered 200 when the server is killed mid-stream, and the database checks clean', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-crash-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STATIC_DIR: path.join(dataDir, 'no-app'),
    };
    if (engine === 'postgres') {
      const database = await createPgDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }

    const first = await startProcess(env);
    const login = await post(first.base, 'login', {
      email: ADMIN.email,
      password: ADMIN.password,
      user_role: 'SuperAdmin',
    });
    const token = String(login.body.access);
    const acknowledged: string[] = [];
    let sent = 0;
    const writer = async () => {
      while (sent < 400) {
        const email = `crash-${sent++}@example.com`;
        const answer = await post(
          first.base,
          'userRegister',
          registration({
            full_name: `Crash ${email}`,
            user_role: 'SubAdmin',
            email,
            company_uuid: ADMINISTRATION_COMPANY_UID,
          }),
          token,
        ).catch(() => undefined);
        if (answer?.status === 200) acknowledged.push(email);
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    while (acknowledged.length < 25) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGKILL');
    await exited(first.child);
    await writers;

    if (engine === 'sqlite') {
      const sqlite = new SQLite(path.join(dataDir, 'recruit.db'));
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
      sqlite.close();
    }

    const second = await startProcess(env);
    cleanups.push(async () => {
      second.child.kill('SIGTERM');
      await exited(second.child);
    });
    const again = await post(second.base, 'login', {
      email: ADMIN.email,
      password: ADMIN.password,
      user_role: 'SuperAdmin',
    });
    const response = await fetch(`${second.base}/api/${apiPath('userList')}?search=crash-`, {
      headers: { authorization: `Bearer ${String(again.body.access)}` },
    });
    const stored = ((await response.json()) as { response: { email: string }[] }).response.map(
      (user) => user.email,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
  }, 120_000);
});
