import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractAlias } from './vite.config.ts';

/**
 * expect.poll waits for what the page shows (a list's column after a search) or the server does in the
 * background (its LISTEN connection back after the database ended it): on a busy machine (a second test run
 * beside this one) both took longer than vitest's 1 s default.
 */
const BUSY_MACHINE_POLL = { poll: { timeout: 10_000 } };

export default defineConfig({
  resolve: { alias: contractAlias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // A worker imports the server's modules once, not once for every file: the server keeps its state in
          // each instance it starts, not in its modules, and importing it again per file cost about 280 s of the
          // server run's CPU (import 290 s -> 12 s).
          isolate: false,
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: BUSY_MACHINE_POLL,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'app',
          include: ['test/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/app/setup.ts'],
          // jsdom's role queries grow slow on a busy machine: a whole edit-save-detail walk took 10 s on a quiet
          // one and 31 s beside the browser suite on CI. The waits inside each test stay as they are.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          expect: BUSY_MACHINE_POLL,
        },
      },
    ],
  },
});
