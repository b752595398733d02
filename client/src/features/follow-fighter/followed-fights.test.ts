import { describe, expect, it } from '@jest/globals';
import type { FightView } from '@hema/shared/fight/fight-engine';
import type { FightState } from '@hema/shared/realtime/protocol';
import {
  boutsToWatch,
  followedFighter,
  planFollowedFights,
  type FollowedFight,
  type RingFight,
} from './followed-fights';

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
    expect(plan.record).toEqual({ wins: 1, losses: 1, draws: 0, noWins: 0 });
  });

  it('counts a fight nobody won as a no-win, not a loss, and a fight both won as a win', () => {
    const plan = planFollowedFights(
      [
        fight('a', 0, { status: 'finished', result: 'NO_WIN' }),
        fight('b', 1, { status: 'finished', result: 'BOTH_WIN', score1: 3, score2: 3 }),
      ],
      ME,
      [],
    );
    expect(plan.finished.map((f) => [f.fightId, f.outcome])).toEqual([
      ['b', 'win'],
      ['a', 'noWin'],
    ]);
    expect(plan.record).toEqual({ wins: 1, losses: 0, draws: 0, noWins: 1 });
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

describe('following a team', () => {
  const bout = (matchId: string, index: number, status: FightView['status']) =>
    ({
      fightId: `${matchId}-${index}`,
      view: { status, relay: { matchId, bout: index, bouts: 9 } },
    }) as unknown as FightState;

  it('watches the bout on now, else the next to fence, else the last fenced, per match', () => {
    const watched = boutsToWatch([
      bout('m1', 0, 'finished'),
      bout('m1', 2, 'scheduled'),
      bout('m1', 1, 'paused'),
      bout('m2', 1, 'scheduled'),
      bout('m2', 0, 'finished'),
      bout('m2', 2, 'scheduled'),
      bout('m3', 1, 'finished'),
      bout('m3', 0, 'finished'),
      { fightId: 'single', view: { status: 'running' } } as unknown as FightState,
    ]);
    expect(Object.fromEntries([...watched].map(([match, state]) => [match, state.fightId]))).toEqual({
      m1: 'm1-1',
      m2: 'm2-1',
      m3: 'm3-1',
    });
  });
});
