import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A 6-digit recovery code. */
export const newRecoveryCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What a user is told when a token they still hold has been revoked or has expired. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';

/** Accepts `Authorization: <token>` (spec §7) and `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}
