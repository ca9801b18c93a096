import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, callPath, startApi, type TestApi } from './harness';

interface RawAnswer {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as bytes on the wire, with the given Accept-Encoding (fetch would decode and hide them). */
function raw(api: TestApi, path: string, token: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${token}` };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    http
      .get(new URL(path, api.baseUrl), { headers }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
};

/** JSON answers are compressed as the client accepts: pages at once, unpaged lists as they stream. */
describe('compressed answers', () => {
  let api: TestApi;
  let admin = '';
  const page = `${callPath('candidateList', { status: 'all' })}?page=1&page_size=25`;
  const unpaged = callPath('candidateList', { status: 'all' });

  beforeAll(async () => {
    api = await startApi('sqlite');
    admin = await api.login(ADMIN.email, ADMIN.password);
    const company = await insertCompany(api, { company_name: 'Kompression GmbH' });
    const vacancy = await insertVacancy(api, company.id, { vacancy_title: 'Packerin' });
    await insertCandidates(
      api,
      vacancy.id,
      Array.from({ length: 25 }, (_, n) => ({ candidate_name: `Bewerberin ${n}` })),
    );
  });
  afterAll(() => api.close());

  it.each(['br', 'gzip', 'deflate'])('sends a page in %s, whole, with its length', async (encoding) => {
    const plain = await raw(api, page, admin);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await raw(api, page, admin, `${encoding}, identity;q=0.5`);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decoders[encoding]?.(packed.body).toString() ?? '')).toEqual(
      JSON.parse(plain.body.toString()),
    );
  });

  it('prefers brotli when a browser accepts all three', async () => {
    const packed = await raw(api, page, admin, 'gzip, deflate, br');
    expect(packed.headers['content-encoding']).toBe('br');
  });

  it('streams the unpaged list compressed, as it is read', async () => {
    const plain = await raw(api, unpaged, admin);
    const packed = await raw(api, unpaged, admin, 'gzip');
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(zlib.gunzipSync(packed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });
});
