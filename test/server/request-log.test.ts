import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createServer, type Server } from '../../server/server';
import { ADMIN } from './harness';

interface Line {
  level: number;
  msg: string;
  url?: string;
  statusCode?: number;
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
});
