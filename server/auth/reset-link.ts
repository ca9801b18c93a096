import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_PATHS, fillPath } from '@contract/paths';

/** What a reset link is made from; any change to it (a new password or email, a new sign-in) voids the link. */
export interface ResetSubject {
  user_uid: string;
  email: string;
  password_hash: string;
  last_login: string | null;
}

export function resetToken(secret: string, user: ResetSubject, expire: number): string {
  return createHmac('sha256', secret)
    .update([user.user_uid, user.email, user.password_hash, user.last_login ?? '', String(expire)].join('\n'))
    .digest('base64url');
}

/**
 * True when the token was made, with one of the accepted keys' secrets, for this user state and expire time,
 * and that time has not passed.
 */
export function checkResetToken(
  secrets: readonly string[],
  user: ResetSubject,
  token: string,
  expire: string,
  now = Date.now(),
): boolean {
  if (!/^\d{1,12}$/.test(expire) || Number(expire) * 1000 < now) return false;
  const given = Buffer.from(token);
  return secrets.some((secret) => {
    const expected = Buffer.from(resetToken(secret, user, Number(expire)));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** The app's reset page for this link. */
export function resetLinkUrl(appUrl: string, user: ResetSubject, token: string, expire: number): string {
  const page = fillPath(APP_PATHS.passwordReset, { id: user.user_uid, token, expire });
  return `${appUrl.replace(/\/$/, '')}${page}`;
}
