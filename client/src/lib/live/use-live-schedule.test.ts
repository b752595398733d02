import { describe, expect, it } from '@jest/globals';
import type { FightState } from '@hema/shared/realtime/protocol';
import { scheduleFingerprint } from './use-live-schedule';

const state = (
  status: string,
  { score1 = 0, version = 1, areaOrder = 0, calledAt }: Partial<Record<string, number>> = {},
): FightState =>
  ({
    fightId: 'f1',
    version,
    areaId: 'ring-1',
    areaOrder,
    fighter1: { _id: 'a', name: 'A', club: null },
    fighter2: { _id: 'b', name: 'B', club: null },
    view: {
      status,
      score1,
      score2: 0,
      clock: { elapsedMs: version * 1000 },
      ...(calledAt ? { calledAt } : {}),
    },
  }) as unknown as FightState;

describe('the schedule fingerprint the schedule views refetch on', () => {
  it('does not change with points or the clock', () => {
    expect(scheduleFingerprint([state('running', { score1: 1, version: 2 })], new Map())).toBe(
      scheduleFingerprint([state('running', { score1: 4, version: 9 })], new Map()),
    );
  });

  it('changes when a fight starts, finishes, moves in the queue, is called or is removed', () => {
    const waiting = scheduleFingerprint([state('scheduled')], new Map());
    expect(scheduleFingerprint([state('running')], new Map())).not.toBe(waiting);
    expect(scheduleFingerprint([state('finished')], new Map())).not.toBe(waiting);
    expect(scheduleFingerprint([state('scheduled', { areaOrder: 3 })], new Map())).not.toBe(waiting);
    expect(scheduleFingerprint([state('scheduled', { calledAt: 5 })], new Map())).not.toBe(waiting);
    expect(scheduleFingerprint([], new Map([['f1', 3]]))).not.toBe(scheduleFingerprint([], new Map()));
  });
});
