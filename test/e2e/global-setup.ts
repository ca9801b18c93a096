import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { browserAvailable, buildApp } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    appDir: string;
  }
}

/** Builds the app once for every browser test file; each file's server serves this folder. */
export default async function setup(project: TestProject) {
  if (!browserAvailable()) return undefined;
  const dir = await buildApp();
  project.provide('appDir', dir);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
