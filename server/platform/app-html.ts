import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** An inline script: a script element without attributes (a bundle is named by `src`). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources that allow the inline scripts of the built app's index.html (its first
 * paint chooses the language before any bundle runs, scripts/boot-html.ts), by the hash of each as served: the
 * policy can never name another build's script. None without a built app.
 */
export function inlineScriptSources(appDir: string): string[] {
  const file = path.join(appDir, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
}
