/**
 * The roles of every declared resource's calls (server/resources.ts): each role a call names is answered
 * 200, every other role is refused with 403. Derived from the declarations, so that a new resource is
 * covered with no line here. The role matrix of users.test.ts checks the finer rules (company scope, own
 * record) of the resources that have them.
 */
import { beforeAll, expect, it } from 'vitest';
import { USER_ROLES, type UserRole } from '@contract/domain';
import type { ApiPathName } from '@contract/paths';
import type { DeclaredResource } from '../../server/platform/resource/types';
import { createFrom, DECLARED, exampleOf, variant } from './declared';
import { addUser, insertCompany } from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

/** A signed-in account of every role: the administrator, and one user of each other role. */
async function signIn(api: TestApi): Promise<Record<UserRole, string>> {
  const admin = await api.login(ADMIN.email, ADMIN.password);
  const profile = await api.call('GET', 'profile', {}, { token: admin });
  const adminRole = (profile.body.response as { user_role: UserRole }).user_role;
  const { company_uid } = await insertCompany(api);
  const tokens: Partial<Record<UserRole, string>> = { [adminRole]: admin };
  for (const role of USER_ROLES.filter((role) => role !== adminRole))
    tokens[role] = (await addUser(api, admin, { user_role: role, company_uuid: company_uid })).token;
  return tokens as Record<UserRole, string>;
}

describeEachDatabase('resources: each declared call answers its roles and refuses the others', (api) => {
  let tokens = {} as Record<UserRole, string>;
  beforeAll(async () => {
    tokens = await signIn(api());
  });

  /** The status each role gets from a call: the expected one for its roles, 403 for the others. */
  const expectRoles = async (
    roles: readonly UserRole[],
    send: (role: UserRole, token: string) => Promise<{ status: number }>,
    label: string,
  ) => {
    for (const role of USER_ROLES) {
      const { status } = await send(role, tokens[role]);
      expect(status, `${label} as ${role}`).toBe(roles.includes(role) ? 200 : 403);
    }
  };

  it('answers every declared list to its roles only', async () => {
    for (const { list } of DECLARED) {
      if (!list) continue;
      const calls: [ApiPathName | undefined, Record<string, string>][] = [
        [list.all, {}],
        [
          list.byType?.path,
          Object.fromEntries(Object.keys(list.byType?.types.shape ?? {}).map((k) => [k, 'all'])),
        ],
      ];
      for (const [name, params] of calls) {
        if (!name) continue;
        await expectRoles(list.roles, (_role, token) => api().call('GET', name, params, { token }), name);
      }
    }
  });

  /** A record of the resource for a case to aim at, made by a role that may create it. */
  const recordOf = (resource: DeclaredResource, word: string) => {
    const [maker = 'SubAdmin'] = resource.create?.roles ?? [];
    return createFrom(api(), tokens[maker], resource, word);
  };

  it('answers the detail, create, update and delete of every resource with examples to their roles only', async () => {
    const checked: string[] = [];
    for (const resource of DECLARED) {
      const { detail, create, update, delete: remove } = resource;
      if (create?.example === undefined) continue;
      await expectRoles(
        create.roles,
        (role, token) => {
          const json = variant(exampleOf(resource, 'create'), `Rollen ${role}`);
          return api().call('POST', create.path, {}, { token, json });
        },
        create.path,
      );
      const id = await recordOf(resource, 'Rollenprobe');
      if (detail)
        await expectRoles(
          detail.roles,
          (_role, token) => api().call('GET', detail.path, { id }, { token }),
          detail.path,
        );
      if (update)
        await expectRoles(
          update.roles,
          (role, token) => {
            const json = variant(exampleOf(resource, 'update'), `Bearbeitet ${role}`);
            return api().call('PUT', update.path, { id }, { token, json });
          },
          update.path,
        );
      if (remove)
        await expectRoles(
          remove.roles,
          async (role, token) =>
            api().call('DELETE', remove.path, { id: await recordOf(resource, `Weg ${role}`) }, { token }),
          remove.path,
        );
      checked.push(resource.history.kind);
    }
    expect(checked).toContain('package');
  });
});
