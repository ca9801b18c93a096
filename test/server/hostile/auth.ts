/** Who a case calls as: a signed-in account, nobody, a forged token or any Authorization header at all. */
import fc from 'fast-check';
import { Long } from './recipes';
import type { Scene } from './scene';

export type Auth = 'admin' | 'customer' | 'none' | 'unsigned' | 'resigned' | { header: string | Long };
const GARBAGE_AUTH = [
  '',
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer a.b.c',
  'Bearer null',
  'bearer\t\tx',
  'Basic YWRtaW46cGFzc3dvcmQ=',
  'Token abc',
  'Bearer ÿþ\u00ad',
  new Long('A', 4_000),
];
export const invalidAuth: fc.Arbitrary<Auth> = fc.oneof(
  fc.constantFrom<Auth>('none', 'none', 'unsigned', 'resigned'),
  fc.constantFrom(...GARBAGE_AUTH).map((header) => ({ header })),
);
export const anyAuth: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Auth>('admin') },
  { weight: 2, arbitrary: fc.constant<Auth>('customer') },
  { weight: 2, arbitrary: invalidAuth },
);

/** A forged token: the administrator's claims unsigned (alg none), or with another signature. */
function forge(token: string, how: 'unsigned' | 'resigned'): string {
  const [, payload = '', signature = ''] = token.split('.');
  if (how === 'resigned')
    return `${token.split('.').slice(0, 2).join('.')}.${signature.split('').reverse().join('')}`;
  return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
}

export function authorizationOf(auth: Auth, scene: Scene): string | undefined {
  if (auth === 'none') return undefined;
  if (auth === 'admin' || auth === 'customer') return `Bearer ${scene.accounts[auth].token}`;
  if (auth === 'unsigned' || auth === 'resigned') return `Bearer ${forge(scene.accounts.admin.token, auth)}`;
  return String(auth.header);
}
