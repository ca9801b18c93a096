import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN, describeEachDatabase } from './harness';

const UNAUTHORIZED = { status: 401, response: ['Your session has ended. Please sign in again.'] };
const UNAUTHORIZED_DE = {
  status: 401,
  response: ['Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.'],
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A token the way the server makes one (HS256, sub = user uid, ver = session version, jti), with any key and exp. */
function signToken(secret: string, claims: { sub: string; ver: number }, exp: number): Promise<string> {
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

describeEachDatabase('access tokens', (api) => {
  let token: string;
  let claims: { sub: string; ver: number };
  beforeAll(async () => {
    token = await api().login(ADMIN.email, ADMIN.password);
    const decoded = decodeJwt(token);
    claims = { sub: String(decoded.sub), ver: Number(decoded.ver) };
  });

  const profileWith = (authorization: string | undefined, lang?: string) => {
    const headers: Record<string, string> = {};
    if (authorization !== undefined) headers.authorization = authorization;
    if (lang) headers['accept-language'] = lang;
    return fetch(new URL('/api/admin-api/user-profile-api/', api().baseUrl), { headers });
  };

  async function expect401(authorization: string | undefined) {
    const answer = await profileWith(authorization);
    expect(answer.status, authorization).toBe(401);
    expect(await answer.json()).toEqual(UNAUTHORIZED);
  }

  it('accepts the token the login answers', async () => {
    const answer = await profileWith(`Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      status: 200,
      response: { email: ADMIN.email, user_role: 'SubAdmin' },
    });
  });

  it('answers 401 with the readable message for a missing or malformed token, in German when asked', async () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      `Basic ${token}`,
      'Bearer not-a-token',
      'Bearer a.b.c',
      `Bearer ${token} extra`,
    ]) {
      await expect401(header);
    }
    const german = await profileWith(undefined, 'de');
    expect(await german.json()).toEqual(UNAUTHORIZED_DE);
  });

  it('answers 401 for a tampered signature or payload', async () => {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // A middle character carries six full bits, so changing it always changes the signature bytes.
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    await expect401(`Bearer ${header}.${payload}.${flipped}`);
    const forged = base64url({ ...decodeJwt(token), ver: claims.ver + 1, exp: now() + 365 * 86400 });
    await expect401(`Bearer ${header}.${forged}.${signature}`);
  });

  it('answers 401 for an unsigned token (alg none)', async () => {
    const payload = base64url({ sub: claims.sub, ver: claims.ver, iat: now(), exp: now() + 3600 });
    await expect401(`Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`);
  });

  it('answers 401 for a token signed with another secret', async () => {
    await expect401(
      `Bearer ${await signToken('another-secret-of-at-least-32-characters!', claims, now() + 3600)}`,
    );
  });

  it('answers 401 for an expired token signed with the server secret, which works while it is valid', async () => {
    const { secret } = await api().server.ctx.keys.current();
    const valid = await profileWith(`Bearer ${await signToken(secret, claims, now() + 60)}`);
    expect(valid.status).toBe(200);
    await expect401(`Bearer ${await signToken(secret, claims, now() - 60)}`);
  });

  it('answers 401 for a token the server accepted before, once its expiry has passed', async () => {
    const { secret } = await api().server.ctx.keys.current();
    const expiry = now() + 2;
    const expiring = `Bearer ${await signToken(secret, claims, expiry)}`;
    expect((await profileWith(expiring)).status).toBe(200);
    // The server keeps tokens it verified: a kept one must still end at its expiry.
    while (Date.now() / 1000 < expiry) await new Promise((resolve) => setTimeout(resolve, 100));
    await expect401(expiring);
  });

  it('gives a token of about 12 hours, and of about 30 days with remember', async () => {
    const expiry = async (remember?: boolean) => {
      const answer = await api().call(
        'POST',
        'login',
        {},
        { json: { ...ADMIN, user_role: 'SuperAdmin', remember } },
      );
      expect(answer.status).toBe(200);
      return Number(decodeJwt(answer.body.access as string).exp) - now();
    };
    const short = await expiry();
    expect(short).toBeGreaterThan(12 * 3600 - 60);
    expect(short).toBeLessThanOrEqual(12 * 3600);
    const long = await expiry(true);
    expect(long).toBeGreaterThan(30 * 86400 - 60);
    expect(long).toBeLessThanOrEqual(30 * 86400);
  });
});

describeEachDatabase(
  'login throttling',
  (api) => {
    it('answers 429 with the readable message from the 4th attempt within a minute', async () => {
      const attempt = (lang?: string) =>
        api().call(
          'POST',
          'login',
          {},
          { json: { email: ADMIN.email, password: 'wrong-password', user_role: 'SuperAdmin' }, lang },
        );
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
      const fourth = await attempt();
      expect(fourth.status).toBe(429);
      expect(fourth.body).toEqual({
        status: 429,
        response: ['Too many attempts. Please wait a minute and try again.'],
      });
      const german = await attempt('de');
      expect(german.body).toEqual({
        status: 429,
        response: ['Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.'],
      });
      // Even the right password waits for the window to pass.
      const right = await api().call('POST', 'login', {}, { json: { ...ADMIN, user_role: 'SuperAdmin' } });
      expect(right.status).toBe(429);
    });
  },
  { LOGIN_RATE_LIMIT: '3' },
);
