/**
 * `npm run bundle:report`: builds the app and prints, per route, the JavaScript the browser loads to show
 * it (the entry, the route's lazily loaded screen, the signed-in layout where it applies, and every chunk
 * those import), raw and gzip-compressed. The routes come from src/screens.ts, the chunks from Vite's manifest.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { screens, SIGNED_IN_LAYOUT } from '../src/screens';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The chunk files a manifest entry needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no chunk for ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function measure(outDir: string, files: Set<string>) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = await fs.readFile(path.join(outDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

async function main() {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-bundle-'));
  try {
    // Vite's warning about chunks over 500 kB would only repeat, less precisely, what the table shows.
    await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(
      await fs.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('the build has no entry chunk');

    const rows = [];
    for (const screen of screens) {
      const files = staticClosure(manifest, entry);
      staticClosure(manifest, `src/${screen.page}.tsx`, files);
      if (screen.frame === 'signed-in') staticClosure(manifest, `src/${SIGNED_IN_LAYOUT}.tsx`, files);
      const size = await measure(outDir, files);
      rows.push({
        route: screen.path,
        screen: screen.page,
        chunks: files.size,
        raw: kB(size.raw),
        gzip: kB(size.gzip),
      });
    }
    const shared = await measure(outDir, staticClosure(manifest, entry));
    console.log(`JavaScript per route (the entry alone: ${kB(shared.raw)}, gzip ${kB(shared.gzip)})`);
    console.table(rows);
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
