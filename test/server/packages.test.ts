import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import { DEFAULT_PACKAGES } from '../../server/db/migrations/014_packages';
import { GERMAN_PACKAGE_NAMES } from '../../server/db/migrations/020_package_names_german';
import { BOM, parseCsv } from './csv';
import { addUser, bookPackage, insertCompany, insertVacancy } from './fixtures';
import {
  ADMIN,
  callPath,
  describeEachDatabase,
  emptyStore,
  ENGINES,
  serveApi,
  type Store,
  type TestApi,
} from './harness';

interface Package {
  uid: string;
  package_name: string;
  package_name_de: string;
}

const listed = (answer: { body: { response: unknown } }) => answer.body.response as Package[];
const names = (answer: { body: { response: unknown } }) => listed(answer).map((item) => item.package_name);

/** The package catalogue (issue: a resource is one folder of declarations): listed, managed, recorded. */
describeEachDatabase('packages', (api) => {
  let admin = '';
  const token = async () => (admin ||= await api().login(ADMIN.email, ADMIN.password));
  const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

  async function create(package_name: string, package_name_de?: string): Promise<Package> {
    const answer = await api().call(
      'POST',
      'packageCreate',
      {},
      { token: await token(), json: { package_name, package_name_de } },
    );
    expect(answer.status).toBe(200);
    return answer.body.data as Package;
  }

  it('answers the unpaged list as the vacancy forms read it, in the order they were added', async () => {
    const answer = await api().call('GET', 'packageList', {}, { token: await token() });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['status', 'response']);
    expect(names(answer).slice(0, DEFAULT_PACKAGES.length)).toEqual(DEFAULT_PACKAGES);
    expect(listed(answer)[0]).toEqual({
      uid: expect.any(String),
      package_name: DEFAULT_PACKAGES[0],
      package_name_de: 'Stellenbörsen-Anzeige',
    });
    expect(
      listed(answer)
        .slice(0, DEFAULT_PACKAGES.length)
        .map((item) => item.package_name_de),
    ).toEqual([
      'Stellenbörsen-Anzeige',
      'Social-Media-Kampagne',
      'Videointerview',
      'Active Sourcing',
      'Premium-Anzeige',
    ]);
    expect(Object.keys(GERMAN_PACKAGE_NAMES)).toEqual(DEFAULT_PACKAGES.map((name) => name.toLowerCase()));
  });

  it('keeps package_name the English name for clients that know no other, and keeps the German one', async () => {
    const name = unique('Banner');
    // A client of the contract before the German name: its package is named the same in German.
    const added = await create(name);
    expect(added.package_name_de).toBe(name);
    const json = { package_name: name, package_name_de: `${name} (Werbebanner)` };
    const translated = await api().call(
      'PUT',
      'packageUpdate',
      { id: added.uid },
      { token: await token(), json },
    );
    expect(translated.body.data).toEqual({ uid: added.uid, ...json });
    // Renamed by such a client, it keeps its German name.
    const renamed = await api().call(
      'PUT',
      'packageUpdate',
      { id: added.uid },
      { token: await token(), json: { package_name: `${name} XL` } },
    );
    expect(renamed.body.data).toEqual({
      uid: added.uid,
      package_name: `${name} XL`,
      package_name_de: json.package_name_de,
    });
    const company = await insertCompany(api());
    const vacancy = await insertVacancy(api(), company.id);
    const detail = await api().call('GET', 'vacancyDetail', { id: vacancy.uid }, { token: await token() });
    const choices = (detail.body.response as { vacancy_package: Package[] }[])[0]?.vacancy_package ?? [];
    expect(choices.find((item) => item.uid === added.uid)).toEqual({
      uid: added.uid,
      package_name: `${name} XL`,
      package_name_de: json.package_name_de,
      is_selected: false,
    });
  });

  it('finds and orders packages by their German name too', async () => {
    const tag = randomUUID().slice(0, 6);
    await create(`Zebra ${tag}`, `Anzeige ${tag} Ähre`);
    await create(`Apple ${tag}`, `Zeitung ${tag}`);
    const byGerman = await api().call(
      'GET',
      'packageList',
      {},
      { token: await token(), query: { page: 1, search: `${tag} ähre`, ordering: 'package_name_de' } },
    );
    expect(names(byGerman)).toEqual([`Zebra ${tag}`]);
    const ordered = await api().call(
      'GET',
      'packageList',
      {},
      { token: await token(), query: { page: 1, search: tag, ordering: 'package_name_de' } },
    );
    expect(names(ordered)).toEqual([`Zebra ${tag}`, `Apple ${tag}`]);
  });

  it('adds, renames and deletes a package, with the answers of the other write calls', async () => {
    const name = unique('Radio spot');
    const added = await api().call(
      'POST',
      'packageCreate',
      {},
      { token: await token(), json: { package_name: `  ${name} ` } },
    );
    expect(added.body).toEqual({
      status: 200,
      response: 'Package added successfully',
      data: { uid: expect.any(String), package_name: name, package_name_de: name },
    });
    const { uid } = added.body.data as Package;
    const renamed = await api().call(
      'PUT',
      'packageUpdate',
      { id: uid },
      {
        token: await token(),
        json: { package_name: `${name} XL`, package_name_de: `${name} XXL` },
        lang: 'de',
      },
    );
    expect(renamed.body).toEqual({
      status: 200,
      response: 'Paket erfolgreich aktualisiert',
      data: { uid, package_name: `${name} XL`, package_name_de: `${name} XXL` },
    });
    const deleted = await api().call('DELETE', 'packageDelete', { id: uid }, { token: await token() });
    expect(deleted.body).toEqual({ status: 200, response: 'Package deleted successfully' });
    const list = await api().call('GET', 'packageList', {}, { token: await token() });
    expect(names(list)).not.toContain(`${name} XL`);
    const again = await api().call('DELETE', 'packageDelete', { id: uid }, { token: await token() });
    expect(again.status).toBe(404);
  });

  it('refuses an empty or overlong name', async () => {
    for (const package_name of ['   ', 'x'.repeat(101)]) {
      const answer = await api().call(
        'POST',
        'packageCreate',
        {},
        { token: await token(), json: { package_name } },
      );
      expect(answer.status).toBe(400);
    }
    expect((await create('y'.repeat(100))).package_name).toHaveLength(100);
  });

  it('refuses a name another package has, ignoring case, in both languages', async () => {
    const name = unique('Print ad');
    const first = await create(name);
    const taken = await api().call(
      'POST',
      'packageCreate',
      {},
      { token: await token(), json: { package_name: name.toUpperCase() } },
    );
    expect(taken.body).toEqual({ status: 409, response: ['A package with this name already exists.'] });
    const other = await create(unique('Flyer'));
    const renamed = await api().call(
      'PUT',
      'packageUpdate',
      { id: other.uid },
      { token: await token(), json: { package_name: name.toLowerCase() }, lang: 'de' },
    );
    expect(renamed.body).toEqual({
      status: 409,
      response: ['Ein Paket mit diesem Namen existiert bereits.'],
    });
    // Its own name in another case is no conflict.
    const recased = await api().call(
      'PUT',
      'packageUpdate',
      { id: first.uid },
      { token: await token(), json: { package_name: name.toLowerCase() } },
    );
    expect(recased.status).toBe(200);
  });

  it('keeps a package that vacancies have booked', async () => {
    const booked = await create(unique('Booked'));
    const company = await insertCompany(api());
    const vacancy = await insertVacancy(api(), company.id);
    await bookPackage(api(), vacancy.id, booked.uid);
    const refused = await api().call('DELETE', 'packageDelete', { id: booked.uid }, { token: await token() });
    expect(refused.status).toBe(409);
    expect(refused.body.response).toEqual([
      'The package cannot be deleted as vacancies have booked it. Remove it from those vacancies first to delete it.',
    ]);
    const list = await api().call('GET', 'packageList', {}, { token: await token() });
    expect(names(list)).toContain(booked.package_name);
  });

  it('pages, searches and orders the list like the other lists', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const name of ['Beta', 'alpha', 'Gamma']) await create(`${name} ${tag}`);
    const page = await api().call(
      'GET',
      'packageList',
      {},
      { token: await token(), query: { page: 1, page_size: 2, search: tag, ordering: 'package_name' } },
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: 200, count: 3, previous: null });
    expect(page.body.next).toContain('page=2');
    expect(names(page)).toEqual([`alpha ${tag}`, `Beta ${tag}`]);
    const reversed = await api().call(
      'GET',
      'packageList',
      {},
      { token: await token(), query: { page: 1, search: tag, ordering: '-package_name' } },
    );
    expect(names(reversed)).toEqual([`Gamma ${tag}`, `Beta ${tag}`, `alpha ${tag}`]);
  });

  it('lets every role read the list and only the SubAdmin change it', async () => {
    const company = await insertCompany(api());
    const target = await create(unique('Guarded'));
    for (const user_role of ['CustomerAdmin', 'StaffAdmin'] satisfies UserRole[]) {
      const { token: other } = await addUser(api(), await token(), {
        user_role,
        company_uuid: company.company_uid,
      });
      expect((await api().call('GET', 'packageList', {}, { token: other })).status).toBe(200);
      const json = { package_name: unique('Not mine') };
      expect((await api().call('POST', 'packageCreate', {}, { token: other, json })).status).toBe(403);
      expect(
        (await api().call('PUT', 'packageUpdate', { id: target.uid }, { token: other, json })).status,
      ).toBe(403);
      expect((await api().call('DELETE', 'packageDelete', { id: target.uid }, { token: other })).status).toBe(
        403,
      );
      const history = await api().call(
        'GET',
        'recordHistory',
        { kind: 'package', id: target.uid },
        { token: other },
      );
      expect(history.status).toBe(403);
    }
  });

  it('records who added, renamed and deleted a package', async () => {
    const name = unique('Podcast');
    const { uid } = await create(name, `${name} (de)`);
    await api().call(
      'PUT',
      'packageUpdate',
      { id: uid },
      { token: await token(), json: { package_name: `${name} 2` } },
    );
    await api().call('DELETE', 'packageDelete', { id: uid }, { token: await token() });
    const history = await api().call(
      'GET',
      'recordHistory',
      { kind: 'package', id: uid },
      { token: await token() },
    );
    expect(history.status).toBe(200);
    const entries = history.body.response as { kind: string; action: string; changes: unknown[] }[];
    expect(entries.map((entry) => [entry.kind, entry.action, entry.changes])).toEqual([
      [
        'package',
        'delete',
        [
          { field: 'package_name', from: `${name} 2`, to: null },
          { field: 'package_name_de', from: `${name} (de)`, to: null },
        ],
      ],
      ['package', 'update', [{ field: 'package_name', from: name, to: `${name} 2` }]],
      [
        'package',
        'create',
        [
          { field: 'package_name', from: null, to: name },
          { field: 'package_name_de', from: null, to: `${name} (de)` },
        ],
      ],
    ]);
  });

  it('exports the list as CSV with its columns in the caller’s language', async () => {
    const tag = randomUUID().slice(0, 6);
    await create(`Cinema ${tag}`, `Kino ${tag}`);
    const url = new URL(callPath('packageList'), api().baseUrl);
    url.searchParams.set('format', 'csv');
    url.searchParams.set('search', tag);
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${await token()}`, 'accept-language': 'de' },
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="packages-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(BOM)).toBe(true);
    expect(parseCsv(text.slice(BOM.length), ';')).toEqual([
      ['Name auf Englisch', 'Name auf Deutsch'],
      [`Cinema ${tag}`, `Kino ${tag}`],
    ]);
  });
});

for (const engine of ENGINES) {
  describe(`packages across a restart [${engine}]`, () => {
    let store: Store | undefined;
    let api: TestApi | undefined;

    beforeAll(async () => {
      store = await emptyStore(engine);
    });
    afterAll(async () => {
      await api?.close();
    });

    it('keeps a deleted default package deleted when the server starts again', async () => {
      if (!store) throw new Error('no store');
      const first = await serveApi(store);
      const token = await first.login(ADMIN.email, ADMIN.password);
      const list = await first.call('GET', 'packageList', {}, { token });
      const gone = listed(list).find((item) => item.package_name === DEFAULT_PACKAGES[0]);
      expect(gone).toBeDefined();
      const deleted = await first.call('DELETE', 'packageDelete', { id: gone?.uid ?? '' }, { token });
      expect(deleted.status).toBe(200);
      await first.server.close();
      api = await serveApi(store);
      const again = await api.call(
        'GET',
        'packageList',
        {},
        { token: await api.login(ADMIN.email, ADMIN.password) },
      );
      expect(names(again)).toEqual(DEFAULT_PACKAGES.slice(1));
    });
  });
}
