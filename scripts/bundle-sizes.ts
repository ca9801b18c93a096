/**
 * The JavaScript each route loads before it shows, from a Vite build with its manifest: the entry, the route's
 * lazily loaded screen, the signed-in app where it applies, and every chunk those import, raw and gzip, against
 * the route's budget. `npm run bundle:report` prints it; the browser suite fails on a route over budget.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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
 * in src/common/validation.ts), as a signed-in form appears or as a public one first gets the focus, and German's
 * catalog (src/providers/i18nProvider.ts) when German is the language. Not held against the budget, but printed.
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
export const shown = (kilobytes: number) => `${kilobytes.toFixed(1)} kB`;

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

/** One route's JavaScript: what it loads before it shows, and what its forms fetch later. */
export interface RouteSize {
  route: string;
  screen: string;
  chunks: number;
  raw: string;
  gzip: string;
  budget: string;
  within: 'yes' | 'NO';
  then: string;
}

/** Every route of src/screens.ts measured in the build in `outDir` (built with `manifest: true`). */
export async function routeSizes(outDir: string) {
  const manifest = JSON.parse(
    await fs.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const rows: RouteSize[] = [];
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
  return { rows, over, heaviest, shared };
}
