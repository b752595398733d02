import { describe, expect, it } from '@jest/globals';
import { sessionBadges } from './session-badges';

const now = new Date('2026-05-10T12:00:00Z');
const noLicense = { from: null, till: null };
const kinds = (user: Parameters<typeof sessionBadges>[0]) =>
  sessionBadges(user, now).map((badge) => badge.kind);

describe('session badges (the derived flags of spec §6)', () => {
  it('gives an ordinary user no badge', () => {
    expect(kinds({ role: 'USER', license: noLicense, tester: false })).toEqual([]);
  });

  it('shows a trial organizer with a running license as Organizer, Trial and the license end', () => {
    const badges = sessionBadges(
      {
        role: 'ORGANIZER_TRIAL',
        license: { from: '2026-05-08T00:00:00Z', till: '2026-05-15T00:00:00Z' },
        tester: false,
      },
      now,
    );
    expect(badges).toEqual([
      { kind: 'organizer' },
      { kind: 'trial' },
      { kind: 'licenseActiveUntil', till: new Date('2026-05-15T00:00:00Z') },
    ]);
  });

  it('marks an organizer whose license ended as expired', () => {
    expect(
      kinds({
        role: 'ORGANIZER',
        license: { from: '2025-01-01T00:00:00Z', till: '2026-01-01T00:00:00Z' },
        tester: false,
      }),
    ).toEqual(['organizer', 'licenseExpired']);
  });

  it('shows an admin as Admin and Organizer (and tester), without a license badge', () => {
    expect(kinds({ role: 'ADMIN', license: noLicense, tester: false })).toEqual([
      'admin',
      'organizer',
      'tester',
    ]);
  });

  it('shows the tester flag of an ordinary user', () => {
    expect(kinds({ role: 'USER', license: noLicense, tester: true })).toEqual(['tester']);
  });
});
