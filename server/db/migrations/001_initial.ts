import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { tableWithId } from './id-column';

/** The first schema. `engine` decides the two things that differ: serial ids and the casefold helpers. */
export function initialSchema(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql`CREATE OR REPLACE FUNCTION casefold(text) RETURNS text AS 'SELECT lower($1)' LANGUAGE SQL IMMUTABLE`.execute(
          db,
        );
        await sql`CREATE OR REPLACE FUNCTION instr(text, text) RETURNS integer AS 'SELECT strpos($1, $2)' LANGUAGE SQL IMMUTABLE`.execute(
          db,
        );
      }
      await tableWithId(engine, db.schema.createTable('companies'))
        .addColumn('company_uid', 'text', (c) => c.notNull().unique())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('company_email', 'text', (c) => c.notNull())
        .addColumn('company_logo', 'text')
        .addColumn('folder_name', 'text', (c) => c.notNull())
        .addColumn('folder_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await tableWithId(engine, db.schema.createTable('users'))
        .addColumn('user_uid', 'text', (c) => c.notNull().unique())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('user_role', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) =>
          c.notNull().references('companies.id').onDelete('restrict'),
        )
        .addColumn('last_login', 'text')
        .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_company_id').on('users').column('company_id').execute();

      await tableWithId(engine, db.schema.createTable('packages'))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('package_name', 'text', (c) => c.notNull().unique())
        .execute();

      await tableWithId(engine, db.schema.createTable('vacancies'))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('vacancy_title', 'text', (c) => c.notNull())
        .addColumn('vacancy_description', 'text', (c) => c.notNull())
        .addColumn('vacancy_tag', 'text', (c) => c.notNull())
        .addColumn('vacancy_quota', 'integer', (c) => c.notNull())
        .addColumn('vacancy_start_date', 'text', (c) => c.notNull())
        .addColumn('vacancy_due_date', 'text', (c) => c.notNull())
        .addColumn('vacancy_status', 'text', (c) => c.notNull())
        .addColumn('vacancy_form_id', 'text', (c) => c.notNull())
        .addColumn('vacancy_thumbnail', 'text')
        .addColumn('vacancy_share_url', 'text')
        .addColumn('company_id', 'integer', (c) =>
          c.notNull().references('companies.id').onDelete('restrict'),
        )
        .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('modified_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('vacancies_company_id').on('vacancies').column('company_id').execute();

      await db.schema
        .createTable('vacancy_packages')
        .addColumn('vacancy_id', 'integer', (c) => c.notNull().references('vacancies.id').onDelete('cascade'))
        .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('vacancy_packages_pk', ['vacancy_id', 'package_id'])
        .execute();

      await tableWithId(engine, db.schema.createTable('candidates'))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('candidate_name', 'text', (c) => c.notNull())
        .addColumn('candidate_email', 'text', (c) => c.notNull())
        .addColumn('candidate_phone_number', 'text', (c) => c.notNull())
        .addColumn('candidate_status', 'text', (c) => c.notNull())
        .addColumn('is_candidate_active', 'text', (c) => c.notNull())
        .addColumn('candidate_thumbnail', 'text')
        .addColumn('candidate_resume', 'text')
        .addColumn('candidate_file_name', 'text')
        .addColumn('candidate_share_url', 'text')
        .addColumn('vacancy_id', 'integer', (c) => c.notNull().references('vacancies.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('candidates_vacancy_id').on('candidates').column('vacancy_id').execute();
    },
  };
}
