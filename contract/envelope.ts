import { z } from 'zod';

/** Every answer is {status, response}; the HTTP status equals `status`. */
export const answer = <T extends z.ZodType>(response: T) => z.object({ status: z.number().int(), response });

/** Errors: readable messages, most important first (login failure answers a single text). */
export const errorAnswer = answer(z.union([z.array(z.string()), z.string()]));

/** A list answers the full array; with ?page=, also the Django REST paging fields. */
export const listAnswer = <T extends z.ZodType>(item: T) =>
  answer(z.array(item)).extend({
    count: z.number().int().optional(),
    next: z.string().nullable().optional(),
    previous: z.string().nullable().optional(),
  });

/** Detail calls answer a list whose first item is the record. */
export const detailAnswer = <T extends z.ZodType>(item: T) => answer(z.array(item));

export const messageAnswer = answer(z.string());
