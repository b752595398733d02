import { describe, expect, it } from '@jest/globals';
import type { FightView } from '@hema/shared/fight/fight-engine';
import type { FightState } from '@hema/shared/realtime/protocol';
import type { Stage, StageFight } from './api/nomination-stages';
import { byFightId, ringCurrentAndNext, shownFight, unknownFights, withoutRemoved } from './live-fights';

const view = (over: Partial<FightView>) =>
  ({ status: 'scheduled', score1: 0, score2: 0, ...over }) as FightView;

const row: StageFight = {
  _id: 'f1',
  tournamentId: 't',
  nominationId: 'n',
  stageId: 's',
  poolId: 'p',
  index: 0,
  bracketKey: 'r2-f0',
  nextBracketKey: null,
  nextSlot: null,
  loserNextBracketKey: null,
  loserNextSlot: null,
  isBye: false,
  fighter1: null,
  fighter2: { _id: 'b', name: 'Berit', club: { _id: 'c', title: 'Tallinn' } },
  score1: 0,
  score2: 0,
  status: 'scheduled',
  result: 'NONE',
  version: 4,
  area: { _id: 'ring', title: 'Ring A' },
  areaOrder: 3,
  view: view({}),
};

const live = (version: number, over: Partial<FightState> = {}): FightState =>
  ({
    fightId: 'f1',
    version,
    areaId: 'ring',
    areaOrder: 3,
    fighter1: { _id: 'a', name: 'Anna', club: null },
    fighter2: { _id: 'b', name: 'Berit', club: 'Tallinn' },
    view: view({ status: 'running', score1: 2 }),
    ...over,
  }) as FightState;

describe('spectator fights', () => {
  it('shows the live state once it is at least as new as the page data (a bracket fighter moved in)', () => {
    const shown = shownFight(row, byFightId([live(5)]));
    expect(shown.fighter1?.name).toBe('Anna');
    expect(shown.view.score1).toBe(2);
  });

  it('keeps the page data while the live state is older', () => {
    const shown = shownFight(row, byFightId([live(3)]));
    expect(shown.fighter1).toBeNull();
    expect(shown.fighter2).toEqual({ _id: 'b', name: 'Berit', club: 'Tallinn' });
    expect(shown.areaId).toBe('ring');
  });

  it('finds a ring’s current and next fight in ring order, skipping finished and cancelled ones', () => {
    const states = [
      live(1, { fightId: 'x', areaOrder: 2, view: view({}) }),
      live(1, { fightId: 'w', areaOrder: 0, view: view({ status: 'finished' }) }),
      live(1, { fightId: 'y', areaOrder: 1, view: view({ status: 'cancelled' }) }),
      live(1, { fightId: 'z', areaOrder: 3, view: view({}) }),
      live(1, { fightId: 'elsewhere', areaId: 'other', areaOrder: 0, view: view({}) }),
    ];
    const { current, next, left } = ringCurrentAndNext(states, 'ring');
    expect(current?.fightId).toBe('x');
    expect(next?.fightId).toBe('z');
    expect(left).toBe(2);
    expect(ringCurrentAndNext(states.slice(1, 3), 'ring').current).toBeNull();
  });

  it('hides the fights the live connection saw deleted, and counts them so the page reloads', () => {
    const stage: Stage = {
      _id: 's',
      nominationId: 'n',
      index: 0,
      type: 'POOL',
      label: '',
      settings: {},
      createdAt: '2026-05-01T09:00:00.000Z',
      pools: [
        {
          _id: 'p',
          stageId: 's',
          index: 0,
          round: 0,
          side: 0,
          floor: 0,
          isTeam: false,
          group: { key: 'pool', n: 1 },
          fighters: [],
          fights: [row, { ...row, _id: 'f2' }],
        },
      ],
    };
    const { stages, hidden } = withoutRemoved([stage], new Map([['f2', 4]]));
    expect(stages[0].pools[0].fights.map((f) => f._id)).toEqual(['f1']);
    expect(hidden).toBe(1);
    // A row newer than the removal (the page reloaded meanwhile and the id came back) stays.
    expect(withoutRemoved([stage], new Map([['f2', 3]])).hidden).toBe(0);
  });
});

describe('page data behind the live fights', () => {
  const state = (fightId: string, relay?: object) =>
    ({ fightId, view: { status: 'scheduled', ...(relay ? { relay } : {}) } }) as unknown as FightState;
  const stages = [{ pools: [{ fights: [{ _id: 'known' }] }] }] as unknown as Stage[];

  it('counts live fights the page does not hold, never the relay bouts of team matches', () => {
    expect(
      unknownFights(stages, [state('known'), state('new-round'), state('bout', { matchId: 'known' })]),
    ).toBe(1);
    expect(unknownFights(undefined, [state('new-round')])).toBe(0);
  });
});
