/**
 * Roles and the derived session flags of spec §3/§6, computed once for server and client.
 *
 * The route guard knows four roles in order (spec §6): ordinary user, organizer, a higher organizer-level role
 * (users and clubs management) and admin. "Active non-trial licensed organizers also get /organizer/users and
 * /organizer/clubs" (spec §2) places the trial below the full organizer: USER < ORGANIZER_TRIAL < ORGANIZER < ADMIN.
 */
export const ROLES = ['USER', 'ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Roles allowed on each route family of spec §6. */
export const ROUTE_ROLES = {
  signedIn: ['USER', 'ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'],
  organizer: ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'],
  organizerManagement: ['ORGANIZER', 'ADMIN'],
  admin: ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export interface License {
  from: string | null;
  till: string | null;
}

export interface SessionFlags {
  isAdmin: boolean;
  isOrganizerTrial: boolean;
  isOrganizer: boolean;
  isActiveOrganizer: boolean;
  isTester: boolean;
}

/** The organizer trial lasts one week after approval (spec §1, §9). */
export const ORGANIZER_TRIAL_MS = 7 * 24 * 60 * 60 * 1000;

/** A license is held when `now` lies within [from, till]; a missing bound is open. */
export function holdsLicense(license: License, now: Date): boolean {
  if (!license.from && !license.till) return false;
  const t = now.getTime();
  if (license.from && t < Date.parse(license.from)) return false;
  if (license.till && t > Date.parse(license.till)) return false;
  return true;
}

/**
 * Whether a licence ends before the last day of an event (yyyy-MM-dd, a whole UTC day): the organizer could not
 * change the event on its own days (a started one can still be scored and finished). No end: it never does.
 */
export function licenceEndsBefore(license: License, lastDay: string | null | undefined): boolean {
  if (!license.till || !lastDay || !/^\d{4}-\d{2}-\d{2}$/.test(lastDay)) return false;
  const dayEnd = Date.parse(`${lastDay}T23:59:59.999Z`);
  return !Number.isNaN(dayEnd) && Date.parse(license.till) < dayEnd;
}

/** Spec §6, to the letter. */
export function sessionFlags(
  user: { role: Role; license: License; tester: boolean },
  now: Date,
): SessionFlags {
  const isAdmin = user.role === 'ADMIN';
  const isOrganizerTrial = user.role === 'ORGANIZER_TRIAL';
  const isOrganizer = user.role === 'ORGANIZER' || isOrganizerTrial || isAdmin;
  const isActiveOrganizer =
    isAdmin || ((user.role === 'ORGANIZER' || isOrganizerTrial) && holdsLicense(user.license, now));
  return { isAdmin, isOrganizerTrial, isOrganizer, isActiveOrganizer, isTester: isAdmin || user.tester };
}

/** Guard rule of spec §6: a route with an allowed list opens only for a role in it; none allowed → closed. */
export function roleAllowed(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  return !!role && allowed.length > 0 && allowed.includes(role);
}

/** Rank of a role in the guard's order (0 = ordinary user). */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}
