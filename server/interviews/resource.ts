import { randomUUID } from 'node:crypto';
import { interview, INTERVIEW_HISTORY, interviewCreate, interviewUpdate } from '@contract/interviews';
import { EVERY_ROLE } from '../platform/access';
import { defineResource } from '../platform/resource/routes';
import { findVisibleCandidate } from '../notes/queries';
import { interviewerIds } from './interviewers';
import { interviewHistoryValues, selectInterviews, toInterviews } from './queries';
import { interviewRoutes } from './routes';
import { invitationOf, queueInvitations, removedRecipients } from './send';
import { moveCandidate, setInterviewers, timesOf } from './writes';
import { statusesEntered } from '../automations/trigger';

/**
 * Interviews on candidates (issue 33): whoever sees a candidate schedules, changes and cancels its interviews;
 * each write sends the interviewers (and the candidate, if invited) their iCalendar invitation, update or
 * cancellation once it has committed. Their history shows on the candidate's timeline.
 */
export const interviews = defineResource({
  tags: ['interviews'],
  table: 'interviews',
  select: selectInterviews,
  uid: 'uid',
  company: 'company_id',
  subject: 'candidate_uid',
  items: () => toInterviews,
  item: interview,
  history: { ...INTERVIEW_HISTORY, values: interviewHistoryValues },
  routes: interviewRoutes,
  detail: { path: 'interviewDetail', roles: EVERY_ROLE, item: interview },
  create: {
    path: 'interviewCreate',
    roles: EVERY_ROLE,
    body: interviewCreate,
    message: 'api.interview_scheduled',
    prepare: async ({ ctx, actor }, body) => {
      const candidate = await findVisibleCandidate(ctx.db, actor, body.candidate_uid);
      return {
        candidate,
        interviewers: await interviewerIds(ctx.db, candidate.company_id, body.interviewer_uids),
      };
    },
    insert: async ({ ctx, trx, actor, language, afterCommit }, body, { candidate, interviewers }) => {
      const now = new Date().toISOString();
      const uid = randomUUID();
      const { id } = await trx
        .insertInto('interviews')
        .values({
          uid,
          candidate_id: candidate.id,
          company_id: candidate.company_id,
          round: body.round,
          ...timesOf(body),
          location: body.location,
          video_link: body.video_link,
          time_zone: body.time_zone,
          candidate_invited: body.invite_candidate ? 1 : 0,
          organizer_user_id: actor.id,
          organizer_name: actor.fullName,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setInterviewers(trx, id, interviewers);
      if (body.move_candidate && (await moveCandidate(trx, actor, candidate.id, body.round)))
        await statusesEntered(ctx, trx, [{ candidateId: candidate.id, status: body.round }]);
      const invitation = await invitationOf(trx, id, language);
      if (invitation) await queueInvitations(ctx, trx, invitation, 'REQUEST', 'new');
      afterCommit(async () => ctx.mails.wake());
      return uid;
    },
  },
  update: {
    path: 'interviewUpdate',
    roles: EVERY_ROLE,
    body: interviewUpdate,
    message: 'api.interview_updated',
    prepare: async ({ ctx }, body, record) =>
      interviewerIds(ctx.db, record.company_id, body.interviewer_uids),
    update: async ({ ctx, trx, language, afterCommit, changes }, body, record, _before, interviewers) => {
      const old = await invitationOf(trx, record.id, language);
      await trx
        .updateTable('interviews')
        .set({
          round: body.round,
          ...timesOf(body),
          location: body.location,
          video_link: body.video_link,
          time_zone: body.time_zone,
          candidate_invited: body.invite_candidate ? 1 : 0,
        })
        .where('id', '=', record.id)
        .execute();
      await setInterviewers(trx, record.id, interviewers);
      if ((await changes()).length === 0 || !old) return;
      // What an invitation tells has changed: a higher SEQUENCE makes calendars replace the event.
      await trx
        .updateTable('interviews')
        .set((set) => ({ sequence: set('sequence', '+', 1), updated_at: new Date().toISOString() }))
        .where('id', '=', record.id)
        .execute();
      const invitation = await invitationOf(trx, record.id, language);
      if (!invitation) return;
      await queueInvitations(ctx, trx, invitation, 'REQUEST', 'changed');
      await queueInvitations(ctx, trx, invitation, 'CANCEL', 'changed', removedRecipients(old, invitation));
      afterCommit(async () => ctx.mails.wake());
    },
  },
  delete: {
    path: 'interviewCancel',
    roles: EVERY_ROLE,
    message: 'api.interview_cancelled',
    cascade: async ({ ctx, trx, language, afterCommit }, record) => {
      const invitation = await invitationOf(trx, record.id, language);
      if (!invitation) return;
      const cancelled = { ...invitation, row: { ...invitation.row, sequence: invitation.row.sequence + 1 } };
      await queueInvitations(ctx, trx, cancelled, 'CANCEL', 'changed');
      afterCommit(async () => ctx.mails.wake());
    },
  },
});
