import fs from 'node:fs/promises';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { seedDemoData, type DemoSummary } from '../../server/demo/seed';
import { emptyStore, serveApi, type StoreCopy } from '../server/harness';
import { browserAvailable, buildApp } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    appDir: string;
    /** A store with the demo data and what it holds: each suite's session serves a copy of it. */
    demoStore: { store: StoreCopy; demo: DemoSummary };
  }
}

/**
 * Builds the app and seeds the demo data once for every browser test file: each file's server serves this
 * folder, on a copy of this store.
 */
export default async function setup(project: TestProject) {
  if (!browserAvailable()) return undefined;
  const dir = await buildApp();
  project.provide('appDir', dir);
  const store = await emptyStore('sqlite');
  const api = await serveApi(store, { STATIC_DIR: dir });
  const demo = await seedDemoData(api.server.ctx, pino({ level: 'silent' }));
  // Closed, not dropped: the suites copy it.
  await api.server.close();
  project.provide('demoStore', { store: { dataDir: store.dataDir }, demo });
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(store.dataDir, { recursive: true, force: true });
  };
}
