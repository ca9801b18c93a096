import { beforeAll, expect, it } from 'vitest';
import { changesOf, recordHistory } from '../../server/history/record';
import type { CompanyRow } from '../../server/customers/table';
import { insertCompany } from './fixtures';
import { describeEachDatabase } from './harness';

const ACTOR = { id: 7, uid: 'actor-uid', fullName: 'Anna Actor' };

it('changesOf lists the fields that differ, valueless ones without their values', () => {
  const before = { full_name: 'Ann', email: 'a@example.com', password: 'hash-1', quota: 5 };
  const after = { full_name: 'Anna', email: 'a@example.com', password: 'hash-2', quota: 6 };
  const fields = ['full_name', 'email', 'password', 'quota'] as const;
  expect(changesOf(fields, before, after)).toEqual([
    { field: 'full_name', from: 'Ann', to: 'Anna' },
    { field: 'password', from: null, to: null },
    { field: 'quota', from: '5', to: '6' },
  ]);
  expect(changesOf(fields, before, before)).toEqual([]);
  expect(changesOf(['full_name'], null, after)).toEqual([{ field: 'full_name', from: null, to: 'Anna' }]);
  expect(changesOf(['full_name'], before, null)).toEqual([{ field: 'full_name', from: 'Ann', to: null }]);
});

describeEachDatabase('recording history', (api) => {
  let company: CompanyRow;
  beforeAll(async () => {
    company = await insertCompany(api());
  });

  const rows = (subject: string) =>
    api().db.selectFrom('history').selectAll().where('subject_uid', '=', subject).orderBy('id').execute();

  it('writes one row per change, drops the values of valueless fields and skips empty updates', async () => {
    const entry = { kind: 'customer', subjectUid: 's1', recordUid: 's1', companyId: company.id } as const;
    await recordHistory(api().db, {
      ...entry,
      action: 'update',
      actor: ACTOR,
      changes: [
        { field: 'company_logo', from: '/media/a.png', to: '/media/b.png' },
        { field: 'company_name', from: 'A', to: 'B' },
      ],
    });
    await recordHistory(api().db, { ...entry, action: 'update', actor: null, changes: [] });
    const [row, ...more] = await rows('s1');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ actor_user_id: 7, actor_uid: 'actor-uid', actor_name: 'Anna Actor' });
    expect(JSON.parse(String(row?.changes))).toEqual([
      { field: 'company_logo', from: null, to: null },
      { field: 'company_name', from: 'A', to: 'B' },
    ]);
  });
});
