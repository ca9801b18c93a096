import { answer } from '@contract/envelope';
import { EVENT_RESOURCES } from '@contract/events';
import type { PresenceResource } from '@contract/presence';
import { presenceAnswer, presenceCall } from '@contract/presence-call';
import { companyScope, EVERY_ROLE, requireRole } from '../platform/access';
import type { App, Context } from '../platform/context';
import { notFound } from '../platform/errors';
import type { DeclaredResource } from '../platform/resource/types';
import { actorOf, allow, endpoint, ok } from '../platform/routes';
import { RESOURCES } from '../resources';

const DESCRIPTION = `Presence: says that this tab has a record's detail (\`viewing\`) or edit (\`editing\`) screen
open, or has closed it (\`left\`). A tab says so again every \`renew\` seconds while the screen stays open; a mark
not renewed within PRESENCE_TTL seconds goes by itself. Every change of who has a record open reaches the live
update streams (GET events) of the users who may open it, as a \`presence\` event
\`{resource, uid, present: [{uid, name, editing}]}\`. The record is checked as its detail call checks it: a role
that may not open it answers 403, a record beyond the caller's company 404. Answers who has it open now.`;

/** The declarations by the app's resource names. */
const DECLARED = new Map<string, DeclaredResource>(
  RESOURCES.flatMap(({ declaration }) => {
    if (!declaration) return [];
    const { kind } = declaration.history;
    const name = Object.hasOwn(EVENT_RESOURCES, kind)
      ? EVENT_RESOURCES[kind as keyof typeof EVENT_RESOURCES]
      : undefined;
    return name ? [[name, declaration] as const] : [];
  }),
);

/** The roles that may open a record's screens: its detail's, or its edit's where it has no detail (packages). */
const openersOf = (resource: DeclaredResource) => resource.detail?.roles ?? resource.update?.roles ?? [];

function declared(name: PresenceResource): DeclaredResource {
  const resource = DECLARED.get(name);
  if (!resource) throw notFound();
  return resource;
}

/** POST /api/presence: a tab's word about the record it has open. */
export function presenceRoutes(app: App, ctx: Context): void {
  app.post(
    endpoint('presence'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: {
        tags: ['events'],
        security: [{ bearer: [] }],
        description: DESCRIPTION,
        body: presenceCall,
        response: { 200: answer(presenceAnswer) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { resource: name, uid, tab, state } = request.body;
      const resource = declared(name);
      const readers = openersOf(resource);
      requireRole(actor, readers);
      const record = await resource.find(ctx.db, uid, companyScope(actor));
      if (!record) throw notFound();
      await ctx.presence.say({
        resource: name,
        uid,
        companyId: resource.key(record).companyId,
        readers,
        tab: `${actor.uid}/${tab}`,
        user: { uid: actor.uid, name: actor.fullName },
        state,
      });
      return ok({ present: ctx.presence.present(name, uid), renew: ctx.presence.renewSeconds });
    },
  );
}
