/**
 * `npm run bundle:report`: builds the app and prints, per route, the JavaScript the browser loads to show it
 * (scripts/bundle-sizes.ts), and fails (exit code 1) when a route is over its budget.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { routeSizes, shown } from './bundle-sizes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-bundle-'));
  try {
    // Vite's warning about chunks over 500 kB would only repeat, less precisely, what the table shows.
    await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
    const { rows, over, heaviest, shared } = await routeSizes(outDir);
    console.log(`JavaScript per route (the entry alone: ${shown(shared.raw)}, gzip ${shown(shared.gzip)})`);
    console.table(rows);
    console.log(
      "then: gzip of the form's checks (contract schemas, zod), fetched as a signed-in form appears or a public " +
        "one first gets the focus, and German's catalog, fetched when German is the language; not held against " +
        'the budget.',
    );
    if (over.length) {
      console.error(`Over budget: ${over.join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`Every route within its budget (the heaviest loads ${shown(heaviest)}).`);
    }
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
