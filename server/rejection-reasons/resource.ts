import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  REJECTION_REASON_HISTORY,
  rejectionReasonItem,
  rejectionReasonListQuery,
  rejectionReasonWrite,
  type RejectionReasonWrite,
} from '@contract/rejection-reasons';
import type { Database } from '../db/schema';
import { COMPANY_MANAGERS_FIRST, EVERY_ROLE, MANAGERS } from '../platform/access';
import { foldFilters, orderings, type ListSpec } from '../platform/list-spec';
import { eachRow } from '../platform/resource/derive';
import { defineResource } from '../platform/resource/routes';
import { checkMayChangeShared } from '../platform/shared-records';
import { rejectionReasonSheet } from './sheet';
import { companyOf, inScope } from './queries';
import { REJECTION_REASON_LISTED, rejectionReasonKeys } from './table';

const text = REJECTION_REASON_LISTED.search;

/** Alphabetical by the English name unless asked otherwise (the app asks by the UI language's name). */
const rejectionReasonListSpec: ListSpec = {
  text,
  filters: {
    ...foldFilters(text, { reason_name__icontains: 'reason_name_fold' }),
    for_company: (value) => sql<SqlBool>`(${companyOf} IS NULL OR ${companyOf} IN
      (SELECT id FROM companies WHERE company_uid = ${value}))`,
  },
  search: text.columns,
  ...orderings('rejection_reasons', ['reason_name', 'reason_name_de']),
  defaultOrdering: 'reason_name',
};

const selectReasons = (db: Kysely<Database>, scope: number | null) =>
  db
    .selectFrom('rejection_reasons')
    .leftJoin('companies', 'companies.id', 'rejection_reasons.company_id')
    .select([
      'rejection_reasons.id',
      'rejection_reasons.uid',
      'rejection_reasons.version',
      'rejection_reasons.company_id',
      'rejection_reasons.reason_name',
      'rejection_reasons.reason_name_de',
      'companies.company_uid',
      'companies.company_name',
    ])
    .where(inScope(scope));

interface ReasonRow {
  uid: string;
  reason_name: string;
  reason_name_de: string;
  company_uid: string | null;
  company_name: string | null;
}

const toReason = ({ uid, reason_name, reason_name_de, company_uid, company_name }: ReasonRow) => ({
  uid,
  reason_name,
  reason_name_de,
  company: company_uid === null || company_name === null ? null : { company_uid, company_name },
});

const namesOf = (body: RejectionReasonWrite) => {
  const names = { reason_name: body.reason_name, reason_name_de: body.reason_name_de };
  return { ...names, ...rejectionReasonKeys(names) };
};

/** A platform-wide reason is the SubAdmin's to change; a company's, its CustomerAdmins' (and the SubAdmin's). */

// Not one of the default reasons (migration 024), so that it can be written as it is.
const example = { reason_name: 'Failed the work sample', reason_name_de: 'Arbeitsprobe nicht bestanden' };

/**
 * Rejection reasons (issue 34): every role reads those its company may give (platform-wide and its own; the
 * SubAdmin every company's); the SubAdmin manages the platform-wide ones, a CustomerAdmin its company's.
 */
export const rejectionReasons = defineResource({
  tags: ['rejection reasons'],
  table: 'rejection_reasons',
  listed: REJECTION_REASON_LISTED,
  select: selectReasons,
  uid: 'uid',
  // A platform-wide reason's entries are filed under their author's company.
  company: 'company_id',
  items: () => eachRow(toReason),
  item: rejectionReasonItem,
  history: REJECTION_REASON_HISTORY,
  timeline: { readers: MANAGERS },
  unique: 'api.rejection_reason_taken',
  list: {
    all: 'rejectionReasonList',
    query: rejectionReasonListQuery,
    sheet: rejectionReasonSheet,
    roles: EVERY_ROLE,
    spec: rejectionReasonListSpec,
    records: (db, scope) => db.selectFrom('rejection_reasons').where(inScope(scope)),
  },
  create: {
    path: 'rejectionReasonCreate',
    roles: COMPANY_MANAGERS_FIRST,
    body: rejectionReasonWrite,
    example,
    message: 'api.rejection_reason_added',
    insert: async ({ trx, actor }, body) => {
      const uid = randomUUID();
      const companyId = actor.role === 'SubAdmin' ? null : actor.companyId;
      await trx
        .insertInto('rejection_reasons')
        .values({ uid, company_id: companyId, ...namesOf(body) })
        .execute();
      return uid;
    },
  },
  update: {
    path: 'rejectionReasonUpdate',
    roles: COMPANY_MANAGERS_FIRST,
    body: rejectionReasonWrite,
    example,
    message: 'api.rejection_reason_updated',
    prepare: async ({ actor }, _body, row) => checkMayChangeShared(actor, row),
    update: async ({ trx }, body, row) => {
      await trx.updateTable('rejection_reasons').set(namesOf(body)).where('id', '=', row.id).execute();
    },
  },
  delete: {
    path: 'rejectionReasonDelete',
    roles: COMPANY_MANAGERS_FIRST,
    message: 'api.rejection_reason_deleted',
    check: ({ actor }, row) => checkMayChangeShared(actor, row),
    // Candidates rejected for it keep it: they block its delete.
    referencedBy: [{ table: 'candidates', column: 'rejection_reason_id' }],
    inUse: 'api.rejection_reason_in_use',
  },
});
