/** The calls under test, and how the server serves each as its OpenAPI document declares it. */
import { API_PATHS, type ApiPathName } from '@contract/paths';
import { endpoint } from '../../../server/platform/routes';
import type { TestApi } from '../harness';

const ALL_ROUTES = Object.keys(API_PATHS) as ApiPathName[];
/**
 * Calls whose answer, once accepted, never ends (the live-update stream): a shot waits for a whole answer, so
 * they are shot at only without a valid token; test/server/events.test.ts covers the rest.
 */
const STREAMS: readonly ApiPathName[] = ['events'];
export const ROUTES = ALL_ROUTES.filter((name) => !STREAMS.includes(name));
const PUBLIC_ROUTES: readonly ApiPathName[] = ['login', 'passwordResetLink', 'passwordReset'];
export const PROTECTED_ROUTES = ALL_ROUTES.filter((name) => !PUBLIC_ROUTES.includes(name));

/** How the server serves a call: its method, and whether it takes a multipart form. */
export interface Served {
  method: string;
  multipart: boolean;
}

interface Operation {
  requestBody?: { content?: Record<string, unknown> };
}
type Paths = Record<string, Record<string, Operation> | undefined>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function servedOf(name: ApiPathName, paths: Paths): Served {
  const path = endpoint(name).replace(/:(\w+)/g, '{$1}');
  const operations = Object.entries(paths[path] ?? {}).filter(([method]) => HTTP_METHODS.includes(method));
  const [only] = operations;
  if (!only || operations.length > 1)
    throw new Error(`${name}: the server serves ${path} with ${operations.length} methods, not one`);
  const [method, operation] = only;
  const content = operation.requestBody?.content ?? {};
  return { method: method.toUpperCase(), multipart: 'multipart/form-data' in content };
}

/** Every call of the contract as the server serves it; a call it does not serve fails the setup loudly. */
export async function servedCalls(api: TestApi): Promise<Record<ApiPathName, Served>> {
  const answer = await api.call('GET', { path: '/api/openapi.json' });
  if (answer.status !== 200) throw new Error(`the OpenAPI document answered ${answer.status}`);
  const { paths } = answer.body as unknown as { paths: Paths };
  return Object.fromEntries(ALL_ROUTES.map((name) => [name, servedOf(name, paths)])) as Record<
    ApiPathName,
    Served
  >;
}
