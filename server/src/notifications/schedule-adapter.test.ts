import { describe, expect, it } from '@jest/globals';
import type { ScheduledFight } from '@hema/shared/contracts/schedule';
import { channelFor, defaultChannels } from './channels.js';
import { upcomingFromSchedule } from './schedule-adapter.js';

const fight = (over: Partial<ScheduledFight>): ScheduledFight => ({
  fightId: 'f1',
  tournament: { _id: 't1', title: 'Cup' },
  nomination: { _id: 'n1', title: 'Longsword' },
  stage: { type: 'POOL', index: 0, label: null },
  group: { key: 'pool', n: 1, custom: null },
  ring: { _id: 'r2', title: 'Ring 2' },
  fightsBefore: 2,
  place: 'inTheHole',
  status: 'scheduled',
  fighter1: { _id: 'u1', name: 'Anna', club: null },
  fighter2: { _id: 'u2', name: 'Boris', club: null },
  startedAt: null,
  estimatedStart: '2026-11-29T12:10:00.000Z',
  notBefore: '2026-11-29T12:05:00.000Z',
  calledAt: null,
  ...over,
});

describe('the schedule as reminders read it', () => {
  it('keeps fights not started that have an estimate, with their fighters and ring', async () => {
    const asked: [number, Date][] = [];
    const upcoming = upcomingFromSchedule({
      startingWithin: async (ms, now) => {
        asked.push([ms, now]);
        return [
          fight({}),
          fight({ fightId: 'running', status: 'running', startedAt: '2026-11-29T12:00:00.000Z' }),
          fight({ fightId: 'unknown', estimatedStart: null }),
          fight({ fightId: 'waiting', fighter2: null }),
        ];
      },
    });
    const now = new Date('2026-11-29T12:00:00.000Z');
    const fights = await upcoming.startingWithin(600_000, now);
    expect(asked).toEqual([[600_000, now]]);
    expect(fights).toEqual([
      {
        fightId: 'f1',
        tournamentId: 't1',
        nominationId: 'n1',
        ringTitle: 'Ring 2',
        estimatedStart: '2026-11-29T12:10:00.000Z',
        fighters: [
          { id: 'u1', name: 'Anna' },
          { id: 'u2', name: 'Boris' },
        ],
      },
      expect.objectContaining({ fightId: 'waiting', fighters: [{ id: 'u1', name: 'Anna' }] }),
    ]);
  });
});

describe('the channel of a notice', () => {
  it('is the kind’s own for oneself; for followed fighters the followed channel, only for their fights, never past an off', () => {
    const channels = {
      ...defaultChannels(),
      called: 'email' as const,
      poolsOut: 'none' as const,
      followed: 'push' as const,
    };
    expect(channelFor(channels, 'called', false)).toBe('email');
    expect(channelFor(channels, 'called', true)).toBe('push');
    expect(channelFor(channels, 'poolsOut', true)).toBe('none');
    expect(channelFor(channels, 'announcement', true)).toBe('none');
    expect(channelFor(defaultChannels(), 'fightSoon', true)).toBe('none');
  });
});
