import {
  candidate,
  CANDIDATE_HISTORY,
  candidateListQuery,
  candidateListStatus,
  candidateUpdate,
} from '@contract/candidates';
import { INTERVIEW_HISTORY } from '@contract/interviews';
import { NOTE_HISTORY } from '@contract/notes';
import { SCORECARD_HISTORY } from '@contract/scorecards';
import { CANDIDATE_MAIL_HISTORY } from '@contract/templates';
import { statusesEntered } from '../automations/trigger';
import { candidateKeys } from '../db/keys';
import { ACTIVE_STATE } from '../db/select';
import { EVERY_ROLE } from '../platform/access';
import { eachRow, signedItems } from '../platform/resource/derive';
import { defineResource } from '../platform/resource/routes';
import { candidateSheet } from '../export/sheets';
import { candidateListSpec, candidatesInTab, selectCandidates, toCandidate } from './queries';
import { CANDIDATE_LISTED } from './table';
import { candidateEraseRoute } from './erase-route';

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
  history: CANDIDATE_HISTORY,
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
    update: async ({ ctx, trx }, body, row, before) => {
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
        })
        .where('id', '=', row.id)
        .execute();
      if (before.candidate_status !== body.candidate_status)
        await statusesEntered(ctx, trx, [{ candidateId: row.id, status: body.candidate_status }]);
    },
  },
});
