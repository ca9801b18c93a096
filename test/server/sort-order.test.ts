import { expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { addUser } from './fixtures';
import { ADMIN, describeEachDatabase } from './harness';

describeEachDatabase('list order', (api) => {
  it('orders names as German readers expect: accents and case do not move a name', async () => {
    const token = await api().login(ADMIN.email, ADMIN.password);
    const names = [
      'zoe Zander',
      'Özdemir Ali',
      'Ärzteteam Bauer',
      'anna Adler',
      'Oskar Olsen',
      'Émile Ebert',
    ];
    for (const full_name of names) {
      await addUser(api(), token, {
        user_role: 'SubAdmin',
        company_uuid: ADMINISTRATION_COMPANY_UID,
        full_name,
      });
    }
    const list = await api().call('GET', 'userList', {}, { token, query: { ordering: 'full_name' } });
    const listed = (list.body.response as { full_name: string }[]).map((user) => user.full_name);
    expect(listed.filter((name) => names.includes(name))).toEqual([
      'anna Adler',
      'Ärzteteam Bauer',
      'Émile Ebert',
      'Oskar Olsen',
      'Özdemir Ali',
      'zoe Zander',
    ]);
    const reversed = await api().call('GET', 'userList', {}, { token, query: { ordering: '-full_name' } });
    const names2 = (reversed.body.response as { full_name: string }[]).map((user) => user.full_name);
    expect(names2.filter((name) => names.includes(name))[0]).toBe('zoe Zander');
  });

  it("answers an ordering named after an object's own property in the default order, paged or whole", async () => {
    const token = await api().login(ADMIN.email, ADMIN.password);
    const expected = await api().call('GET', 'userList', {}, { token });
    for (const ordering of ['constructor', '__proto__', '-toString', 'hasOwnProperty']) {
      const whole = await api().call('GET', 'userList', {}, { token, query: { ordering } });
      expect(whole.status, ordering).toBe(200);
      expect(whole.body).toEqual(expected.body);
      const paged = await api().call('GET', 'userList', {}, { token, query: { ordering, page: '1' } });
      expect(paged.status, ordering).toBe(200);
    }
  });
});
