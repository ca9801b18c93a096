import fs from 'node:fs/promises';
import pg from 'pg';
import { expect, it } from 'vitest';
import { localUploadsDir } from '../../server/platform/storage/local';
import { describeEachDatabase } from './harness';

/**
 * Issue 13: load balancers ask `/api/health` whether the process answers and `/api/ready` whether what it
 * serves from answers too; each dependency is named, so that an operator sees which one is down.
 */
describeEachDatabase('health and readiness', (api) => {
  it('is alive and ready with its database and storage', async () => {
    const health = await api().call('GET', { path: '/api/health' });
    expect(health).toMatchObject({ status: 200, body: { status: 200, response: 'ok' } });
    const ready = await api().call('GET', { path: '/api/ready' });
    expect(ready).toMatchObject({
      status: 200,
      body: { status: 200, response: { database: 'ok', storage: 'ok' } },
    });
  });

  it('is not ready without its storage, and says so, while it stays alive', async () => {
    const uploads = localUploadsDir(api().dataDir);
    await fs.rename(uploads, `${uploads}-away`);
    try {
      const ready = await api().call('GET', { path: '/api/ready' });
      expect(ready).toMatchObject({
        status: 503,
        body: { status: 503, response: { database: 'ok', storage: 'unreachable' } },
      });
      expect((await api().call('GET', { path: '/api/health' })).status).toBe(200);
    } finally {
      await fs.rename(`${uploads}-away`, uploads);
    }
    expect((await api().call('GET', { path: '/api/ready' })).status).toBe(200);
  });

  it('is not ready while its PostgreSQL database refuses connections', async () => {
    const url = api().server.ctx.config.DATABASE_URL;
    if (!url) return;
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await expect
        .poll(async () => (await api().call('GET', { path: '/api/ready' })).body.response)
        .toEqual({ database: 'unreachable', storage: 'ok' });
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expect.poll(async () => (await api().call('GET', { path: '/api/ready' })).status).toBe(200);
  });
});
