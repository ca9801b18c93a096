/**
 * Issue 29: every record a screen edits has a version. Details answer it as ETag, list rows carry it when asked
 * (`Prefer: versions`), and a write with a stale If-Match answers 412 with the record as it now is and who
 * changed it, leaving it as it was. The cases are derived from the declared resources (server/resources.ts).
 */
import { beforeAll, expect, it } from 'vitest';
import type { ApiPathName } from '@contract/paths';
import type { DeclaredResource } from '../../server/platform/resource/types';
import { createFrom, DECLARED, exampleOf, variant } from './declared';
import { insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, describeEachDatabase, type Answer, type TestApi } from './harness';

/** How a test makes a record of a resource, and a valid update body for it marked with `word`. */
interface Recipe {
  make(api: TestApi, token: string, word: string): Promise<string>;
  update(word: string): Record<string, unknown>;
}

const fromExample = (resource: DeclaredResource): Recipe => ({
  make: (api, token, word) => createFrom(api, token, resource, word),
  update: (word) => variant(exampleOf(resource, 'update'), word),
});

/** Resources whose writes need more than their examples; any other must declare examples. */
const RECIPES: Record<string, (resource: DeclaredResource) => Recipe> = {
  users: () => ({
    make: async (api, token, word) => {
      const company = await insertCompany(api);
      const json = {
        full_name: `User ${word}`,
        user_role: 'StaffAdmin',
        email: `${word}@versions.test`,
        username: 'username',
        status: 'Approved',
        company_uuid: company.company_uid,
        or_password: 'secret-pass-1',
        confirm_password: 'secret-pass-1',
      };
      const answer = await api.call('POST', 'userRegister', {}, { token, json });
      return (answer.body.data as { user_uid: string }).user_uid;
    },
    update: (word) => ({
      full_name: `User ${word}`,
      user_role: 'StaffAdmin',
      status: 'Approved',
      email: `edited-${word}@versions.test`,
    }),
  }),
  companies: () => ({
    make: async (api) => (await insertCompany(api)).company_uid,
    update: (word) => ({
      company_name: `Company ${word}`,
      company_email: `${word}@company.test`,
      folder_name: 'folder',
      folder_id: 'folder-id',
    }),
  }),
  vacancies: () => ({
    make: async (api) => (await insertVacancy(api, (await insertCompany(api)).id)).uid,
    update: (word) => ({
      vacancy_title: `Vacancy ${word}`,
      vacancy_description: 'Described',
      vacancy_quota: 5,
      vacancy_start_date: '2024-01-01',
      vacancy_due_date: '2024-12-31',
      vacancy_package: [],
      vacancy_status: 'Active',
    }),
  }),
  candidates: () => ({
    make: async (api) => {
      const vacancy = await insertVacancy(api, (await insertCompany(api)).id);
      const [candidate] = await insertCandidates(api, vacancy.id, [{}]);
      return candidate?.uid ?? '';
    },
    update: (word) => ({
      candidate_name: `Candidate ${word}`,
      candidate_email: 'candidate@example.com',
      candidate_phone_number: '+49 30 1234567',
      candidate_status: 'Contacted',
      candidate_active_or_inactive: 'active',
    }),
  }),
};

/**
 * The declared resources with list calls, whose rows carry versions too. Interviews have none of the generic
 * kind (the calendar's range list): test/server/interviews.test.ts checks their ETag and If-Match.
 */
const WITH_LISTS = DECLARED.filter((resource) => resource.list);

const recipeOf = (resource: DeclaredResource) => (RECIPES[resource.table] ?? fromExample)(resource);

const ifMatch = (version: number | string) => ({ 'if-match': `"${version}"` });
const VERSIONS = { prefer: 'versions' };

describeEachDatabase('versions: ETag, If-Match and 412 on every declared resource', (api) => {
  let token = '';
  let counter = 0;
  const word = () => `w${++counter}x${Date.now() % 100000}`;
  beforeAll(async () => {
    token = await api().login(ADMIN.email, ADMIN.password);
  });

  const update = (
    resource: DeclaredResource,
    uid: string,
    json: unknown,
    headers: Record<string, string> = {},
  ) => api().call('PUT', resource.update?.path as ApiPathName, { id: uid }, { token, json, headers });

  /** The record's version, from its detail's ETag or else from its row in the list. */
  async function versionOf(resource: DeclaredResource, uid: string): Promise<number> {
    if (resource.detail) {
      const detail = await api().call('GET', resource.detail.path, { id: uid }, { token });
      return Number(detail.headers.get('etag')?.replace(/"/g, ''));
    }
    const row = (await listRows(resource)).find((item) => Object.values(item).includes(uid));
    return Number(row?.version);
  }

  async function listRows(
    resource: DeclaredResource,
    headers: Record<string, string> = VERSIONS,
  ): Promise<Record<string, unknown>[]> {
    const { list } = resource;
    const [name, params] = list?.all
      ? [list.all, {}]
      : [
          list?.byType?.path,
          Object.fromEntries(Object.keys(list?.byType?.types.shape ?? {}).map((k) => [k, 'all'])),
        ];
    const answer = await api().call('GET', name as ApiPathName, params, { token, headers });
    return answer.body.response as Record<string, unknown>[];
  }

  const expectStale = (answer: Answer, uid: string, version: number) => {
    expect(answer.status).toBe(412);
    expect(answer.body.status).toBe(412);
    expect(answer.headers.get('etag')).toBe(`"${version}"`);
    expect(Object.values(answer.body.data as object)).toContain(uid);
    expect((answer.body.data as { version: number }).version).toBe(version);
    expect(answer.body.changed_by).toBe('Administrator');
    expect(new Date(String(answer.body.changed_at)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(answer.body.response).toEqual([
      'Administrator changed this record after you opened it, so nothing was saved. Review their change and save again.',
    ]);
  };

  it('tags details with an ETag and list rows with their version', async () => {
    for (const resource of WITH_LISTS) {
      const uid = await recipeOf(resource).make(api(), token, word());
      if (resource.detail) {
        const detail = await api().call('GET', resource.detail.path, { id: uid }, { token });
        expect(detail.headers.get('etag'), resource.table).toBe('"1"');
      }
      const row = (await listRows(resource)).find((item) => Object.values(item).includes(uid));
      expect(row?.version, resource.table).toBe(1);
      // Without Prefer: versions, the rows are section 7's.
      const plain = (await listRows(resource, {})).find((item) => Object.values(item).includes(uid));
      expect(plain, resource.table).toBeDefined();
      expect(plain, resource.table).not.toHaveProperty('version');
    }
  });

  it('answers a stale If-Match with 412 and the record as it is, a fresh one or none with 200', async () => {
    for (const resource of WITH_LISTS.filter((declared) => declared.update)) {
      const recipe = recipeOf(resource);
      const uid = await recipe.make(api(), token, word());
      const before = await versionOf(resource, uid);
      const fresh = await update(resource, uid, recipe.update(word()), ifMatch(before));
      expect(fresh.status, `${resource.table}: ${JSON.stringify(fresh.body)}`).toBe(200);
      expect(fresh.headers.get('etag')).toBe(`"${before + 1}"`);
      expect(await versionOf(resource, uid)).toBe(before + 1);
      const stale = await update(resource, uid, recipe.update(word()), ifMatch(before));
      expectStale(stale, uid, before + 1);
      expect(await versionOf(resource, uid)).toBe(before + 1);
      const unconditional = await update(resource, uid, recipe.update(word()));
      expect(unconditional.status).toBe(200);
      expect(await versionOf(resource, uid)).toBe(before + 2);
      const any = await update(resource, uid, recipe.update(word()), { 'if-match': '*' });
      expect(any.status).toBe(200);
      const malformed = await update(resource, uid, recipe.update(word()), { 'if-match': '3' });
      expect(malformed.status).toBe(400);
      const german = await api().call(
        'PUT',
        resource.update?.path as ApiPathName,
        { id: uid },
        {
          token,
          json: recipe.update(word()),
          headers: ifMatch(before),
          lang: 'de',
        },
      );
      expect(german.body.response).toEqual([
        'Administrator hat diesen Datensatz geändert, nachdem Sie ihn geöffnet haben; nichts wurde gespeichert. Bitte prüfen Sie die Änderung und speichern Sie erneut.',
      ]);
    }
  });

  it('keeps a record whose delete names a stale version, and deletes it with the current one', async () => {
    for (const resource of WITH_LISTS.filter((declared) => declared.update && declared.delete)) {
      const recipe = recipeOf(resource);
      const uid = await recipe.make(api(), token, word());
      expect((await update(resource, uid, recipe.update(word()))).status).toBe(200);
      const path = resource.delete?.path as ApiPathName;
      const stale = await api().call('DELETE', path, { id: uid }, { token, headers: ifMatch(1) });
      expectStale(stale, uid, 2);
      const deleted = await api().call('DELETE', path, { id: uid }, { token, headers: ifMatch(2) });
      expect(deleted.status, `${resource.table}: ${JSON.stringify(deleted.body)}`).toBe(200);
    }
  });

  it('lets exactly one of twenty concurrent writes with the same If-Match win', async () => {
    for (const resource of WITH_LISTS.filter((declared) => declared.update)) {
      const recipe = recipeOf(resource);
      const uid = await recipe.make(api(), token, word());
      const version = await versionOf(resource, uid);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => update(resource, uid, recipe.update(word()), ifMatch(version))),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, resource.table).toEqual([200, ...Array<number>(19).fill(412)]);
      expect(await versionOf(resource, uid)).toBe(version + 1);
    }
  });

  it('leaves list rows and write answers as section 7 has them unless versions are asked for', async () => {
    const resource = DECLARED.find((declared) => declared.table === 'candidates') as DeclaredResource;
    const uid = await recipeOf(resource).make(api(), token, word());
    const plain = await api().call('GET', 'candidateList', { status: 'all' }, { token });
    const row = (plain.body.response as Record<string, unknown>[]).find((item) => item.uid === uid);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('version');
    const saved = await update(resource, uid, recipeOf(resource).update(word()));
    expect(saved.body.data).not.toHaveProperty('version');
    const asked = await api().call(
      'PUT',
      'candidateUpdate',
      { id: uid },
      {
        token,
        json: recipeOf(resource).update(word()),
        headers: VERSIONS,
      },
    );
    expect((asked.body.data as { version: number }).version).toBe(3);
  });

  it('refuses the stale rows of a bulk status change, as it refuses missing ones, and changes the others', async () => {
    const vacancy = await insertVacancy(api(), (await insertCompany(api())).id);
    const [edited, kept] = await insertCandidates(api(), vacancy.id, [{}, {}]);
    if (!edited || !kept) throw new Error('no candidates');
    const candidates = DECLARED.find((declared) => declared.table === 'candidates') as DeclaredResource;
    expect((await update(candidates, edited.uid, recipeOf(candidates).update(word()))).status).toBe(200);
    const json = {
      uids: [edited.uid, kept.uid],
      versions: { [edited.uid]: 1, [kept.uid]: 1 },
      set: { candidate_status: 'Employed' },
    };
    const answer = await api().call('POST', 'candidateBulkUpdate', {}, { token, json });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      changed: 1,
      unchanged: 0,
      refused: [
        {
          uid: edited.uid,
          reason:
            'Administrator changed this record after you opened it, so nothing was saved. Review their change and save again.',
        },
      ],
    });
    expect(await versionOf(candidates, kept.uid)).toBe(2);
    expect(await versionOf(candidates, edited.uid)).toBe(2);
    // One uid with its version: the pipeline board's status-only move.
    const moved = await api().call(
      'POST',
      'candidateBulkUpdate',
      {},
      {
        token,
        json: { uids: [kept.uid], versions: { [kept.uid]: 2 }, set: { candidate_status: 'Contract_Sent' } },
      },
    );
    expect(moved.body.data).toEqual({ changed: 1, unchanged: 0, refused: [] });
  });

  it('refuses the stale records of every declared bulk delete and deletes the others', async () => {
    for (const resource of DECLARED.filter((declared) => declared.delete?.bulk)) {
      const recipe = recipeOf(resource);
      const [edited, kept] = [
        await recipe.make(api(), token, word()),
        await recipe.make(api(), token, word()),
      ];
      expect((await update(resource, edited, recipe.update(word()))).status, resource.table).toBe(200);
      const json = { uids: [edited, kept], versions: { [edited]: 1, [kept]: 1 } };
      const answer = await api().call(
        'POST',
        resource.delete?.bulk?.path as ApiPathName,
        {},
        { token, json },
      );
      expect(answer.body.data, resource.table).toEqual({
        changed: 1,
        unchanged: 0,
        refused: [
          {
            uid: edited,
            reason:
              'Administrator changed this record after you opened it, so nothing was saved. Review their change and save again.',
          },
        ],
      });
      expect(await versionOf(resource, edited), resource.table).toBe(2);
    }
  });

  it('versions notes: 412 on a stale edit or delete, one winner of twenty', async () => {
    const vacancy = await insertVacancy(api(), (await insertCompany(api())).id);
    const [candidate] = await insertCandidates(api(), vacancy.id, [{}]);
    const id = candidate?.uid ?? '';
    const created = await api().call(
      'POST',
      'candidateNoteCreate',
      { id },
      { token, json: { note_text: 'First' } },
    );
    expect(created.headers.get('etag')).toBe('"1"');
    const note = (created.body.data as { uid: string }).uid;
    const edit = (text: string, version: number) =>
      api().call(
        'PUT',
        'candidateNoteUpdate',
        { id: note },
        { token, json: { note_text: text }, headers: ifMatch(version) },
      );
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => edit(`Edit ${index}`, 1)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(412)]);
    const stale = await edit('Late', 1);
    expectStale(stale, note, 2);
    const listed = await api().call('GET', 'candidateNotes', { id }, { token, headers: VERSIONS });
    expect((listed.body.response as { version: number }[])[0]?.version).toBe(2);
    const path = 'candidateNoteDelete';
    expectStale(await api().call('DELETE', path, { id: note }, { token, headers: ifMatch(1) }), note, 2);
    expect((await api().call('DELETE', path, { id: note }, { token, headers: ifMatch(2) })).status).toBe(200);
  });
});
