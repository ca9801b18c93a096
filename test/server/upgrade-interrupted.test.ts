import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { DEFAULT_PACKAGES as PACKAGE_NAMES } from '../../server/db/migrations/014_packages';
import { hashPassword } from '../../server/platform/passwords';
import { ADMIN, emptyStore, ENGINES, serveApi, type Store, type TestApi } from './harness';
import { unpaged } from './lists/calls';
import { writePreviousMain } from './lists/previous-main';
import { buildRecords } from './lists/records';

/**
 * Issue 10: the upgrade to migration 004 rewrites every listed table (new columns, a backfill of every row,
 * indexes, search tables): at scale it runs for a while, and a process can die meanwhile (a deploy's kill
 * after its grace period, a crash, a power cut). The next start must still open the database: the upgrade
 * either happened entirely or not at all, and runs again.
 */

/** Enough rows that the upgrade runs for a while (about half a second on SQLite, in a transaction). */
const CANDIDATES = 10_000;
/** A write lock held this long is a migration in a transaction of its own, not a single step's moment. */
const LOCKED_THROUGHOUT_MS = 100;

/** Watches, from a connection of its own, whether migration 004 runs right now: begun, not recorded. */
async function watchUpgrade(engine: string, store: Store) {
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: store.databaseUrl });
    await client.connect();
    // Its first step alters the companies table, which stays locked until the migration commits.
    const locked = `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
      WHERE c.relname = 'companies' AND l.mode = 'AccessExclusiveLock'
      AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
    const recorded = `SELECT 1 FROM kysely_migration WHERE name = '004_list_keys'`;
    return {
      running: async () => (await client.query(locked)).rowCount !== 0,
      done: async () => (await client.query(recorded)).rowCount !== 0,
      close: () => client.end(),
    };
  }
  // Without a wait: if the server holds the write lock, asking for it fails at once.
  const sqlite = new SQLite(path.join(store.dataDir, 'recruit.db'), { timeout: 0 });
  const begun = sqlite.prepare(
    `SELECT 1 FROM pragma_table_info('companies') WHERE name = 'company_name_key'`,
  );
  const recorded = sqlite.prepare(`SELECT 1 FROM kysely_migration WHERE name = '004_list_keys'`);
  const writing = () => {
    try {
      sqlite.exec('BEGIN IMMEDIATE; ROLLBACK');
      return false;
    } catch {
      return true;
    }
  };
  // Begun and committed step by step (its first column is there), or running in a transaction of its own
  // (the write lock held throughout, not for one statement's moment).
  let lockedSince: number | undefined;
  return {
    running: async () => {
      if (recorded.get() !== undefined) return false;
      if (begun.get() !== undefined) return true;
      if (!writing()) lockedSince = undefined;
      else lockedSince ??= Date.now();
      return lockedSince !== undefined && Date.now() - lockedSince >= LOCKED_THROUGHOUT_MS;
    },
    done: async () => recorded.get() !== undefined,
    close: async () => sqlite.close(),
  };
}

describe.each(ENGINES)('an upgrade interrupted [%s]', (engine) => {
  let api: TestApi | undefined;
  let store: Store | undefined;
  afterAll(async () => {
    // Closing the server drops its store; without a server the store is dropped here.
    if (api) await api.close();
    else if (store) {
      await store.drop();
      await fs.rm(store.dataDir, { recursive: true, force: true });
    }
  });

  it('is done again at the next start, and the lists answer', async () => {
    store = await emptyStore(engine);
    const now = new Date().toISOString();
    const installation = {
      companies: [
        {
          company_uid: ADMINISTRATION_COMPANY_UID,
          company_name: 'Recruit Administration',
          company_email: ADMIN.email,
          company_logo: null,
          folder_name: 'administration',
          folder_id: 'administration',
          created_at: now,
        },
      ],
      users: [
        {
          user_uid: '40000000-0000-4000-8000-000000000001',
          full_name: 'Administrator',
          email: ADMIN.email,
          username: 'username',
          password_hash: await hashPassword(ADMIN.password),
          user_role: 'SubAdmin',
          status: 'Approved',
          company_id: 1,
          last_login: null,
          created_at: now,
        },
      ],
      packages: PACKAGE_NAMES.map((package_name, index) => ({ uid: `package-${index}`, package_name })),
    };
    const counts = { companies: 8, users: 30, vacancies: 40, candidates: CANDIDATES, names: 54 };
    const records = buildRecords({ ...counts, passwordHash: 'not used' });
    await writePreviousMain(store, installation, records);

    const upgrade = await watchUpgrade(engine, store);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: store.dataDir,
        ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STATIC_DIR: path.join(store.dataDir, 'no-app'),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let caught = false;
    const deadline = Date.now() + 60_000;
    while (child.exitCode === null && Date.now() < deadline && !(await upgrade.done())) {
      if (await upgrade.running()) {
        child.kill('SIGKILL');
        caught = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    child.kill('SIGKILL');
    await exited;
    await upgrade.close();
    expect(caught, 'the server was stopped while migration 004 ran').toBe(true);

    api = await serveApi(store);
    const token = await api.login(ADMIN.email, ADMIN.password);
    const all = await unpaged(api, token, { name: 'candidateList', params: { status: 'all' } });
    expect(all.body.response).toHaveLength(CANDIDATES);
    const found = await unpaged(api, token, {
      name: 'candidateList',
      params: { status: 'all' },
      query: { candidate_name__icontains: 'ÖZDEMIR' },
    });
    const expected = records.candidates.filter((candidate) => candidate.candidate_name.startsWith('Özdemir'));
    expect((found.body.response as { id: number }[]).map((item) => item.id).sort((a, b) => a - b)).toEqual(
      expected.map((candidate) => candidate.id),
    );
  }, 120_000);
});
