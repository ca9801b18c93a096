import pg from 'pg';

/**
 * Runs `during` while the PostgreSQL database at `url` refuses connections, its open ones ended: an outage of
 * this test's own database only, never of the shared server. Connections are allowed again afterwards.
 */
export async function whileDatabaseRefuses<T>(url: string, during: () => Promise<T>): Promise<T> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    return await during();
  } finally {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin.end();
  }
}
