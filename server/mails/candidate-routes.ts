import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  candidateMail,
  candidateMailSend,
  candidateMailSendAnswer,
  candidateMailsAnswer,
  type CandidateMail,
} from '@contract/templates';
import type { Database } from '../db/schema';
import { findVisibleCandidate } from '../notes/queries';
import { EVERY_ROLE } from '../platform/access';
import type { App, Context } from '../platform/context';
import { actorOf, allow, endpoint, ok, said } from '../platform/routes';
import { selectAddressees } from '../templates/fill';
import { queueCandidateMails } from './candidate-mails';

const tags = ['mails'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

/** A candidate's mails, newest first, as their details show them. */
const candidateMails = (db: Kysely<Database>) =>
  db
    .selectFrom('mails')
    .select(['uid', 'subject', 'text', 'to_address', 'state', 'sender_name', 'created_at', 'sent_at'])
    .where('kind', '=', 'candidate_mail')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');

type MailRow = Awaited<ReturnType<ReturnType<typeof candidateMails>['executeTakeFirstOrThrow']>>;

const toMail = ({ text, to_address, ...row }: MailRow): CandidateMail =>
  candidateMail.parse({ ...row, body: text, to: to_address });

/** POST candidate-mail-send/{uid}/: the mail queued to the candidate, on their timeline, sent once committed. */
function sendRoute(app: App, ctx: Context) {
  app.post(
    endpoint('candidateMailSend'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, params, body: candidateMailSend, response: { 200: candidateMailSendAnswer } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = await findVisibleCandidate(ctx.db, actor, request.params.id);
      const { subject, body } = request.body;
      const to = await selectAddressees(ctx.db).where('candidates.id', '=', id).executeTakeFirstOrThrow();
      const [uid = ''] = await ctx.db
        .transaction()
        .execute((trx) => queueCandidateMails(ctx, trx, actor, [{ to, subject, body }]));
      ctx.mails.wake();
      const sent = await candidateMails(ctx.db).where('uid', '=', uid).executeTakeFirstOrThrow();
      return { ...said(request, 'api.candidate_mail_sent'), data: toMail(sent) };
    },
  );
}

/** GET candidate-mails/{uid}/: the mails the candidate was sent, with their delivery state. */
function listRoute(app: App, ctx: Context) {
  app.get(
    endpoint('candidateMails'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, params, response: { 200: candidateMailsAnswer } },
    },
    async (request) => {
      const { id } = await findVisibleCandidate(ctx.db, actorOf(request), request.params.id);
      const rows = await candidateMails(ctx.db).where('candidate_id', '=', id).execute();
      return ok(rows.map(toMail));
    },
  );
}

export function candidateMailRoutes(app: App, ctx: Context) {
  sendRoute(app, ctx);
  listRoute(app, ctx);
}
