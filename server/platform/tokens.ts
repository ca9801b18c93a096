import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Access tokens: HS256 only (pinned on verify), subject = user uid, `ver` = the user's session version,
 * `jti` = the token's own id, by which a sign-out ends this one token.
 */
export interface TokenClaims {
  sub: string;
  ver: number;
  exp: number;
  jti: string;
}

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userUid: string, sessionVersion: number, ttlSeconds: number): Promise<string> {
      return new SignJWT({ ver: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userUid)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp', 'jti'],
        });
        if (typeof payload.ver !== 'number' || !payload.sub || !payload.exp || !payload.jti) return null;
        return { sub: payload.sub, ver: payload.ver, exp: payload.exp, jti: payload.jti };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
