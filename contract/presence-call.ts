import { z } from 'zod';
import { PRESENCE_RESOURCES, PRESENCE_STATES, type PresenceAnswer, type PresenceCall } from './presence';

/** POST presence's body (contract/presence.ts). */
export const presenceCall = z.object({
  resource: z.enum(PRESENCE_RESOURCES),
  uid: z.string().min(1).max(100),
  tab: z.string().regex(/^[\w-]{8,64}$/),
  state: z.enum(PRESENCE_STATES),
}) satisfies z.ZodType<PresenceCall>;

/** POST presence's answer. */
export const presenceAnswer = z.object({
  present: z.array(z.object({ uid: z.string(), name: z.string(), editing: z.boolean() })),
  renew: z.number(),
}) satisfies z.ZodType<PresenceAnswer>;
