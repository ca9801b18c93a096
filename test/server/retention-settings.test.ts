import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { DashboardAnswer } from '@contract/dashboard';
import type { Customer } from '@contract/customers';
import { addUser, pngFile } from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';
import { customerWith, daysBefore } from './retention-fixtures';

/** The add and edit customer forms' fields, and a retention_days where `days` is given. */
function customerForm(days?: string, logo = true): FormData {
  const form = new FormData();
  const name = `Retention ${randomUUID().slice(0, 8)}`;
  form.append('company_name', name);
  form.append('company_email', `${randomUUID().slice(0, 8)}@firma.de`);
  form.append('folder_name', `folder ${name}`);
  form.append('folder_id', `id-${name}`);
  if (days !== undefined) form.append('retention_days', days);
  if (logo) form.append('company_logo', pngFile());
  return form;
}

const dashboard = async (api: TestApi, token: string) => {
  const answer = await api.call('GET', 'dashboard', {}, { token });
  expect(answer.status).toBe(200);
  return answer.body.response as DashboardAnswer;
};

/** Issue 30: a customer's own retention, and the dashboard's forecast of the next sweep. */
describeEachDatabase(
  'retention: the customer setting and the dashboard',
  (api) => {
    let admin = '';
    beforeAll(async () => {
      await api().server.retention.settled();
      admin = await api().login(ADMIN.email, ADMIN.password);
    });

    const addCustomer = async (days?: string) =>
      api().call('POST', 'companyRegister', {}, { token: admin, form: customerForm(days) });

    it('adds and edits a customer with its own retention in days, empty meaning the platform default', async () => {
      const added = await addCustomer('30');
      expect(added.status).toBe(200);
      const customer = (added.body as unknown as { data: Customer }).data;
      expect(customer.retention_days).toBe(30);
      const none = await addCustomer();
      expect((none.body as unknown as { data: Customer }).data.retention_days).toBeNull();

      const edit = (form: FormData) =>
        api().call('PUT', 'companyUpdate', { id: customer.company_uid }, { token: admin, form });
      const detail = async () =>
        (
          (await api().call('GET', 'companyDetail', { id: customer.company_uid }, { token: admin })).body
            .response as Customer[]
        )[0]?.retention_days;
      // A client of the spec's contract sends no retention: the customer's stays.
      expect((await edit(customerForm(undefined, false))).status).toBe(200);
      expect(await detail()).toBe(30);
      expect((await edit(customerForm(' 90 ', false))).status).toBe(200);
      expect(await detail()).toBe(90);
      expect((await edit(customerForm('', false))).status).toBe(200);
      expect(await detail()).toBeNull();
    });

    it('refuses days that are no whole number from 1 to 3650, in English and German', async () => {
      for (const days of ['0', '1.5', 'ten', '-3']) {
        const answer = await addCustomer(days);
        expect(answer.status).toBe(400);
        expect(answer.body.response).toEqual(['Please enter a valid number']);
      }
      const tooMany = await addCustomer('3651');
      expect(tooMany.body.response).toEqual(['Please enter a number not greater than 3650']);
      const german = await api().call(
        'POST',
        'companyRegister',
        {},
        { token: admin, form: customerForm('3651'), lang: 'de' },
      );
      expect(german.body.response).toEqual(['Bitte geben Sie eine Zahl ein, die nicht größer als 3650 ist']);
    });

    it('tells SubAdmins and CustomerAdmins how many candidates the next sweep anonymises, and when', async () => {
      const before = await dashboard(api(), admin);
      const next = before.retention?.next_sweep_at ?? '';
      // The start's sweep ran (retention is on): the next is a day later.
      expect(Date.parse(next) - Date.now()).toBeGreaterThan(23 * 3600_000);
      const at = new Date(next);
      const own = await customerWith(api(), 30, [
        // Due by the next sweep, though not yet now.
        { candidate_status: 'Rejected', changed_at: daysBefore(at, 30.5) },
        { candidate_status: 'Rejected', changed_at: daysBefore(at, 29) },
        { candidate_status: 'Applied', changed_at: daysBefore(at, 400) },
      ]);
      await customerWith(api(), null, [
        { is_candidate_active: 'Inactive', changed_at: daysBefore(at, 181) },
        { is_candidate_active: 'Inactive', changed_at: daysBefore(at, 170) },
      ]);
      const after = await dashboard(api(), admin);
      expect(after.retention).toEqual({
        candidates: (before.retention?.candidates ?? 0) + 2,
        next_sweep_at: next,
      });

      const company = own.company.company_uid;
      const { token: customerAdmin } = await addUser(api(), admin, {
        user_role: 'CustomerAdmin',
        company_uuid: company,
      });
      expect((await dashboard(api(), customerAdmin)).retention).toEqual({
        candidates: 1,
        next_sweep_at: next,
      });
      const { token: staff } = await addUser(api(), admin, {
        user_role: 'StaffAdmin',
        company_uuid: company,
      });
      expect((await dashboard(api(), staff)).retention).toBeUndefined();
    });
  },
  { CANDIDATE_RETENTION_DAYS: '180' },
);

describeEachDatabase('retention off: the dashboard', (api) => {
  it('shows no forecast while no customer has a retention, and one once a customer has', async () => {
    await api().server.retention.settled();
    const admin = await api().login(ADMIN.email, ADMIN.password);
    expect((await dashboard(api(), admin)).retention).toBeUndefined();
    await customerWith(api(), 30, [{ candidate_status: 'Rejected', changed_at: daysBefore(new Date(), 31) }]);
    // No sweep has told its next time yet: the count is of now.
    expect((await dashboard(api(), admin)).retention).toEqual({ candidates: 1, next_sweep_at: null });
  });
});
