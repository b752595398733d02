import { describe, expect, it } from '@jest/globals';
import type { License, Role } from '@hema/shared/auth/roles';
import {
  FOOTER_MENU,
  isLinkActive,
  MAIN_MENU,
  organizerMenuLinks,
  userMenuLinks,
  type MenuUser,
} from './menu-links';

const now = new Date('2026-05-20T12:00:00Z');
const licensed = { from: '2026-01-01T00:00:00Z', till: '2027-01-01T00:00:00Z' };
const expired = { from: '2025-01-01T00:00:00Z', till: '2025-02-01T00:00:00Z' };
const none: License = { from: null, till: null };

const user = (role: Role, license = none, username: string | null = 'anna'): MenuUser => ({
  _id: 'u-1',
  username,
  role,
  license,
  tester: false,
});

const paths = (links: readonly { to: string }[]) => links.map((link) => link.to);

describe('menus of spec §2', () => {
  it('main menu: tournaments, rating, seasonal achievements, about, contacts, instant fight', () => {
    expect(paths(MAIN_MENU)).toEqual([
      '/',
      '/rating',
      '/achievements/seasonal',
      '/about',
      '/contacts',
      '/instant-fight',
    ]);
  });

  it('footer: contacts, about, terms', () => {
    expect(paths(FOOTER_MENU)).toEqual(['/contacts', '/about', '/terms']);
  });

  it("user menu: spec §2's three first (own page by username, applications, settings), then the schedule", () => {
    expect(paths(userMenuLinks(user('USER')))).toEqual([
      '/users/anna',
      '/my/applications',
      '/my/settings',
      '/my/schedule',
      '/my/following',
      '/predictions',
      '/my/judging',
    ]);
    expect(paths(userMenuLinks(user('USER', none, null)))[0]).toBe('/users/u-1');
  });

  it('gives anonymous visitors and fighters no organizer menu', () => {
    expect(organizerMenuLinks(null, now)).toEqual([]);
    expect(organizerMenuLinks(user('USER'), now)).toEqual([]);
  });

  it('gives a trial organizer only the tournaments', () => {
    expect(paths(organizerMenuLinks(user('ORGANIZER_TRIAL', licensed), now))).toEqual([
      '/organizer/tournaments',
    ]);
  });

  it('gives an active licensed organizer users and clubs too', () => {
    expect(paths(organizerMenuLinks(user('ORGANIZER', licensed), now))).toEqual([
      '/organizer/tournaments',
      '/organizer/users',
      '/organizer/clubs',
    ]);
  });

  it('gives an organizer whose license expired only the tournaments', () => {
    expect(paths(organizerMenuLinks(user('ORGANIZER', expired), now))).toEqual(['/organizer/tournaments']);
  });

  it('gives an admin everything and /admin', () => {
    expect(paths(organizerMenuLinks(user('ADMIN'), now))).toEqual([
      '/organizer/tournaments',
      '/organizer/users',
      '/organizer/clubs',
      '/admin',
    ]);
  });

  it('marks a main menu link active on its pages', () => {
    expect(isLinkActive('/', '/')).toBe(true);
    expect(isLinkActive('/', '/about')).toBe(false);
    expect(isLinkActive('/achievements/seasonal', '/achievements/permanent')).toBe(true);
    expect(isLinkActive('/rating', '/rating/abc')).toBe(true);
    expect(isLinkActive('/rating', '/rating-about')).toBe(false);
  });
});
