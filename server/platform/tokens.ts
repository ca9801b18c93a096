import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { SigningKey, SigningKeys } from './signing-keys';

/**
 * Access tokens: HS256 only (pinned on verify), subject = user uid, `ver` = the user's session version,
 * `jti` = the token's own id, by which a sign-out ends this one token; `kid` in the header names the signing key.
 */
interface TokenClaims {
  sub: string;
  ver: number;
  exp: number;
  jti: string;
}

const bytes = (key: SigningKey) => new TextEncoder().encode(key.secret);

/** The keys a token may be checked with: the one its header names, or (made before keys had ids) any. */
async function keysFor(token: string, keys: SigningKeys): Promise<SigningKey[]> {
  const { kid } = decodeProtectedHeader(token);
  if (kid === undefined) return keys.accepted();
  const key = await keys.find(kid);
  return key ? [key] : [];
}

/**
 * Tokens already verified, with the key that verified them: the same bytes verify the same way, and jose's HMAC
 * check through WebCrypto cost 0.3–0.4 ms of a list call's few milliseconds, on every call. A kept token counts
 * only while its key is still accepted and it is unexpired; a sign-out's revocation is checked by the caller
 * on every call as before.
 */
const VERIFIED_KEPT = 1000;

export function createTokens(keys: SigningKeys) {
  const verified = new Map<string, { keyId: string; claims: TokenClaims }>();
  const keep = (token: string, keyId: string, claims: TokenClaims) => {
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value ?? '');
    verified.set(token, { keyId, claims });
  };
  return {
    async sign(userUid: string, sessionVersion: number, ttlSeconds: number): Promise<string> {
      const key = await keys.current();
      return new SignJWT({ ver: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.id })
        .setSubject(userUid)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(bytes(key));
    },
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const candidates = await keysFor(token, keys);
        const known = verified.get(token);
        if (known && known.claims.exp > Date.now() / 1000 && candidates.some((key) => key.id === known.keyId))
          return known.claims;
        for (const key of candidates) {
          const claims = await verifiedWith(token, key);
          if (claims) {
            keep(token, key.id, claims);
            return claims;
          }
        }
        return null;
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;

async function verifiedWith(token: string, key: SigningKey): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, bytes(key), {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    if (typeof payload.ver !== 'number' || !payload.sub || !payload.exp || !payload.jti) return null;
    return { sub: payload.sub, ver: payload.ver, exp: payload.exp, jti: payload.jti };
  } catch {
    return null;
  }
}
