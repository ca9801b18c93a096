import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Answer schemas whose answers the server builds in the schema's own shape, key for key (marked below). */
const shaped = new WeakSet<z.ZodType>();

/**
 * Marks `schema` as one whose answers are already the contract's JSON as they are (list pages: every record is
 * written by its resource's toRecord, in the order and with the keys of its item schema, as the unpaged lists
 * stream them), so that they may be written without zod.
 */
export function alreadyShaped<T extends z.ZodType>(schema: T): T {
  shaped.add(schema);
  return schema;
}

/**
 * The answers' serialiser. Unmarked schemas go through zod (fastify-type-provider-zod), as before. Marked ones:
 * with `check` (the tests: CHECK_ANSWERS), through zod too, and an answer whose plain JSON differs from what
 * zod writes fails loudly; without (production), their plain JSON, with no zod pass over every row (5% of the
 * CPU of a list page under load).
 */
export function answerSerializer(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const checked = serializerCompiler(route);
    if (!shaped.has(route.schema)) return checked;
    if (!check) return (data) => JSON.stringify(data);
    return (data) => {
      const text = checked(data);
      if (JSON.stringify(data) !== text)
        throw new Error(`${route.method} ${route.url}: the answer is not in its schema's shape as it is`);
      return text;
    };
  };
}
