import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const PG_URL = process.env.TEST_DATABASE_URL;
export const ENGINES = PG_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
export type Engine = 'sqlite' | 'postgres';

/** A fresh, empty PostgreSQL database of its own, and how to drop it; `options` follow CREATE DATABASE. */
export async function createPgDatabase(options = ''): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `recruit_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} ${options}`);
  await admin.end();
  const url = new URL(PG_URL ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
