import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchemaValidator } from '../../src/common/validation';

const unfetchable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js'));

describe("a form's checks, loaded on demand", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('check the values once loaded', async () => {
    const validator = lazySchemaValidator(async () => z.object({ email: z.email('bad_email') }));
    expect(await validator.validate({ email: 'nope' })).toMatchObject({ email: { message: 'bad_email' } });
  });

  it('let the form go on unchecked while the server cannot be reached, so that its call says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const validator = lazySchemaValidator(unfetchable);
    expect(await validator.validate({ email: 'nope' })).toEqual({});
  });
});
