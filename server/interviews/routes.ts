import { sql, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import {
  INTERVIEW_MINUTES,
  interviewConflictsAnswer,
  interviewConflictsQuery,
  interviewersAnswer,
  interviewListAnswer,
  interviewListQuery,
} from '@contract/interviews';
import type { Database } from '../db/schema';
import { companyScope, EVERY_ROLE, type Actor } from '../platform/access';
import type { App, Context } from '../platform/context';
import { versioned } from '../platform/preconditions';
import { sendFile } from '../platform/list-routes';
import { ListRows } from '../platform/lists';
import { actorOf, allow, endpoint, ok } from '../platform/routes';
import { findVisibleCandidate } from '../notes/queries';
import { conductsFor, eligibleInterviewers } from './interviewers';
import { selectInterviews, toInterviews } from './queries';
import { interviewSheet } from './sheet';
import { timesOf, utc } from './writes';

const tags = ['interviews'];
const security = [{ bearer: [] }];

/**
 * The earliest start of an interview that may still run at `instant`: none lasts longer than the longest
 * duration, so that a range test reads the start index between two bounds.
 */
const earliestStartRunningAt = (instant: string) =>
  new Date(Date.parse(instant) - INTERVIEW_MINUTES.max * 60_000).toISOString();

/** Interviews overlapping [from, to) (UTC instants): started before `to`, ending after `from`. */
const overlapping = (from: string, to: string) =>
  sql<SqlBool>`interviews.starts_at < ${to} AND interviews.starts_at > ${earliestStartRunningAt(from)}
    AND interviews.ends_at > ${from}`;

/** Interviews in which this user (by uid) is an interviewer. */
const withInterviewer = (db: Kysely<Database>, userUid: string) =>
  db
    .selectFrom('interview_interviewers')
    .innerJoin('users', 'users.id', 'interview_interviewers.user_id')
    .select('interview_interviewers.interview_id')
    .where('users.user_uid', '=', userUid);

/** A range's interviews are read at once (a calendar's range holds a few thousand at most): one batch. */
async function* inOneBatch<T>(items: T[]) {
  yield items;
}

/**
 * GET interview-list/: the interviews the actor sees in a time range, or a candidate's, by start; as the
 * calendar's export with `format`.
 */
function listRoute(app: App, ctx: Context) {
  app.get(
    endpoint('interviewList'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, querystring: interviewListQuery, response: { 200: interviewListAnswer } },
    },
    async (request, reply) => {
      const { starts_after, starts_before, candidate, interviewer, company, vacancy, format } = request.query;
      const rows = await selectInterviews(ctx.db, companyScope(actorOf(request)))
        .$if(Boolean(starts_after && starts_before), (rows) =>
          rows.where(overlapping(utc(starts_after ?? ''), utc(starts_before ?? ''))),
        )
        .$if(Boolean(candidate), (rows) => rows.where('candidates.uid', '=', candidate ?? ''))
        .$if(Boolean(company), (rows) => rows.where('companies.company_uid', '=', company ?? ''))
        .$if(Boolean(vacancy), (rows) => rows.where('vacancies.uid', '=', vacancy ?? ''))
        .$if(Boolean(interviewer), (rows) =>
          rows.where('interviews.id', 'in', withInterviewer(ctx.db, interviewer ?? '')),
        )
        .orderBy('interviews.starts_at')
        .orderBy('interviews.id')
        .execute();
      const items = await toInterviews(ctx.db, rows);
      if (format === 'xlsx' || format === 'csv') {
        const sheet = interviewSheet(request.query.time_zone ?? 'UTC');
        return sendFile(ctx, request, reply, sheet, new ListRows(format, inOneBatch(items)));
      }
      return ok(items.map((item, index) => versioned(request, item, rows[index]?.version ?? 1)));
    },
  );
}

/**
 * Whose time the actor may see taken: a SubAdmin anyone's, others their company's users' and the platform
 * admins' (those who may conduct their interviews).
 */
function visibleInterviewers(actor: Actor) {
  const scope = companyScope(actor);
  return (query: ReturnType<typeof conflictsOf>) =>
    scope === null ? query : query.where(conductsFor(scope));
}

/** The interviews of these interviewers overlapping a time, with whose they are. */
const conflictsOf = (db: Kysely<Database>, uids: readonly string[], from: string, to: string) =>
  db
    .selectFrom('interviews')
    .innerJoin('interview_interviewers', 'interview_interviewers.interview_id', 'interviews.id')
    .innerJoin('users', 'users.id', 'interview_interviewers.user_id')
    .select(['users.user_uid', 'users.full_name', 'interviews.starts_at', 'interviews.duration_minutes'])
    .where('users.user_uid', 'in', uids)
    .where(overlapping(from, to));

/** GET interview-conflicts/: the chosen interviewers' interviews at that time (the form warns of them). */
function conflictsRoute(app: App, ctx: Context) {
  app.get(
    endpoint('interviewConflicts'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: {
        tags,
        security,
        querystring: interviewConflictsQuery,
        response: { 200: interviewConflictsAnswer },
      },
    },
    async (request) => {
      const { interviewer_uids: uids, except } = request.query;
      if (uids.length === 0) return ok([]);
      const { starts_at, ends_at } = timesOf(request.query);
      const rows = await visibleInterviewers(actorOf(request))(conflictsOf(ctx.db, uids, starts_at, ends_at))
        .$if(Boolean(except), (query) => query.where('interviews.uid', '<>', except ?? ''))
        .orderBy('interviews.starts_at')
        .orderBy('users.full_name')
        .execute();
      return ok(
        rows.map((row) => ({
          interviewer: { user_uid: row.user_uid, full_name: row.full_name },
          starts_at: row.starts_at,
          duration_minutes: row.duration_minutes,
        })),
      );
    },
  );
}

/** GET interview-interviewers/{candidate uid}/: who may conduct the candidate's interviews. */
function interviewersRoute(app: App, ctx: Context) {
  app.get(
    endpoint('interviewInterviewers'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, params: z.object({ id: z.string() }), response: { 200: interviewersAnswer } },
    },
    async (request) => {
      const candidate = await findVisibleCandidate(ctx.db, actorOf(request), request.params.id);
      const users = await eligibleInterviewers(ctx.db, candidate.company_id).execute();
      return ok(users.map(({ user_uid, full_name }) => ({ user_uid, full_name })));
    },
  );
}

/** The interviews' calls beyond the five: the calendar's list, the conflicts and the interviewers to choose. */
export function interviewRoutes(app: App, ctx: Context) {
  listRoute(app, ctx);
  conflictsRoute(app, ctx);
  interviewersRoute(app, ctx);
}
