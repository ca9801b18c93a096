/**
 * What every test file of this folder shares: the servers' settings and, on each server, a scene, a watch on
 * its data and a judge, set up before the first case and closed after the last.
 */
import type { ApiPathName } from '@contract/paths';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestApi } from '../harness';
import { Judge } from './judge';
import { ROUTES } from './routes';
import { setUpScene } from './scene';
import { label, type Reply, type Shot } from './shot';
import { StoreWatch } from './store-watch';
import { pathOf, type Segment } from './urls';

/** Thousands of sign-in and reset calls from one address: the address limit is not under test here. */
export const HOSTILE_ENV = { LOGIN_RATE_LIMIT: '1000000' };

export interface HostileCases {
  /** The judge of the current server, there from the first case on. */
  judge: () => Judge;
  /** The path of a call with its :params filled: valid ones, unless `segments` says otherwise. */
  pathFor: (name: ApiPathName, segments?: Partial<Record<string, Segment>>) => string;
  /** The method the server serves a call with. */
  methodOf: (name: ApiPathName) => string;
  /** The calls that take a multipart form. */
  multipartRoutes: () => ApiPathName[];
  /** Sends one case and expects no problem with it; a failure names the case. */
  expectFine: (shot: Shot, extra?: (reply: Reply) => string[]) => Promise<void>;
}

/** Sets up the cases of a `describeEachDatabase` block on its server; called first in the block. */
export function hostileCases(api: () => TestApi): HostileCases {
  let current: Judge | undefined;
  beforeAll(async () => {
    const scene = await setUpScene(api());
    current = new Judge(api(), scene, await StoreWatch.open(api()));
  });
  afterAll(() => current?.agent.destroy());
  const judge = () => {
    if (!current) throw new Error('hostile cases not set up');
    return current;
  };
  return {
    judge,
    pathFor: (name, segments = {}) => pathOf(name, segments, judge().scene),
    methodOf: (name) => judge().scene.calls[name].method,
    multipartRoutes: () => ROUTES.filter((name) => judge().scene.calls[name].multipart),
    expectFine: async (shot, extra) => {
      expect(await judge().problems(shot, extra), label(shot)).toEqual([]);
    },
  };
}
