import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { FORM_LIMITS } from '@contract/domain';
import type { ApiPathName } from '@contract/paths';
import type { CompanyRow } from '../../server/customers/table';
import type { VacancyRow } from '../../server/vacancies/table';
import { localUploadsDir } from '../../server/platform/storage/local';
import { ORPHAN_GRACE_MS, sweepPeriodically } from '../../server/platform/uploads';
import { insertCompany, insertVacancy, PNG_1X1, storedUrl } from './fixtures';
import { ADMIN, callPath, describeEachDatabase, type Answer, type TestApi } from './harness';

/** One part of a hand-built multipart body: a field, a file, or raw part headers. */
interface Part {
  name?: string;
  value?: string | Buffer;
  filename?: string;
  headers?: string;
}

function multipartBody(boundary: string, parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.headers ??
      `Content-Disposition: form-data; name="${part.name}"` +
        (part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : '');
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n`), Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARY = '----hardening-test-boundary';
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const MALFORMED_EN = 'The request could not be read.';
const MALFORMED_DE = 'Die Anfrage konnte nicht gelesen werden.';
const UNREADABLE = 'The image could not be read in full: it is damaged or incomplete.';
const TOO_MANY_PIXELS =
  'The image has too many pixels: at most 16 million (width × height × frames) are allowed.';

/** A PNG whose header declares `width` × `height` pixels, with a valid CRC on every chunk. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 64 × 48 picture of noise (it compresses badly, so a cut lands inside the pixel data). */
const noise = () =>
  sharp(Buffer.from(Array.from({ length: 64 * 48 * 3 }, (_, index) => (index * 7919 + (index >> 5)) % 256)), {
    raw: { width: 64, height: 48, channels: 3 },
  });

/** `count` solid frames of `side` × `side` pixels, alternating black and red. */
async function animation(count: number, side: number, format: 'gif' | 'webp'): Promise<Buffer> {
  const frames = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      sharp({
        create: {
          width: side,
          height: side,
          channels: 3,
          background: { r: index % 2 ? 255 : 0, g: 0, b: 0 },
        },
      })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    [format]()
    .toBuffer();
}

/** Everything a refused request must leave as it was: the records and the stored files. */
async function snapshot(api: TestApi): Promise<string> {
  const hash = createHash('sha256');
  for (const table of ['companies', 'vacancies', 'vacancy_packages'] as const) {
    const rows = await api.db.selectFrom(table).selectAll().execute();
    hash.update(
      `${table}:${rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n')}`,
    );
  }
  const files = await fs.readdir(localUploadsDir(api.dataDir)).catch(() => []);
  hash.update(`files:${files.sort().join(',')}`);
  return hash.digest('hex');
}

describeEachDatabase('uploads hardening', (api) => {
  let token = '';
  let company: CompanyRow;
  let vacancy: VacancyRow;

  beforeAll(async () => {
    token = await api().login(ADMIN.email, ADMIN.password);
    company = await insertCompany(api());
    vacancy = await insertVacancy(api(), company.id);
  });

  const vacancyFields = (): Part[] =>
    Object.entries({
      vacancy_title: 'Baker',
      vacancy_form_id: 'form-1',
      vacancy_description: 'Bakes bread',
      vacancy_tag: 'bakery',
      company_uuid: company.company_uid,
      vacancy_quota: '40',
      vacancy_start_date: '2024-03-01',
      vacancy_due_date: '2024-04-01',
      vacancy_status: 'Active', // the update's own field; the create ignores it
    }).map(([name, value]) => ({ name, value }));
  const companyFields = (): Part[] =>
    Object.entries({
      company_name: `Hardened ${randomUUID().slice(0, 8)}`,
      company_email: `${randomUUID().slice(0, 8)}@example.com`,
      folder_name: 'folder',
      folder_id: 'folder-id',
    }).map(([name, value]) => ({ name, value }));

  /** The four calls that take an image, each with a complete, valid form of its own. */
  const routes = () =>
    [
      {
        method: 'POST',
        name: 'vacancyCreate',
        params: {},
        image: 'vacancy_thumbnail',
        fields: vacancyFields,
      },
      {
        method: 'PUT',
        name: 'vacancyUpdate',
        params: { id: vacancy.uid },
        image: 'vacancy_thumbnail',
        fields: vacancyFields,
      },
      { method: 'POST', name: 'companyRegister', params: {}, image: 'company_logo', fields: companyFields },
      {
        method: 'PUT',
        name: 'companyUpdate',
        params: { id: company.company_uid },
        image: 'company_logo',
        fields: companyFields,
      },
    ] as const;
  type Route = ReturnType<typeof routes>[number];

  async function send(
    route: Route,
    contentType: string,
    body: Buffer,
    lang?: string,
  ): Promise<Omit<Answer, 'headers'>> {
    const url = new URL(callPath(route.name as ApiPathName, route.params), api().baseUrl);
    const headers: Record<string, string> = { 'content-type': contentType, authorization: `Bearer ${token}` };
    if (lang) headers['accept-language'] = lang;
    const response = await fetch(url, {
      method: route.method,
      headers,
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as Answer['body'] };
  }

  /** Sends a form to every route and expects each to refuse it with `status` and `message`, storing nothing. */
  async function expectRefusedEverywhere(
    form: (route: Route) => { contentType?: string; body: Buffer },
    status: number,
    message: string,
    lang?: string,
  ) {
    for (const route of routes()) {
      const before = await snapshot(api());
      const { contentType = FORM_TYPE, body } = form(route);
      const answer = await send(route, contentType, body, lang);
      expect(answer, `${route.method} ${route.name}`).toEqual({
        status,
        body: { status, response: [message] },
      });
      expect(await snapshot(api()), `${route.name} changed stored data`).toBe(before);
    }
  }

  const validForm = (route: Route, boundary = BOUNDARY) =>
    multipartBody(boundary, [
      ...route.fields(),
      { name: route.image, filename: 'image.png', value: PNG_1X1 },
    ]);

  it('accepts the hand-built form itself, so the refusals below are about what breaks it', async () => {
    const route = routes()[1];
    const answer = await send(route, FORM_TYPE, validForm(route));
    expect(answer.status).toBe(200);
  });

  it('answers 400 "could not be read" to a multipart body without a boundary', async () => {
    await expectRefusedEverywhere(
      (route) => ({ contentType: 'multipart/form-data', body: validForm(route) }),
      400,
      MALFORMED_EN,
    );
  });

  it('answers 400 to an empty boundary, bare or quoted, in English and German', async () => {
    await expectRefusedEverywhere(
      (route) => ({ contentType: 'multipart/form-data; boundary=', body: validForm(route, '') }),
      400,
      MALFORMED_EN,
    );
    await expectRefusedEverywhere(
      (route) => ({ contentType: 'multipart/form-data; boundary=""', body: validForm(route, '') }),
      400,
      MALFORMED_DE,
      'de-DE',
    );
  });

  it('answers 400 to a body cut off inside a part, in a field or in the file', async () => {
    await expectRefusedEverywhere(
      (route) => {
        const body = validForm(route);
        return { body: body.subarray(0, body.indexOf('IHDR') + 8) };
      },
      400,
      MALFORMED_EN,
    );
    await expectRefusedEverywhere(
      (route) => {
        const body = validForm(route);
        return { body: body.subarray(0, body.indexOf('\r\n\r\n') + 6) };
      },
      400,
      MALFORMED_EN,
    );
  });

  it('answers 400 to garbage, under a good boundary and under one longer than RFC 2046 allows', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 131 + 7) % 256));
    await expectRefusedEverywhere(() => ({ body: garbage }), 400, MALFORMED_EN);
    const long = 'b'.repeat(300);
    await expectRefusedEverywhere(
      (route) => ({ contentType: `multipart/form-data; boundary=${long}`, body: validForm(route, long) }),
      400,
      MALFORMED_EN,
    );
  });

  it('answers a form with a large part that is neither field nor file (busboy stalled on it)', async () => {
    for (const size of [18_000, 22_000, 26_000]) {
      for (const route of routes()) {
        const body = multipartBody(BOUNDARY, [
          ...route.fields(),
          { headers: 'Content-Type: text/plain', value: 'a'.repeat(size) },
        ]);
        const answer = await send(route, FORM_TYPE, body);
        expect(answer.status, `${size} bytes on ${route.name}: ${JSON.stringify(answer.body)}`).toBe(
          route.name === 'companyRegister' ? 400 : 200,
        );
      }
    }
  });

  it('answers 413 naming too many files, in English and German', async () => {
    const files = (route: Route) =>
      multipartBody(BOUNDARY, [
        ...route.fields(),
        ...Array.from({ length: FORM_LIMITS.files + 1 }, () => ({
          name: route.image,
          filename: 'image.png',
          value: PNG_1X1,
        })),
      ]);
    await expectRefusedEverywhere(
      (route) => ({ body: files(route) }),
      413,
      'The form has too many files: at most 2 are allowed.',
    );
    await expectRefusedEverywhere(
      (route) => ({ body: files(route) }),
      413,
      'Das Formular hat zu viele Dateien: höchstens 2 sind erlaubt.',
      'de',
    );
  });

  it('answers 413 naming too many fields, in English and German', async () => {
    const fields = (route: Route) =>
      multipartBody(BOUNDARY, [
        ...route.fields(),
        ...Array.from({ length: FORM_LIMITS.fields }, (_, index) => ({ name: `extra_${index}`, value: 'x' })),
      ]);
    await expectRefusedEverywhere(
      (route) => ({ body: fields(route) }),
      413,
      'The form has too many fields: at most 30 are allowed.',
    );
    await expectRefusedEverywhere(
      (route) => ({ body: fields(route) }),
      413,
      'Das Formular hat zu viele Felder: höchstens 30 sind erlaubt.',
      'de',
    );
  });

  it('answers 413 naming too many parts (parts that are neither field nor file count too)', async () => {
    const parts = (route: Route) =>
      multipartBody(BOUNDARY, [
        ...route.fields(),
        ...Array.from({ length: FORM_LIMITS.parts }, () => ({
          headers: 'Content-Type: text/plain',
          value: 'x',
        })),
      ]);
    await expectRefusedEverywhere(
      (route) => ({ body: parts(route) }),
      413,
      'The form has too many parts: at most 40 are allowed.',
    );
    await expectRefusedEverywhere(
      (route) => ({ body: parts(route) }),
      413,
      'Das Formular hat zu viele Teile: höchstens 40 sind erlaubt.',
      'de',
    );
  });

  it('answers 413 naming the file size for a file over the limit', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(3 * 1024 * 1024, 1)]);
    await expectRefusedEverywhere(
      (route) => ({
        body: multipartBody(BOUNDARY, [
          ...route.fields(),
          { name: route.image, filename: 'image.png', value: big },
        ]),
      }),
      413,
      'The file is too large: at most 2 MiB is allowed.',
    );
  });

  it('refuses a field longer than the field size limit instead of storing it cut, in English and German', async () => {
    const long = 'ä'.repeat(FORM_LIMITS.fieldSize); // two bytes each: twice the limit
    const form = (route: Route) => ({
      body: multipartBody(
        BOUNDARY,
        route.fields().map((part, index) => (index === 0 ? { ...part, value: long } : part)),
      ),
    });
    await expectRefusedEverywhere(form, 413, 'A field is too long: at most 64 KiB is allowed per field.');
    await expectRefusedEverywhere(
      form,
      413,
      'Ein Feld ist zu lang: höchstens 64 KiB pro Feld sind erlaubt.',
      'de',
    );
  });

  /** Sends `image` as the image of every route with an otherwise valid form. */
  const imageForm = (image: Buffer) => (route: Route) => ({
    body: multipartBody(BOUNDARY, [
      ...route.fields(),
      { name: route.image, filename: 'image.png', value: image },
    ]),
  });

  it('refuses a PNG declaring 100000 × 100000 pixels with the pixel message, and stores nothing', async () => {
    await expectRefusedEverywhere(imageForm(declaredPng(100_000, 100_000)), 400, TOO_MANY_PIXELS);
    await expectRefusedEverywhere(
      imageForm(declaredPng(100_000, 100_000)),
      400,
      'Das Bild hat zu viele Pixel: höchstens 16 Millionen (Breite × Höhe × Einzelbilder) sind erlaubt.',
      'de',
    );
  });

  it('counts every frame of an animation: 17 frames of one megapixel are too many', async () => {
    await expectRefusedEverywhere(imageForm(await animation(17, 1000, 'gif')), 400, TOO_MANY_PIXELS);
    await expectRefusedEverywhere(imageForm(await animation(17, 1000, 'webp')), 400, TOO_MANY_PIXELS);
  });

  it('refuses truncated images: PNG, JPEG, WebP, GIF, a PNG without its end, a cut-off last frame', async () => {
    const cut = (bytes: Buffer, keep: number) => bytes.subarray(0, Math.floor(bytes.length * keep));
    const gif = await animation(3, 64, 'gif');
    const truncated = [
      cut(await noise().png().toBuffer(), 0.6),
      cut(await noise().jpeg().toBuffer(), 0.9),
      (await noise().jpeg().toBuffer()).subarray(0, -2),
      cut(await noise().webp().toBuffer(), 0.9),
      cut(await noise().gif().toBuffer(), 0.9),
      (await noise().png().toBuffer()).subarray(0, -12),
      gif.subarray(0, -5),
    ];
    for (const image of truncated) await expectRefusedEverywhere(imageForm(image), 400, UNREADABLE);
    await expectRefusedEverywhere(
      imageForm(truncated[0] ?? Buffer.alloc(0)),
      400,
      'Das Bild konnte nicht vollständig gelesen werden: Es ist beschädigt oder unvollständig.',
      'de',
    );
  });

  it('still refuses what is no image at all with the image type message', async () => {
    await expectRefusedEverywhere(
      imageForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      400,
      'Please upload a PNG, JPEG, WebP or GIF image',
    );
  });

  it('accepts valid PNG, JPEG, WebP, GIF and animated images, and stores them as sent', async () => {
    const images = {
      png: await noise().png().toBuffer(),
      jpg: await noise().jpeg().toBuffer(),
      webp: await noise().webp().toBuffer(),
      gif: await noise().gif().toBuffer(),
      animated: await animation(3, 64, 'gif'),
      animatedWebp: await animation(3, 64, 'webp'),
      // 16 frames of one megapixel: exactly at the bound
      atTheBound: await animation(16, 1000, 'gif'),
    };
    for (const [kind, image] of Object.entries(images)) {
      for (const route of routes()) {
        const { body } = imageForm(image)(route);
        const answer = await send(route, FORM_TYPE, body);
        expect(answer.status, `${kind} on ${route.name}: ${JSON.stringify(answer.body)}`).toBe(200);
        const data = answer.body.data as Record<string, string>;
        const stored = await fetch(new URL(data[route.image] ?? '', api().baseUrl));
        expect(stored.status).toBe(200);
        expect(Buffer.from(await stored.arrayBuffer()).equals(image), `${kind} stored as sent`).toBe(true);
      }
    }
  }, 60_000);

  it('sweeps stored files no record refers to once they are old, keeping referenced and fresh ones', async () => {
    const uploads = api().server.ctx.uploads;
    const dir = localUploadsDir(api().dataDir);
    const image = { content: await noise().png().toBuffer(), extension: 'png' };
    const stale = path.basename(await uploads.store(image));
    const fresh = path.basename(await uploads.store(image));
    const route = routes()[0];
    const created = await send(route, FORM_TYPE, imageForm(image.content)(route).body);
    const referenced = path.basename(
      storedUrl((created.body.data as { vacancy_thumbnail: string }).vacancy_thumbnail),
    );
    const byHand = 'put-here-by-hand.png';
    await fs.writeFile(path.join(dir, byHand), image.content);
    const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    for (const name of [stale, referenced, byHand]) await fs.utimes(path.join(dir, name), old, old);

    expect(await uploads.sweep()).toEqual([stale]);
    const left = await fs.readdir(dir);
    expect(left).not.toContain(stale);
    expect(left).toEqual(expect.arrayContaining([fresh, referenced, byHand]));
    const sign = await api().server.ctx.mediaLinks.signer();
    const served = await fetch(new URL(sign(`/media/${referenced}`), api().baseUrl));
    expect(served.status).toBe(200);

    // The sweep the server runs at start (and then periodically) is the same one.
    const second = path.basename(await uploads.store(image));
    await fs.utimes(path.join(dir, second), old, old);
    const sweeper = sweepPeriodically(uploads, pino({ level: 'silent' }));
    await sweeper.stop();
    expect(await fs.readdir(dir)).not.toContain(second);
  });
});
