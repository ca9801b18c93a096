import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { tableWithId } from './id-column';

/**
 * Issue 33: interviews on candidates. An interview goes with its candidate (an erasure takes it); its company is
 * copied from the candidate for the company scope; its organizer's name is kept for when the user is deleted.
 * `ends_at` is stored beside the start so that an interviewer's overlapping interviews are one range test.
 * `sequence` counts the invitations' changes (RFC 5545 SEQUENCE). Its interviewers are rows of their own; a
 * deleted user leaves the interviews they were on. Users get the language their mails are written in.
 */
export function interviews(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(engine, db.schema.createTable('interviews'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('candidate_id', 'integer', (c) =>
          c.notNull().references('candidates.id').onDelete('cascade'),
        )
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('round', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('video_link', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('candidate_invited', 'integer', (c) => c.notNull())
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('organizer_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('organizer_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The calendar reads a time range; a candidate's details its interviews; the cascade needs the latter too.
      await sql`CREATE INDEX interviews_start ON interviews (starts_at, id)`.execute(db);
      await sql`CREATE INDEX interviews_candidate ON interviews (candidate_id, starts_at)`.execute(db);
      await sql`CREATE INDEX interviews_organizer ON interviews (organizer_user_id)`.execute(db);
      await db.schema
        .createTable('interview_interviewers')
        .addColumn('interview_id', 'integer', (c) =>
          c.notNull().references('interviews.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('interview_interviewers_key', ['interview_id', 'user_id'])
        .execute();
      // An interviewer's interviews (their conflicts, the calendar's filter, a user's deletion).
      await sql`CREATE INDEX interview_interviewers_user ON interview_interviewers (user_id, interview_id)`.execute(
        db,
      );
      await db.schema
        .alterTable('users')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('english'))
        .execute();
    },
  };
}
