import type { Kysely } from 'kysely';
import {
  candidate,
  CANDIDATE_HISTORY,
  candidateListQuery,
  candidateListStatus,
  candidateUpdate,
} from '@contract/candidates';
import { NOTE_HISTORY } from '@contract/notes';
import { candidateKeys } from '../db/keys';
import type { Database } from '../db/schema';
import { ACTIVE_STATE } from '../db/select';
import { companyScope, EVERY_ROLE } from '../platform/access';
import { runList } from '../platform/lists';
import { defineResource } from '../platform/resource/routes';
import { actorOf } from '../platform/routes';
import { candidateSheet } from '../export/sheets';
import { candidateListSpec, candidatesInTab, selectCandidates, toCandidate } from './queries';
import { CANDIDATE_LISTED } from './table';

/** Candidates come from the platform's application flow: here they are listed, viewed and edited only. */
export const candidates = defineResource({
  tags: ['candidates'],
  table: 'candidates',
  listed: CANDIDATE_LISTED,
  find: (db, uid, scope) => selectCandidates(db, scope).where('candidates.uid', '=', uid).executeTakeFirst(),
  key: (row) => ({ uid: row.uid, companyId: row.company_id }),
  entity: async (ctx, row) => toCandidate(row, await ctx.mediaLinks.signer()),
  item: candidate,
  history: CANDIDATE_HISTORY,
  timeline: { readers: EVERY_ROLE, including: [NOTE_HISTORY.kind] },
  list: {
    byType: { path: 'candidateList', types: candidateListStatus },
    query: candidateListQuery,
    sheet: candidateSheet,
    roles: EVERY_ROLE,
    list: async (ctx, request, query, status) => {
      const scope = companyScope(actorOf(request));
      const sign = await ctx.mediaLinks.signer();
      const source = (db: Kysely<Database>) => ({
        records: candidatesInTab(db, scope, status),
        rows: (ids: readonly number[]) =>
          selectCandidates(db, null).where('candidates.id', 'in', ids).execute(),
      });
      return runList(request, ctx, source, candidateListSpec, query, (row) => toCandidate(row, sign));
    },
  },
  detail: {
    path: 'candidateDetail',
    roles: EVERY_ROLE,
    item: candidate,
    show: async (ctx, row) => toCandidate(row, await ctx.mediaLinks.signer()),
  },
  update: {
    path: 'candidateUpdate',
    roles: EVERY_ROLE,
    body: candidateUpdate,
    message: 'api.candidate_updated',
    update: async ({ trx }, body, row) => {
      await trx
        .updateTable('candidates')
        .set({
          candidate_name: body.candidate_name,
          candidate_email: body.candidate_email,
          candidate_phone_number: body.candidate_phone_number,
          ...candidateKeys(body),
          candidate_status: body.candidate_status,
          is_candidate_active: ACTIVE_STATE[body.candidate_active_or_inactive],
        })
        .where('id', '=', row.id)
        .execute();
    },
  },
});
