import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The built app's HTML (scripts/boot-html.ts): index.html, which carries the sign-in page's first paint and
 * answers every route, and an HTML file per other public page, which answers that page's paths. This file of the
 * built app lists the latter.
 */
export const PAINTS_FILE = 'first-paint.json';

/** A public page's own HTML file and its paths (a regular expression, case-insensitive as the router's). */
export interface PaintedRoute {
  file: string;
  path: string;
}

/** An inline script: a script element without attributes (a bundle is named by `src`). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

export interface AppHtml {
  /** The HTML file that answers a path of the app. */
  fileFor: (pathname: string) => string;
  /**
   * The Content-Security-Policy sources that allow the inline scripts of the HTML files (their first paint
   * chooses the language before any bundle runs), by the hash of each as served: the policy can never name
   * another build's script.
   */
  scriptSources: string[];
}

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The built app's HTML in `appDir`; none without a built app. */
export function appHtml(appDir: string): AppHtml | undefined {
  if (!fs.existsSync(path.join(appDir, 'index.html'))) return undefined;
  const listed = path.join(appDir, PAINTS_FILE);
  const painted = fs.existsSync(listed)
    ? (JSON.parse(fs.readFileSync(listed, 'utf8')) as PaintedRoute[]).map(({ file, path: paths }) => ({
        file,
        paths: new RegExp(paths, 'i'),
      }))
    : [];
  const files = ['index.html', ...painted.map(({ file }) => file)];
  const scripts = files.flatMap((file) =>
    [...fs.readFileSync(path.join(appDir, file), 'utf8').matchAll(INLINE_SCRIPT)].map(
      ([, script]) => script ?? '',
    ),
  );
  return {
    fileFor: (pathname) => painted.find(({ paths }) => paths.test(pathname))?.file ?? 'index.html',
    scriptSources: [...new Set(scripts.map(hashSource))],
  };
}
