import { z } from 'zod';

/**
 * A record's version (issue 29): raised by every change, its ETag `"<version>"`, and what If-Match names. List
 * rows and write answers carry it when the client asks with `Prefer: versions`; section 7's answers are
 * unchanged without.
 */
export const recordVersion = { version: z.number().int().optional() };
