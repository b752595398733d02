import { sql, type RawBuilder } from 'kysely';

/**
 * The session rule as a condition other writes can carry inside their own statement: a session stands while it is
 * neither revoked nor expired, and the account behind it is not deleted. The judge's command path checks it in the
 * same statement that writes the fight, so a revoked token, a deleted account or a changed role or licence stops the
 * next key press without an extra read; this file is the one place outside AuthService that knows how sessions are
 * stored.
 */

/** Adds a parameter to the statement being built and answers its placeholder (`$n`). */
export type BindParameter = (value: unknown) => string;

/**
 * What a live socket resolved its account as: the hash of its token, and the role and licence the account had then.
 * The socket keeps acting on that account only while the stored one still matches.
 */
export interface SessionStamp {
  tokenHash: string;
  role: string;
  licenseFrom: string | null;
  licenseTill: string | null;
}

/** SQL: no session to check (null stamp), or the session of that token is neither revoked nor expired at `now`. */
export function sessionStands(
  stamp: Pick<SessionStamp, 'tokenHash'> | null,
  now: Date,
  bind: BindParameter,
): string {
  const tokenHash = bind(stamp?.tokenHash ?? null);
  return `(${tokenHash}::varchar IS NULL OR EXISTS (
    SELECT 1 FROM session WHERE "tokenHash" = ${tokenHash}::varchar AND "revokedAt" IS NULL AND "expiresAt" > ${bind(now)}::timestamptz))`;
}

/**
 * SQL: no socket to check (null stamp), or its session stands and its account is not deleted and still has the role
 * and licence the socket resolved (compared to the millisecond, as the resolved user carries them).
 */
export function accountStands(stamp: SessionStamp | null, now: Date, bind: BindParameter): string {
  const tokenHash = bind(stamp?.tokenHash ?? null);
  return `(${tokenHash}::varchar IS NULL OR EXISTS (
    SELECT 1 FROM session s JOIN "user" u ON u.id = s."userId"
     WHERE s."tokenHash" = ${tokenHash}::varchar AND s."revokedAt" IS NULL AND s."expiresAt" > ${bind(now)}::timestamptz
       AND NOT u.deleted AND u.role = ${bind(stamp?.role ?? null)}::varchar
       AND date_trunc('milliseconds', u."licenseFrom") IS NOT DISTINCT FROM ${bind(stamp?.licenseFrom ?? null)}::timestamptz
       AND date_trunc('milliseconds', u."licenseTill") IS NOT DISTINCT FROM ${bind(stamp?.licenseTill ?? null)}::timestamptz))`;
}

/**
 * The same rule as {@link accountStands}, as a typed SQL expression to select beside a read: true when there is no
 * socket to check (null stamp) or the socket's session and account still stand as it resolved them.
 */
export function accountStandsSql(stamp: SessionStamp | null, now: Date): RawBuilder<boolean> {
  if (!stamp) return sql<boolean>`true`;
  return sql<boolean>`EXISTS (
    SELECT 1 FROM session s JOIN "user" u ON u.id = s."userId"
     WHERE s."tokenHash" = ${stamp.tokenHash} AND s."revokedAt" IS NULL AND s."expiresAt" > ${now}
       AND NOT u.deleted AND u.role = ${stamp.role}
       AND date_trunc('milliseconds', u."licenseFrom") IS NOT DISTINCT FROM ${stamp.licenseFrom}::timestamptz
       AND date_trunc('milliseconds', u."licenseTill") IS NOT DISTINCT FROM ${stamp.licenseTill}::timestamptz)`;
}

/** The stamp of a socket that resolved `user` from the token whose hash is `tokenHash`. */
export function stampOf(
  user: { role: string; license: { from: string | null; till: string | null } },
  tokenHash: string,
): SessionStamp {
  return { tokenHash, role: user.role, licenseFrom: user.license.from, licenseTill: user.license.till };
}
