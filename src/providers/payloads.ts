import type { Row } from './listing';

type BodyBuilder = (data: Row) => Row | FormData;

/**
 * Every resource's write bodies (spec sections 3 and 7), from the `payload.ts` of its folder. Loaded with the
 * first write, or when idle (see ./resources.ts): no screen needs them to show.
 */
const modules = Object.values(
  import.meta.glob<Record<string, BodyBuilder>>(['../*/payload.ts', '../*/*/payload.ts'], { eager: true }),
);

/** The body the builder `name` makes of the form's values; a name is unique across the resources. */
export function build(name: string, data: Row): Row | FormData {
  const [builder, ...others] = modules.flatMap((module) => module[name] ?? []);
  if (!builder || others.length > 0) throw new Error(`not one payload builder named ${name}`);
  return builder(data);
}
