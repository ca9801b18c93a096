import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';

/** Whether this machine has redis-server to start (CI may offer Redis as a service only). */
export const HAS_REDIS_SERVER = spawnSync('redis-server', ['--version']).status === 0;

export interface OwnRedis {
  url: string;
  /** Stops the process without closing its connections: a hung Redis, not a refused one. */
  hang(): void;
  resume(): void;
  /** Ends the process: connections are refused from now on. */
  kill(): Promise<void>;
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits until Redis at `url` answers, 10 s at most: a new process takes a moment to listen. */
async function answering(url: string): Promise<void> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  probe.on('error', () => undefined);
  try {
    const deadline = Date.now() + 10_000;
    while ((await probe.ping().catch(() => 'down')) !== 'PONG') {
      if (Date.now() > deadline) throw new Error(`redis-server at ${url} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    probe.disconnect();
  }
}

/**
 * A redis-server of the test's own on a free loopback port, keeping nothing on disk, for fault tests: the
 * shared Redis other suites count on is never stopped.
 */
export async function startRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `redis://127.0.0.1:${port}`;
  await answering(url);
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
  };
  return {
    url,
    hang: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    async kill() {
      signal('SIGCONT');
      signal('SIGKILL');
      await exited;
    },
  };
}
