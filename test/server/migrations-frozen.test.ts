import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleImports } from './imports';

/**
 * Issue 28: a migration does on a fresh install and on an upgrade what it did when it was written, whatever
 * the app's code becomes. So a file under server/db/migrations/ imports at runtime only `kysely` and modules
 * of that folder (server/db/migrations/frozen-folds.ts states the rule); `import type` from anywhere is erased.
 */

const FOLDER = path.resolve(__dirname, '../../server/db/migrations');

/** Every module a source file loads at runtime: imports and re-exports that are not type-only, import(), require(). */
const runtimeImports = (file: string, text: string) =>
  moduleImports(file, text)
    .filter((found) => !found.typeOnly)
    .map((found) => found.specifier);

/** The imports a file of the folder may not make: anything but kysely and a relative path inside the folder. */
function forbiddenImports(file: string, text: string): string[] {
  const inside = (specifier: string) =>
    specifier.startsWith('.') && path.resolve(path.dirname(file), specifier).startsWith(FOLDER + path.sep);
  return runtimeImports(file, text).filter((specifier) => specifier !== 'kysely' && !inside(specifier));
}

const migrationFiles = fs
  .readdirSync(FOLDER, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => path.join(FOLDER, name));

describe('frozen migrations', () => {
  it('reads every migration and helper of the folder', () => {
    const names = migrationFiles.map((file) => path.basename(file));
    expect(names).toContain('001_initial.ts');
    expect(names).toContain('004_list_keys.ts');
    expect(names).toContain('frozen-folds.ts');
  });

  it.each(migrationFiles.map((file) => [path.relative(FOLDER, file), file] as const))(
    '%s imports at runtime nothing but kysely and the folder',
    (_name, file) => {
      expect(forbiddenImports(file, fs.readFileSync(file, 'utf8'))).toEqual([]);
    },
  );

  it('tells a runtime import of the app from a type-only one', () => {
    const file = path.join(FOLDER, '999_example.ts');
    const text = [
      "import type { Engine } from '../connect';",
      "import { sql } from 'kysely';",
      "import { tableWithId } from './id-column';",
      "import { LIST_INDEXES } from '../list-indexes';",
      "import { type KeyedTable } from '../list-indexes';",
      "export { sortKey } from '../fold';",
      "export type { Database } from '../schema';",
      "const keys = await import('../keys');",
      "const other = require('pg');",
    ].join('\n');
    expect(forbiddenImports(file, text)).toEqual([
      '../list-indexes',
      '../list-indexes',
      '../fold',
      '../keys',
      'pg',
    ]);
  });
});
