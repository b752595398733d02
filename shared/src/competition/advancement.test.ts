import { describe, expect, it } from '@jest/globals';
import type { FightRecord } from '../domain-types.js';
import {
  buildQualification,
  explainQualification,
  combineWithPrevious,
  finalsWarnings,
  nextRoundReadiness,
  nextSwissHitsRound,
  nextSwissRound,
  selectAdvancing,
  type AdvancementInput,
} from './advancement.js';
import { DUPLICATE_PAIRS, NO_FINALS_STAGE, PREVIOUS_ROUND_NOT_FINISHED } from './competition-warnings.js';
import { computeFighterStats, computeStandings, emptyStats } from './standings.js';
import { bye, entrants, fight, field, scheduled, win } from './test-support/swiss-fixtures.js';

/** Pool A of 4: A1 beats everyone, A2 beats A3 and A4, A3 beats A4. */
const poolA = computeStandings(
  entrants('A1', 'A2', 'A3', 'A4'),
  [win('A1', 'A2'), win('A1', 'A3'), win('A1', 'A4'), win('A2', 'A3'), win('A2', 'A4'), win('A3', 'A4')],
  'MATCH_POINTS',
);
/** Pool B of 3: B1 beats both, B2 beats B3. */
const poolB = computeStandings(
  entrants('B1', 'B2', 'B3'),
  [win('B1', 'B2'), win('B1', 'B3'), win('B2', 'B3')],
  'MATCH_POINTS',
);
/**
 * Pool R of 4: R1 beats everyone 5-4; R2, R3 and R4 beat each other in a circle (R2 6-3 R3, R3 5-3 R4, R4 6-5 R2).
 * Its 4th place R3 (one win in three, −2 hits, 12 scored) is ranked above pool A's 3rd (−2 hits, 11 scored).
 */
const poolR = computeStandings(
  entrants('R1', 'R2', 'R3', 'R4'),
  [
    fight('R1', 'R2', 5, 4),
    fight('R1', 'R3', 5, 4),
    fight('R1', 'R4', 5, 4),
    fight('R2', 'R3', 6, 3),
    fight('R3', 'R4', 5, 3),
    fight('R4', 'R2', 6, 5),
  ],
  'MATCH_POINTS',
);
/** Pool C of 3 where every fight was a draw. */
const poolC = computeStandings(
  entrants('C1', 'C2', 'C3'),
  [fight('C1', 'C2', 3, 3), fight('C1', 'C3', 3, 3), fight('C2', 'C3', 3, 3)],
  'MATCH_POINTS',
);

const ids = (seeds: { id: string; seed: number }[]) => seeds.map((s) => s.id);

describe('advancement between stages', () => {
  it('ranks fighters of unequal pools on per-fight values: 2 wins of 2 fights beat 2 wins of 3', () => {
    const seeds = selectAdvancing({ pools: [poolA, poolB], goesToNextStage: 7, minimumFromEachPool: 0 });
    expect(ids(seeds)).toEqual(['A1', 'B1', 'A2', 'B2', 'A3', 'B3', 'A4']);
    expect(seeds.map((s) => s.seed)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('Basic qualification takes places pool by pool: every 1st place, then every 2nd place, …', () => {
    expect(poolR.map((row) => [row.fighterId, row.place])).toEqual([
      ['R1', 1],
      ['R2', 2],
      ['R4', 3],
      ['R3', 4],
    ]);
    const input: AdvancementInput = { pools: [poolA, poolR], goesToNextStage: 6, minimumFromEachPool: 0 };
    // Ranked together (Advanced), pool R's 4th goes through and pool A's 3rd does not.
    expect(ids(buildQualification('ADVANCED', input))).toEqual(['A1', 'R1', 'A2', 'R2', 'R4', 'R3']);
    // Basic: both 1st places, both 2nd places, then the 3rd places — never a 4th place before a 3rd.
    expect(ids(buildQualification('BASIC', input))).toEqual(['A1', 'R1', 'A2', 'R2', 'R4', 'A3']);
    const lines = explainQualification('BASIC', input);
    expect(lines.filter((l) => l.advances).map((l) => l.poolPlace)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(lines.find((l) => l.fighterId === 'R3')).toMatchObject({ advances: false, reason: 'outOfPlaces' });
  });

  it('Basic qualification orders fighters of the same place by the ranking across pools', () => {
    const seeds = buildQualification('BASIC', {
      pools: [poolA, poolB],
      goesToNextStage: 5,
      minimumFromEachPool: 0,
    });
    expect(ids(seeds)).toEqual(['A1', 'B1', 'A2', 'B2', 'A3']);
  });

  it('Advanced qualification takes the minimum from each pool first, then the best of the rest', () => {
    const seeds = buildQualification('ADVANCED', {
      pools: [poolA, poolC],
      goesToNextStage: 3,
      minimumFromEachPool: 1,
    });
    expect(ids(seeds)).toEqual(['A1', 'A2', 'C1']);
  });

  it('keeps the minimum from each pool even when it exceeds the places going on', () => {
    const seeds = selectAdvancing({ pools: [poolA, poolB], goesToNextStage: 3, minimumFromEachPool: 2 });
    expect(ids(seeds)).toEqual(['A1', 'B1', 'A2', 'B2']);
  });

  it('never advances a dropped-out fighter', () => {
    const input: AdvancementInput = {
      pools: [poolA, poolC],
      goesToNextStage: 2,
      minimumFromEachPool: 0,
      dropped: ['A1', 'C1'],
    };
    // Pool C drew everything: its fighters share 1st place, so Basic takes two of them before A's 2nd.
    expect(ids(buildQualification('BASIC', input))).toEqual(['C2', 'C3']);
    expect(ids(buildQualification('ADVANCED', input))).toEqual(['A2', 'C2']);
  });

  it('passes a pool minimum on to the next fighter of that pool when its best dropped out', () => {
    const input: AdvancementInput = {
      pools: [poolA, poolC],
      goesToNextStage: 2,
      minimumFromEachPool: 1,
      dropped: ['A1', 'A2'],
    };
    expect(ids(buildQualification('ADVANCED', input))).toEqual(['C1', 'A3']);
  });

  it('ranks across pools by the category rating mode', () => {
    const seeds = selectAdvancing({
      pools: [poolA, poolB],
      goesToNextStage: 2,
      minimumFromEachPool: 0,
      mode: 'CSEN',
    });
    expect(ids(seeds)).toEqual(['A1', 'B1']);
  });

  it('building again overwrites the earlier result: the seeds depend only on the latest inputs', () => {
    const first: AdvancementInput = { pools: [poolA, poolB], goesToNextStage: 4, minimumFromEachPool: 1 };
    const second: AdvancementInput = {
      pools: [poolA, poolC],
      goesToNextStage: 2,
      minimumFromEachPool: 1,
      dropped: ['A2'],
    };
    const before = buildQualification('ADVANCED', first);
    const rebuilt = buildQualification('ADVANCED', second);
    expect(rebuilt).toEqual(buildQualification('ADVANCED', second));
    expect(rebuilt).not.toEqual(before);
    expect(ids(rebuilt)).toEqual(['A1', 'C1']);
    expect(buildQualification('ADVANCED', first)).toEqual(before);
  });
});

describe('to the finals', () => {
  it('warns "No stage marked as To the Finals" when no stage carries the flag', () => {
    expect(finalsWarnings([{}, { toTheFinals: false }])).toEqual([NO_FINALS_STAGE]);
    expect(finalsWarnings([])).toEqual([NO_FINALS_STAGE]);
  });

  it('is satisfied once a stage is marked', () => {
    expect(finalsWarnings([{}, { toTheFinals: true }])).toEqual([]);
  });
});

describe('combine stats with the previous stage', () => {
  it('adds each fighter\u2019s previous-stage stats to this stage, leaving out fighters who did not reach it', () => {
    const previous = computeFighterStats(entrants('A', 'B', 'C'), [win('A', 'B'), win('C', 'A')]);
    const current = computeFighterStats(entrants('A', 'D'), [fight('A', 'D', 2, 2)]);
    const combined = combineWithPrevious(current, previous);
    expect(combined.map((s) => s.fighterId)).toEqual(['A', 'D']);
    expect(combined[0]).toMatchObject({ fights: 3, wins: 1, losses: 1, draws: 1, matchPoints: 9 + 3 + 6 });
    expect(combined[1]).toEqual({
      ...emptyStats('D'),
      fights: 1,
      draws: 1,
      pointsFor: 2,
      pointsAgainst: 2,
      matchPoints: 6,
    });
  });
});

describe('next-round readiness', () => {
  const groups = [
    { side: 0, round: 1, fights: [{ result: 'F1_WIN' as const }] },
    { side: 0, round: 2, fights: [{ result: 'F2_WIN' as const }, { result: 'NONE' as const }] },
    { side: 1, round: 1, fights: [{ result: 'DRAW' as const }] },
  ];

  it('warns "Previous round of this side is not finished yet" while a fight of that round has no result', () => {
    expect(nextRoundReadiness(groups, 0)).toEqual([PREVIOUS_ROUND_NOT_FINISHED]);
    expect(nextRoundReadiness(groups, 0, 3)).toEqual([PREVIOUS_ROUND_NOT_FINISHED]);
  });

  it('looks only at the previous round of the same side', () => {
    expect(nextRoundReadiness(groups, 1)).toEqual([]);
    expect(nextRoundReadiness(groups, 0, 2)).toEqual([]);
    expect(nextRoundReadiness(groups, 2)).toEqual([]);
  });
});

describe('next-round builders', () => {
  it('builds the next swiss round, numbering it after the rounds fought', () => {
    const history: FightRecord[] = [win('F1', 'F3'), win('F2', 'F4')];
    const round = nextSwissRound({ fighters: field(4), history });
    expect(round.round).toBe(2);
    expect(round.pairs).toEqual([
      { fighter1: 'F1', fighter2: 'F2' },
      { fighter1: 'F3', fighter2: 'F4' },
    ]);
    expect(round.warnings).toEqual([]);
  });

  it('warns when the previous swiss round is still being fought', () => {
    const round = nextSwissRound({
      fighters: field(4),
      history: [win('F1', 'F3'), scheduled('F2', 'F4')],
      round: 2,
    });
    expect(round.warnings).toEqual([PREVIOUS_ROUND_NOT_FINISHED]);
  });

  it('passes the duplicate-pairs warning on', () => {
    const round = nextSwissRound({ fighters: field(2), history: [win('F1', 'F2')] });
    expect(round.warnings).toEqual([DUPLICATE_PAIRS]);
  });

  it('builds the next swiss-with-hits round from the remaining HP', () => {
    const history = [fight('A', 'B', 1, 2), fight('C', 'D', 0, 4), bye('E')];
    const round = nextSwissHitsRound({ fighters: entrants('A', 'B', 'C', 'D', 'E'), history, initialHp: 4 });
    expect(round.round).toBe(2);
    // HP: D 4, E 4, B 3, A 2, C 0 (out); A and B have met.
    expect(round.out).toEqual(['C']);
    expect(round.bye).toBeNull();
    expect(round.pairs).toEqual([
      { fighter1: 'D', fighter2: 'B' },
      { fighter1: 'E', fighter2: 'A' },
    ]);
  });

  it('starts with round 1 on an empty history', () => {
    expect(nextSwissHitsRound({ fighters: field(2), history: [], initialHp: 5 }).round).toBe(1);
  });
});
