import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { Candidate } from '@contract/candidates';
import { type RejectionReasonItem } from '@contract/rejection-reasons';
import { rejectionReasonValue } from '@contract/rejection';
import type { CompanyRow } from '../../server/customers/table';
import { DEFAULT_REJECTION_REASONS } from '../../server/db/migrations/024_rejection_reasons';
import { addUser, insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

/** Issue 34, item 4: the managed reasons, the company's setting, and the reason on every way to reject. */
describeEachDatabase('rejection reasons', (api) => {
  let admin = '';
  let alpha: CompanyRow;
  let beta: CompanyRow;
  const tokens = { alphaAdmin: '', alphaStaff: '', betaAdmin: '' };
  let alphaVacancy = 0;
  let betaVacancy = 0;

  const call = (
    method: string,
    name: Parameters<ReturnType<typeof api>['call']>[1],
    token: string,
    json?: unknown,
    params = {},
    lang?: string,
  ) => api().call(method, name, params, { token, json, lang });
  const create = async (token: string, reason_name: string, reason_name_de = `${reason_name} (de)`) => {
    const answer = await call('POST', 'rejectionReasonCreate', token, { reason_name, reason_name_de });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as RejectionReasonItem;
  };
  const listOf = async (token: string, query: Record<string, string> = {}) => {
    const answer = await api().call('GET', 'rejectionReasonList', {}, { token, query });
    expect(answer.status).toBe(200);
    return answer.body.response as RejectionReasonItem[];
  };
  const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;
  const candidateOf = async (uid: string) =>
    (await call('GET', 'candidateDetail', admin, undefined, { id: uid })).body.response as Candidate[];
  const edit = (token: string, uid: string, json: Record<string, unknown>, lang?: string) =>
    call(
      'PUT',
      'candidateUpdate',
      token,
      {
        candidate_name: 'Candidate',
        candidate_email: 'candidate@example.com',
        candidate_phone_number: '0',
        candidate_active_or_inactive: 'active',
        ...json,
      },
      { id: uid },
      lang,
    );
  const requireReasons = (company: CompanyRow, required: boolean) =>
    api()
      .db.updateTable('companies')
      .set({ rejection_reason_required: required ? 1 : 0 })
      .where('id', '=', company.id)
      .execute();
  const reasonIdOf = async (uid: string) =>
    (
      await api()
        .db.selectFrom('candidates')
        .select('rejection_reason_id')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow()
    ).rejection_reason_id;

  const oneCandidate = async (vacancyId: number) =>
    (await insertCandidates(api(), vacancyId, [{}]))[0] ?? expect.fail('no candidate inserted');

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    alpha = await insertCompany(api());
    beta = await insertCompany(api());
    tokens.alphaAdmin = (
      await addUser(api(), admin, { user_role: 'CustomerAdmin', company_uuid: alpha.company_uid })
    ).token;
    tokens.alphaStaff = (
      await addUser(api(), admin, { user_role: 'StaffAdmin', company_uuid: alpha.company_uid })
    ).token;
    tokens.betaAdmin = (
      await addUser(api(), admin, { user_role: 'CustomerAdmin', company_uuid: beta.company_uid })
    ).token;
    alphaVacancy = (await insertVacancy(api(), alpha.id)).id;
    betaVacancy = (await insertVacancy(api(), beta.id)).id;
  });

  it('starts with the platform-wide defaults, alphabetical by the name asked for', async () => {
    const listed = await listOf(tokens.alphaStaff, { ordering: 'reason_name_de' });
    const defaults = DEFAULT_REJECTION_REASONS.map(([name, german]) => ({
      reason_name: name,
      reason_name_de: german,
    }));
    expect(
      listed
        .filter((item) => item.company === null)
        .map(({ reason_name, reason_name_de }) => ({ reason_name, reason_name_de })),
    ).toEqual([...defaults].sort((a, b) => a.reason_name_de.localeCompare(b.reason_name_de, 'de')));
  });

  it('lets the SubAdmin manage platform-wide reasons and a CustomerAdmin its company’s; StaffAdmins only read', async () => {
    const platform = await create(admin, unique('Platform'));
    expect(platform.company).toBeNull();
    const own = await create(tokens.alphaAdmin, unique('Alpha'));
    expect(own.company).toEqual({ company_uid: alpha.company_uid, company_name: alpha.company_name });
    const staff = await call('POST', 'rejectionReasonCreate', tokens.alphaStaff, {
      reason_name: 'x',
      reason_name_de: 'y',
    });
    expect(staff.status).toBe(403);

    // Each company reads the platform's and its own; the SubAdmin every company's.
    const uids = (items: RejectionReasonItem[]) => items.map((item) => item.uid);
    expect(uids(await listOf(tokens.alphaStaff))).toEqual(expect.arrayContaining([platform.uid, own.uid]));
    expect(uids(await listOf(tokens.betaAdmin))).toContain(platform.uid);
    expect(uids(await listOf(tokens.betaAdmin))).not.toContain(own.uid);
    expect(uids(await listOf(admin))).toEqual(expect.arrayContaining([platform.uid, own.uid]));
    // A company's choices, as the forms ask for them.
    const betaChoices = uids(await listOf(admin, { for_company: beta.company_uid }));
    expect(betaChoices).toContain(platform.uid);
    expect(betaChoices).not.toContain(own.uid);

    const rename = { reason_name: unique('Renamed'), reason_name_de: 'Umbenannt' };
    const update = (token: string, uid: string) =>
      call('PUT', 'rejectionReasonUpdate', token, rename, { id: uid });
    expect((await update(tokens.alphaAdmin, platform.uid)).status).toBe(403);
    expect((await update(tokens.alphaStaff, own.uid)).status).toBe(403);
    expect((await update(tokens.betaAdmin, own.uid)).status).toBe(404);
    expect((await update(tokens.alphaAdmin, own.uid)).status).toBe(200);
    expect((await update(admin, own.uid)).body.data).toMatchObject(rename);
    const remove = (token: string, uid: string) =>
      call('DELETE', 'rejectionReasonDelete', token, undefined, { id: uid });
    expect((await remove(tokens.alphaAdmin, platform.uid)).status).toBe(403);
    expect((await remove(tokens.betaAdmin, own.uid)).status).toBe(404);
    expect((await remove(tokens.alphaAdmin, own.uid)).status).toBe(200);
    expect((await remove(admin, platform.uid)).status).toBe(200);
  });

  it('needs both names, and each English name once within a company or the platform', async () => {
    const missing = await call('POST', 'rejectionReasonCreate', admin, {
      reason_name: 'Only English',
      reason_name_de: ' ',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.response).toEqual(['Please enter a valid name']);
    const name = unique('Twice');
    await create(tokens.alphaAdmin, name);
    const again = await call('POST', 'rejectionReasonCreate', tokens.alphaAdmin, {
      reason_name: name.toUpperCase(),
      reason_name_de: 'x',
    });
    expect(again.status).toBe(409);
    expect(again.body.response).toEqual(['A rejection reason with this name already exists.']);
    // Another company, or the platform, may have a reason of that name.
    await create(tokens.betaAdmin, name);
    await create(admin, name);
  });

  it('gives a candidate a reason on the edit form, records it by name, and clears it on leaving Rejected', async () => {
    const reason = await create(tokens.alphaAdmin, unique('Edited'));
    const candidate = await oneCandidate(alphaVacancy);
    const uid = candidate.uid;
    const rejected = await edit(tokens.alphaStaff, uid, {
      candidate_status: 'Rejected',
      rejection_reason: reason.uid,
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((rejected.body.data as Candidate).rejection_reason).toEqual({
      uid: reason.uid,
      reason_name: reason.reason_name,
      reason_name_de: reason.reason_name_de,
    });
    // Left out, it stays; another status clears it.
    expect(
      (await edit(tokens.alphaStaff, uid, { candidate_status: 'Rejected', candidate_phone_number: '1' }))
        .status,
    ).toBe(200);
    expect(await reasonIdOf(uid)).not.toBeNull();
    const reopened = await edit(tokens.alphaStaff, uid, {
      candidate_status: 'Contacted',
      rejection_reason: reason.uid,
    });
    expect((reopened.body.data as Candidate).rejection_reason).toBeNull();
    const history = await api().call(
      'GET',
      'recordHistory',
      { kind: 'candidate', id: uid },
      { token: admin },
    );
    const changes = (
      history.body.response as { changes: { field: string; from: string | null; to: string | null }[] }[]
    ).map((entry) => entry.changes.find((change) => change.field === 'rejection_reason'));
    const value = rejectionReasonValue(reason);
    expect(changes.filter(Boolean)).toEqual([
      { field: 'rejection_reason', from: value, to: null },
      { field: 'rejection_reason', from: null, to: value },
    ]);
  });

  it('refuses another company’s reason, and a rejection without one where the company requires it', async () => {
    const betaReason = await create(tokens.betaAdmin, unique('Beta only'));
    const candidate = await oneCandidate(alphaVacancy);
    const uid = candidate.uid;
    const foreign = await edit(admin, uid, {
      candidate_status: 'Rejected',
      rejection_reason: betaReason.uid,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.response).toEqual(['Please choose a rejection reason from the list']);
    const unknown = await edit(
      admin,
      uid,
      { candidate_status: 'Rejected', rejection_reason: 'not-a-uid' },
      'de',
    );
    expect(unknown.body.response).toEqual(['Bitte wählen Sie einen Ablehnungsgrund aus der Liste']);

    await requireReasons(alpha, true);
    try {
      expect((await candidateOf(uid))[0]?.rejection_reason_required).toBe(true);
      const without = await edit(tokens.alphaStaff, uid, { candidate_status: 'Rejected' });
      expect(without.status).toBe(400);
      expect(without.body.response).toEqual(['Please choose a rejection reason: this customer requires one']);
      const german = await edit(
        tokens.alphaStaff,
        uid,
        { candidate_status: 'Rejected', rejection_reason: '' },
        'de',
      );
      expect(german.body.response).toEqual([
        'Bitte wählen Sie einen Ablehnungsgrund: dieser Kunde verlangt einen',
      ]);
      // One rejected without a reason before the setting may still be edited otherwise.
      await api()
        .db.updateTable('candidates')
        .set({ candidate_status: 'Rejected' })
        .where('uid', '=', uid)
        .execute();
      expect(
        (await edit(tokens.alphaStaff, uid, { candidate_status: 'Rejected', candidate_phone_number: '2' }))
          .status,
      ).toBe(200);
    } finally {
      await requireReasons(alpha, false);
    }
  });

  it('sets the reason on every candidate a bulk rejection changes, refusing those it cannot', async () => {
    const alphaReason = await create(tokens.alphaAdmin, unique('Bulk alpha'));
    const platformReason =
      (await listOf(admin)).find((item) => item.company === null) ?? expect.fail('no platform-wide reason');
    const alphaOnes = await insertCandidates(api(), alphaVacancy, [{}, {}]);
    const betaOne = await oneCandidate(betaVacancy);
    const uids = [...alphaOnes.map((row) => row.uid), betaOne.uid];
    const bulk = (set: Record<string, unknown>, lang?: string) =>
      call('POST', 'candidateBulkUpdate', admin, { uids, set }, {}, lang);

    // Alpha's reason: Beta's candidate is refused, with the reason.
    const own = await bulk({ candidate_status: 'Rejected', rejection_reason: alphaReason.uid });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data).toEqual({
      changed: 2,
      unchanged: 0,
      refused: [{ uid: betaOne.uid, reason: 'Please choose a rejection reason from the list' }],
    });
    for (const row of alphaOnes) expect(await reasonIdOf(row.uid)).not.toBeNull();
    expect(await reasonIdOf(betaOne.uid)).toBeNull();

    // Leaving Rejected clears it; then, Beta requiring one, a rejection without a reason refuses Beta's.
    expect((await bulk({ candidate_status: 'Contacted' })).body.data).toMatchObject({
      changed: 3,
      unchanged: 0,
    });
    for (const uid of uids) expect(await reasonIdOf(uid)).toBeNull();
    await requireReasons(beta, true);
    try {
      const without = await bulk({ candidate_status: 'Rejected' }, 'de');
      expect(without.body.data).toEqual({
        changed: 2,
        unchanged: 0,
        refused: [
          {
            uid: betaOne.uid,
            reason: 'Bitte wählen Sie einen Ablehnungsgrund: dieser Kunde verlangt einen',
          },
        ],
      });
      // A platform-wide reason fits everyone: each changed record gets it.
      const platform = await bulk({ candidate_status: 'Rejected', rejection_reason: platformReason.uid });
      expect(platform.body.data).toEqual({ changed: 3, unchanged: 0, refused: [] });
      const detail = (await candidateOf(betaOne.uid))[0];
      expect(detail?.rejection_reason?.uid).toBe(platformReason.uid);
    } finally {
      await requireReasons(beta, false);
    }

    // A reason with another status, or one the caller cannot see, is refused as a whole.
    const wrongStatus = await bulk({ candidate_status: 'Contacted', rejection_reason: platformReason.uid });
    expect(wrongStatus.status).toBe(400);
    const hidden = await call('POST', 'candidateBulkUpdate', tokens.betaAdmin, {
      uids: [betaOne.uid],
      set: { candidate_status: 'Rejected', rejection_reason: alphaReason.uid },
    });
    expect(hidden.status).toBe(400);
    expect(hidden.body.response).toEqual(['Please choose a rejection reason from the list']);
  });

  it('refuses to delete a reason candidates were rejected for, with a 409 that says why', async () => {
    const reason = await create(tokens.alphaAdmin, unique('In use'));
    const candidate = await oneCandidate(alphaVacancy);
    await edit(tokens.alphaAdmin, candidate.uid, {
      candidate_status: 'Rejected',
      rejection_reason: reason.uid,
    });
    const refused = await call('DELETE', 'rejectionReasonDelete', tokens.alphaAdmin, undefined, {
      id: reason.uid,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.response).toEqual([
      'The rejection reason cannot be deleted as candidates were rejected for it. Give those candidates another reason first to delete it.',
    ]);
    await edit(tokens.alphaAdmin, candidate.uid, { candidate_status: 'Applied' });
    expect(
      (await call('DELETE', 'rejectionReasonDelete', tokens.alphaAdmin, undefined, { id: reason.uid }))
        .status,
    ).toBe(200);
  });

  it('keeps the company’s setting on the customer, from the form (multipart) and JSON alike', async () => {
    const company = await insertCompany(api());
    const form = new FormData();
    for (const [key, value] of Object.entries({
      company_name: company.company_name,
      company_email: company.company_email,
      folder_name: company.folder_name,
      folder_id: company.folder_id,
      rejection_reason_required: 'true',
    }))
      form.append(key, value);
    const saved = await api().call(
      'PUT',
      'companyUpdate',
      { id: company.company_uid },
      { token: admin, form },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ rejection_reason_required: true });
    // Left out, it stays.
    form.delete('rejection_reason_required');
    const kept = await api().call(
      'PUT',
      'companyUpdate',
      { id: company.company_uid },
      { token: admin, form },
    );
    expect(kept.body.data).toMatchObject({ rejection_reason_required: true });
  });
});
