import { sql, type Selectable } from 'kysely';
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, type UserRole } from '@contract/domain';
import {
  historyAnswer,
  historyChange,
  historyParams,
  historyQuery,
  type HistoryEntry,
} from '@contract/history';
import { inCompany } from '../db/select';
import type { HistoryTable } from '../db/schema';
import { companyScope, EVERY_ROLE, requireRole } from '../platform/access';
import type { App, Context } from '../platform/context';
import { pageLink } from '../platform/lists';
import { actorOf, allow, endpoint } from '../platform/routes';
import { RESOURCES } from '../resources';

const tags = ['history'];
const security = [{ bearer: [] }];

/**
 * Every timeline the resources declare, by its subject (the kind of its records): who may read it (who may
 * open their detail call), and the kinds of entries it shows (a candidate's shows its notes' too).
 */
const TIMELINES = new Map<string, { readers: readonly UserRole[]; kinds: readonly string[] }>(
  RESOURCES.flatMap(({ declaration }) => {
    if (!declaration?.timeline) return [];
    const { kind } = declaration.history;
    const { readers, including = [] } = declaration.timeline;
    return [[kind, { readers, kinds: [kind, ...including] }]];
  }),
);

/** The kinds of record a timeline call names (its `kind`): any other answers 400, as a bad choice does. */
export const TIMELINE_SUBJECTS = [...TIMELINES.keys()];

const changesList = z.array(historyChange);

export function toEntry(row: Selectable<HistoryTable>): HistoryEntry {
  return {
    id: row.id,
    kind: row.kind,
    action: row.action,
    subject_uid: row.subject_uid,
    record_uid: row.record_uid,
    actor: row.actor_uid === null ? null : { user_uid: row.actor_uid, full_name: row.actor_name ?? '' },
    changes: changesList.parse(JSON.parse(row.changes)),
    created_at: row.created_at,
    erased: row.erased === 1,
  };
}

const DESCRIPTION = `A record's changes, newest first, paged (page, page_size; 25 by default). A role reads
the history of the kinds whose detail call it may make (user and customer: SubAdmin and CustomerAdmin;
vacancy and candidate: every role; package, which the SubAdmin manages: SubAdmin), others answer 403. SubAdmin reads every entry, also of deleted records;
CustomerAdmin and StaffAdmin only the entries of their own company (by the company the record had). A record
that is unknown, of another company, or has no recorded changes answers an empty page alike (count 0), so
that the answer never tells whether another company's record exists. A candidate's timeline includes its
notes' entries (kind note).`;

/** GET record-history/{kind}/{uid}/ (issue 11): a record's timeline, also once the record is deleted. */
export function historyRoutes(app: App, ctx: Context) {
  app.get(
    endpoint('recordHistory'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: {
        tags,
        security,
        description: DESCRIPTION,
        params: historyParams(TIMELINE_SUBJECTS),
        querystring: historyQuery,
        response: { 200: historyAnswer },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { kind, id } = request.params;
      // The params admit only subjects with a timeline; were one missing, nobody would read it.
      const timeline = TIMELINES.get(kind) ?? { readers: [], kinds: [] };
      requireRole(actor, timeline.readers);
      const entries = inCompany(
        ctx.db.selectFrom('history').where('kind', 'in', timeline.kinds).where('subject_uid', '=', id),
        'history.company_id',
        companyScope(actor),
      );
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? PAGE_SIZE_DEFAULT;
      const counted = await entries.select(sql<number | string>`count(*)`.as('count')).executeTakeFirst();
      const count = Number(counted?.count ?? 0);
      const rows = await entries
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return {
        status: 200,
        response: rows.map(toEntry),
        count,
        next: page * pageSize < count ? pageLink(request, page + 1) : null,
        previous: page > 1 ? pageLink(request, page - 1) : null,
      };
    },
  );
}
