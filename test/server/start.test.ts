import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@contract/paths';
import { serveArguments } from '../../scripts/serve';
import { ADMIN } from './harness';

/**
 * `npm start` serves the built server (`npm run build`'s server half, run by `npm run serve`): built here
 * into a fresh folder and started with the serve script's own flags, on a fresh data dir with the demo.
 */
const CACHE = path.resolve('node_modules/.cache/recruit-start');

describe('the built server', () => {
  let dir = '';
  let child: ChildProcess | undefined;
  let base = '';
  let outDir = '';

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-start-'));
    // Inside the project, as dist-server/ is: the build imports its packages from node_modules.
    await fs.mkdir(CACHE, { recursive: true });
    outDir = await fs.mkdtemp(path.join(CACHE, 'server-'));
    await build({ configFile: 'server/vite.config.ts', build: { outDir }, logLevel: 'error' });
    child = spawn(process.execPath, serveArguments(path.join(outDir, 'main.js')), {
      env: {
        ...process.env,
        DATA_DIR: path.join(dir, 'data'),
        STATIC_DIR: path.join(dir, 'no-app'),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_DATA: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    base = await listeningAddress(child);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(outDir, { recursive: true, force: true });
  });

  it('signs the first administrator in and lists the demo candidates with their files', async () => {
    const login = await fetch(`${base}/api/${apiPath('login')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, user_role: 'SuperAdmin' }),
    });
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const list = await fetch(
      `${base}/api/${apiPath('candidateList', { status: 'all' })}?page=1&page_size=5`,
      {
        headers: { authorization: `Bearer ${access}` },
      },
    );
    const page = (await list.json()) as { count: number; response: { candidate_resume: string }[] };
    expect(page.count).toBeGreaterThan(0);
    const resume = await fetch(new URL(page.response[0]?.candidate_resume ?? '', base));
    expect(resume.status).toBe(200);
    expect(new TextDecoder().decode((await resume.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it("keeps the data it made its user's alone: the database holds the signing keys", async () => {
    const data = path.join(dir, 'data');
    const made = [
      data,
      ...(await fs.readdir(data, { recursive: true })).map((name) => path.join(data, name)),
    ];
    expect(made.length).toBeGreaterThan(3);
    for (const file of made)
      expect({ file, shared: (await fs.stat(file)).mode & 0o077 }).toEqual({ file, shared: 0 });
  });
});

/** The address the server logs once it listens (pino's "Server listening at ..."). */
function listeningAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) resolve(address);
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output}`)),
    );
  });
}
