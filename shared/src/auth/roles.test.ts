import { describe, it, expect } from '@jest/globals';
import {
  sessionFlags,
  holdsLicense,
  licenceEndsBefore,
  roleAllowed,
  roleRank,
  ROUTE_ROLES,
  type Role,
} from './roles.js';

const now = new Date('2026-06-10T12:00:00Z');
const license = { from: '2026-06-05T00:00:00Z', till: '2026-06-12T00:00:00Z' };
const expired = { from: '2026-05-01T00:00:00Z', till: '2026-05-08T00:00:00Z' };
const none = { from: null, till: null };

describe('session flags (spec §6)', () => {
  it('makes only ADMIN an admin, an organizer, an active organizer and a tester', () => {
    expect(sessionFlags({ role: 'ADMIN', license: none, tester: false }, now)).toEqual({
      isAdmin: true,
      isOrganizerTrial: false,
      isOrganizer: true,
      isActiveOrganizer: true,
      isTester: true,
    });
  });

  it('counts ORGANIZER and ORGANIZER_TRIAL as organizers but not USER', () => {
    expect(sessionFlags({ role: 'ORGANIZER', license, tester: false }, now).isOrganizer).toBe(true);
    expect(sessionFlags({ role: 'ORGANIZER_TRIAL', license, tester: false }, now).isOrganizer).toBe(true);
    expect(sessionFlags({ role: 'USER', license, tester: false }, now).isOrganizer).toBe(false);
  });

  it('makes an organizer active only while the license holds', () => {
    expect(sessionFlags({ role: 'ORGANIZER_TRIAL', license, tester: false }, now).isActiveOrganizer).toBe(
      true,
    );
    expect(
      sessionFlags({ role: 'ORGANIZER_TRIAL', license: expired, tester: false }, now).isActiveOrganizer,
    ).toBe(false);
    expect(sessionFlags({ role: 'ORGANIZER', license: none, tester: false }, now).isActiveOrganizer).toBe(
      false,
    );
    expect(sessionFlags({ role: 'USER', license, tester: false }, now).isActiveOrganizer).toBe(false);
  });

  it('flags a tester by the user flag', () => {
    expect(sessionFlags({ role: 'USER', license: none, tester: true }, now).isTester).toBe(true);
    expect(sessionFlags({ role: 'USER', license: none, tester: false }, now).isTester).toBe(false);
  });

  it('treats a license bound as inclusive and an open bound as unlimited', () => {
    expect(holdsLicense({ from: '2026-06-10T12:00:00Z', till: null }, now)).toBe(true);
    expect(holdsLicense({ from: null, till: '2026-06-10T12:00:00Z' }, now)).toBe(true);
    expect(holdsLicense({ from: '2026-06-10T12:00:01Z', till: null }, now)).toBe(false);
  });
});

describe('route guard order (spec §6)', () => {
  it('opens signed-in pages to all four roles, organizer pages to the upper three, management to the top two, admin to one', () => {
    const roles: Role[] = ['USER', 'ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'];
    const open = (allowed: readonly Role[]) => roles.filter((r) => roleAllowed(r, allowed));
    expect(open(ROUTE_ROLES.signedIn)).toEqual(roles);
    expect(open(ROUTE_ROLES.organizer)).toEqual(['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN']);
    expect(open(ROUTE_ROLES.organizerManagement)).toEqual(['ORGANIZER', 'ADMIN']);
    expect(open(ROUTE_ROLES.admin)).toEqual(['ADMIN']);
  });

  it('closes a route for an anonymous visitor and a route that allows nobody', () => {
    expect(roleAllowed(null, ROUTE_ROLES.signedIn)).toBe(false);
    expect(roleAllowed('ADMIN', [])).toBe(false);
  });

  it('ranks roles in the guard order', () => {
    expect(roleRank('USER')).toBeLessThan(roleRank('ORGANIZER_TRIAL'));
    expect(roleRank('ORGANIZER_TRIAL')).toBeLessThan(roleRank('ORGANIZER'));
    expect(roleRank('ORGANIZER')).toBeLessThan(roleRank('ADMIN'));
  });
});

describe('a licence that ends before an event', () => {
  const trial = { from: '2026-03-01T10:00:00.000Z', till: '2026-03-08T10:00:00.000Z' };

  it('warns when the licence ends before the end of the event’s last day', () => {
    expect(licenceEndsBefore(trial, '2026-03-20')).toBe(true);
    // Ending during the last day is still before its end: the organizer could not write on that day's evening.
    expect(licenceEndsBefore(trial, '2026-03-08')).toBe(true);
    expect(licenceEndsBefore({ ...trial, till: '2026-03-08T23:59:59.999Z' }, '2026-03-08')).toBe(false);
    expect(licenceEndsBefore(trial, '2026-03-07')).toBe(false);
  });

  it('says nothing without an end, a day, or with a day that is not a date', () => {
    expect(licenceEndsBefore({ from: trial.from, till: null }, '2030-01-01')).toBe(false);
    expect(licenceEndsBefore(trial, null)).toBe(false);
    expect(licenceEndsBefore(trial, '')).toBe(false);
    expect(licenceEndsBefore(trial, 'next spring')).toBe(false);
  });
});
