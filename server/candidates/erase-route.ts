import { z } from 'zod';
import { candidate, CANDIDATE_HISTORY } from '@contract/candidates';
import { messageAnswer } from '@contract/envelope';
import { ifMatchHeaders, staleAnswer } from '@contract/versions';
import { companyScope, MANAGERS } from '../platform/access';
import type { App, Context } from '../platform/context';
import { notFound } from '../platform/errors';
import {
  conditionally,
  expectedVersions,
  preconditionFailed,
  requireVersion,
} from '../platform/preconditions';
import { actorOf, allow, endpoint, said } from '../platform/routes';
import { eraseCandidates } from './erase';
import { selectCandidates, toCandidate } from './queries';

const DESCRIPTION = `Erases the candidate's personal data (GDPR Art. 17, issue 30), in one transaction: the candidate
is deleted with its notes and search entries, the values of its and its notes' history entries are blanked (the
entries stay, marked erased), and the erasure log records uid and time. Its résumé, video and thumbnail are
removed from the store after the commit. SubAdmin erases any candidate, CustomerAdmin those of its own company
(another company's answers 404, as an unknown uid does). If-Match as for an update.`;

/** The 412 of an erasure refused by If-Match: the candidate as it now is. */
async function stale(ctx: Context, uid: string) {
  const row = await selectCandidates(ctx.db, null).where('candidates.uid', '=', uid).executeTakeFirst();
  if (!row) return notFound();
  const subject = { kind: CANDIDATE_HISTORY.kind, subjectUid: uid, recordUid: uid };
  return preconditionFailed(ctx.db, subject, toCandidate(row, await ctx.mediaLinks.signer()), row.version);
}

/** DELETE customer-api/candidate-delete-api/{uid}/: the candidate's erasure (eraseCandidates). */
export function candidateEraseRoute(app: App, ctx: Context) {
  app.delete(
    endpoint('candidateDelete'),
    {
      onRequest: allow(ctx, MANAGERS),
      schema: {
        tags: ['candidates'],
        security: [{ bearer: [] }],
        description: DESCRIPTION,
        params: z.object({ id: z.string() }),
        headers: ifMatchHeaders,
        response: { 200: messageAnswer, 412: staleAnswer(candidate) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const expected = expectedVersions(request);
      const uid = request.params.id;
      const erase = async () => {
        const erased = await eraseCandidates(ctx, [uid], actor, {
          companyId: companyScope(actor),
          check: (row) => requireVersion(expected, row.version),
        });
        if (erased.length === 0) throw notFound();
      };
      await conditionally(erase, () => stale(ctx, uid));
      return said(request, 'erasure.candidate_erased');
    },
  );
}
