import {
  candidate,
  CANDIDATE_HISTORY,
  candidateListQuery,
  candidateListStatus,
  candidateUpdate,
} from '@contract/candidates';
import { lacksRequiredReason } from '@contract/rejection';
import { INTERVIEW_HISTORY } from '@contract/interviews';
import { NOTE_HISTORY } from '@contract/notes';
import { SCORECARD_HISTORY } from '@contract/scorecards';
import { CANDIDATE_MAIL_HISTORY } from '@contract/templates';
import { statusesEntered } from '../automations/trigger';
import { candidateKeys } from '../db/keys';
import { ACTIVE_STATE } from '../db/select';
import { EVERY_ROLE } from '../platform/access';
import { badRequest } from '../platform/errors';
import { eachRow, signedItems } from '../platform/resource/derive';
import { defineResource } from '../platform/resource/routes';
import { candidateSheet } from '../export/sheets';
import { candidateListSpec, candidatesInTab, selectCandidates, toCandidate } from './queries';
import { CANDIDATE_LISTED } from './table';
import { candidateEraseRoute } from './erase-route';
import { candidateHistoryValues, reasonOfEdit, rejectionOf } from './rejection';

/**
 * Candidates come from the platform's application flow: here they are listed, viewed and edited, and erased
 * (issue 30: their own call, erase-route.ts, not the generic delete, which keeps the last values in the history).
 */
export const candidates = defineResource({
  tags: ['candidates'],
  table: 'candidates',
  listed: CANDIDATE_LISTED,
  select: selectCandidates,
  uid: 'uid',
  company: 'company_id',
  items: signedItems((sign) => eachRow((row) => toCandidate(row, sign))),
  item: candidate,
  // The reason is recorded by its names (rejection.ts).
  history: { ...CANDIDATE_HISTORY, values: candidateHistoryValues },
  timeline: {
    readers: EVERY_ROLE,
    including: [
      NOTE_HISTORY.kind,
      INTERVIEW_HISTORY.kind,
      SCORECARD_HISTORY.kind,
      CANDIDATE_MAIL_HISTORY.kind,
    ],
  },
  routes: candidateEraseRoute,
  list: {
    byType: { path: 'candidateList', types: candidateListStatus },
    query: candidateListQuery,
    sheet: candidateSheet,
    roles: EVERY_ROLE,
    spec: candidateListSpec,
    records: candidatesInTab,
  },
  detail: { path: 'candidateDetail', roles: EVERY_ROLE, item: candidate },
  update: {
    path: 'candidateUpdate',
    roles: EVERY_ROLE,
    body: candidateUpdate,
    message: 'api.candidate_updated',
    prepare: async ({ ctx }, body, row) => reasonOfEdit(ctx.db, row.company_id, body),
    update: async ({ ctx, trx, afterCommit }, body, row, before, reasonId) => {
      // Against the locked values: a rejection without a reason where the company requires one (issue 34).
      const kept = rejectionOf(before).rejection_reason;
      const after = {
        candidate_status: body.candidate_status,
        rejection_reason: reasonId === undefined ? kept : reasonId === null ? null : String(reasonId),
      };
      if (lacksRequiredReason(rejectionOf(before), after, row.rejection_reason_required === 1))
        throw badRequest('validation.rejection_reason_required');
      await trx
        .updateTable('candidates')
        .set({
          candidate_name: body.candidate_name,
          candidate_email: body.candidate_email,
          candidate_phone_number: body.candidate_phone_number,
          ...candidateKeys(body),
          candidate_status: body.candidate_status,
          is_candidate_active: ACTIVE_STATE[body.candidate_active_or_inactive],
          ...(body.candidate_language && { candidate_language: body.candidate_language }),
          ...(reasonId === undefined ? {} : { rejection_reason_id: reasonId }),
        })
        .where('id', '=', row.id)
        .execute();
      if (before.candidate_status === body.candidate_status) return;
      const entered = [{ candidateId: row.id, status: body.candidate_status }];
      // An automatic mail without delay goes at once, not at the queue's next look.
      if ((await statusesEntered(ctx, trx, entered)) > 0) afterCommit(async () => ctx.mails.wake());
    },
  },
});
