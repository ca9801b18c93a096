import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

// The first paint's build plugin (scripts/boot-html.ts, boot-render.ts) draws index.html too.
const SOURCES = [
  'src',
  'contract',
  'i18n',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/boot-html.ts',
  'scripts/boot-render.ts',
  'package-lock.json',
];

/** The newest modification time under `entry`. */
function newestSource(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

/** Builds the app into dist/ as `npm start` does, unless dist/ is newer than every one of its sources. */
export async function buildAppWhenStale(): Promise<void> {
  const newest = Math.max(...SOURCES.map((entry) => newestSource(path.resolve(entry))));
  const built = fs.statSync(path.resolve('dist/index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built > newest) return console.log('dist/ is newer than the app sources: not rebuilt');
  const started = performance.now();
  await build({ logLevel: 'warn' });
  console.log(`built the app into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
