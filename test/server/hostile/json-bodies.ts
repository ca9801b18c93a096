/** JSON bodies: a valid form of the call with some fields changed, dropped or added, or any value at all. */
import type { ApiPathName } from '@contract/paths';
import fc from 'fast-check';
import type { Scene } from './scene';
import { FIELD_NAMES, hostileKey, hostileValue, spicedText } from './values';

interface Mutation {
  set: Record<string, unknown>;
  drop: string[];
  /** Text put around a field's valid value: the call may then succeed and store it. */
  decorate: Record<string, [string, string]>;
}
export type JsonBody = { template: Mutation } | { free: unknown };
export const jsonBody: fc.Arbitrary<JsonBody> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        set: fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }),
        drop: fc.subarray(FIELD_NAMES, { maxLength: 2 }),
        decorate: fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.tuple(spicedText, spicedText), {
          maxKeys: 4,
        }),
      })
      .map((template) => ({ template })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.dictionary(hostileKey, hostileValue, { maxKeys: 10 }), hostileValue)
      .map((free) => ({ free })),
  },
);

/** The body a case sends: the call's valid template changed as `body` says, or `body`'s free value. */
export function bodyOf(name: ApiPathName, body: JsonBody, scene: Scene): unknown {
  if ('free' in body) return body.free;
  const { set, drop, decorate } = body.template;
  const template = Object.entries(scene.templates[name] ?? {})
    .filter(([key]) => !drop.includes(key))
    .map(([key, value]) => {
      const [before, after] = decorate[key] ?? ['', ''];
      return [key, typeof value === 'string' ? `${before}${value}${after}` : value] as const;
    });
  // fromEntries defines own properties, so that '__proto__' is sent as a key and not swallowed.
  return Object.fromEntries([...template, ...Object.entries(set)]);
}

export const jsonBytes = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
