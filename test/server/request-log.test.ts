import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createServer, type Server } from '../../server/server';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { addUser } from './fixtures';
import { ADMIN, TestApi } from './harness';

interface Line {
  level: number;
  msg: string;
  url?: string;
  statusCode?: number;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The server listening on a loopback port, spoken to over HTTP. */
async function listening(server: Server, dataDir: string) {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return new TestApi(server, `http://127.0.0.1:${port}`, dataDir, async () => {});
}

/** A GET sent over a socket with `target` as its request line's target, as curl's --request-target does. */
function getTarget(server: Server, target: string, token: string): Promise<Answer> {
  const { port } = server.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject).end();
  });
}

/** A server whose log lines at `level` are kept, on a fresh SQLite database. */
async function loggedServer(level: 'info' | 'debug') {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-log-'));
  const lines: Line[] = [];
  const logger = pino({ level }, { write: (text: string) => lines.push(JSON.parse(text) as Line) });
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const server = await createServer(config, logger);
  return { server, lines, dataDir };
}

/**
 * Issue 13: one line per answered API call at info; static files, media and health checks, which browsers
 * and load balancers ask for all day, only at debug.
 */
describe('request log', () => {
  let running: { server: Server; dataDir: string } | undefined;
  afterEach(async () => {
    await running?.server.close();
    if (running) await fs.rm(running.dataDir, { recursive: true, force: true });
  });

  const ask = (server: Server, url: string) => server.app.inject({ method: 'GET', url });
  const requests = (lines: Line[]) => lines.filter((line) => line.msg === 'request');

  it('logs API calls once each at info, and routine calls not at all', async () => {
    const { server, lines, dataDir } = await loggedServer('info');
    running = { server, dataDir };
    await ask(server, '/api/health');
    await ask(server, '/api/ready');
    await ask(server, '/media/missing.png');
    await ask(server, '/api/admin-api/dashboard-api/');
    expect(requests(lines)).toEqual([
      expect.objectContaining({ level: 30, url: '/api/admin-api/dashboard-api/', statusCode: 401 }),
    ]);
  });

  it('logs routine calls at debug', async () => {
    const { server, lines, dataDir } = await loggedServer('debug');
    running = { server, dataDir };
    await ask(server, '/api/health');
    await ask(server, '/media/missing.png');
    expect(requests(lines).map(({ level, url }) => ({ level, url }))).toEqual([
      { level: 20, url: '/api/health' },
      { level: 20, url: '/media/missing.png' },
    ]);
  });

  it("shows a reset link's route instead of its path, whose token would let a log's reader set the password", async () => {
    const { server, lines, dataDir } = await loggedServer('info');
    running = { server, dataDir };
    const api = await listening(server, dataDir);
    const link = {
      id: '00000000-0000-4000-8000-00000000dead',
      token: 'VRyIVqNEVckVf58Nz3HY0BICsbQj',
      expire: 1795576341,
    };
    const reset = (confirm: string) =>
      api.call('PUT', 'passwordReset', link, {
        json: { password: 'new-pass-123', confirm_password: confirm },
      });
    expect((await reset('typo-pass-123')).status).toBe(400);
    server.ctx.keys.accepted = () => Promise.reject(new Error('the keys are out of reach'));
    expect((await reset('new-pass-123')).status).toBe(500);
    const route = '/api/password-reset/:id/:token/:expire/';
    expect(requests(lines)).toEqual([
      expect.objectContaining({ url: route, statusCode: 400 }),
      expect.objectContaining({ url: route, statusCode: 500 }),
    ]);
    expect(lines.some((line) => line.msg === 'request failed')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(link.token);
  });

  it('reads an absolute-form target as its path: paging links on APP_URL, no-store, logged at info', async () => {
    const { server, lines, dataDir } = await loggedServer('info');
    running = { server, dataDir };
    const api = await listening(server, dataDir);
    const token = await api.login(ADMIN.email, ADMIN.password);
    await addUser(api, token, { user_role: 'SubAdmin', company_uuid: ADMINISTRATION_COMPANY_UID });
    const path = '/api/admin-api/user-list-api/?page=1&page_size=1';
    const answer = await getTarget(server, `http://evil.example${path}`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { next } = JSON.parse(answer.body) as { next: string | null };
    expect(next).toBe(`${server.app.publicUrl}/api/admin-api/user-list-api/?page=2&page_size=1`);
    expect(requests(lines)).toContainEqual(
      expect.objectContaining({ level: 30, url: path, statusCode: 200 }),
    );
  });
});
