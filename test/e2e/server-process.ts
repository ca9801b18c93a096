import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADMIN } from '../server/harness';

/**
 * The API server as a process of its own (`server/main.ts` under tsx), on a fixed port and data folder: a
 * test can pause it (SIGSTOP), let it go on (SIGCONT), kill it and start it again where it was, as a server
 * that stops answering mid-session would. The API inside the test process (session.ts) cannot be paused.
 */
export interface ServerProcess {
  baseUrl: string;
  pause(): void;
  resume(): void;
  kill(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A port free right now: the server gets it on every start, so that the page's address stays valid. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once the server logs that it listens (pino's "Server listening at ..."). */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.setEncoding('utf8');
    // Read on after the line too: a full pipe would stop the server.
    child.stdout?.on('data', (chunk: string) => {
      if (output.includes('Server listening at')) return;
      output += chunk;
      if (output.includes('Server listening at')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output}`)),
    );
  });
}

export async function startServerProcess(staticDir: string): Promise<ServerProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-connection-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: '1000',
    // The browser tests send more bulk calls a minute than a user may; the limit has its server test.
    BULK_RATE_LIMIT: '1000',
    DEMO_DATA: '1',
    // One process that SIGSTOP pauses as a whole: in a cluster (WORKERS above 1) the workers would go on serving.
    WORKERS: '1',
  };
  let child: ChildProcess | undefined;

  const exited = (running: ChildProcess) =>
    running.exitCode !== null || running.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => running.once('exit', resolve));

  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    async kill() {
      if (!child) return;
      const running = child;
      running.kill('SIGCONT');
      running.kill('SIGKILL');
      await exited(running);
      child = undefined;
    },
    async start() {
      // One process (node with tsx's loader), so that a signal reaches the server itself.
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await listening(child);
    },
    async close() {
      await server.kill();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
