import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';

/** The candidate's own fields (its edit form's, as its history records them): a change of one is a change. */
const OWN_FIELDS = [
  'candidate_name',
  'candidate_email',
  'candidate_phone_number',
  'candidate_status',
  'is_candidate_active',
];

/**
 * Issue 30, retention:
 * - companies.retention_days: the customer's own retention in days (NULL: the platform's CANDIDATE_RETENTION_DAYS);
 * - candidates.changed_at: when the candidate's own fields last changed (ISO time), which retention counts from.
 *   The table had no such column, and its history is no reliable clock (candidates inserted by the application
 *   flow or the demo have none). Triggers keep it, so every write reaches it, whichever code makes it: a new
 *   row starts at its created_at, an update that changes one of OWN_FIELDS sets the database's time (a rename
 *   of its vacancy or company, copied into the row, is no change of the candidate). Existing rows take their
 *   newest history entry's time, or created_at. Indexed for the sweep and the dashboard's figure;
 * - retention_sweep: when the sweep ran last and runs next, shared by every instance.
 */
export function candidateRetention(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE companies ADD COLUMN retention_days INTEGER`.execute(db);
      await sql`ALTER TABLE candidates ADD COLUMN changed_at TEXT`.execute(db);
      await sql`UPDATE candidates SET changed_at = COALESCE(
          (SELECT max(history.created_at) FROM history
            WHERE history.kind = 'candidate' AND history.subject_uid = candidates.uid
              AND history.record_uid = candidates.uid),
          created_at)`.execute(db);
      await sql`CREATE INDEX candidates_changed_at ON candidates (changed_at)`.execute(db);
      await (engine === 'postgres' ? postgresTriggers(db) : sqliteTriggers(db));
      await sql`CREATE TABLE retention_sweep (
          name TEXT PRIMARY KEY,
          last_at TEXT NOT NULL,
          next_at TEXT NOT NULL,
          erased INTEGER NOT NULL)`.execute(db);
    },
  };
}

const columns = sql.join(OWN_FIELDS.map((field) => sql.ref(field)));

async function postgresTriggers(db: Kysely<unknown>) {
  const changed = sql.join(
    OWN_FIELDS.map((field) => sql`OLD.${sql.ref(field)} IS DISTINCT FROM NEW.${sql.ref(field)}`),
    sql` OR `,
  );
  await sql`CREATE FUNCTION candidate_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.changed_at := COALESCE(NEW.changed_at, NEW.created_at);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER candidates_changed_at_insert BEFORE INSERT ON candidates
    FOR EACH ROW EXECUTE FUNCTION candidate_inserted()`.execute(db);
  await sql`CREATE FUNCTION candidate_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.changed_at := to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER candidates_changed_at_update BEFORE UPDATE OF ${columns} ON candidates
    FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION candidate_changed()`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>) {
  const changed = sql.join(
    OWN_FIELDS.map((field) => sql`OLD.${sql.ref(field)} IS NOT NEW.${sql.ref(field)}`),
    sql` OR `,
  );
  await sql`CREATE TRIGGER candidates_changed_at_insert AFTER INSERT ON candidates
    FOR EACH ROW WHEN NEW.changed_at IS NULL
    BEGIN UPDATE candidates SET changed_at = NEW.created_at WHERE id = NEW.id; END`.execute(db);
  await sql`CREATE TRIGGER candidates_changed_at_update AFTER UPDATE OF ${columns} ON candidates
    FOR EACH ROW WHEN ${changed}
    BEGIN
      UPDATE candidates SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
    END`.execute(db);
}
