import fs from 'node:fs/promises';
import { expect, it } from 'vitest';
import { localUploadsDir } from '../../server/platform/storage/local';
import { describeEachDatabase } from './harness';
import { whileDatabaseRefuses } from './pg-outage';

/**
 * Issue 13: load balancers ask `/api/health` whether the process answers and `/api/ready` whether this
 * instance can serve; each dependency is named, so that an operator sees which one is down. Issue 27: only
 * the database makes an instance unready; the shared storage and Redis are reported, not followed.
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

  it('stays ready without its storage, and says the storage is unreachable', async () => {
    const uploads = localUploadsDir(api().dataDir);
    await fs.rename(uploads, `${uploads}-away`);
    try {
      const ready = await api().call('GET', { path: '/api/ready' });
      expect(ready).toMatchObject({
        status: 200,
        body: { status: 200, response: { database: 'ok', storage: 'unreachable' } },
      });
      expect((await api().call('GET', { path: '/api/health' })).status).toBe(200);
    } finally {
      await fs.rename(`${uploads}-away`, uploads);
    }
    const back = await api().call('GET', { path: '/api/ready' });
    expect(back.body.response).toEqual({ database: 'ok', storage: 'ok' });
  });

  it('is not ready while its PostgreSQL database refuses connections', async () => {
    const url = api().server.ctx.config.DATABASE_URL;
    if (!url) return;
    await whileDatabaseRefuses(url, () =>
      expect
        .poll(async () => (await api().call('GET', { path: '/api/ready' })).body)
        .toEqual({ status: 503, response: { database: 'unreachable', storage: 'ok' } }),
    );
    await expect.poll(async () => (await api().call('GET', { path: '/api/ready' })).status).toBe(200);
  });
});
