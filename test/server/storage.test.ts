import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from './fixtures';
import { ORPHAN_GRACE_MS } from '../../server/platform/uploads';
import { ADMIN, ENGINES, freshStore, serveApi, startApi, type Store, type TestApi } from './harness';
import { startS3, type S3Server } from './s3';

/** A PNG of a few kB, so that ranges inside it differ from the whole. */
const IMAGE = await sharp(
  Buffer.from(Array.from({ length: 40 * 30 * 3 }, (_, index) => (index * 31) % 256)),
  {
    raw: { width: 40, height: 30, channels: 3 },
  },
)
  .png({ compressionLevel: 0 })
  .toBuffer();

const STORES = ['local', 's3'] as const;

/**
 * Issue 13: uploads live in the data folder by default or in an S3-compatible bucket (S3_BUCKET); either way
 * /media/ links answer the same: the whole file, a range of it (videos seek), 304 for an unchanged one, and
 * 404 once the last record showing it is gone; and the sweep removes only old files no record refers to.
 */
for (const store of STORES) {
  for (const engine of ENGINES) {
    describe(`media in the ${store} store [${engine}]`, () => {
      let s3: S3Server | undefined;
      let server: TestApi | undefined;
      let token = '';
      const api = () => {
        if (!server) throw new Error('server not started');
        return server;
      };
      const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
        fetch(new URL(url, api().baseUrl), { headers, method });

      beforeAll(async () => {
        s3 = store === 's3' ? await startS3() : undefined;
        server = await startApi(engine, s3?.env);
        token = await api().login(ADMIN.email, ADMIN.password);
      });
      afterAll(async () => {
        await server?.close();
        await s3?.close();
      });

      async function addCustomer(): Promise<{ uid: string; logo: string }> {
        const form = new FormData();
        const name = `Logo ${randomUUID().slice(0, 8)}`;
        const fields = { company_name: name, company_email: `${randomUUID()}@firma.de`, folder_name: name };
        for (const [key, value] of Object.entries({ ...fields, folder_id: randomUUID() }))
          form.append(key, value);
        form.append('company_logo', pngFile(IMAGE));
        const answer = await api().call('POST', 'companyRegister', {}, { token, form });
        expect(answer.status).toBe(200);
        const data = answer.body.data as { company_uid: string; company_logo: string };
        return { uid: data.company_uid, logo: data.company_logo };
      }

      it('is ready with its store', async () => {
        const ready = await api().call('GET', { path: '/api/ready' });
        expect(ready).toMatchObject({ status: 200, body: { response: { database: 'ok', storage: 'ok' } } });
      });

      it('serves an uploaded logo whole, by range, and as unchanged', async () => {
        const { logo } = await addCustomer();
        const whole = await get(logo);
        expect(whole.status).toBe(200);
        expect(Object.fromEntries(whole.headers)).toMatchObject({
          'content-type': 'image/png',
          'content-length': String(IMAGE.length),
          'accept-ranges': 'bytes',
          'x-content-type-options': 'nosniff',
        });
        expect(Buffer.from(await whole.arrayBuffer())).toEqual(IMAGE);
        const etag = whole.headers.get('etag') ?? '';
        expect(etag).not.toBe('');
        expect(whole.headers.get('last-modified')).not.toBeNull();

        const part = await get(logo, { range: 'bytes=100-199' });
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe(`bytes 100-199/${IMAGE.length}`);
        expect(part.headers.get('content-length')).toBe('100');
        expect(Buffer.from(await part.arrayBuffer())).toEqual(IMAGE.subarray(100, 200));
        // How a video player asks for the rest from where it seeks to.
        const rest = await get(logo, { range: `bytes=${IMAGE.length - 10}-` });
        expect(rest.status).toBe(206);
        expect(Buffer.from(await rest.arrayBuffer())).toEqual(IMAGE.subarray(-10));

        // A player resuming a range of the file it has, and one whose copy is of another file.
        const resumed = await get(logo, { range: 'bytes=0-9', 'if-range': etag });
        expect(resumed.status).toBe(206);
        expect(Buffer.from(await resumed.arrayBuffer())).toEqual(IMAGE.subarray(0, 10));
        const changed = await get(logo, { range: 'bytes=0-9', 'if-range': '"another-file"' });
        expect(changed.status).toBe(200);
        expect(Buffer.from(await changed.arrayBuffer())).toEqual(IMAGE);

        // As a browser revalidates (fetch would add `no-cache`, which asks for the file whatever its ETag).
        const unchanged = await get(logo, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
        expect(unchanged.status).toBe(304);
        expect(await unchanged.text()).toBe('');

        const beyond = await get(logo, { range: `bytes=${IMAGE.length + 10}-` });
        expect(beyond.status).toBe(416);
        expect(((await beyond.json()) as { status: number }).status).toBe(416);

        const head = await get(logo, {}, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.headers.get('content-length')).toBe(String(IMAGE.length));
        expect(await head.text()).toBe('');
      });

      it('answers 404 in the JSON envelope for a missing file, and once its last record is gone', async () => {
        // Signed as answers hand them out: without a signature, only a customer's logo is served.
        const sign = await api().server.ctx.mediaLinks.signer();
        for (const url of [sign('/media/missing.png'), '/media/..%2Fsecret.key', '/media/.hidden.png']) {
          const answer = await get(url);
          expect(answer.status, url).toBe(404);
          expect(((await answer.json()) as { status: number }).status).toBe(404);
        }
        const { uid, logo } = await addCustomer();
        expect((await get(logo)).status).toBe(200);
        const deleted = await api().call('DELETE', 'companyDelete', { id: uid }, { token });
        expect(deleted.status).toBe(200);
        expect((await get(sign(logo))).status).toBe(404);
      });

      it('sweeps old files no record refers to, keeping referenced, fresh and hand-placed ones', async () => {
        const { uploads } = api().server.ctx;
        const orphan = await uploads.store({ content: IMAGE, extension: 'png' });
        const { logo } = await addCustomer();
        const byHand = `/media/put-here-by-hand-${randomUUID()}.png`;
        await uploads.files.save(byHand.slice('/media/'.length), IMAGE);

        const sign = await api().server.ctx.mediaLinks.signer();
        expect(await uploads.sweep()).toEqual([]);
        expect((await get(sign(orphan))).status).toBe(200);
        const later = Date.now() + ORPHAN_GRACE_MS + 60_000;
        expect(await uploads.sweep(later)).toEqual([orphan.slice('/media/'.length)]);
        expect((await get(sign(orphan))).status).toBe(404);
        for (const kept of [logo, byHand]) expect((await get(sign(kept))).status, kept).toBe(200);
      });
    });
  }
}

describe('media in a bucket that is not there', () => {
  let s3: S3Server | undefined;
  let api: TestApi | undefined;
  beforeAll(async () => {
    s3 = await startS3();
    api = await startApi('sqlite', { ...s3.env, S3_BUCKET: 'no-such-bucket' });
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  // The bucket is every instance's: readiness follows the database alone, and names the storage's state.
  it('stays ready, and says the storage is unreachable', async () => {
    const ready = await api?.call('GET', { path: '/api/ready' });
    expect(ready).toMatchObject({
      status: 200,
      body: { status: 200, response: { database: 'ok', storage: 'unreachable' } },
    });
  });
});

/**
 * The demo's media in a bucket: each distinct file is sent once and the store copies it for the others
 * (a resume for every vacancy), and an instance starting later on the same data sends nothing again.
 */
for (const engine of ENGINES) {
  describe(`demo media in a bucket [${engine}]`, () => {
    let s3: S3Server | undefined;
    let store: Store | undefined;
    let server: TestApi | undefined;
    const api = () => {
      if (!server) throw new Error('server not started');
      return server;
    };
    beforeAll(async () => {
      s3 = await startS3();
      store = await freshStore(engine);
      server = await serveApi(store, { ...s3.env, DEMO_DATA: '1' });
    });
    afterAll(async () => {
      await server?.close();
      await s3?.close();
    });

    it('sends each shipped file once, copies it for every other vacancy, and serves them', async () => {
      const written = (kind: string, prefix: string) =>
        (s3?.events ?? []).filter((event) => event.kind === kind && event.key.startsWith(prefix)).length;
      const vacancies = await api().db.selectFrom('vacancies').select('id').execute();
      for (const shipped of ['demo-resume-', 'demo-poster-']) {
        expect(written('Put', shipped), shipped).toBe(1);
        expect(written('Copy', shipped), shipped).toBe(vacancies.length - 1);
      }
      expect(written('Put', 'demo-video-')).toBe(1);

      const candidate = await api()
        .db.selectFrom('candidates')
        .select(['candidate_resume', 'candidate_share_url'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      // As an answer hands them out: signed links.
      const sign = await api().server.ctx.mediaLinks.signer();
      const resume = await fetch(new URL(sign(candidate.candidate_resume) ?? '', api().baseUrl));
      expect(resume.headers.get('content-type')).toBe('application/pdf');
      const shipped = await fs.readFile(new URL('../../server/demo/media/resume.pdf', import.meta.url));
      expect(Buffer.from(await resume.arrayBuffer())).toEqual(shipped);
      const video = await fetch(new URL(sign(candidate.candidate_share_url) ?? '', api().baseUrl), {
        headers: { range: 'bytes=0-99' },
      });
      expect(video.status).toBe(206);
      expect(video.headers.get('content-type')).toBe('video/mp4');
      expect((await video.arrayBuffer()).byteLength).toBe(100);
    });

    it('sends nothing again when an instance starts later on the same database and bucket', async () => {
      const before = s3?.events.length;
      await api().server.close();
      if (!store) throw new Error('no store');
      server = await serveApi(store, { ...s3?.env, DEMO_DATA: '1' });
      expect(s3?.events.length).toBe(before);
      const ready = await api().call('GET', { path: '/api/ready' });
      expect(ready.body.response).toEqual({ database: 'ok', storage: 'ok' });
    });
  });
}
