import { ACTIVE_USER_STATUS } from '@contract/domain';
import {
  loginAnswer,
  loginBody,
  resetBody,
  resetLinkBody,
  resetLinkParams,
  resetParams,
} from '@contract/auth';
import { errorAnswer, messageAnswer } from '@contract/envelope';
import { USER_HISTORY } from '@contract/users';
import { PASSWORD_CHANGED, recordHistory } from '../history/record';
import type { App, Context } from '../platform/context';
import { badRequest } from '../platform/errors';
import { translate } from '../platform/i18n';
import { hashPassword, verifyDecoy, verifyPassword } from '../platform/passwords';
import { actorOf, allow, endpoint, said } from '../platform/routes';
import { checkThrottled } from '../platform/throttle';
import { SECRET_PATH } from '../platform/request-log';
import { EVERY_ROLE } from '../platform/access';
import { checkResetToken, resetLinkUrl, resetToken } from './reset-link';
import { NEXT_VERSION } from '../db/versions';

const tags = ['account'];

/** Sign-in, sign-out and the forgotten-password flow: all but sign-out need no token. */
export function authRoutes(app: App, ctx: Context) {
  const throttle: Throttle = { rateLimit: { max: ctx.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } };
  loginRoute(app, ctx, throttle);
  logoutRoute(app, ctx);
  resetLinkRoute(app, ctx, throttle);
  passwordResetRoute(app, ctx, throttle);
}

/** The per-client rate limit of the calls that take a password or an email. */
interface Throttle {
  rateLimit: { max: number; timeWindow: string };
}

function loginRoute(app: App, ctx: Context, throttle: Throttle) {
  app.post(
    endpoint('login'),
    { config: throttle, schema: { tags, body: loginBody, response: { 200: loginAnswer, 401: errorAnswer } } },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const user = await checkThrottled(ctx.throttle, email, request.ip, async () => {
        const found = await ctx.db
          .selectFrom('users')
          .selectAll()
          .where('email', '=', email)
          .executeTakeFirst();
        const valid = found
          ? await verifyPassword(found.password_hash, password)
          : await verifyDecoy(password);
        return valid && found?.status === ACTIVE_USER_STATUS ? found : false;
      });
      if (!user) {
        return reply
          .code(401)
          .send({ status: 401, response: translate(request.language, { key: 'api.invalid_credentials' }) });
      }
      await ctx.db
        .updateTable('users')
        // The language signed in with is the one their mails (interview invitations) are written in.
        .set({ last_login: new Date().toISOString(), language: request.language })
        .where('id', '=', user.id)
        .execute();
      const ttl = remember ? ctx.config.REMEMBER_TTL : ctx.config.TOKEN_TTL;
      return {
        status: 200 as const,
        access: await ctx.tokens.sign(user.user_uid, user.session_version, ttl),
        user_role: user.user_role,
        response: {
          user_uid: user.user_uid,
          full_name: user.full_name,
          email: user.email,
          status: user.status,
        },
      };
    },
  );
}

function logoutRoute(app: App, ctx: Context) {
  app.post(
    endpoint('logout'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security: [{ bearer: [] }], response: { 200: messageAnswer } },
    },
    async (request) => {
      const { token } = actorOf(request);
      const now = new Date().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('revoked_tokens')
          .values({ jti: token.id, expires_at: token.expiresAt.toISOString() })
          .onConflict((oc) => oc.column('jti').doNothing())
          .execute();
        // Tokens past their own expiry no longer need remembering.
        await trx.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
      });
      return said(request, 'api.signed_out');
    },
  );
}

function resetLinkRoute(app: App, ctx: Context, throttle: Throttle) {
  app.post(
    endpoint('passwordResetLink'),
    {
      config: throttle,
      schema: { tags, params: resetLinkParams, body: resetLinkBody, response: { 200: messageAnswer } },
    },
    async (request) => {
      const language = request.params.lang;
      request.language = language;
      const user = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', request.body.email)
        .executeTakeFirst();
      // Read for every email, known or not, so that the answer takes as long either way.
      const key = await ctx.keys.current();
      if (user?.status === ACTIVE_USER_STATUS) {
        const expire = Math.floor(Date.now() / 1000) + ctx.config.RESET_TTL;
        const link = resetLinkUrl(ctx.config.APP_URL, user, resetToken(key.secret, user, expire), expire);
        const product = ctx.config.PRODUCT_NAME;
        const params = {
          product,
          name: user.full_name,
          link,
          minutes: Math.round(ctx.config.RESET_TTL / 60),
        };
        // Sent after the answer, which must not tell by its words or its timing whether the address exists.
        ctx.mailer.sendLater({
          to: user.email,
          subject: translate(language, { key: 'mail.reset_subject', params }),
          text: translate(language, { key: 'mail.reset_body', params }),
        });
      }
      return said(request, 'api.reset_link_sent');
    },
  );
}

function passwordResetRoute(app: App, ctx: Context, throttle: Throttle) {
  app.put(
    endpoint('passwordReset'),
    {
      config: { ...throttle, ...SECRET_PATH },
      schema: { tags, params: resetParams, body: resetBody, response: { 200: messageAnswer } },
    },
    async (request) => {
      const { id, token, expire } = request.params;
      const user = await ctx.db.selectFrom('users').selectAll().where('user_uid', '=', id).executeTakeFirst();
      const secrets = (await ctx.keys.accepted()).map((key) => key.secret);
      if (!user || user.status !== ACTIVE_USER_STATUS || !checkResetToken(secrets, user, token, expire)) {
        throw badRequest('api.reset_link_invalid');
      }
      const passwordHash = await hashPassword(request.body.password);
      await ctx.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            session_version: eb('session_version', '+', 1),
            ...NEXT_VERSION,
          }))
          .where('id', '=', user.id)
          // Still in the state the link was made for (ResetSubject): the same link sent twice at once must
          // not set two passwords, both answered as done.
          .where('password_hash', '=', user.password_hash)
          .where('email', '=', user.email)
          .where('last_login', user.last_login === null ? 'is' : '=', user.last_login)
          .executeTakeFirst();
        // Used, changed or deleted since the link was checked: nothing changed, nothing to record.
        if (Number(updated.numUpdatedRows) === 0) throw badRequest('api.reset_link_invalid');
        // The link's user set the password: they are the actor, though not signed in.
        await recordHistory(trx, {
          kind: USER_HISTORY.kind,
          action: 'update',
          subjectUid: user.user_uid,
          recordUid: user.user_uid,
          companyId: user.company_id,
          actor: { id: user.id, uid: user.user_uid, fullName: user.full_name },
          changes: [PASSWORD_CHANGED],
        });
      });
      return said(request, 'api.password_reset_done');
    },
  );
}
