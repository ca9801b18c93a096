import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  candidateScorecardsAnswer,
  SCORECARD_HISTORY,
  scorecardAnswer,
  scorecardWrite,
} from '@contract/scorecards';
import type { Database } from '../db/schema';
import { NEXT_VERSION } from '../db/versions';
import { changesOf, recordHistory } from '../history/record';
import { selectInterviews } from '../interviews/queries';
import { findVisibleCandidate } from '../notes/queries';
import { companyScope, EVERY_ROLE, type Actor } from '../platform/access';
import type { App, Context } from '../platform/context';
import { ApiError, badRequest, notFound } from '../platform/errors';
import { versioned } from '../platform/preconditions';
import { actorOf, allow, endpoint, said } from '../platform/routes';
import { criteriaOf } from '../vacancies/writes';
import { readableBy, selectScorecards, toScorecard } from './queries';

const tags = ['interviews'];
const security = [{ bearer: [] }];
const idParam = z.object({ id: z.string() });

/** The interviews of these ids the actor conducts. */
async function conductedBy(db: Kysely<Database>, actor: Actor, interviewIds: readonly number[]) {
  if (interviewIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('interview_interviewers')
    .select('interview_id')
    .where('user_id', '=', actor.id)
    .where('interview_id', 'in', interviewIds)
    .execute();
  return new Set(rows.map((row) => row.interview_id));
}

/** GET candidate-scorecards/{candidate uid}/: the scorecards of its interviews the caller may read. */
function candidateScorecardsRoute(app: App, ctx: Context) {
  app.get(
    endpoint('candidateScorecards'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, params: idParam, response: { 200: candidateScorecardsAnswer } },
    },
    async (request) => {
      const actor = actorOf(request);
      const candidate = await findVisibleCandidate(ctx.db, actor, request.params.id);
      const rows = await selectScorecards(ctx.db)
        .where('interviews.candidate_id', '=', candidate.id)
        .orderBy('interviews.starts_at')
        .orderBy('users.full_name')
        .orderBy('scorecards.id')
        .execute();
      const conducting = await conductedBy(ctx.db, actor, [...new Set(rows.map((row) => row.interview_id))]);
      const { shown, withheld } = readableBy(actor.id, rows, conducting);
      return {
        status: 200,
        response: shown.map((row) => versioned(request, toScorecard(row), row.version)),
        withheld,
      };
    },
  );
}

/** The interview the actor scores: visible to them, conducted by them, begun; its vacancy's criteria. */
async function scoredInterview(db: Kysely<Database>, actor: Actor, interviewUid: string) {
  const interview = await selectInterviews(db, companyScope(actor))
    .innerJoin('vacancies as vacancy', 'vacancy.id', 'candidates.vacancy_id')
    .select('vacancy.scorecard_criteria')
    .where('interviews.uid', '=', interviewUid)
    .executeTakeFirst();
  if (!interview) throw notFound();
  if (!(await conductedBy(db, actor, [interview.id])).has(interview.id))
    throw new ApiError(403, [{ key: 'api.scorecard_not_interviewer' }]);
  if (interview.starts_at > new Date().toISOString()) throw badRequest('api.scorecard_too_early');
  return { ...interview, criteria: criteriaOf(interview.scorecard_criteria) };
}

/** Every criterion rated once, in the vacancy's order; 400 naming them all otherwise. */
function ratingsFor(criteria: readonly string[], ratings: z.infer<typeof scorecardWrite>['ratings']) {
  const byCriterion = new Map(ratings.map((rating) => [rating.criterion.trim(), rating.rating]));
  const complete = byCriterion.size === criteria.length && criteria.every((name) => byCriterion.has(name));
  if (!complete) throw badRequest('api.scorecard_ratings', { criteria: criteria.join(', ') });
  return criteria.map((criterion) => ({ criterion, rating: byCriterion.get(criterion) }));
}

type Scored = Record<(typeof SCORECARD_HISTORY.fields)[number], string>;

/** The fields a submission changed, without their values (SCORECARD_HISTORY says why). */
const changedFields = (before: Scored | null, after: Scored) =>
  changesOf(SCORECARD_HISTORY.fields, before, after).map(({ field }) => ({ field, from: null, to: null }));

/** PUT scorecard-submit/{interview uid}/: the caller's scorecard, submitted or replaced. */
function submitRoute(app: App, ctx: Context) {
  app.put(
    endpoint('scorecardSubmit'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, params: idParam, body: scorecardWrite, response: { 200: scorecardAnswer } },
    },
    async (request) => {
      const actor = actorOf(request);
      const interview = await scoredInterview(ctx.db, actor, request.params.id);
      const { recommendation, note } = request.body;
      const ratings = JSON.stringify(ratingsFor(interview.criteria, request.body.ratings));
      const now = new Date().toISOString();
      const id = await ctx.db.transaction().execute(async (trx) => {
        const mine = await trx
          .selectFrom('scorecards')
          .select(['id', 'uid', 'ratings', 'recommendation', 'note'])
          .where('interview_id', '=', interview.id)
          .where('interviewer_user_id', '=', actor.id)
          .executeTakeFirst();
        const written = mine
          ? await trx
              .updateTable('scorecards')
              .set({ ratings, recommendation, note, updated_at: now, ...NEXT_VERSION })
              .where('id', '=', mine.id)
              .returning(['id', 'uid'])
              .executeTakeFirstOrThrow()
          : await trx
              .insertInto('scorecards')
              .values({
                uid: randomUUID(),
                interview_id: interview.id,
                interviewer_user_id: actor.id,
                ratings,
                recommendation,
                note,
                submitted_at: now,
                updated_at: now,
              })
              .returning(['id', 'uid'])
              .executeTakeFirstOrThrow();
        await recordHistory(trx, {
          kind: SCORECARD_HISTORY.kind,
          action: mine ? 'update' : 'create',
          subjectUid: interview.candidate_uid,
          recordUid: written.uid,
          companyId: interview.company_id,
          actor,
          changes: changedFields(mine ?? null, { ratings, recommendation, note }),
        });
        return written.id;
      });
      const row = await selectScorecards(ctx.db).where('scorecards.id', '=', id).executeTakeFirstOrThrow();
      return {
        ...said(request, 'api.scorecard_submitted'),
        data: versioned(request, toScorecard(row), row.version),
      };
    },
  );
}

/**
 * Scorecards (issue 33): an interviewer scores an interview once it has begun, every criterion of its vacancy
 * and overall; whoever sees the candidate reads them, but an interviewer the others' only after their own.
 */
export function scorecardRoutes(app: App, ctx: Context) {
  candidateScorecardsRoute(app, ctx);
  submitRoute(app, ctx);
}
