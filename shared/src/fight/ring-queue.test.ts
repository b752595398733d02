import { describe, it, expect } from '@jest/globals';
import type { FightStatus } from './fight-context.js';
import { calledFight, isCalled, isOver, ringOrder, ringQueue, upNext, type RingFight } from './ring-queue.js';

const fight = (fightId: string, areaOrder: number | null, status: FightStatus = 'scheduled'): RingFight => ({
  fightId,
  areaOrder,
  view: { status },
});
const ids = (fights: readonly RingFight[]) => fights.map((f) => f.fightId);

describe("a ring's queue", () => {
  it('orders the fights as the organizer set them, unordered ones last by id', () => {
    expect(ids(ringOrder([fight('c', null), fight('b', 2), fight('a', null), fight('d', 1)]))).toEqual([
      'd',
      'b',
      'a',
      'c',
    ]);
  });

  it('puts the first fight that is not over on now, the next one after it, the last one over before it', () => {
    const queue = ringQueue([
      fight('1', 1, 'finished'),
      fight('2', 2, 'cancelled'),
      fight('3', 3, 'running'),
      fight('4', 4, 'finished'),
      fight('5', 5),
    ]);
    expect(queue.current?.fightId).toBe('3');
    expect(queue.next?.fightId).toBe('5');
    expect(queue.previous?.fightId).toBe('2');
  });

  it('moves on once the current fight is over, whatever ended it', () => {
    const before = [fight('1', 1, 'running'), fight('2', 2)];
    expect(ringQueue(before).current?.fightId).toBe('1');
    const after = ringQueue([fight('1', 1, 'finished'), fight('2', 2)]);
    expect(after.current?.fightId).toBe('2');
    expect(after.previous?.fightId).toBe('1');
    expect(after.next).toBeNull();
  });

  it('has nothing on when every fight is over, and names the last one', () => {
    const queue = ringQueue([fight('1', 1, 'finished'), fight('2', 2, 'cancelled')]);
    expect(queue).toMatchObject({ current: null, next: null });
    expect(queue.previous?.fightId).toBe('2');
    expect(ringQueue([])).toEqual({ ordered: [], current: null, next: null, previous: null, upcoming: [] });
  });

  it('counts finished and cancelled fights as over, paused ones as still on', () => {
    expect(
      ['scheduled', 'running', 'paused', 'finished', 'cancelled'].map((s) =>
        isOver(fight('x', 1, s as FightStatus)),
      ),
    ).toEqual([false, false, false, true, true]);
  });

  it('puts the next two fights not over after the current one on deck and in the hole', () => {
    const fights = [
      fight('1', 1, 'finished'),
      fight('2', 2, 'running'),
      fight('3', 3, 'cancelled'),
      fight('4', 4),
      fight('5', 5, 'finished'),
      fight('6', 6),
      fight('7', 7),
    ];
    expect(ids(ringQueue(fights).upcoming)).toEqual(['4', '6', '7']);
    expect(ids(upNext(fights))).toEqual(['4', '6']);
    expect(ids(upNext(fights, 1))).toEqual([ringQueue(fights).next!.fightId]);
  });

  it('has fewer up next near the end of the ring, and none once it is done', () => {
    expect(ids(upNext([fight('1', 1), fight('2', 2)]))).toEqual(['2']);
    expect(upNext([fight('1', 1)])).toEqual([]);
    expect(upNext([fight('1', 1, 'finished')])).toEqual([]);
  });
});

describe('a called fight', () => {
  const called = (fightId: string, status: FightStatus, calledAt: string | null) => ({
    fightId,
    view: { status, calledAt },
  });

  it('is one the ring called that has not started yet', () => {
    expect(isCalled(called('1', 'scheduled', '2026-11-29T14:02:00.000Z'))).toBe(true);
    expect(isCalled(called('1', 'scheduled', null))).toBe(false);
    expect(isCalled(called('1', 'running', '2026-11-29T14:02:00.000Z'))).toBe(false);
    expect(isCalled({ view: { status: 'scheduled' } })).toBe(false);
  });

  it('is the latest call of a fighter’s fights', () => {
    const fights = [
      called('1', 'scheduled', '2026-11-29T14:02:00.000Z'),
      called('2', 'scheduled', '2026-11-29T14:05:00.000Z'),
      called('3', 'finished', '2026-11-29T14:09:00.000Z'),
      called('4', 'scheduled', null),
    ];
    expect(calledFight(fights)?.fightId).toBe('2');
    expect(calledFight([fights[3]])).toBeNull();
  });
});
