import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { tableWithId } from './id-column';

/**
 * Issue 33: scorecards. A vacancy names the criteria its interviews' scorecards rate (a JSON array of names, in
 * order); each interviewer submits one scorecard an interview, which goes with the interview. Its ratings keep
 * the criteria's names as they were when it was submitted (a JSON array of {criterion, rating}), so that
 * renaming a criterion later changes no submitted scorecard.
 */
export function scorecards(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('vacancies')
        .addColumn('scorecard_criteria', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await tableWithId(engine, db.schema.createTable('scorecards'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('interview_id', 'integer', (c) =>
          c.notNull().references('interviews.id').onDelete('cascade'),
        )
        .addColumn('interviewer_user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('ratings', 'text', (c) => c.notNull())
        .addColumn('recommendation', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('scorecards_interviewer', ['interview_id', 'interviewer_user_id'])
        .execute();
      // A user's deletion takes their scorecards: without an index that is a scan of every scorecard.
      await sql`CREATE INDEX scorecards_user ON scorecards (interviewer_user_id)`.execute(db);
    },
  };
}
