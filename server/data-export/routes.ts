import { z } from 'zod';
import { companyScope, EVERY_ROLE, MANAGERS } from '../platform/access';
import type { App, Context } from '../platform/context';
import { notFound } from '../platform/errors';
import { actorOf, allow, endpoint } from '../platform/routes';
import { findVisibleCandidate } from '../notes/queries';
import { usersInTab } from '../users/queries';
import { sendArchive } from './archive';
import { candidateArchive } from './candidate';
import { userArchive } from './user';

const tags = ['data export'];
const security = [{ bearer: [] }];
const idParam = z.object({ id: z.string() });

const ANSWER = `Answers \`application/zip\` as an attachment, streamed: a JSON document of every stored field (the
derived list keys left out), and the stored files byte for byte under \`files/\`. See docs/api.md, "A copy of a
person's data".`;

/**
 * A copy of a person's data for the person (issue 30, GDPR Art. 15 and 20): a candidate's or a user's, as a
 * ZIP. Who may ask is who may open the record's details within their company (a record of another company
 * answers 404 as an unknown one); the signed-in user may always take their own.
 */
export function dataExportRoutes(app: App, ctx: Context) {
  app.get(
    endpoint('candidateDataExport'),
    {
      onRequest: allow(ctx, MANAGERS),
      schema: {
        tags,
        security,
        params: idParam,
        description: `A candidate's data: its row, vacancy, notes, history with values, resume, video and thumbnail. SubAdmin any, CustomerAdmin within their company. ${ANSWER}`,
      },
    },
    async (request, reply) => {
      const candidate = await findVisibleCandidate(ctx.db, actorOf(request), request.params.id);
      return sendArchive(ctx, request, reply, await candidateArchive(ctx.db, candidate.id));
    },
  );

  app.get(
    endpoint('userDataExport'),
    {
      onRequest: allow(ctx, MANAGERS),
      schema: {
        tags,
        security,
        params: idParam,
        description: `A user's data: their profile, its history with values, and what they changed and wrote (without others' values). SubAdmin any, CustomerAdmin within their company. ${ANSWER}`,
      },
    },
    async (request, reply) => {
      const user = await usersInTab(ctx.db, companyScope(actorOf(request)), 'all')
        .select('users.id')
        .where('users.user_uid', '=', request.params.id)
        .executeTakeFirst();
      if (!user) throw notFound();
      return sendArchive(ctx, request, reply, await userArchive(ctx.db, user.id));
    },
  );

  app.get(
    endpoint('profileDataExport'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: {
        tags,
        security,
        description: `The signed-in user's own data, as user-data-export gives it. Every role. ${ANSWER}`,
      },
    },
    async (request, reply) =>
      sendArchive(ctx, request, reply, await userArchive(ctx.db, actorOf(request).id)),
  );
}
