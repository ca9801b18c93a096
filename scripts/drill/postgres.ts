import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../bench/server';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the drill's own (initdb into a temporary folder, a free loopback port), so that it
 * can be restarted as an operator's would be, never the machine's shared one. PostgreSQL refuses to run as
 * root: as root, its programs run as the `postgres` user.
 */
export interface OwnPostgres {
  url: string;
  restart(): Promise<void>;
  /** Ends every backend of the database but the caller's, as a failover or an operator would. */
  endBackends(): Promise<number>;
  stop(): Promise<void>;
}

async function binaries(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = (await fs.readdir(root)).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL server found under ${root}`);
  return path.join(root, versions[0], 'bin');
}

export async function ownPostgres(database = 'recruit_drill'): Promise<OwnPostgres> {
  const bin = await binaries();
  const asRoot = process.getuid?.() === 0;
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-drill-pg-'));
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  await pgRun('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const ctl = (...args: string[]) => pgRun('pg_ctl', ['-D', dir, '-l', path.join(dir, 'log'), ...args]);
  await ctl('-o', options, '-w', 'start');
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => void (await ctl('-o', options, '-m', 'fast', '-w', 'restart')),
    async endBackends() {
      const session = new pg.Client({ connectionString: admin });
      await session.connect();
      try {
        const { rows } = await session.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [database],
        );
        return rows.length;
      } finally {
        await session.end();
      }
    },
    async stop() {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
