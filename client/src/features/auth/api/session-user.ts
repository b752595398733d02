import { ROLES } from '@hema/shared/auth/roles';
import type { authContract } from '@hema/shared/contracts/auth';
import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import {
  checkShape,
  isBoolean,
  isIsoDateTime,
  isString,
  isStringArray,
  nullable,
  oneOf,
  shape,
  type ShapeChecks,
} from '../../../lib/shape-check';

/** The session user of /auth/login, /auth/register and /auth/current (spec §3), as the contract describes it. */
export type SessionUser = ParsedResponseOf<typeof authContract.current>;

const isLicense = shape<SessionUser['license']>({
  from: nullable(isIsoDateTime),
  till: nullable(isIsoDateTime),
});
const isClub = shape<NonNullable<SessionUser['club']>>({ _id: isString, title: isString });

/**
 * Checked by hand against the contract's type rather than parsed with its schema: this sits on the start-up path
 * (the persisted user, the authentication check), where a schema library does not fit the first-load budget.
 */
const SESSION_USER: ShapeChecks<SessionUser> = {
  _id: isString,
  name: isString,
  firstName: isString,
  lastName: isString,
  middleName: nullable(isString),
  username: isString,
  email: isString,
  role: oneOf(ROLES),
  license: isLicense,
  country: nullable(isString),
  city: nullable(isString),
  club: nullable(isClub),
  zones: isStringArray,
  tester: isBoolean,
  favouriteWeapons: isStringArray,
  isAdmin: isBoolean,
  isOrganizerTrial: isBoolean,
  isOrganizer: isBoolean,
  isActiveOrganizer: isBoolean,
  isTester: isBoolean,
};

/** The session user from an answer or from storage; throws a ShapeError naming the first wrong field. */
export function parseSessionUser(value: unknown): SessionUser {
  return checkShape(SESSION_USER, value, 'session user');
}

/** The session user, or null when `value` is not one (a stale or tampered stored copy). */
export function readSessionUser(value: unknown): SessionUser | null {
  try {
    return parseSessionUser(value);
  } catch {
    return null;
  }
}

export interface SignedInSession {
  token: string;
  user: SessionUser;
}

/** Login and registration answer with the user in the body and the token in the `authorization` header. */
export function signedInSession(user: SessionUser, headers: Headers): SignedInSession {
  const token = headers.get('authorization');
  if (!token) throw new Error('The server answered without an authorization token');
  return { token, user };
}
