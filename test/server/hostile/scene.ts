/**
 * The scene on each server: who calls, the records the cases aim at, in the caller's company and in another
 * one, and a valid body (JSON or form) of each call for the cases to change.
 */
import type { ApiPathName } from '@contract/paths';
import type { DeclaredResource } from '../../../server/platform/resource/types';
import { createFrom, DECLARED, exampleOf } from '../declared';
import { addUser, insertCandidates, insertCompany, insertVacancy, PNG_1X1, USER_PASSWORD } from '../fixtures';
import { ADMIN, type TestApi } from '../harness';
import type { FormPart } from './forms';
import { Named } from './recipes';
import { ROUTES, servedCalls, type Served } from './routes';

/** Who calls: an administrator and a customer's administrator, signed in again when a case ended their token. */
interface Account {
  email: string;
  password: string;
  token: string;
}

/**
 * The declared resources whose records setUpRecords makes (in the caller's company and another one), and those
 * no example can make (an interview names a candidate of the test's own): their calls get the hostile inputs,
 * aimed at no record of theirs (test/server/interviews.test.ts has theirs).
 */
const BY_HAND: readonly string[] = ['user', 'customer', 'vacancy', 'candidate', 'interview'];

/** The records the cases aim at (`spare` ones for the deletes, so that the others stay), and valid bodies. */
export interface Scene {
  accounts: Record<'admin' | 'customer', Account>;
  /** Each call as the server serves it (its OpenAPI document). */
  calls: Record<ApiPathName, Served>;
  targets: Record<string, string[]>;
  spare: Record<string, string[]>;
  /** The kind of the records the calls of a resource set up from its declaration name. */
  kinds: Partial<Record<ApiPathName, string>>;
  /** The records a timeline (recordHistory) can name. */
  histories: string[];
  templates: Partial<Record<ApiPathName, Record<string, unknown>>>;
  forms: Partial<Record<ApiPathName, FormPart[]>>;
}

/** A form of `values` and a 1x1 PNG as its `image`. */
const fieldsOf = (values: Record<string, unknown>, image: string): FormPart[] => [
  ...Object.entries(values).map(([name, value]) => ({
    name,
    file: false,
    content: typeof value === 'string' ? value : JSON.stringify(value),
    header: 'plain' as const,
  })),
  { name: image, file: true, content: new Named('PNG 1x1', () => PNG_1X1), header: 'plain' },
];

/** The calls of a declared resource. */
const callsOf = (resource: DeclaredResource): ApiPathName[] =>
  [
    resource.list?.all,
    resource.list?.byType?.path,
    resource.detail?.path,
    resource.create?.path,
    resource.update?.path,
    resource.delete?.path,
  ].filter((name): name is ApiPathName => name !== undefined);

const uidsOf = (rows: { uid: string }[]) => rows.map((row) => row.uid);

/** Notes on the candidates, one by each caller, through the real call: the uids of the notes it answered. */
async function addNotes(api: TestApi, tokens: string[], candidateUids: string[]): Promise<string[]> {
  const uids: string[] = [];
  for (const token of tokens) {
    for (const id of candidateUids) {
      const json = { note_text: 'A note' };
      const answer = await api.call('POST', 'candidateNoteCreate', { id }, { token, json });
      if (answer.status === 200) uids.push((answer.body.data as { uid: string }).uid);
    }
  }
  return uids;
}

/** Customers, users, vacancies, candidates and notes to aim at, in the caller's company and in another one. */
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
  // The customer's token adds notes to its own company's candidates only (the others answer 404).
  const notesOf = () => addNotes(api, [adminToken, customer.token], uidsOf(candidates));
  const targets: Record<string, string[]> = {
    user: [victim.user_uid],
    company: companies.map((row) => row.company_uid).filter((uid) => uid !== empty.company_uid),
    vacancy: uidsOf(vacancies),
    candidate: uidsOf(candidates),
    note: await notesOf(),
  };
  const spare: Record<string, string[]> = {
    user: [spareUser.user_uid],
    company: [empty.company_uid],
    vacancy: [spareVacancy.uid],
    candidate: uidsOf(candidates),
    note: await notesOf(),
  };
  return { customer, victim, other, targets, spare };
}

/** A write's example as its template, and as its form when the resource takes an image. */
function bodiesOf(resource: DeclaredResource, scene: Pick<Scene, 'templates' | 'forms'>): void {
  for (const write of ['create', 'update'] as const) {
    const call = resource[write];
    if (!call) continue;
    const example = exampleOf(resource, write);
    scene.templates[call.path] = example;
    if (resource.image) scene.forms[call.path] = fieldsOf(example, resource.image);
  }
}

/**
 * The records of the resources not set up by hand, from their declarations: targets and a spare made by the
 * resource's own create call, and its examples as the bodies of its writes.
 */
async function setUpDeclared(api: TestApi, token: string, scene: Scene): Promise<void> {
  for (const resource of DECLARED.filter(({ history }) => !BY_HAND.includes(history.kind))) {
    const { kind } = resource.history;
    const make = (word: string) => createFrom(api, token, resource, `hostile ${kind} ${word}`);
    scene.targets[kind] = [await make('target 1'), await make('target 2')];
    scene.spare[kind] = [await make('spare')];
    for (const name of callsOf(resource)) scene.kinds[name] = kind;
    if (resource.timeline) scene.histories.push(...(scene.targets[kind] ?? []));
    bodiesOf(resource, scene);
    const bulkDelete = resource.delete?.bulk;
    if (bulkDelete) scene.templates[bulkDelete.path] = { uids: scene.spare[kind] };
  }
}

/** Fails loudly when a multipart call has no valid form to send. */
function checkForms(scene: Scene): void {
  const missing = ROUTES.filter((name) => scene.calls[name].multipart && !scene.forms[name]);
  if (missing.length > 0) throw new Error(`no valid form for the multipart calls ${missing.join(', ')}`);
}

export async function setUpScene(api: TestApi): Promise<Scene> {
  const adminToken = await api.login(ADMIN.email, ADMIN.password);
  const calls = await servedCalls(api);
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
  const scene: Scene = {
    accounts: {
      admin: { ...ADMIN, token: adminToken },
      customer: { email: customer.user.email, password: USER_PASSWORD, token: customer.token },
    },
    calls,
    targets,
    spare,
    kinds: {},
    // A timeline names a record of any kind that has one.
    histories: (['user', 'company', 'vacancy', 'candidate'] as const).flatMap((kind) => targets[kind] ?? []),
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
      candidateNoteCreate: { note_text: 'A note' },
      candidateBulkUpdate: { uids: targets.candidate, set: { candidate_status: 'Contacted' } },
      vacancyBulkUpdate: { uids: targets.vacancy, set: { vacancy_status: 'Active' } },
      vacancyBulkDelete: { uids: spare.vacancy },
      candidateNoteUpdate: { note_text: 'An edited note' },
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
  await setUpDeclared(api, adminToken, scene);
  checkForms(scene);
  return scene;
}
