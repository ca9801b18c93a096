/**
 * Hostile requests on every call of the contract, as property-based tests (fast-check) over raw HTTP, so that
 * paths, headers and bodies can be anything a client can put on the wire. Every case asserts that the answer
 * is below 500, is the {status, response} envelope with the HTTP status when it is JSON, and that a refusal
 * (anything but 200) left the stored data as it was. Big payloads are built from a printed recipe, so that a
 * counterexample stays readable.
 *
 * Cases per engine and run: RUNS, 11,200 in all, and two per call (6,000 levels of nesting) plus six more.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shared } from '../../i18n';
import { API_PATHS, type ApiPathName } from '@contract/paths';
import { addUser, insertCandidates, insertCompany, insertVacancy, PNG_1X1, USER_PASSWORD } from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

/** Section 7's methods, restated here as the contract under test. */
const METHODS: Record<ApiPathName, string> = {
  login: 'POST',
  logout: 'POST',
  passwordResetLink: 'POST',
  passwordReset: 'PUT',
  profile: 'GET',
  dashboard: 'GET',
  userRegister: 'POST',
  userList: 'GET',
  userListByType: 'GET',
  userDetail: 'GET',
  userUpdate: 'PUT',
  userDelete: 'DELETE',
  companyManagementList: 'GET',
  companyListing: 'GET',
  companyListByType: 'GET',
  companyRegister: 'POST',
  companyUpdate: 'PUT',
  companyDelete: 'DELETE',
  companyDetail: 'GET',
  vacancyList: 'GET',
  packageList: 'GET',
  vacancyDetail: 'GET',
  vacancyCreate: 'POST',
  vacancyUpdate: 'PUT',
  vacancyDelete: 'DELETE',
  candidateList: 'GET',
  candidateDetail: 'GET',
  candidateUpdate: 'PUT',
};

/** Cases per property and engine: at least 10,000 in all, within about three minutes per engine. */
const RUNS = {
  authFirst: 900,
  jsonCalls: 4_000,
  badHeads: 300,
  deepNesting: 1_000,
  contentTypes: 1_800,
  multipartShapes: 2_400,
  multipartLimits: 800,
};

/** A property stops (and fails) after five minutes, so that shrinking a slow counterexample reports it. */
const BOUNDED = { interruptAfterTimeLimit: 300_000, markInterruptAsFailure: true };

const ROUTES = Object.keys(API_PATHS) as ApiPathName[];
const PUBLIC_ROUTES: readonly ApiPathName[] = ['login', 'passwordResetLink', 'passwordReset'];
const PROTECTED_ROUTES = ROUTES.filter((name) => !PUBLIC_ROUTES.includes(name));
const MULTIPART_ROUTES = ['companyRegister', 'companyUpdate', 'vacancyCreate', 'vacancyUpdate'] as const;
type MultipartRoute = (typeof MULTIPART_ROUTES)[number];
const FILE_FIELDS = ['company_logo', 'vacancy_thumbnail'];
const MiB = 1024 * 1024;
const JSON_LIMIT = MiB;
const UPLOAD_LIMIT = 2 * MiB;
const FIELD_LIMIT = 64 * 1024;
const BOUNDARY = 'hostile-boundary-7MA4YWxkTrZu0gW';
/** The start of the upload-too-large message, which only a file over the limit may earn. */
const FILE_TOO_LARGE = shared.english.api.file_too_large.split('%{')[0] ?? '';

const FIELD_NAMES = [
  'email',
  'password',
  'user_role',
  'remember',
  'full_name',
  'username',
  'status',
  'company_uuid',
  'or_password',
  'confirm_password',
  'old_password',
  'company_name',
  'company_email',
  'company_logo',
  'folder_name',
  'folder_id',
  'vacancy_title',
  'vacancy_description',
  'vacancy_tag',
  'vacancy_quota',
  'vacancy_start_date',
  'vacancy_due_date',
  'vacancy_status',
  'vacancy_form_id',
  'vacancy_package',
  'vacancy_thumbnail',
  'candidate_name',
  'candidate_email',
  'candidate_phone_number',
  'candidate_status',
  'candidate_active_or_inactive',
  'search',
  'ordering',
  'page',
  'page_size',
  'id',
  'type',
  'created_at_gte',
  'created_at_lte',
  'company__company_name__icontains',
  'user_role__icontains',
  'vacancy__id',
];

// ---------------------------------------------------------------------------------------------------------
// Printable recipes of big values: fast-check prints the recipe, the request carries the real thing.

/** A long text: `unit` repeated `times` times. */
class Long {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
  toString(): string {
    return this.unit.repeat(this.times);
  }
  toJSON(): string {
    return this.toString();
  }
  [fc.toStringMethod](): string {
    return `Long(${JSON.stringify(this.unit)} × ${this.times})`;
  }
}

/** Bytes built once on first use and named by `label`. */
class Named {
  private bytes: Buffer | undefined;
  constructor(
    readonly label: string,
    private readonly make: () => Buffer,
  ) {}
  get content(): Buffer {
    this.bytes ??= this.make();
    return this.bytes;
  }
  [fc.toStringMethod](): string {
    return this.label;
  }
}

/** JSON text nested `depth` levels deep, closed or cut off where the nesting ends. */
class Deep {
  constructor(
    readonly depth: number,
    readonly shape: 'array' | 'object' | 'mixed',
    readonly closed: boolean,
  ) {}
  toString(): string {
    const open = { array: '[', object: '{"a":', mixed: '[{"a":' }[this.shape];
    const close = { array: ']', object: '}', mixed: '}]' }[this.shape];
    const times = this.shape === 'mixed' ? Math.ceil(this.depth / 2) : this.depth;
    return (
      open.repeat(times) + (this.shape === 'array' ? '' : '1') + (this.closed ? close.repeat(times) : '')
    );
  }
  [fc.toStringMethod](): string {
    return `Deep(${this.shape} × ${this.depth}${this.closed ? '' : ', unclosed'})`;
  }
}

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const pngOf = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 1)]);
/** A JSON object of exactly `size` bytes. */
const jsonOf = (size: number) => Buffer.from(`{"x":"${'a'.repeat(size - 8)}"}`);

const BIG_FILES = [
  new Named('PNG of 2 MiB', () => pngOf(UPLOAD_LIMIT)),
  new Named('PNG of 2 MiB + 1', () => pngOf(UPLOAD_LIMIT + 1)),
  new Named('PNG of 3 MiB', () => pngOf(3 * MiB)),
];
const BIG_BODIES = [
  new Named('JSON of 1 MiB - 1', () => jsonOf(JSON_LIMIT - 1)),
  new Named('JSON of 1 MiB', () => jsonOf(JSON_LIMIT)),
  new Named('JSON of 1 MiB + 1', () => jsonOf(JSON_LIMIT + 1)),
  new Named('JSON of 2 MiB + 1', () => jsonOf(UPLOAD_LIMIT + 1)),
  new Named('3 MiB of zero bytes', () => Buffer.alloc(3 * MiB)),
  new Named('1 MiB of "[" ', () => Buffer.alloc(JSON_LIMIT, '[')),
];

// ---------------------------------------------------------------------------------------------------------
// Hostile values.

/** Code units and sequences that break naive text handling: surrogates, controls, bidi, joiners, case folds. */
const EDGE_UNITS = [
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uDC00\uD800',
  '\u0000',
  '\u0001',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u00A0',
  '\u00AD',
  '\u034F',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202D',
  '\u202E',
  '\u202C',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u2028',
  '\u2029',
  '\uFEFF',
  '\uFFFD',
  '\uFFFE',
  '\uFFFF',
  '\u{10FFFF}',
  '\u{1D518}',
  '\u0301',
  'e\u0301',
  'Z\u0335\u0321\u031B\u0347\u0353\u0316\u0325',
  '\u{1F642}',
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}',
  '\u{1F3F3}\uFE0F\u200D\u{1F308}',
  '\u{1F1E9}\u{1F1EA}',
  'İ',
  'ß',
  'ﬁ',
  'Ǆ',
  'Ä',
  'ö',
  '＠',
  'ﷺ',
  'שלום',
  'مرحبا',
  '\r\n',
  '\t',
  '\\',
  "'",
  '"',
  '`',
  '%',
  '_',
  '%{max}',
  '%{smart_count}',
  '${x}',
  '{{x}}',
  '<b>',
  '&amp;',
  '@',
  '.',
  ' ',
];
const WORDS = [
  '',
  ' ',
  'All',
  '0',
  '-1',
  '101',
  '1e9',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
  '["x"]',
  '2024-02-30',
  '9999-99-99',
  "' OR 1=1 --",
  '../../etc/passwd',
  '00000000-0000-4000-8000-000000000001',
  'SubAdmin',
  'Approved',
  'Rejected',
  'Active',
  'active',
  'Applied',
  'a@b.co',
  'nobody@example.com',
];
const LONG_TEXTS = [
  new Long('a', 256),
  new Long('Ä', 20_001),
  new Long('\u0301', 5_000),
  new Long('\u{1F469}\u200D\u{1F469}\u200D\u{1F467}', 3_000),
  new Long('\uD800', 1_000),
  new Long('\u202E', 300),
  new Long('x', 70_000),
];

const spicedText = fc
  .array(fc.oneof(fc.constantFrom(...EDGE_UNITS), fc.string({ maxLength: 4 })), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(''));
const shortText = fc.oneof(
  { weight: 2, arbitrary: spicedText },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...WORDS) },
);
const hostileText: fc.Arbitrary<string | Long> = fc.oneof(
  { weight: 12, arbitrary: shortText },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_TEXTS) },
);
const hostileKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', '') },
  { weight: 2, arbitrary: shortText },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(2 ** 53, -0, 1e308)) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileKey, hostileText, { maxKeys: 3 }) },
);

/** A body: a valid form of the call with some fields changed, dropped or added, or any value at all. */
interface Mutation {
  set: Record<string, unknown>;
  drop: string[];
  /** Text put around a field's valid value: the call may then succeed and store it. */
  decorate: Record<string, [string, string]>;
}
type JsonBody = { template: Mutation } | { free: unknown };
const jsonBody: fc.Arbitrary<JsonBody> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        set: fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }),
        drop: fc.subarray(FIELD_NAMES, { maxLength: 2 }),
        decorate: fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.tuple(spicedText, spicedText), {
          maxKeys: 4,
        }),
      })
      .map((template) => ({ template })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.dictionary(hostileKey, hostileValue, { maxKeys: 10 }), hostileValue)
      .map((free) => ({ free })),
  },
);

type Auth = 'admin' | 'customer' | 'none' | 'unsigned' | 'resigned' | { header: string | Long };
const GARBAGE_AUTH = [
  '',
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer a.b.c',
  'Bearer null',
  'bearer\t\tx',
  'Basic YWRtaW46cGFzc3dvcmQ=',
  'Token abc',
  'Bearer ÿþ\u00ad',
  new Long('A', 4_000),
];
const invalidAuth: fc.Arbitrary<Auth> = fc.oneof(
  fc.constantFrom<Auth>('none', 'none', 'unsigned', 'resigned'),
  fc.constantFrom(...GARBAGE_AUTH).map((header) => ({ header })),
);
const anyAuth: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Auth>('admin') },
  { weight: 2, arbitrary: fc.constant<Auth>('customer') },
  { weight: 2, arbitrary: invalidAuth },
);

const LANGUAGES = [undefined, 'de', 'de-DE,de;q=0.9', 'en', '', 'xx', '*', 'ÿ\u00ad', new Long('de', 500)];

// ---------------------------------------------------------------------------------------------------------
// Paths and query strings, percent-encoded in several ways.

/** utf8: proper; wtf8: lone surrogates as their own (invalid) three bytes. */
type Encoding = 'utf8' | 'wtf8';
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

const percent = (bytes: Uint8Array) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function encodeChar(char: string, encoding: Encoding): string {
  if (UNRESERVED.test(char)) return char;
  const point = char.codePointAt(0) ?? 0;
  if (encoding === 'wtf8' && point >= 0xd800 && point <= 0xdfff) {
    return percent(Uint8Array.of(0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f)));
  }
  return percent(Buffer.from(char, 'utf8'));
}

const encode = (text: string | Long, encoding: Encoding) =>
  [...String(text)].map((char) => encodeChar(char, encoding)).join('');

/** Texts for URLs: short ones, and long ones that together still fit Node's 16 KiB request head. */
const urlText = fc.oneof(
  { weight: 12, arbitrary: shortText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(new Long('a', 256), new Long('\u202E', 100), new Long('x', 1_000)),
  },
);

/** A path segment: a valid value (the n-th known one), a text in one of the encodings, or escapes as sent. */
type Segment = { known: number } | { text: string | Long; encoding: Encoding } | { raw: string };
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  '%C0%80',
  '%FF',
  '%ED%A0%80',
  '%E2%80%AE',
  '%F0%9F',
  '..',
  '%2e%2e',
  '%2F',
  '%252F',
  ';',
  '%3F',
  '%23',
  '%20',
  '+',
];

/** A segment of a path: valid ones only (`hostile` false) for the cases about something else. */
function segmentOf(hostile: boolean): fc.Arbitrary<Segment> {
  const parts: fc.WeightedArbitrary<Segment>[] = [
    { weight: 4, arbitrary: fc.nat().map((known) => ({ known })) },
    { weight: 1, arbitrary: fc.uuid().map((text) => ({ text, encoding: 'utf8' as const })) },
    {
      weight: 3,
      arbitrary: fc.record({
        text: hostile ? urlText : shortText,
        encoding: hostile ? fc.constantFrom<Encoding>('utf8', 'wtf8') : fc.constant<Encoding>('utf8'),
      }),
    },
  ];
  if (hostile) parts.push({ weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw })) });
  return fc.oneof(...parts);
}

const PARAMS = ['id', 'type', 'status', 'lang', 'token', 'expire'] as const;
const segmentsOf = (hostile: boolean) =>
  fc.record(Object.fromEntries(PARAMS.map((key) => [key, segmentOf(hostile)])), { requiredKeys: [] });

/** Values a :param takes in a valid call: the ids of records of the call's kind, the list types, languages. */
function knownOf(name: ApiPathName, key: string, scene: Scene): readonly string[] {
  if (key === 'type' || key === 'status') return ['all', 'active', 'inactive', 'pending'];
  if (key === 'lang') return ['english', 'german'];
  if (key === 'expire') return ['9999999999', '0'];
  if (key === 'token') return ['x'];
  const kind = (['user', 'company', 'vacancy', 'candidate'] as const).find((prefix) =>
    name.startsWith(prefix),
  );
  return (name.endsWith('Delete') ? scene.spare : scene.targets)[kind ?? 'user'];
}

function writeSegment(segment: Segment, known: readonly string[]): string {
  if ('raw' in segment) return segment.raw;
  if ('known' in segment) return encode(known[segment.known % known.length] ?? 'x', 'utf8');
  return encode(segment.text, segment.encoding) || 'x';
}

/** The path of a call with its :params filled; a param without a segment gets 'x'. */
function pathOf(name: ApiPathName, segments: Partial<Record<string, Segment>>, scene: Scene): string {
  return `/api/${API_PATHS[name].replace(/:(\w+)/g, (_, key: string) => {
    const segment = segments[key];
    return segment ? writeSegment(segment, knownOf(name, key, scene)) : 'x';
  })}`;
}

interface Query {
  pairs: [string, string | Long][];
  encoding: Encoding;
  raw: string | null;
}
const RAW_QUERIES = ['&&&', '=', '==', 'search', 'search[]=1', 'page=1&page=2', '%', '%zz=1', 'a=%FF', '?'];
const queryOf = (hostile: boolean): fc.Arbitrary<Query> =>
  fc.record({
    pairs: fc.array(fc.tuple(hostileKey, hostile ? urlText : shortText), { maxLength: 5 }),
    encoding: hostile ? fc.constantFrom<Encoding>('utf8', 'wtf8') : fc.constant<Encoding>('utf8'),
    raw: hostile ? fc.option(fc.constantFrom(...RAW_QUERIES), { freq: 4 }) : fc.constant(null),
  });

function writeQuery(query: Query): string {
  const pairs = query.pairs.map(
    ([key, value]) => `${encode(key, query.encoding)}=${encode(value, query.encoding)}`,
  );
  const text = [...pairs, ...(query.raw === null ? [] : [query.raw])].join('&');
  return text ? `?${text}` : '';
}

/**
 * A request head HTTP does not allow or Node does not take: unescaped bytes 0x7F-0xFF in the path or query,
 * or a head over Node's 16 KiB (a long path, query or header).
 */
interface BadHead {
  where: 'path' | 'query' | 'header';
  text: string | Long;
}
const badHead: fc.Arbitrary<BadHead> = fc.record({
  where: fc.constantFrom('path', 'query', 'header'),
  text: fc.oneof(
    fc
      .array(fc.oneof(fc.integer({ min: 0x7f, max: 0xff }), fc.integer({ min: 0x61, max: 0x7a })), {
        minLength: 1,
        maxLength: 8,
      })
      .map((codes) => String.fromCharCode(...codes)),
    fc.constantFrom(new Long('x', 20_000), new Long('Ä', 9_000)),
  ),
});

// ---------------------------------------------------------------------------------------------------------
// Multipart bodies, built byte by byte so that any shape can be sent.

type PartContent = string | Long | Uint8Array | Named | Deep;
type PartHeader = 'plain' | 'no disposition' | 'no name' | 'unquoted name' | 'utf-8 filename' | 'long header';
interface FormPart {
  name: string;
  file: boolean;
  content: PartContent;
  header: PartHeader;
}
type Boundary = 'ok' | 'quoted' | 'missing' | 'empty' | 'mismatch' | 'too long' | 'mixed';
type Ending =
  'closed' | 'no closing boundary' | 'cut in a part' | 'cut in the headers' | 'garbage after' | 'LF only';
interface FormShape {
  boundary: Boundary;
  ending: Ending;
  preamble: boolean;
  /** The call's own valid fields (and image) come first, so that a shape can also succeed. */
  withValidForm: boolean;
  parts: FormPart[];
}

const LONG_BOUNDARY = 'b'.repeat(200);
const FORM_FIELD_NAMES = [...FIELD_NAMES, ...FILE_FIELDS];

function contentBytes(content: PartContent): Buffer {
  if (content instanceof Named) return content.content;
  if (content instanceof Uint8Array) return Buffer.from(content);
  return Buffer.from(String(content), 'utf8');
}

function partHead(part: FormPart, eol: string): string {
  const file = part.file ? '; filename="upload.png"' : '';
  const type = part.file ? `${eol}Content-Type: image/png` : '';
  const disposition = {
    plain: `Content-Disposition: form-data; name="${part.name}"${file}`,
    'no disposition': 'Content-Type: text/plain',
    'no name': `Content-Disposition: form-data${file}`,
    'unquoted name': `Content-Disposition: form-data; name=${part.name}${file}`,
    'utf-8 filename': `Content-Disposition: form-data; name="${part.name}"; filename*=UTF-8''%E2%80%AE${encode(part.name, 'wtf8')}`,
    'long header': `Content-Disposition: form-data; name="${part.name}"${file}${eol}X-Padding: ${'p'.repeat(9_000)}`,
  }[part.header];
  return `${disposition}${type}${eol}${eol}`;
}

/** The Content-Type header and the body bytes of a form shape. */
function buildForm(shape: FormShape, valid: FormPart[]): { contentType: string; body: Buffer } {
  const boundary = shape.boundary === 'too long' ? LONG_BOUNDARY : BOUNDARY;
  const eol = shape.ending === 'LF only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  if (shape.preamble) chunks.push(Buffer.from(`preamble \u0000 text${eol}`));
  for (const part of [...(shape.withValidForm ? valid : []), ...shape.parts]) {
    chunks.push(Buffer.from(`--${boundary}${eol}${partHead(part, eol)}`), contentBytes(part.content));
    chunks.push(Buffer.from(eol));
  }
  let body = Buffer.concat(chunks);
  if (shape.ending === 'cut in a part') body = body.subarray(0, Math.floor(body.length * 0.6));
  else if (shape.ending === 'cut in the headers')
    body = Buffer.concat([body, Buffer.from(`--${boundary}${eol}Content-Dis`)]);
  else if (shape.ending !== 'no closing boundary')
    body = Buffer.concat([body, Buffer.from(`--${boundary}--${eol}`)]);
  if (shape.ending === 'garbage after')
    body = Buffer.concat([body, Buffer.from('\u0000garbage\r\n--', 'utf8')]);
  const contentType = {
    ok: `multipart/form-data; boundary=${boundary}`,
    quoted: `multipart/form-data; boundary="${boundary}"`,
    missing: 'multipart/form-data',
    empty: 'multipart/form-data; boundary=',
    mismatch: 'multipart/form-data; boundary=another-boundary',
    'too long': `multipart/form-data; boundary=${boundary}`,
    mixed: `multipart/mixed; boundary=${boundary}`,
  }[shape.boundary];
  return { contentType, body };
}

const smallContent: fc.Arbitrary<PartContent> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  { weight: 2, arbitrary: fc.constant(new Named('PNG 1x1', () => PNG_1X1)) },
  { weight: 1, arbitrary: fc.constant(new Deep(6_000, 'array', true)) },
);
const partOf = (content: fc.Arbitrary<PartContent>, header: fc.Arbitrary<PartHeader>) =>
  fc.record({
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...FORM_FIELD_NAMES) },
      { weight: 1, arbitrary: shortText },
    ),
    file: fc.boolean(),
    content,
    header,
  });
const formShape: fc.Arbitrary<FormShape> = fc.record({
  boundary: fc.oneof(
    { weight: 4, arbitrary: fc.constant<Boundary>('ok') },
    {
      weight: 3,
      arbitrary: fc.constantFrom<Boundary>('quoted', 'missing', 'empty', 'mismatch', 'too long', 'mixed'),
    },
  ),
  ending: fc.oneof(
    { weight: 4, arbitrary: fc.constant<Ending>('closed') },
    {
      weight: 3,
      arbitrary: fc.constantFrom<Ending>(
        'no closing boundary',
        'cut in a part',
        'cut in the headers',
        'garbage after',
        'LF only',
      ),
    },
  ),
  preamble: fc.boolean(),
  withValidForm: fc.boolean(),
  parts: fc.array(
    partOf(
      fc.oneof(
        { weight: 12, arbitrary: smallContent },
        { weight: 1, arbitrary: fc.constantFrom(...BIG_FILES) },
      ),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant<PartHeader>('plain') },
        {
          weight: 1,
          arbitrary: fc.constantFrom<PartHeader>(
            'no disposition',
            'no name',
            'unquoted name',
            'utf-8 filename',
            'long header',
          ),
        },
      ),
    ),
    { maxLength: 6 },
  ),
});

/** Many well-formed parts: more files, fields or parts than the server takes, duplicates, overlong fields. */
const crowdedShape: fc.Arbitrary<FormShape> = fc
  .record({
    files: fc.array(fc.constantFrom(...FILE_FIELDS, 'other_file'), { maxLength: 5 }),
    fields: fc.array(fc.constantFrom(...FORM_FIELD_NAMES.slice(0, 12), 'extra'), { maxLength: 45 }),
    overlong: fc.option(
      fc.constant(new Named('text field of 64 KiB + 1', () => Buffer.alloc(FIELD_LIMIT + 1, 'a'))),
    ),
    withValidForm: fc.boolean(),
  })
  .map(({ files, fields, overlong, withValidForm }): FormShape => ({
    boundary: 'ok',
    ending: 'closed',
    preamble: false,
    withValidForm,
    parts: [
      ...fields.map((name) => ({ name, file: false, content: 'text', header: 'plain' as const })),
      ...(overlong
        ? [{ name: 'company_name', file: false, content: overlong, header: 'plain' as const }]
        : []),
      ...files.map((name) => ({
        name,
        file: true,
        content: new Named('PNG 1x1', () => PNG_1X1),
        header: 'plain' as const,
      })),
    ],
  }));

// ---------------------------------------------------------------------------------------------------------
// Sending a request and judging the answer.

interface Shot {
  method: string;
  path: string;
  auth: Auth;
  contentType?: string;
  language?: string | Long;
  headers?: Record<string, string>;
  body?: Buffer;
}
interface Reply {
  status: number;
  type: string;
  text: string;
}

/** A failed exchange; `stale` when a kept-alive connection was closed before the request got through. */
class NoAnswer extends Error {
  constructor(
    message: string,
    readonly stale: boolean,
  ) {
    super(message);
  }
}

function sendOnce(agent: http.Agent, base: URL, shot: Shot, headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: shot.method,
        path: shot.path,
        headers,
        agent,
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => reject(new NoAnswer(error.message, false)));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 15 s')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(new NoAnswer(error.message, request.reusedSocket && error.code === 'ECONNRESET')),
    );
    request.end(shot.body);
  });
}

async function send(
  agent: http.Agent,
  base: URL,
  shot: Shot,
  authorization: string | undefined,
): Promise<Reply> {
  const headers: Record<string, string> = { ...shot.headers };
  if (authorization !== undefined) headers.authorization = authorization;
  if (shot.contentType !== undefined) headers['content-type'] = shot.contentType;
  if (shot.language !== undefined) headers['accept-language'] = String(shot.language);
  if (shot.body) headers['content-length'] = String(shot.body.length);
  try {
    return await sendOnce(agent, base, shot, headers);
  } catch (error) {
    // The server may close an idle kept-alive connection at any time; clients then send again (RFC 9112 9.3.1).
    if (error instanceof NoAnswer && error.stale) return sendOnce(agent, base, shot, headers);
    throw error;
  }
}

/** Readable messages: a list of texts, or one text (a failed sign-in). */
const isMessages = (value: unknown) =>
  (typeof value === 'string' && value.length > 0) ||
  (Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'string' && item.length > 0));

/** What is wrong with an answer: a 5xx, a JSON answer outside the envelope, a refusal without messages. */
function answerProblems(reply: Reply): string[] {
  if (reply.status >= 500) return [`answered ${reply.status}: ${reply.text.slice(0, 200)}`];
  if (!reply.type.includes('json')) return [`answered ${reply.status} without JSON`];
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    return [`answered ${reply.status} with broken JSON`];
  }
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (envelope.status !== reply.status)
    return [`answered ${reply.status} with envelope status ${String(envelope.status)}`];
  if (reply.status !== 200 && !isMessages(envelope.response))
    return [`answered ${reply.status} without messages`];
  return [];
}

/**
 * Tells whether a request changed stored data: the rows of every table and the files in the uploads folder.
 * The full digest is only taken when a cheap change mark moved (SQLite's change count on the server's one
 * connection, PostgreSQL's WAL position), as most cases change nothing. A refusal may not add a file; files
 * that disappear are not judged, as removing a replaced one may be left to later.
 */
class StoreWatch {
  private mark = '';
  private digest = '';
  private files = new Set<string>();

  private constructor(
    private readonly api: TestApi,
    private readonly tables: string[],
  ) {}

  static async open(api: TestApi): Promise<StoreWatch> {
    const query =
      api.server.ctx.engine === 'sqlite'
        ? sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
        : sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`;
    const tables = (await query.execute(api.db)).rows
      .map((row) => row.name)
      .filter((name) => !name.startsWith('kysely_'));
    const watch = new StoreWatch(api, tables.sort());
    await watch.check(200);
    return watch;
  }

  /** Problems of the last request given its status; `changed` tells whether the data moved at all. */
  async check(status: number): Promise<{ problems: string[]; changed: boolean }> {
    const problems: string[] = [];
    const files = new Set(await fs.readdir(path.join(this.api.dataDir, 'uploads')).catch(() => []));
    const added = [...files].filter((file) => !this.files.has(file));
    if (status !== 200 && added.length > 0)
      problems.push(`answered ${status} but stored ${added.join(', ')}`);
    this.files = files;
    const mark = await this.readMark();
    if (mark === this.mark) return { problems, changed: false };
    const digest = await this.readDigest();
    if (status !== 200 && digest !== this.digest) problems.push(`answered ${status} but changed stored rows`);
    const changed = digest !== this.digest;
    this.mark = mark;
    this.digest = digest;
    return { problems, changed };
  }

  private async readMark(): Promise<string> {
    const query =
      this.api.server.ctx.engine === 'sqlite'
        ? sql<{ mark: string }>`select cast(total_changes() as text) as mark`
        : sql<{ mark: string }>`select pg_current_wal_insert_lsn()::text as mark`;
    return (await query.execute(this.api.db)).rows[0]?.mark ?? '';
  }

  private async readDigest(): Promise<string> {
    const hash = createHash('sha256');
    for (const table of this.tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(this.api.db);
      hash.update(
        `${table}:${rows.rows
          .map((row) => JSON.stringify(row))
          .sort()
          .join('\n')}`,
      );
    }
    return hash.digest('hex');
  }
}

/** Who calls: an administrator and a customer's administrator, signed in again when a case ended their token. */
interface Account {
  email: string;
  password: string;
  token: string;
}

type Kind = 'user' | 'company' | 'vacancy' | 'candidate';

/** The records the cases aim at (`spare` ones for the deletes, so that the others stay), and valid bodies. */
interface Scene {
  accounts: Record<'admin' | 'customer', Account>;
  targets: Record<Kind, string[]>;
  spare: Record<Kind, string[]>;
  templates: Partial<Record<ApiPathName, Record<string, unknown>>>;
  forms: Record<MultipartRoute, FormPart[]>;
}

const uidsOf = (rows: { uid: string }[]) => rows.map((row) => row.uid);

/** Customers, users, vacancies and candidates to aim at, in the caller's company and in another one. */
async function setUpRecords(api: TestApi, adminToken: string) {
  const [home, other, empty] = [await insertCompany(api), await insertCompany(api), await insertCompany(api)];
  const staff = (company_uuid: string) => addUser(api, adminToken, { user_role: 'StaffAdmin', company_uuid });
  const customer = await addUser(api, adminToken, {
    user_role: 'CustomerAdmin',
    company_uuid: home.company_uid,
  });
  const [victim, spareUser] = [(await staff(other.company_uid)).user, (await staff(other.company_uid)).user];
  const vacancies = [await insertVacancy(api, home.id), await insertVacancy(api, other.id)];
  const spareVacancy = await insertVacancy(api, other.id);
  const candidates = [
    ...(await insertCandidates(api, vacancies[0]?.id ?? 0, [{}, {}])),
    ...(await insertCandidates(api, vacancies[1]?.id ?? 0, [{}])),
  ];
  const companies = await api.db.selectFrom('companies').select('company_uid').execute();
  const targets: Record<Kind, string[]> = {
    user: [victim.user_uid],
    company: companies.map((row) => row.company_uid).filter((uid) => uid !== empty.company_uid),
    vacancy: uidsOf(vacancies),
    candidate: uidsOf(candidates),
  };
  const spare: Record<Kind, string[]> = {
    user: [spareUser.user_uid],
    company: [empty.company_uid],
    vacancy: [spareVacancy.uid],
    candidate: uidsOf(candidates),
  };
  return { customer, victim, other, targets, spare };
}

async function setUpScene(api: TestApi): Promise<Scene> {
  const adminToken = await api.login(ADMIN.email, ADMIN.password);
  const { customer, victim, other, targets, spare } = await setUpRecords(api, adminToken);
  const packages = await api.db.selectFrom('packages').select('uid').execute();
  const company = {
    company_name: 'Hostile Company',
    company_email: 'hostile@example.com',
    folder_name: 'folder',
    folder_id: 'folder-id',
  };
  const vacancy = {
    vacancy_title: 'Hostile vacancy',
    vacancy_description: 'Described',
    vacancy_tag: 'tag',
    vacancy_form_id: '',
    company_uuid: other.company_uid,
    vacancy_quota: '10',
    vacancy_start_date: '2024-01-01',
    vacancy_due_date: '2024-12-31',
    vacancy_status: 'Active',
    vacancy_package: JSON.stringify(uidsOf(packages).slice(0, 2)),
  };
  const fieldsOf = (values: Record<string, string>, image: string): FormPart[] => [
    ...Object.entries(values).map(([name, content]) => ({
      name,
      file: false,
      content,
      header: 'plain' as const,
    })),
    { name: image, file: true, content: new Named('PNG 1x1', () => PNG_1X1), header: 'plain' },
  ];
  return {
    accounts: {
      admin: { ...ADMIN, token: adminToken },
      customer: { email: customer.user.email, password: USER_PASSWORD, token: customer.token },
    },
    targets,
    spare,
    templates: {
      login: {
        email: victim.email,
        password: 'not-the-password',
        user_role: 'SuperAdmin',
        remember: false,
      },
      passwordResetLink: { email: victim.email },
      passwordReset: { password: 'new-password-1', confirm_password: 'new-password-1' },
      userRegister: {
        full_name: 'Hostile Person',
        user_role: 'StaffAdmin',
        email: 'hostile@example.com',
        username: 'username',
        status: 'Approved',
        company_uuid: other.company_uid,
        or_password: 'hostile-pass-1',
        confirm_password: 'hostile-pass-1',
      },
      userUpdate: {
        full_name: 'Victim',
        user_role: 'StaffAdmin',
        status: 'Approved',
        email: victim.email,
      },
      companyRegister: company,
      companyUpdate: company,
      vacancyCreate: vacancy,
      vacancyUpdate: vacancy,
      candidateUpdate: {
        candidate_name: 'Candidate',
        candidate_email: 'candidate@example.com',
        candidate_phone_number: '0123',
        candidate_status: 'Contacted',
        candidate_active_or_inactive: 'active',
      },
    },
    forms: {
      companyRegister: fieldsOf(company, 'company_logo'),
      companyUpdate: fieldsOf(company, 'company_logo'),
      vacancyCreate: fieldsOf(vacancy, 'vacancy_thumbnail'),
      vacancyUpdate: fieldsOf(vacancy, 'vacancy_thumbnail'),
    },
  };
}

/** A forged token: the administrator's claims unsigned (alg none), or with another signature. */
function forge(token: string, how: 'unsigned' | 'resigned'): string {
  const [, payload = '', signature = ''] = token.split('.');
  if (how === 'resigned')
    return `${token.split('.').slice(0, 2).join('.')}.${signature.split('').reverse().join('')}`;
  return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
}

function authorizationOf(auth: Auth, scene: Scene): string | undefined {
  if (auth === 'none') return undefined;
  if (auth === 'admin' || auth === 'customer') return `Bearer ${scene.accounts[auth].token}`;
  if (auth === 'unsigned' || auth === 'resigned') return `Bearer ${forge(scene.accounts.admin.token, auth)}`;
  return String(auth.header);
}

function bodyOf(name: ApiPathName, body: JsonBody, scene: Scene): unknown {
  if ('free' in body) return body.free;
  const { set, drop, decorate } = body.template;
  const template = Object.entries(scene.templates[name] ?? {})
    .filter(([key]) => !drop.includes(key))
    .map(([key, value]) => {
      const [before, after] = decorate[key] ?? ['', ''];
      return [key, typeof value === 'string' ? `${before}${value}${after}` : value] as const;
    });
  // fromEntries defines own properties, so that '__proto__' is sent as a key and not swallowed.
  return Object.fromEntries([...template, ...Object.entries(set)]);
}

const jsonBytes = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');

/** Runs hostile cases against one server and judges each answer. */
class Judge {
  readonly base: URL;
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  constructor(
    readonly api: TestApi,
    readonly scene: Scene,
    readonly watch: StoreWatch,
  ) {
    this.base = new URL(api.baseUrl);
  }

  /** Sends one case and answers every problem found with it: empty when the server behaved. */
  async problems(shot: Shot, extra: (reply: Reply) => string[] = () => []): Promise<string[]> {
    let reply: Reply;
    try {
      reply = await send(this.agent, this.base, shot, authorizationOf(shot.auth, this.scene));
    } catch (error) {
      return [`no answer: ${(error as Error).message}`];
    }
    const stored = await this.watch.check(reply.status);
    if (reply.status === 200 && stored.changed) await this.renewSessions();
    return [...answerProblems(reply), ...extra(reply), ...stored.problems];
  }

  /** Signs in again whoever a case signed out (a logout, a changed password). */
  private async renewSessions(): Promise<void> {
    for (const account of Object.values(this.scene.accounts)) {
      const probe = await this.api.call('GET', 'profile', {}, { token: account.token });
      if (probe.status === 401) account.token = await this.api.login(account.email, account.password);
    }
    await this.watch.check(200);
  }
}

const label = (shot: Shot) => `${shot.method} ${shot.path.slice(0, 160)}`;

// ---------------------------------------------------------------------------------------------------------

describeEachDatabase(
  'hostile input',
  (api) => {
    let judge: Judge;

    beforeAll(async () => {
      const scene = await setUpScene(api());
      judge = new Judge(api(), scene, await StoreWatch.open(api()));
    });
    afterAll(() => judge.agent.destroy());

    const pathFor = (name: ApiPathName, segments: Partial<Record<string, Segment>> = {}) =>
      pathOf(name, segments, judge.scene);
    const expectFine = async (shot: Shot, extra?: (reply: Reply) => string[]) =>
      expect(await judge.problems(shot, extra), label(shot)).toEqual([]);

    it('answers 401 to every protected call without a valid token, whatever else the request carries', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...PROTECTED_ROUTES),
          segmentsOf(false),
          queryOf(false),
          fc.oneof(
            jsonBody.map((json) => ({ json })),
            fc.constantFrom(new Deep(6_000, 'array', true), ...BIG_BODIES),
          ),
          invalidAuth,
          async (name, segments, query, body, auth) => {
            const bytes =
              'json' in body
                ? jsonBytes(bodyOf(name, body.json, judge.scene))
                : body instanceof Deep
                  ? Buffer.from(String(body))
                  : body.content;
            const shot: Shot = {
              method: METHODS[name],
              path: pathFor(name, segments) + writeQuery(query),
              auth,
              contentType: 'application/json',
              body: bytes,
            };
            await expectFine(shot, (reply) =>
              reply.status === 401 ? [] : [`answered ${reply.status}, not 401`],
            );
          },
        ),
        { numRuns: RUNS.authFirst, ...BOUNDED },
      );
    }, 360_000);

    it('never answers 5xx nor changes data on refusal: hostile JSON, paths, queries and tokens on every call', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          segmentsOf(true),
          queryOf(true),
          jsonBody,
          anyAuth,
          fc.constantFrom(...LANGUAGES),
          async (name, segments, query, body, auth, language) => {
            const method = METHODS[name];
            const withBody = method !== 'GET';
            await expectFine({
              method,
              path: pathFor(name, segments) + writeQuery(query),
              auth,
              language,
              contentType: withBody ? 'application/json' : undefined,
              body: withBody ? jsonBytes(bodyOf(name, body, judge.scene)) : undefined,
            });
          },
        ),
        { numRuns: RUNS.jsonCalls, ...BOUNDED },
      );
    }, 360_000);

    it('answers request heads that Node or HTTP refuse (raw bytes, over 16 KiB) in the envelope', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ROUTES), badHead, anyAuth, async (name, head, auth) => {
          const text = head.text instanceof Long ? encode(head.text, 'utf8') : String(head.text);
          const inPath = pathFor(name, { id: { raw: text }, type: { raw: text }, status: { raw: text } });
          const shot: Shot = {
            method: METHODS[name],
            path: {
              path: /:\w/.test(API_PATHS[name]) ? inPath : `${inPath}${text}/`,
              query: `${pathFor(name, {})}?search=${text}`,
              header: pathFor(name, {}),
            }[head.where],
            // The client itself refuses DEL in a header value.
            headers: head.where === 'header' ? { 'x-hostile': text.replace(/\x7f/g, '~') } : {},
            auth,
          };
          await expectFine(shot);
        }),
        { numRuns: RUNS.badHeads, ...BOUNDED },
      );
    }, 360_000);

    it('never answers 5xx to JSON nested thousands of levels deep, in any place of the body', async () => {
      const deep = fc.oneof(
        fc.constant(new Deep(6_000, 'array', true)),
        fc
          .record({
            depth: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1_000, max: 20_000 })),
            shape: fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
            closed: fc.boolean(),
          })
          .map(({ depth, shape, closed }) => new Deep(depth, shape, closed)),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          deep,
          fc.constantFrom('whole body', 'field value', 'inside a list'),
          fc.oneof(fc.constantFrom<Auth>('admin', 'none'), anyAuth),
          async (name, nested, place, auth) => {
            const text = String(nested);
            const body = {
              'whole body': text,
              'field value': `{"email":${text},"vacancy_package":${text}}`,
              'inside a list': `[1,${text}]`,
            }[place];
            await expectFine({
              method: METHODS[name],
              path: pathFor(name, {}),
              auth,
              contentType: 'application/json',
              body: Buffer.from(body),
            });
          },
        ),
        { numRuns: RUNS.deepNesting, ...BOUNDED },
      );
    }, 360_000);

    it('answers 6,000 levels of nesting (12 KB) on every call, with and without a token, below 500', async () => {
      const body = Buffer.from(String(new Deep(6_000, 'array', true)));
      const problems: string[] = [];
      for (const name of ROUTES) {
        for (const auth of ['admin', 'none'] as const) {
          const shot: Shot = {
            method: METHODS[name],
            path: pathFor(name, {}),
            auth,
            contentType: 'application/json',
            body,
          };
          problems.push(
            ...(await judge.problems(shot)).map((problem) => `${label(shot)} (${auth}): ${problem}`),
          );
        }
      }
      expect(problems).toEqual([]);
    }, 120_000);

    it('never answers 5xx nor changes data on refusal: assorted content types, bodies and sizes', async () => {
      const CONTENT_TYPES = [
        undefined,
        'application/json',
        'application/json; charset=utf-8',
        'application/json;charset=UTF-16',
        'application/json; charset=latin1',
        'application/json; charset="utf-8"',
        'APPLICATION/JSON',
        'application/json; charset=utf-8; charset=latin1',
        'application/vnd.api+json',
        'text/json',
        'text/plain',
        'text/plain; charset=utf-8',
        'text/html',
        'application/x-www-form-urlencoded',
        'application/x-www-form-urlencoded; charset=utf-8',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${BOUNDARY}`,
        'application/octet-stream',
        'image/png',
        '*/*',
        ';',
        '/',
        'garbage',
        'ÿÿ/ÿÿ',
      ];
      type Raw =
        | { json: JsonBody }
        | { form: JsonBody }
        | { multipartJson: JsonBody }
        | { bytes: Uint8Array }
        | { jsonWithBytes: Uint8Array }
        | Named;
      const raw: fc.Arbitrary<Raw> = fc.oneof(
        { weight: 3, arbitrary: jsonBody.map((json) => ({ json })) },
        { weight: 2, arbitrary: jsonBody.map((form) => ({ form })) },
        { weight: 2, arbitrary: jsonBody.map((multipartJson) => ({ multipartJson })) },
        { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ bytes })) },
        {
          weight: 1,
          arbitrary: fc
            .uint8Array({ minLength: 1, maxLength: 20 })
            .map((jsonWithBytes) => ({ jsonWithBytes })),
        },
        { weight: 1, arbitrary: fc.constantFrom(...BIG_BODIES, ...BIG_FILES) },
      );
      const bytesOf = (name: ApiPathName, body: Raw): Buffer => {
        if (body instanceof Named) return body.content;
        if ('bytes' in body) return Buffer.from(body.bytes);
        if ('jsonWithBytes' in body)
          return Buffer.concat([Buffer.from('{"email":"'), body.jsonWithBytes, Buffer.from('"}')]);
        if ('json' in body) return jsonBytes(bodyOf(name, body.json, judge.scene));
        const value = bodyOf(name, 'form' in body ? body.form : body.multipartJson, judge.scene);
        const entries =
          typeof value === 'object' && value !== null ? Object.entries(value) : [['value', value]];
        if ('form' in body)
          return Buffer.from(
            entries
              .map(
                ([key, item]) =>
                  `${encode(String(key), 'utf8')}=${encode(JSON.stringify(item) ?? '', 'utf8')}`,
              )
              .join('&'),
          );
        return buildForm(
          {
            boundary: 'ok',
            ending: 'closed',
            preamble: false,
            withValidForm: false,
            parts: [{ name: 'json', file: false, content: JSON.stringify(value) ?? '', header: 'plain' }],
          },
          [],
        ).body;
      };
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          fc.oneof(
            { weight: 4, arbitrary: fc.constant('its own') },
            { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'DELETE', 'PATCH', 'OPTIONS') },
          ),
          fc.constantFrom(...CONTENT_TYPES),
          raw,
          anyAuth,
          async (name, method, contentType, body, auth) => {
            await expectFine({
              method: method === 'its own' ? METHODS[name] : method,
              path: pathFor(name, {}),
              auth,
              contentType,
              body: bytesOf(name, body),
            });
          },
        ),
        { numRuns: RUNS.contentTypes, ...BOUNDED },
      );
    }, 360_000);

    it('never answers 5xx nor changes data on refusal: malformed multipart forms on the upload calls', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...MULTIPART_ROUTES),
          segmentOf(false),
          formShape,
          fc.oneof({ weight: 4, arbitrary: fc.constant<Auth>('admin') }, { weight: 1, arbitrary: anyAuth }),
          async (name, id, shape, auth) => {
            const form = buildForm(shape, judge.scene.forms[name]);
            await expectFine({
              method: METHODS[name],
              path: pathFor(name, { id }),
              auth,
              contentType: form.contentType,
              body: form.body,
            });
          },
        ),
        { numRuns: RUNS.multipartShapes, ...BOUNDED },
      );
    }, 360_000);

    it('answers too many files, fields or parts, duplicates and overlong fields below 500, and not as a too-large file', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...MULTIPART_ROUTES),
          fc.nat(),
          crowdedShape,
          async (name, id, shape) => {
            const form = buildForm(shape, judge.scene.forms[name]);
            const shot: Shot = {
              method: METHODS[name],
              path: pathFor(name, { id: { known: id } }),
              auth: 'admin',
              contentType: form.contentType,
              body: form.body,
            };
            await expectFine(shot, (reply) =>
              reply.text.includes(FILE_TOO_LARGE) ? [`answered ${reply.status}: ${reply.text}`] : [],
            );
          },
        ),
        { numRuns: RUNS.multipartLimits, ...BOUNDED },
      );
    }, 360_000);

    it('answers 400 with a readable message to bodies that are not JSON at all', async () => {
      for (const raw of ['{', 'null', '[]', '"text"', '{"email":1}{', '\u0000']) {
        const response = await fetch(new URL('/api/account-api/user-register-view/', api().baseUrl), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${judge.scene.accounts.admin.token}`,
          },
          body: raw,
        });
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { status: number; response: string[] };
        expect(answer.status).toBe(400);
        expect(answer.response[0]).toMatch(/\w/);
      }
    });
  },
  // Thousands of sign-in and reset calls from one address: the address limit is not under test here.
  { LOGIN_RATE_LIMIT: '1000000' },
);
