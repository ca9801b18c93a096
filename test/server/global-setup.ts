import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import type { TestProject } from 'vitest/node';
import { createPgDatabase, ENGINES, type Engine } from './databases';
import type { StoreCopy } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per engine, a store the migrations of the code under test ran on, and nothing else (freshStore). */
    migratedStores: Partial<Record<Engine, StoreCopy>>;
  }
}

interface Migrated {
  store: StoreCopy;
  drop(): Promise<void>;
}

/**
 * Migrates one store per engine once for the whole run, with today's migrations: each test file runs in a
 * process of its own, so a template made per process would be made again for nearly every server start.
 */
export async function migratedStores(): Promise<{
  stores: Partial<Record<Engine, StoreCopy>>;
  drop(): Promise<void>;
}> {
  const made = await Promise.all(ENGINES.map((engine) => migratedStore(engine)));
  return {
    stores: Object.fromEntries(ENGINES.map((engine, at) => [engine, made[at]?.store])),
    drop: async () => {
      await Promise.all(made.map((each) => each.drop()));
    },
  };
}

async function migratedStore(engine: Engine): Promise<Migrated> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-template-'));
  const database = engine === 'postgres' ? await createPgDatabase() : undefined;
  const db = openDatabase({ databaseUrl: database?.url, dataDir, log: pino({ level: 'silent' }) });
  try {
    await migrate(db);
  } finally {
    // Closed before any copy: PostgreSQL copies no database a session is connected to.
    await db.close();
  }
  return {
    store: { dataDir, databaseUrl: database?.url },
    drop: async () => {
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const { stores, drop } = await migratedStores();
  project.provide('migratedStores', stores);
  return drop;
}
