import fs from 'node:fs/promises';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { localUploadsDir } from '../../server/platform/storage/local';
import { addUser, insertCandidates, insertCompany, insertVacancy, pngFile, registration } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

const NOT_DELETABLE =
  'Customer cannot be deleted as it has users and vacancies in the application. Delete them first to delete a customer.';

/** How often each race is run: each run sends both requests at once. */
const ROUNDS = 12;

describeEachDatabase('writes racing a delete', (api) => {
  let admin = '';
  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
  });
  const deleteCompany = (uid: string) => api().call('DELETE', 'companyDelete', { id: uid }, { token: admin });
  const companyExists = async (uid: string) =>
    (await api()
      .db.selectFrom('companies')
      .select('id')
      .where('company_uid', '=', uid)
      .executeTakeFirst()) !== undefined;

  it('a customer rename takes its candidates in id order, to queue behind a bulk update rather than deadlock', async () => {
    // A deadlock is PostgreSQL's: SQLite runs one transaction at a time.
    if (api().server.ctx.engine !== 'postgres') return;
    const company = await insertCompany(api(), { company_name: 'Lock Order GmbH' });
    const vacancy = await insertVacancy(api(), company.id);
    const [first, , last] = await insertCandidates(api(), vacancy.id, [
      { candidate_name: 'Zora First' },
      { candidate_name: 'Mia Middle' },
      { candidate_name: 'Anna Last' },
    ]);
    if (!first || !last) throw new Error('candidates not inserted');
    // Written again, the first row's new version lies after the others: a scan of the table finds it last.
    await api()
      .db.updateTable('candidates')
      .set({ candidate_phone_number: '+49 151 1' })
      .where('id', '=', first.id)
      .execute();
    const json = {
      company_name: 'Lock Order AG',
      company_email: company.company_email,
      folder_name: company.folder_name,
      folder_id: company.folder_id,
    };
    let rename: Promise<{ status: number }> | undefined;
    // As a bulk update would, this transaction holds the last candidate while the rename runs.
    await api()
      .db.transaction()
      .execute(async (trx) => {
        await sql`SELECT id FROM candidates WHERE id = ${last.id} FOR UPDATE`.execute(trx);
        rename = api().call('PUT', 'companyUpdate', { id: company.company_uid }, { token: admin, json });
        const waiting = async () =>
          (
            await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(api().db)
          ).rows[0]?.n;
        await expect.poll(waiting, { timeout: 15_000 }).toBe(1);
        // Waiting for the last row, the rename already holds the first one.
        await expect(
          sql`SELECT id FROM candidates WHERE id = ${first.id} FOR UPDATE NOWAIT`.execute(api().db),
        ).rejects.toMatchObject({ code: '55P03' });
      });
    expect((await rename)?.status).toBe(200);
  });

  it('a new password for a user who is being deleted answers 200 or 404, never 500', async () => {
    const company = await insertCompany(api());
    for (let round = 0; round < ROUNDS; round++) {
      const { user } = await addUser(api(), admin, {
        user_role: 'StaffAdmin',
        company_uuid: company.company_uid,
      });
      const json = {
        full_name: user.full_name,
        user_role: user.user_role,
        status: user.status,
        email: user.email,
        or_password: 'brand-new-pass-1',
        confirm_password: 'brand-new-pass-1',
      };
      const [update, remove] = await Promise.all([
        api().call('PUT', 'userUpdate', { id: user.user_uid }, { token: admin, json }),
        api().call('DELETE', 'userDelete', { id: user.user_uid }, { token: admin }),
      ]);
      expect(remove.status).toBe(200);
      expect([200, 404], JSON.stringify(update.body)).toContain(update.status);
      if (update.status === 404)
        expect(update.body.response).toEqual(['This record does not exist or is not visible to you.']);
    }
  });

  it('adding a user to a customer that is being deleted answers 200 or 409, and one of the two wins', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const company = await insertCompany(api());
      const json = registration({ user_role: 'StaffAdmin', company_uuid: company.company_uid });
      const [register, remove] = await Promise.all([
        api().call('POST', 'userRegister', {}, { token: admin, json }),
        deleteCompany(company.company_uid),
      ]);
      expect([200, 400, 409], JSON.stringify(register.body)).toContain(register.status);
      expect([200, 409], JSON.stringify(remove.body)).toContain(remove.status);
      const stored = await api()
        .db.selectFrom('users')
        .select('id')
        .where('email', '=', json.email)
        .executeTakeFirst();
      expect(stored !== undefined).toBe(register.status === 200);
      expect(await companyExists(company.company_uid)).toBe(remove.status !== 200);
      expect(register.status === 200 && remove.status === 200).toBe(false);
    }
  });

  it('adding a vacancy to a customer that is being deleted answers 200 or 409, and leaves no file behind', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const company = await insertCompany(api());
      const form = new FormData();
      const values = {
        vacancy_title: `Race ${round}`,
        vacancy_form_id: 'form-1',
        vacancy_description: 'Runs',
        vacancy_tag: '',
        company_uuid: company.company_uid,
        vacancy_quota: '40',
        vacancy_start_date: '2024-03-01',
        vacancy_due_date: '2024-04-01',
      };
      for (const [key, value] of Object.entries(values)) form.append(key, value);
      form.append('vacancy_thumbnail', pngFile());
      const [create, remove] = await Promise.all([
        api().call('POST', 'vacancyCreate', {}, { token: admin, form }),
        deleteCompany(company.company_uid),
      ]);
      expect([200, 400, 409], JSON.stringify(create.body)).toContain(create.status);
      expect([200, 409], JSON.stringify(remove.body)).toContain(remove.status);
      if (remove.status === 409) expect(remove.body.response).toEqual([NOT_DELETABLE]);
      expect(create.status === 200 && remove.status === 200).toBe(false);
      const vacancies = await api()
        .db.selectFrom('vacancies')
        .select('vacancy_thumbnail')
        .where('vacancy_title', '=', values.vacancy_title)
        .execute();
      expect(vacancies).toHaveLength(create.status === 200 ? 1 : 0);
    }
  });
});

describeEachDatabase('edits racing each other', (api) => {
  it('two new logos for a customer at once: the one kept is on disk, every one it replaced is gone', async () => {
    const admin = await api().login(ADMIN.email, ADMIN.password);
    const company = await insertCompany(api());
    const logoForm = () => {
      const form = new FormData();
      form.append('company_name', company.company_name);
      form.append('company_email', company.company_email);
      form.append('folder_name', company.folder_name);
      form.append('folder_id', company.folder_id);
      form.append('company_logo', pngFile());
      return form;
    };
    const edit = () =>
      api().call('PUT', 'companyUpdate', { id: company.company_uid }, { token: admin, form: logoForm() });
    const logoFiles = async () => {
      const logos = await api()
        .db.selectFrom('companies')
        .select('company_logo')
        .where('company_logo', 'is not', null)
        .execute();
      const stored = new Set(await fs.readdir(localUploadsDir(api().dataDir)));
      return { logos: logos.map(({ company_logo }) => company_logo?.split('/').at(-1) ?? ''), stored };
    };
    expect((await edit()).status).toBe(200);
    for (let round = 0; round < ROUNDS; round++) {
      const before = await logoFiles();
      const answers = await Promise.all([edit(), edit()]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const after = await logoFiles();
      expect(after.logos.every((logo) => after.stored.has(logo))).toBe(true);
      expect(after.stored.size).toBe(before.stored.size);
    }
  });
});
