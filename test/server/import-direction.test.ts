import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractAlias } from '../../vite.config.ts';
import { moduleImports } from './imports';

/**
 * Imports run one way: the contract is the base, i18n and both halves build on it, and the API never loads the
 * app. So no file under server/ names src/, and no file under contract/ names i18n/, not even for a type: a
 * type-only import still makes the lower layer compile only together with the higher one.
 */

const ROOT = path.resolve(__dirname, '../..');
const RULES = [
  { layer: 'server', above: 'src' },
  { layer: 'contract', above: 'i18n' },
] as const;

/** The file or folder a specifier names (relative, or through an alias), or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  const alias = Object.entries(contractAlias).find(
    ([name]) => specifier === name || specifier.startsWith(`${name}/`),
  );
  return alias && path.join(alias[1], specifier.slice(alias[0].length));
}

/** The specifiers of a file that reach into the folder `above` (relative to the project root). */
function upwardImports(file: string, text: string, above: string): string[] {
  const folder = path.join(ROOT, above);
  const reaches = (found: string | undefined) =>
    found !== undefined && (found === folder || found.startsWith(folder + path.sep));
  return moduleImports(file, text)
    .map((found) => found.specifier)
    .filter((specifier) => reaches(target(file, specifier)));
}

const sourceFiles = (layer: string) =>
  fs
    .readdirSync(path.join(ROOT, layer), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|js|mjs)$/.test(name))
    .map((name) => path.join(ROOT, layer, name));

describe('import direction', () => {
  it('reads the files of both layers', () => {
    const names = RULES.flatMap(({ layer }) => sourceFiles(layer)).map((file) => path.relative(ROOT, file));
    expect(names).toContain(path.join('server', 'auth', 'reset-link.ts'));
    expect(names).toContain(path.join('contract', 'fields.ts'));
  });

  it.each(RULES.map(({ layer, above }) => [layer, above]))(
    'nothing under %s/ imports from %s/',
    (layer, above) => {
      const offenders = sourceFiles(layer).flatMap((file) =>
        upwardImports(file, fs.readFileSync(file, 'utf8'), above).map(
          (specifier) => `${path.relative(ROOT, file)}: ${specifier}`,
        ),
      );
      expect(offenders).toEqual([]);
    },
  );

  it('finds every form of import, type-only and aliased ones too', () => {
    const file = path.join(ROOT, 'contract', 'example.ts');
    const text = [
      "import { LANGUAGES } from '../i18n';",
      "import type { SharedMessageKey } from '../i18n/index';",
      "export { shared } from '../i18n';",
      "export type { Area } from '../i18n/define';",
      "const app = await import('../i18n/app');",
      "type Api = typeof import('../i18n/api');",
      "import { z } from 'zod';",
      "import { email } from './fields';",
      "import { API_PATHS } from '@contract/paths';",
      "import { shared as viaAlias } from '@contract/../i18n';",
      "import { nearby } from '../i18n-like';",
    ].join('\n');
    expect(upwardImports(file, text, 'i18n')).toEqual([
      '../i18n',
      '../i18n/index',
      '../i18n',
      '../i18n/define',
      '../i18n/app',
      '../i18n/api',
      '@contract/../i18n',
    ]);
  });
});
