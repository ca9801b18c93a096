import type { Kysely } from 'kysely';
import { CANDIDATE_HISTORY } from '@contract/candidates';
import type { RecordedField } from '@contract/history';
import { REJECTED_STATUS, rejectionReasonValue } from '@contract/rejection';
import type { Database } from '../db/schema';
import { badRequest } from '../platform/errors';
import type { HistoryValues } from '../platform/resource/types';
import { usableBy } from '../rejection-reasons/queries';

/** The candidate's recorded fields that are columns of its own row: the reason is recorded by its names. */
export const CANDIDATE_COLUMNS = CANDIDATE_HISTORY.fields.filter(
  (field): field is Exclude<RecordedField<typeof CANDIDATE_HISTORY>, 'rejection_reason'> =>
    field !== 'rejection_reason',
);

/** A reason by uid that a company's candidates may be given (platform-wide or its own), or undefined. */
export function usableReason(db: Kysely<Database>, uid: string, companyId: number) {
  return db
    .selectFrom('rejection_reasons')
    .select(['id', 'uid', 'company_id', 'reason_name', 'reason_name_de'])
    .where('uid', '=', uid)
    .where(usableBy(companyId))
    .executeTakeFirst();
}

/**
 * The reason id an edit gives a candidate of `companyId`: undefined keeps the current one (a client that knows
 * none), null none; any status but Rejected clears it. A reason the company may not use is a 400 on the field.
 */
export async function reasonOfEdit(
  db: Kysely<Database>,
  companyId: number,
  body: { candidate_status: string; rejection_reason?: string | null },
): Promise<number | null | undefined> {
  if (body.candidate_status !== REJECTED_STATUS) return null;
  if (body.rejection_reason === undefined || body.rejection_reason === null) return body.rejection_reason;
  const reason = await usableReason(db, body.rejection_reason, companyId);
  if (!reason) throw badRequest('validation.rejection_reason_unknown');
  return reason.id;
}

/** Whether a company requires a reason to reject its candidates. */
export async function reasonRequired(db: Kysely<Database>, companyId: number): Promise<boolean> {
  const company = await db
    .selectFrom('companies')
    .select('rejection_reason_required')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return company?.rejection_reason_required === 1;
}

/** The recorded value of each reason id among `ids` (its names, rejectionReasonValue). */
export async function recordedReasons(
  db: Kysely<Database>,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('rejection_reasons')
    .select(['id', 'reason_name', 'reason_name_de'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, rejectionReasonValue(row)]));
}

/** The recorded value of one reason id (null: none). */
export async function recordedReason(db: Kysely<Database>, id: number | null): Promise<string | null> {
  if (id === null) return null;
  return (await recordedReasons(db, [id])).get(id) ?? null;
}

/** The candidate's values as its history records them (the generic update's before and after). */
export async function candidateHistoryValues(
  db: Kysely<Database>,
  id: number,
): Promise<HistoryValues | undefined> {
  const row = await db
    .selectFrom('candidates')
    .select([...CANDIDATE_COLUMNS, 'rejection_reason_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { rejection_reason_id, ...values } = row;
  return { ...values, rejection_reason: await recordedReason(db, rejection_reason_id) };
}

/** A candidate's status and reason as lacksRequiredReason compares them, from its recorded values. */
export const rejectionOf = (values: HistoryValues) => ({
  candidate_status: String(values.candidate_status),
  rejection_reason: values.rejection_reason === null ? null : String(values.rejection_reason),
});

/** A bulk update's reason (issue 34): what it sets on every changed record's column, and the reason given. */
export interface BulkRejection {
  /** The column's new value for every changed record; left out, each keeps its own. */
  column: { rejection_reason_id?: number | null };
  /** The reason given, with its company (null: platform-wide) and its recorded value. */
  given?: { id: number; companyId: number | null; value: string };
}

/**
 * What a bulk update's `set` does to the reason: a status other than Rejected clears it, Rejected with a reason
 * sets it, Rejected without one (or no status) leaves each record's. A reason the caller cannot see is a 400.
 */
export async function bulkRejection(
  db: Kysely<Database>,
  scope: number | null,
  set: { candidate_status?: string; rejection_reason?: string },
): Promise<BulkRejection> {
  if (set.candidate_status === undefined) return { column: {} };
  if (set.candidate_status !== REJECTED_STATUS) return { column: { rejection_reason_id: null } };
  if (set.rejection_reason === undefined) return { column: {} };
  const query = db
    .selectFrom('rejection_reasons')
    .select(['id', 'company_id', 'reason_name', 'reason_name_de'])
    .where('uid', '=', set.rejection_reason);
  const reason = await (scope === null ? query : query.where(usableBy(scope))).executeTakeFirst();
  if (!reason) throw badRequest('validation.rejection_reason_unknown');
  return {
    column: { rejection_reason_id: reason.id },
    given: { id: reason.id, companyId: reason.company_id, value: rejectionReasonValue(reason) },
  };
}

/** The companies among `ids` that require a reason to reject. */
export async function requiringReason(db: Kysely<Database>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('companies')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('rejection_reason_required', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.id));
}
