import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { API_PATHS, type ApiPathName } from '../../server/contract/paths';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

/** Section 7's methods, restated here as the contract under test. */
const METHODS: Record<ApiPathName, string> = {
  login: 'POST',
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
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'All',
    'admin',
    '0',
    '-1',
    '101',
    '100',
    '1e9',
    'NaN',
    '2024-02-30',
    '9999-99-99',
    "' OR 1=1 --",
    '%',
    '_',
    '\\',
    '\u0000',
    'Ä'.repeat(300),
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '00000000-0000-4000-8000-000000000001',
    '["x"]',
    'null',
    'SubAdmin',
    'Approved',
    'Rejected',
    'active',
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 3 }),
);
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 12 }),
  hostileValue,
);
const hostileQuery = fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileText, { maxKeys: 6 });

/** A digest of every stored row: equal digests mean no data changed. */
async function digest(api: TestApi): Promise<string> {
  const hash = createHash('sha256');
  for (const table of [
    'companies',
    'users',
    'packages',
    'vacancies',
    'vacancy_packages',
    'candidates',
  ] as const) {
    const rows = await api.db.selectFrom(table).selectAll().execute();
    const sorted = rows.map((row) => JSON.stringify(row)).sort();
    hash.update(`${table}:${sorted.join('\n')}`);
  }
  return hash.digest('hex');
}

describeEachDatabase('hostile input', (api) => {
  let token = '';
  let knownIds: string[] = [];

  beforeAll(async () => {
    token = await api().login(ADMIN.email, ADMIN.password);
    const users = await api().db.selectFrom('users').select('user_uid').execute();
    const companies = await api().db.selectFrom('companies').select('company_uid').execute();
    knownIds = [...users.map((row) => row.user_uid), ...companies.map((row) => row.company_uid)];
  });

  it('never answers 500 and never changes stored data when it refuses a request', async () => {
    const pathParam = fc.oneof(
      fc.constantFrom(...knownIds, 'all', 'active', 'inactive', 'pending', 'english', 'german'),
      fc.uuid(),
      hostileText,
    );
    let before = await digest(api());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(API_PATHS) as ApiPathName[])),
        fc.dictionary(fc.constantFrom('id', 'type', 'status', 'lang', 'token', 'expire'), pathParam),
        hostileBody,
        hostileQuery,
        fc.boolean(),
        async (name, params, body, query, withToken) => {
          const filled = Object.fromEntries(
            [...API_PATHS[name].matchAll(/:(\w+)/g)].map(([, key]) => [
              key,
              String(params[key ?? ''] ?? 'x') || 'x',
            ]),
          );
          const method = METHODS[name];
          const answer = await api().call(method, name, filled, {
            token: withToken ? token : undefined,
            json: method === 'GET' || method === 'DELETE' ? undefined : body,
            query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, value])),
          });
          expect(answer.status, `${method} ${name} ${JSON.stringify({ filled, body, query })}`).toBeLessThan(
            500,
          );
          expect(answer.body.status).toBe(answer.status);
          const after = await digest(api());
          if (answer.status !== 200)
            expect(after, `${method} ${name} changed data but answered ${answer.status}`).toBe(before);
          before = after;
        },
      ),
      { numRuns: 400 },
    );
  }, 300_000);

  it('never answers 500 and never changes stored data on hostile multipart forms', async () => {
    const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    // Oversized files are named, not shown: a counterexample must stay readable.
    const fileBytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([PNG_HEAD, Buffer.from(bytes)])),
      fc.constant('3 MiB of PNG' as const),
    );
    const bytesOf = (file: Buffer | '3 MiB of PNG') =>
      typeof file === 'string' ? Buffer.concat([PNG_HEAD, Buffer.alloc(3 * 1024 * 1024, 1)]) : file;
    const routes = [
      ['POST', 'companyRegister', 'company_logo'],
      ['PUT', 'companyUpdate', 'company_logo'],
      ['POST', 'vacancyCreate', 'vacancy_thumbnail'],
      ['PUT', 'vacancyUpdate', 'vacancy_thumbnail'],
    ] as const;
    let before = await digest(api());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom(...knownIds, 'x'),
        fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileText, { maxKeys: 10 }),
        fc.option(fileBytes),
        async ([method, name, fileField], id, fields, file) => {
          const form = new FormData();
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          if (file) form.append(fileField, new Blob([new Uint8Array(bytesOf(file))]), 'upload.png');
          const answer = await api().call(method, name, { id }, { token, form });
          expect(answer.status, `${method} ${name} ${JSON.stringify(fields)}`).toBeLessThan(500);
          expect(answer.body.status).toBe(answer.status);
          const after = await digest(api());
          if (answer.status !== 200) expect(after).toBe(before);
          before = after;
        },
      ),
      { numRuns: 150 },
    );
  }, 300_000);

  it('answers 400 with a readable message to bodies that are not JSON at all', async () => {
    for (const raw of ['{', 'null', '[]', '"text"', '{"email":1}{', '\u0000']) {
      const response = await fetch(new URL('/api/account-api/user-register-view/', api().baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: raw,
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { status: number; response: string[] };
      expect(answer.status).toBe(400);
      expect(answer.response[0]).toMatch(/\w/);
    }
  });
});
