import { ROLES, type Role } from '@hema/shared/auth/roles';

/**
 * The session user of /auth/login, /auth/register and /auth/current (spec §3). Lenient where the contract
 * allows null or absence, strict where the screens depend on a value (id, e-mail, role).
 *
 * Checked by hand rather than with a schema library: this sits on the start-up path (persisted user,
 * authentication check), where even zod/mini adds ~15 KB gzipped to the first load.
 */
export interface SessionUser {
  _id: string;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  middleName?: string | null;
  username?: string | null;
  email: string;
  role: Role;
  license: { from: string | null; till: string | null };
  country?: string | null;
  city?: string | null;
  club?: { _id: string; title: string } | null;
  zones: string[];
  tester: boolean;
  favouriteWeapons: string[];
  isOrganizer?: boolean;
  isOrganizerTrial?: boolean;
  isActiveOrganizer?: boolean;
  isAdmin?: boolean;
  isTester?: boolean;
}

export class SessionUserError extends Error {
  override readonly name = 'SessionUserError';
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

function fail(field: string): never {
  throw new SessionUserError(`Invalid session user: ${field}`);
}

function text(fields: Fields, key: string): string | null | undefined {
  const value = fields[key];
  if (value === undefined || value === null || typeof value === 'string') return value;
  return fail(key);
}

function flag(fields: Fields, key: string): boolean | undefined {
  const value = fields[key];
  if (value === undefined || typeof value === 'boolean') return value;
  return fail(key);
}

function strings(fields: Fields, key: string): string[] {
  const value = fields[key];
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return fail(key);
}

/** The session user from an answer or from storage; throws {@link SessionUserError} when it is not one. */
export function parseSessionUser(value: unknown): SessionUser {
  if (!isObject(value)) return fail('not an object');
  const { _id, email, role } = value;
  if (typeof _id !== 'string') return fail('_id');
  if (typeof email !== 'string') return fail('email');
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return fail('role');

  const license = value.license;
  if (license !== undefined && license !== null && !isObject(license)) return fail('license');
  const club = value.club;
  if (
    club !== undefined &&
    club !== null &&
    !(isObject(club) && typeof club._id === 'string' && typeof club.title === 'string')
  )
    return fail('club');
  const tester = value.tester;
  if (tester !== undefined && tester !== null && typeof tester !== 'boolean') return fail('tester');

  return {
    _id,
    name: text(value, 'name') ?? '',
    firstName: text(value, 'firstName'),
    lastName: text(value, 'lastName'),
    middleName: text(value, 'middleName'),
    username: text(value, 'username'),
    email,
    role: role as Role,
    license: {
      from: (license && text(license, 'from')) ?? null,
      till: (license && text(license, 'till')) ?? null,
    },
    country: text(value, 'country'),
    city: text(value, 'city'),
    club: club ? { _id: club._id as string, title: club.title as string } : club === null ? null : undefined,
    zones: strings(value, 'zones'),
    tester: tester ?? false,
    favouriteWeapons: strings(value, 'favouriteWeapons'),
    isOrganizer: flag(value, 'isOrganizer'),
    isOrganizerTrial: flag(value, 'isOrganizerTrial'),
    isActiveOrganizer: flag(value, 'isActiveOrganizer'),
    isAdmin: flag(value, 'isAdmin'),
    isTester: flag(value, 'isTester'),
  };
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
export function signedInSession(body: unknown, headers: Headers): SignedInSession {
  const token = headers.get('authorization');
  if (!token) throw new Error('The server answered without an authorization token');
  return { token, user: parseSessionUser(body) };
}
