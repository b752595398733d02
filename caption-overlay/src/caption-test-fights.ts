import type { FightView } from '@hema/shared/fight/fight-engine';
import type { FightState } from '@hema/shared/realtime/protocol';

/** Fight states of one ring for the caption's tests. */
export const RING = 'ring-a';

export function view(over: Partial<FightView> = {}): FightView {
  return {
    fightId: 'f',
    fighter1: 'a',
    fighter2: 'b',
    status: 'scheduled',
    score1: 0,
    score2: 0,
    doubles: 0,
    cards: { yellow1: 0, red1: 0, yellow2: 0, red2: 0 },
    appeals: { 1: 0, 2: 0 },
    counters: { doubles: true, appeals: true, yellowCards: true, redCards: true },
    winnerRequired: false,
    calledAt: null,
    clock: {
      running: false,
      elapsedMs: 0,
      startedAt: null,
      direction: 'down',
      durationMs: 90_000,
      showTimer: true,
    },
    result: 'NONE',
    finishReason: null,
    technicalDefeat: null,
    ...over,
  };
}

export function fight(
  fightId: string,
  version: number,
  areaOrder: number,
  over: Partial<FightView> = {},
  state: Partial<FightState> = {},
): FightState {
  return {
    fightId,
    version,
    tournamentId: 't',
    nominationId: 'n',
    poolId: 'p',
    areaId: RING,
    areaOrder,
    nominationTitle: 'Longsword',
    colorLeft: 'red',
    colorRight: 'blue',
    redSide: 1,
    stage: { type: 'POOL', index: 0, label: null },
    group: { key: 'pool', n: 2 },
    fighter1: { _id: 'a', name: `Anna ${fightId}`, club: 'Turku' },
    fighter2: { _id: 'b', name: `Berit ${fightId}`, club: null },
    view: view({ fightId, ...over }),
    serverTime: 1_000,
    ...state,
  };
}
