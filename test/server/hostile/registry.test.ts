/**
 * The registries the hostile cases derive: every call with the method the server serves it with, and every
 * declared resource's calls aimed at records made from its declaration. A new resource is covered with no
 * line of its own in this folder; a call the server does not serve fails the setup.
 */
import { expect, it } from 'vitest';
import { DECLARED } from '../declared';
import { describeEachDatabase } from '../harness';
import { ROUTES } from './routes';
import { HOSTILE_ENV, hostileCases } from './suite';

describeEachDatabase(
  'hostile input: the registries derived from the server',
  (api) => {
    const { judge, pathFor, methodOf, multipartRoutes } = hostileCases(api);

    it('serves each declared call with the method its part implies, a form with an image as multipart', () => {
      for (const resource of DECLARED) {
        const { list, detail, create, update } = resource;
        const expected = [
          [list?.all, 'GET'],
          [list?.byType?.path, 'GET'],
          [detail?.path, 'GET'],
          [create?.path, 'POST'],
          [update?.path, 'PUT'],
          [resource.delete?.path, 'DELETE'],
        ] as const;
        for (const [name, method] of expected) if (name) expect(methodOf(name), name).toBe(method);
        const writes = [create?.path, update?.path].filter((name) => name !== undefined);
        for (const name of writes) expect(multipartRoutes().includes(name), name).toBe(!!resource.image);
      }
      expect(ROUTES.filter((name) => !methodOf(name))).toEqual([]);
    });

    it('aims the calls of every resource not set up by hand at records made through its create call', async () => {
      const { scene } = judge();
      const token = scene.accounts.admin.token;
      const fromDeclarations = DECLARED.filter(({ create }) => create && scene.kinds[create.path]);
      expect(fromDeclarations.map(({ history }) => history.kind)).toContain('package');
      for (const { update, delete: remove, history } of fromDeclarations) {
        expect(scene.targets[history.kind]?.length, history.kind).toBeGreaterThan(0);
        if (update) {
          const path = pathFor(update.path, { id: { known: 0 } });
          const json = scene.templates[update.path];
          expect((await api().call('PUT', { path }, {}, { token, json })).status, path).toBe(200);
        }
        if (remove) {
          const path = pathFor(remove.path, { id: { known: 0 } });
          expect((await api().call('DELETE', { path }, {}, { token })).status, path).toBe(200);
        }
      }
    });
  },
  HOSTILE_ENV,
);
