import { z } from 'zod';
import { answer } from './envelope';

/**
 * A record's version (issue 29): raised by every change, its ETag `"<version>"`, and what If-Match names. List
 * rows and write answers carry it when the client asks with `Prefer: versions`; section 7's answers are
 * unchanged without.
 */
export const recordVersion = { version: z.number().int().optional() };

/** The request headers of a conditional write, as the reference documents them (any other header passes). */
export const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .meta({
      description:
        'The ETag (`"<version>"`) the record was read with, or a list of them, or `*`: the write goes ahead only ' +
        'while the record still has that version, and answers 412 otherwise. Without it the write goes ahead.',
    }),
});

/** The 412 of a conditional write: why, the record as it now is (with its version), who changed it last and when. */
export const staleAnswer = <T extends z.ZodType>(item: T) =>
  answer(z.array(z.string())).extend({
    data: item,
    changed_by: z.string().nullable(),
    changed_at: z.string().nullable(),
  });
