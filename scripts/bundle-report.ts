/**
 * `npm run bundle:report`: builds the app and prints, per route, the JavaScript the browser loads to show
 * it (the entry, the route's lazily loaded screen, the signed-in app where it applies, and every chunk those
 * import), raw and gzip-compressed, against the route's budget; it fails (exit code 1) when a route is over.
 * The routes come from src/screens.ts, the chunks from Vite's manifest.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { screens, SIGNED_IN_APP, type Screen } from '../src/screens';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The most gzip JavaScript a route may load before it shows: a public page needs a form, not the admin
 * (issue 10); no signed-in screen may weigh more than 350 kB.
 */
const BUDGET_KB: Record<Screen['frame'], number> = { public: 200, 'signed-in': 350 };

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

/** A screen or the signed-in app: loaded by navigation, never by the screen that is showing. */
const isScreen = (key: string) => /^src\/.*Page\.tsx$/.test(key) || key === `src/${SIGNED_IN_APP}.tsx`;

/**
 * What the loaded chunks fetch later without a navigation: a form's contract schemas and zod (lazySchemaValidator
 * in src/common/validation.ts), as a signed-in form appears or as a public one first gets the focus. Not needed
 * to show the route, so not held against its budget, but printed.
 */
function fetchedLater(manifest: Manifest, loaded: Set<string>): Set<string> {
  const later = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!loaded.has(chunk.file)) continue;
    for (const dynamic of chunk.dynamicImports ?? []) {
      if (!isScreen(dynamic)) staticClosure(manifest, dynamic, later);
    }
  }
  for (const file of loaded) later.delete(file);
  return later;
}

const kB = (bytes: number) => bytes / 1024;
const shown = (kilobytes: number) => `${kilobytes.toFixed(1)} kB`;

async function measure(outDir: string, files: Set<string>) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = await fs.readFile(path.join(outDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw: kB(raw), gzip: kB(gzip) };
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
    const over: string[] = [];
    let heaviest = 0;
    for (const screen of screens) {
      const files = staticClosure(manifest, entry);
      if (screen.frame === 'signed-in') staticClosure(manifest, `src/${SIGNED_IN_APP}.tsx`, files);
      staticClosure(manifest, `src/${screen.page}.tsx`, files);
      const size = await measure(outDir, files);
      const later = await measure(outDir, fetchedLater(manifest, files));
      const budget = BUDGET_KB[screen.frame];
      heaviest = Math.max(heaviest, size.gzip);
      if (size.gzip > budget) over.push(`${screen.path} (${shown(size.gzip)} of ${budget} kB)`);
      rows.push({
        route: screen.path,
        screen: screen.page,
        chunks: files.size,
        raw: shown(size.raw),
        gzip: shown(size.gzip),
        budget: `${budget} kB`,
        within: size.gzip <= budget ? 'yes' : 'NO',
        then: later.gzip ? shown(later.gzip) : '',
      });
    }
    const shared = await measure(outDir, staticClosure(manifest, entry));
    console.log(`JavaScript per route (the entry alone: ${shown(shared.raw)}, gzip ${shown(shared.gzip)})`);
    console.table(rows);
    console.log(
      "then: gzip of the form's checks (contract schemas, zod), fetched as a signed-in form appears or a public " +
        'one first gets the focus; not held against the budget.',
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
