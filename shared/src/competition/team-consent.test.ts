import { describe, expect, it } from '@jest/globals';
import {
  answerInvitation,
  captainInvitations,
  confirmedMembers,
  invitationsAfterOrganizerEdit,
} from './team-consent.js';

describe('team consent', () => {
  it('invites everyone a captain names but the captain', () => {
    expect(captainInvitations('cap', ['a', 'cap', 'b'])).toEqual(['a', 'b']);
  });

  it('counts only fencers who accepted (or the organizer entered) as holding a place', () => {
    expect(confirmedMembers({ memberIds: ['cap', 'a', 'b'], invitedIds: ['a'] })).toEqual(['cap', 'b']);
  });

  it('keeps the place on accepting and removes the fencer on declining', () => {
    const team = { memberIds: ['cap', 'a', 'b'], invitedIds: ['a', 'b'] };
    expect(answerInvitation(team, 'a', true)).toEqual({ memberIds: ['cap', 'a', 'b'], invitedIds: ['b'] });
    expect(answerInvitation(team, 'a', false)).toEqual({ memberIds: ['cap', 'b'], invitedIds: ['b'] });
  });

  it('lets the organizer enter new fencers directly while the named ones keep their invitation', () => {
    const team = { memberIds: ['cap', 'a', 'b'], invitedIds: ['a', 'b'] };
    expect(invitationsAfterOrganizerEdit(team, ['cap', 'b', 'c'])).toEqual(['b']);
  });
});
