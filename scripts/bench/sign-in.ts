import { apiPath } from '@contract/paths';
import { ADMIN } from './server';

/** The bench administrator's access token (ADMIN, signed in as SuperAdmin) from the server at `base`. */
export async function adminToken(base: string): Promise<string> {
  const answer = await fetch(new URL(`/api/${apiPath('login', {})}`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, user_role: 'SuperAdmin' }),
  });
  if (!answer.ok) throw new Error(`login: ${answer.status}`);
  return ((await answer.json()) as { access: string }).access;
}
