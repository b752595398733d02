import { describe, expect, it } from '@jest/globals';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { followedFighter, planFollowedFights, type FollowedFight, type RingFight } from './followed-fights';

const ME = 'me';
const ring = 'ring-a';

function fight(
  id: string,
  order: number,
  over: Partial<FightView>,
  extra: Partial<FollowedFight> = {},
): FollowedFight {
  return {
    fightId: id,
    stageTitle: 'Pools 1 · Pool 1',
    fighter1: { _id: ME, name: 'Anna', club: 'Helsinki' },
    fighter2: { _id: `opponent-${id}`, name: `Opponent ${id}`, club: null },
    areaId: ring,
    areaOrder: order,
    order,
    ...extra,
    view: { status: 'scheduled', result: 'NONE', score1: 0, score2: 0, ...over } as FightView,
  };
}

describe('following a fighter', () => {
  it('puts the running fight on top, the next fights soonest first, the finished ones latest first', () => {
    const fights = [
      fight('a', 0, { status: 'finished', result: 'F1_WIN', score1: 5, score2: 2 }),
      fight('b', 1, { status: 'running' }),
      fight('c', 6, {}),
      fight('d', 3, {}),
      fight(
        'e',
        2,
        { status: 'finished', result: 'F1_WIN' },
        { fighter1: { _id: 'x', name: 'X', club: null }, fighter2: { _id: ME, name: 'Anna', club: null } },
      ),
    ];
    const ringFights: RingFight[] = [
      { fightId: 'other-1', areaId: ring, areaOrder: 2, status: 'scheduled' },
      { fightId: 'other-2', areaId: ring, areaOrder: 4, status: 'scheduled' },
      { fightId: 'other-3', areaId: ring, areaOrder: 5, status: 'finished' },
      { fightId: 'd', areaId: ring, areaOrder: 3, status: 'scheduled' },
    ];
    const plan = planFollowedFights(fights, ME, ringFights);
    expect(plan.current.map((f) => f.fightId)).toEqual(['b']);
    expect(plan.upcoming.map((f) => [f.fightId, f.fightsBefore])).toEqual([
      ['d', 1],
      ['c', 3],
    ]);
    expect(plan.finished.map((f) => [f.fightId, f.outcome])).toEqual([
      ['e', 'loss'],
      ['a', 'win'],
    ]);
    expect(plan.record).toEqual({ wins: 1, losses: 1, draws: 0 });
  });

  it('leaves out fights of other fighters and knows the fighter by name from the fights', () => {
    const others = fight(
      'z',
      0,
      {},
      { fighter1: { _id: 'x', name: 'X', club: null }, fighter2: { _id: 'y', name: 'Y', club: null } },
    );
    expect(planFollowedFights([others], ME, []).upcoming).toEqual([]);
    expect(followedFighter([others, fight('a', 1, {})], ME)?.name).toBe('Anna');
    expect(followedFighter([others], ME)).toBeNull();
  });

  it('gives a fight without a ring no place in a queue', () => {
    const plan = planFollowedFights([fight('a', 0, {}, { areaId: null, areaOrder: null })], ME, []);
    expect(plan.upcoming[0].fightsBefore).toBeNull();
  });
});
