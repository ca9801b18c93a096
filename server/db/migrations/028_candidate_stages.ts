import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { Engine } from '../connect';
import { tableWithId } from './id-column';

/**
 * The funnel's stages in order, as they were when this migration was written (migrations read none of the
 * app's code: contract/reports.ts FUNNEL_STAGES is the live list). Rejected is no stage of the funnel.
 */
const STAGES = [
  'Applied',
  'Contacted',
  'First_Interview',
  'Second_Interview',
  'Third_Interview',
  'Contract_Sent',
  'Contract_Signed',
  'Employed',
];

const HOUR_MS = 3_600_000;

/** A status's funnel rank (0 for Applied), 0 for Rejected: everyone who is a candidate applied. */
const rankOf = (status: RawBuilder<unknown>) =>
  sql<number>`CASE ${status} ${sql.join(
    STAGES.map((stage, rank) => sql`WHEN ${sql.lit(stage)} THEN ${sql.lit(rank)}`),
    sql` `,
  )} ELSE 0 END`;

/**
 * Issue 34, the hiring funnel report: every stay of a candidate in a status, an index on the candidates'
 * history that the report reads instead of the history's JSON. A stay is open (stay_hours NULL) while the
 * candidate is in it, exactly one per candidate; a change of status closes it with its length in whole hours
 * and opens the next. furthest_stage: the furthest funnel rank the candidate had reached when the stay began,
 * so that the open stays alone tell how far each candidate got. applied_on: the day of the candidate's created_at (UTC), the
 * report's time range. Triggers keep it (as they keep candidates.changed_at, migration 018), so that every
 * write reaches it whichever code makes it, the application flow's and the demo's inserts included; the time
 * is the database's. Existing candidates' stays come from their history.
 */
export function candidateStages(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(engine, db.schema.createTable('candidate_stages'))
        .addColumn('candidate_id', 'integer', (c) =>
          c.notNull().references('candidates.id').onDelete('cascade'),
        )
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('vacancy_id', 'integer', (c) => c.notNull())
        .addColumn('applied_on', 'text', (c) => c.notNull())
        .addColumn('candidate_status', 'text', (c) => c.notNull())
        .addColumn('furthest_stage', 'integer', (c) => c.notNull())
        .addColumn('entered_ms', 'bigint', (c) => c.notNull())
        .addColumn('stay_hours', 'integer')
        .execute();
      await backfill(db as Kysely<Stages>);
      // A candidate's stays (the trigger's, a deletion's cascade); then the report's reads, each covering what it
      // counts and ordered as it groups, so that no read sorts: the open stays by status and how far, the finished
      // by status and length, each for the platform, a company and a vacancy, the range checked on the entries;
      // the open stays by day, for the applications per week.
      await sql`CREATE INDEX candidate_stages_candidate ON candidate_stages (candidate_id)`.execute(db);
      for (const [name, scope] of REPORT_SCOPES) {
        await stagesIndex(db, `candidate_stages_open${name}`, OPEN, [
          ...scope,
          'candidate_status',
          'furthest_stage',
          'applied_on',
          'stay_hours',
        ]);
        await stagesIndex(db, `candidate_stages_finished${name}`, FINISHED, [
          ...scope,
          'candidate_status',
          'stay_hours',
          'applied_on',
        ]);
      }
      await stagesIndex(db, 'candidate_stages_open_by_day', OPEN, ['applied_on', 'stay_hours']);
      // A short range of the platform's finished stays, read by range: PostgreSQL's hash grouping wants no order,
      // and the full scan the index above needs would read two years' stays for twelve weeks'.
      await stagesIndex(db, 'candidate_stages_finished_by_day', FINISHED, [
        'applied_on',
        'candidate_status',
        'stay_hours',
      ]);
      // The rejection reasons of the platform's rejected candidates, read without their rows.
      await sql`CREATE INDEX candidates_rejection_reason_created ON candidates (rejection_reason_id, created_at)
        WHERE candidate_status = 'Rejected'`.execute(db);
      await (engine === 'postgres' ? postgresTriggers(db) : sqliteTriggers(db));
    },
  };
}

/** The report's scopes: the platform, a company, a vacancy (an index name's suffix, its leading columns). */
const REPORT_SCOPES: [string, string[]][] = [
  ['', []],
  ['_company', ['company_id']],
  ['_vacancy', ['vacancy_id']],
];

const OPEN = sql`stay_hours IS NULL`;
const FINISHED = sql`stay_hours IS NOT NULL`;

/** An index of the stays that `where` keeps (the open or the finished ones). */
const stagesIndex = (db: Kysely<unknown>, name: string, where: RawBuilder<unknown>, columns: string[]) =>
  sql`CREATE INDEX ${sql.id(name)} ON candidate_stages (${sql.join(columns.map((column) => sql.ref(column)))})
    WHERE ${where}`.execute(db);

interface Stages {
  candidate_stages: {
    candidate_id: number;
    company_id: number;
    vacancy_id: number;
    applied_on: string;
    candidate_status: string;
    furthest_stage: number;
    entered_ms: number;
    stay_hours: number | null;
  };
  candidates: {
    id: number;
    uid: string;
    company_id: number;
    vacancy_id: number;
    created_at: string;
    candidate_status: string;
  };
  history: {
    id: number;
    kind: string;
    subject_uid: string;
    record_uid: string;
    changes: string;
    created_at: string;
  };
}

type StageRow = Stages['candidate_stages'];

/** Rows per INSERT: eight columns each, far below either database's limit of parameters. */
const ROWS_PER_INSERT = 500;

/** A status change's from and to, out of a history entry's changes (JSON), or none. */
function statusChange(changes: string): { from: string | null; to: string | null } | undefined {
  const parsed = JSON.parse(changes) as { field: string; from: string | null; to: string | null }[];
  return parsed.find((change) => change.field === 'candidate_status');
}

/**
 * Every existing candidate's stays, from its history's status changes (oldest first): the first stay from
 * created_at in the status the first change left (or the present one), each change closing one and opening
 * the next. A candidate without history is in its one open stay since it applied.
 */
async function backfill(db: Kysely<Stages>) {
  const moves = new Map<string, { at: string; from: string | null; to: string | null }[]>();
  const entries = await db
    .selectFrom('history')
    .select(['subject_uid', 'changes', 'created_at'])
    .where('kind', '=', 'candidate')
    .whereRef('subject_uid', '=', 'record_uid')
    .where('changes', 'like', '%"candidate_status"%')
    .orderBy('id')
    .execute();
  for (const entry of entries) {
    const change = statusChange(entry.changes);
    if (!change) continue;
    const list = moves.get(entry.subject_uid) ?? [];
    list.push({ at: entry.created_at, ...change });
    moves.set(entry.subject_uid, list);
  }
  const candidates = await db
    .selectFrom('candidates')
    .select(['id', 'uid', 'company_id', 'vacancy_id', 'created_at', 'candidate_status'])
    .execute();
  let rows: StageRow[] = [];
  for (const candidate of candidates) {
    rows.push(...staysOf(candidate, moves.get(candidate.uid) ?? []));
    if (rows.length >= ROWS_PER_INSERT) {
      await db.insertInto('candidate_stages').values(rows).execute();
      rows = [];
    }
  }
  if (rows.length > 0) await db.insertInto('candidate_stages').values(rows).execute();
}

const stageRank = (status: string) => Math.max(0, STAGES.indexOf(status));

function staysOf(
  candidate: Stages['candidates'],
  moves: readonly { at: string; from: string | null; to: string | null }[],
): StageRow[] {
  const stays: StageRow[] = [];
  let status = moves[0]?.from ?? candidate.candidate_status;
  let entered = Date.parse(candidate.created_at);
  let furthest = stageRank(status);
  const stay = (hours: number | null): StageRow => ({
    candidate_id: candidate.id,
    company_id: candidate.company_id,
    vacancy_id: candidate.vacancy_id,
    applied_on: candidate.created_at.slice(0, 10),
    candidate_status: status,
    furthest_stage: furthest,
    entered_ms: entered,
    stay_hours: hours,
  });
  for (const move of moves) {
    const at = Date.parse(move.at);
    stays.push(stay(Math.floor((at - entered) / HOUR_MS)));
    status = move.to ?? candidate.candidate_status;
    entered = at;
    furthest = Math.max(furthest, stageRank(status));
  }
  stays.push(stay(null));
  return stays;
}

/** The columns a new stay writes, NEW being the candidate; its furthest stage and start given. */
const newStay = (furthest: RawBuilder<unknown>, enteredMs: RawBuilder<unknown>) =>
  sql`INSERT INTO candidate_stages (candidate_id, company_id, vacancy_id, applied_on, candidate_status,
      furthest_stage, entered_ms)
    VALUES (NEW.id, NEW.company_id, NEW.vacancy_id, substr(NEW.created_at, 1, 10), NEW.candidate_status, ${furthest},
      ${enteredMs})`;

/** The furthest stage a candidate reaches by entering NEW.candidate_status. */
const furthestAfterMove = sql`(SELECT max(furthest_stage) FROM candidate_stages WHERE candidate_id = NEW.id)`;

async function postgresTriggers(db: Kysely<unknown>) {
  const rank = rankOf(sql`NEW.candidate_status`);
  await sql`CREATE FUNCTION candidate_stage_entered() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${newStay(rank, sql`(extract(epoch FROM NEW.created_at::timestamptz) * 1000)::bigint`)};
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER candidate_stages_insert AFTER INSERT ON candidates
    FOR EACH ROW EXECUTE FUNCTION candidate_stage_entered()`.execute(db);
  await sql`CREATE FUNCTION candidate_stage_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      now_ms bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
    BEGIN
      UPDATE candidate_stages SET stay_hours = ((now_ms - entered_ms) / ${sql.lit(HOUR_MS)})::int
        WHERE candidate_id = NEW.id AND stay_hours IS NULL;
      ${newStay(sql`greatest(${rank}, ${furthestAfterMove})`, sql`now_ms`)};
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER candidate_stages_update AFTER UPDATE OF candidate_status ON candidates
    FOR EACH ROW WHEN (OLD.candidate_status IS DISTINCT FROM NEW.candidate_status)
    EXECUTE FUNCTION candidate_stage_moved()`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>) {
  const msOf = (time: RawBuilder<unknown>) =>
    sql`CAST(round((julianday(${time}) - 2440587.5) * 86400000) AS INTEGER)`;
  const rank = rankOf(sql`NEW.candidate_status`);
  await sql`CREATE TRIGGER candidate_stages_insert AFTER INSERT ON candidates
    FOR EACH ROW
    BEGIN ${newStay(rank, msOf(sql`NEW.created_at`))}; END`.execute(db);
  await sql`CREATE TRIGGER candidate_stages_update AFTER UPDATE OF candidate_status ON candidates
    FOR EACH ROW WHEN OLD.candidate_status IS NOT NEW.candidate_status
    BEGIN
      UPDATE candidate_stages
        SET stay_hours = (${msOf(sql`'now'`)} - entered_ms) / ${sql.lit(HOUR_MS)}
        WHERE candidate_id = NEW.id AND stay_hours IS NULL;
      ${newStay(sql`max(${rank}, ${furthestAfterMove})`, msOf(sql`'now'`))};
    END`.execute(db);
}
