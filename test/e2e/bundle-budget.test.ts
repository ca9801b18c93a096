import { describe, expect, inject, it } from 'vitest';
import { routeSizes } from '../../scripts/bundle-sizes';
import { browserAvailable } from './browser';

/**
 * Issue 10's first-load budgets, held in CI on the build the browser tests serve: a public page at most
 * 200 kB of gzip JavaScript, a signed-in screen at most 350 kB (`npm run bundle:report` prints the table).
 * A screen that imports zod or a large library at once, rather than when it is used, goes over.
 */
describe.skipIf(!browserAvailable())('bundle budgets', () => {
  it('every route loads no more than its budget before it shows', async () => {
    const { over, rows } = await routeSizes(inject('appDir'));
    expect(rows.length).toBeGreaterThan(30);
    expect(over).toEqual([]);
  });
});
