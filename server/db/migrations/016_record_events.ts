import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';

/** The channel: server/events/source.ts listens to it. */
export const RECORD_EVENT_CHANNEL = 'record_event';

/**
 * PostgreSQL: every history entry (every committed write records one, in its transaction) notifies channel
 * record_event with the entry's id, kind, action, uids, company, actor's name and time, never its values.
 * PostgreSQL delivers it only once the writing transaction commits, to every server that listens, in commit
 * order: the live-update streams of all instances hear of each write from this one place. SQLite's single
 * process reads the new entries itself (server/events/source.ts).
 */
export function recordEvents(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`CREATE FUNCTION notify_record_event() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('${sql.raw(RECORD_EVENT_CHANNEL)}', json_build_object(
            'id', NEW.id, 'kind', NEW.kind, 'action', NEW.action, 'subject_uid', NEW.subject_uid,
            'record_uid', NEW.record_uid, 'company_id', NEW.company_id, 'actor_uid', NEW.actor_uid,
            'actor_name', NEW.actor_name,
            'created_at', NEW.created_at)::text);
          RETURN NULL;
        END $$`.execute(db);
      await sql`CREATE TRIGGER history_record_event AFTER INSERT ON history
        FOR EACH ROW EXECUTE FUNCTION notify_record_event()`.execute(db);
    },
  };
}
