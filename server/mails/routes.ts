import { mailItem, mailListAnswer, mailListQuery, mailRetryAnswer } from '@contract/mails';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { ADMINS } from '../platform/access';
import type { App, Context } from '../platform/context';
import { conflict, notFound } from '../platform/errors';
import { allow, endpoint, ok, said } from '../platform/routes';

const tags = ['mails'];
const security = [{ bearer: [] }];
/** The newest mails of a state the view shows: what needs someone is recent. */
const SHOWN = 200;

const selectMails = (db: Kysely<Database>) =>
  db
    .selectFrom('mails')
    .leftJoin('candidates', 'candidates.id', 'mails.candidate_id')
    .select([
      'mails.id',
      'mails.uid',
      'mails.kind',
      'mails.to_address',
      'mails.subject',
      'mails.state',
      'mails.attempts',
      'mails.last_error',
      'mails.send_at',
      'mails.sent_at',
      'mails.created_at',
      'candidates.uid as candidate_uid',
      'candidates.candidate_name',
    ]);

type MailRow = Awaited<ReturnType<ReturnType<typeof selectMails>['executeTakeFirstOrThrow']>>;

const toItem = ({ id: _id, to_address, candidate_uid, candidate_name, ...row }: MailRow) =>
  mailItem.parse({
    ...row,
    to: to_address,
    candidate: candidate_uid && candidate_name !== null ? { uid: candidate_uid, candidate_name } : null,
  });

/**
 * The SubAdmins' view of the outgoing mails (issue 34): a state's newest (failed by default), and a failed mail
 * queued again. Their texts stay out of it: they are the candidates' timelines' to show, to those who may.
 */
export function mailRoutes(app: App, ctx: Context) {
  app.get(
    endpoint('mailList'),
    {
      onRequest: allow(ctx, ADMINS),
      schema: { tags, security, querystring: mailListQuery, response: { 200: mailListAnswer } },
    },
    async (request) => {
      const rows = await selectMails(ctx.db)
        .where('mails.state', '=', request.query.state)
        .orderBy('mails.created_at', 'desc')
        .orderBy('mails.id', 'desc')
        .limit(SHOWN)
        .execute();
      return ok(rows.map(toItem));
    },
  );
  app.post(
    endpoint('mailRetry'),
    {
      onRequest: allow(ctx, ADMINS),
      schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: mailRetryAnswer } },
    },
    async (request) => {
      const row = await selectMails(ctx.db).where('mails.uid', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound();
      const sendAt = new Date().toISOString();
      const requeued = await ctx.db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('mails')
          .set({ state: 'queued', attempts: 0, send_at: sendAt, claimed_at: null })
          .where('id', '=', row.id)
          .where('state', '=', 'failed')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) return false;
        await ctx.mails.schedule(trx, [{ id: row.id, send_at: sendAt }]);
        return true;
      });
      if (!requeued) throw conflict('api.mail_not_failed');
      ctx.mails.wake();
      const data = toItem({ ...row, state: 'queued', attempts: 0, send_at: sendAt });
      return { ...said(request, 'api.mail_requeued'), data };
    },
  );
}
