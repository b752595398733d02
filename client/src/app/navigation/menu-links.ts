import { sessionFlags, type License, type Role } from '@hema/shared/auth/roles';
import type en from '../../i18n/en.json';

export type NavLabelKey = `nav.${keyof typeof en.nav}`;

export interface NavLinkSpec {
  to: string;
  label: NavLabelKey;
}

/** Spec §2 main menu: / (tournaments), /rating, /achievements/seasonal, /about, /contacts, /instant-fight. */
export const MAIN_MENU: readonly NavLinkSpec[] = [
  { to: '/', label: 'nav.tournaments' },
  { to: '/rating', label: 'nav.rating' },
  { to: '/achievements/seasonal', label: 'nav.achievements' },
  { to: '/about', label: 'nav.about' },
  { to: '/contacts', label: 'nav.contacts' },
  { to: '/instant-fight', label: 'nav.instantFight' },
];

/** Spec §2 footer: /contacts, /about, /terms. */
export const FOOTER_MENU: readonly NavLinkSpec[] = [
  { to: '/contacts', label: 'nav.contacts' },
  { to: '/about', label: 'nav.about' },
  { to: '/terms', label: 'nav.terms' },
];

export interface MenuUser {
  _id: string;
  username?: string | null;
  role: Role;
  license: License;
  tester: boolean;
}

/** Spec §2 user menu: /users/{username}, /my/applications, /my/settings; then the predictions and the rings the person judges. */
export function userMenuLinks(user: MenuUser): NavLinkSpec[] {
  return [
    { to: `/users/${encodeURIComponent(user.username || user._id)}`, label: 'nav.profile' },
    { to: '/my/applications', label: 'nav.myApplications' },
    { to: '/my/settings', label: 'nav.mySettings' },
    // Not in spec §2's user menu, so after its three: the live schedule of one's own fights (issue 32).
    { to: '/my/schedule', label: 'nav.mySchedule' },
    // Issue 32: the clubs, fighters and groups the person follows, live.
    { to: '/my/following', label: 'nav.myFollowing' },
    // Not in spec §2's menus, yet a signed-in page of it (§2): without this link nobody finds it.
    { to: '/predictions', label: 'nav.predictions' },
    // Not in spec §2's user menu: the rings a person judges (ring judges), after the spec's three.
    { to: '/my/judging', label: 'nav.myJudging' },
  ];
}

/**
 * Spec §2 organizer menu: /organizer/tournaments for every organizer; active non-trial licensed organizers also
 * /organizer/users and /organizer/clubs; admins /admin. Empty for everyone else.
 */
export function organizerMenuLinks(user: MenuUser | null, now: Date): NavLinkSpec[] {
  if (!user) return [];
  const flags = sessionFlags(user, now);
  if (!flags.isOrganizer) return [];
  const links: NavLinkSpec[] = [{ to: '/organizer/tournaments', label: 'nav.organizerTournaments' }];
  if (flags.isActiveOrganizer && !flags.isOrganizerTrial) {
    links.push(
      { to: '/organizer/users', label: 'nav.organizerUsers' },
      { to: '/organizer/clubs', label: 'nav.organizerClubs' },
    );
  }
  if (flags.isAdmin) links.push({ to: '/admin', label: 'nav.admin' });
  return links;
}

/** A main-menu link is active on its own page and below it; home only on itself. */
export function isLinkActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/tournaments';
  if (to === '/achievements/seasonal') return pathname.startsWith('/achievements');
  if (to === '/rating') return pathname === '/rating' || pathname.startsWith('/rating/');
  return pathname === to || pathname.startsWith(`${to}/`);
}
