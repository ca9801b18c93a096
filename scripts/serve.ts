import fs from 'node:fs';
import path from 'node:path';

const BUILT_ENTRY = 'dist-server/main.js';

/**
 * The node arguments of `npm run serve` (what `npm start` runs once built), read from package.json so that
 * the benchmark and the tests run the server exactly as the product does, flags included; `entry` replaces
 * dist-server/main.js with another build of it.
 */
export function serveArguments(entry = BUILT_ENTRY): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [program, ...args] = manifest.scripts.serve?.split(/\s+/) ?? [];
  if (program !== 'node' || args.at(-1) !== BUILT_ENTRY) {
    throw new Error(`package.json's serve script is not "node <flags> ${BUILT_ENTRY}"`);
  }
  return [...args.slice(0, -1), entry];
}
