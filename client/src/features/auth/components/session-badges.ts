import { sessionFlags } from '@hema/shared/auth/roles';
import type { SessionUser } from '../api/session-user';

export type SessionBadge =
  | { kind: 'admin' | 'organizer' | 'trial' | 'licenseActive' | 'licenseExpired' | 'tester' }
  | { kind: 'licenseActiveUntil'; till: Date };

/**
 * The derived flags of spec §3/§6 as badges, in order of weight. An organizer who is not an admin also gets the
 * license state (spec §4: active with its end date, or expired); admins need no license.
 */
export function sessionBadges(
  user: Pick<SessionUser, 'role' | 'license' | 'tester'>,
  now: Date,
): SessionBadge[] {
  const flags = sessionFlags(user, now);
  const badges: SessionBadge[] = [];
  if (flags.isAdmin) badges.push({ kind: 'admin' });
  if (flags.isOrganizer) badges.push({ kind: 'organizer' });
  if (flags.isOrganizerTrial) badges.push({ kind: 'trial' });
  if (flags.isOrganizer && !flags.isAdmin) {
    if (!flags.isActiveOrganizer) badges.push({ kind: 'licenseExpired' });
    else if (user.license.till)
      badges.push({ kind: 'licenseActiveUntil', till: new Date(user.license.till) });
    else badges.push({ kind: 'licenseActive' });
  }
  if (flags.isTester) badges.push({ kind: 'tester' });
  return badges;
}

export const BADGE_COLORS: Record<SessionBadge['kind'], string> = {
  admin: 'grape',
  organizer: 'indigo',
  trial: 'yellow',
  licenseActive: 'green',
  licenseActiveUntil: 'green',
  licenseExpired: 'red',
  tester: 'teal',
};
