import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateWithEverything, mediaLinks, served, stored } from './erasure-fixtures';
import { ADMIN, ENGINES, startApi, type TestApi } from './harness';
import { startS3, type S3Server } from './s3';

for (const engine of ENGINES) {
  describe(`erasing a candidate whose files are in a bucket (s3rver) [${engine}]`, () => {
    let s3: S3Server | undefined;
    let server: TestApi | undefined;
    let token = '';
    const api = () => server ?? expect.fail('no server');
    beforeAll(async () => {
      s3 = await startS3();
      server = await startApi(engine, s3.env);
      token = await api().login(ADMIN.email, ADMIN.password);
    });
    afterAll(async () => {
      await server?.close();
      await s3?.close();
    });
    const queued = () => api().db.selectFrom('file_removals').select('url').execute();

    it('removes the résumé, video and thumbnail from the bucket', async () => {
      const { row, files } = await candidateWithEverything(api(), token);
      const links = await mediaLinks(api(), token, row.uid);
      expect(await stored(api(), files)).toHaveLength(3);
      expect((await api().call('DELETE', 'candidateDelete', { id: row.uid }, { token })).status).toBe(200);
      expect(await stored(api(), files)).toEqual([]);
      expect(
        s3?.events
          .filter((event) => event.kind === 'Delete')
          .map((event) => event.key)
          .sort(),
      ).toEqual(expect.arrayContaining([...files].sort()));
      expect(await Promise.all(links.map((link) => served(api(), link)))).toEqual([404, 404, 404]);
      expect(await queued()).toEqual([]);
    });

    it('retries a removal the bucket refused until the files are gone', async () => {
      const { row, files } = await candidateWithEverything(api(), token);
      await s3?.stop();
      // The erasure commits whatever the store says: the files wait in the queue.
      expect((await api().call('DELETE', 'candidateDelete', { id: row.uid }, { token })).status).toBe(200);
      expect((await queued()).map((entry) => entry.url).sort()).toEqual(
        files.map((file) => `/media/${file}`).sort(),
      );
      await s3?.start();
      await expect.poll(queued, { timeout: 30_000, interval: 200 }).toEqual([]);
      expect(await stored(api(), files)).toEqual([]);
    });
  });
}
