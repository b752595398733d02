import { describe, expect, it } from '@jest/globals';
import { explainQualification, selectAdvancing } from './advancement.js';
import { computeStandings, rankFighterStats } from './standings.js';
import { rankSwissStandings } from './swiss.js';
import { entrants, fight, win } from './test-support/swiss-fixtures.js';

/** Pool A of 4: A1 beats everyone, A2 beats A3 and A4, A3 beats A4. */
const poolA = computeStandings(
  entrants('A1', 'A2', 'A3', 'A4'),
  [win('A1', 'A2'), win('A1', 'A3'), win('A1', 'A4'), win('A2', 'A3'), win('A2', 'A4'), win('A3', 'A4')],
  'MATCH_POINTS',
);
/** Pool C of 3 where every fight was a draw. */
const poolC = computeStandings(
  entrants('C1', 'C2', 'C3'),
  [fight('C1', 'C2', 3, 3), fight('C1', 'C3', 3, 3), fight('C2', 'C3', 3, 3)],
  'MATCH_POINTS',
);

describe('the advancement preview', () => {
  it('says who goes through by the pool minimum and who by the ranking, in seed order', () => {
    const lines = explainQualification('ADVANCED', {
      pools: [poolA, poolC],
      goesToNextStage: 3,
      minimumFromEachPool: 1,
    });
    expect(lines.filter((l) => l.advances).map((l) => [l.fighterId, l.seed, l.reason])).toEqual([
      ['A1', 1, 'minimumFromPool'],
      ['A2', 2, 'ranking'],
      ['C1', 3, 'minimumFromPool'],
    ]);
    expect(lines.find((l) => l.fighterId === 'C1')).toMatchObject({ poolIndex: 1, poolPlace: 1 });
    expect(lines.find((l) => l.fighterId === 'A3')).toMatchObject({ advances: false, reason: 'outOfPlaces' });
  });

  it('names the criterion of the ranking across pools that separated neighbours', () => {
    const [first] = explainQualification('ADVANCED', {
      pools: [poolA, poolC],
      goesToNextStage: 2,
      minimumFromEachPool: 0,
    });
    expect(first).toMatchObject({ fighterId: 'A1', rank: 1, reason: 'ranking' });
    expect(first.separation).toMatchObject({ criterion: 'matchPointsPerFight', nextFighterId: 'A2' });
  });

  it('lists dropped-out fighters last, never advancing and unranked', () => {
    const lines = explainQualification('ADVANCED', {
      pools: [poolA],
      goesToNextStage: 2,
      minimumFromEachPool: 0,
      dropped: ['A1'],
    });
    expect(lines.map((l) => l.fighterId)).toEqual(['A2', 'A3', 'A4', 'A1']);
    expect(lines.at(-1)).toMatchObject({ reason: 'droppedOut', rank: null, advances: false });
  });

  it('agrees with selectAdvancing on who goes through and their seeds', () => {
    const input = { pools: [poolA, poolC], goesToNextStage: 4, minimumFromEachPool: 2 };
    const seeds = selectAdvancing(input);
    const lines = explainQualification('ADVANCED', input).filter((l) => l.advances);
    expect(lines.map((l) => ({ id: l.fighterId, seed: l.seed }))).toEqual(seeds);
  });
});

describe('a single group advancing', () => {
  it('keeps the group’s own order (swiss tie-breaks) instead of re-ranking by the rating mode', () => {
    // s1 and s2 have equal match points; the swiss table puts the one with the higher Buchholz first even though
    // the other has the higher hit difference, which the mode's criteria alone would prefer.
    const swiss = rankSwissStandings(entrants('s1', 's2', 's3', 's4'), [
      fight('s1', 's3', 5, 4),
      fight('s2', 's4', 9, 0),
      fight('s1', 's2', 3, 3),
      fight('s3', 's4', 3, 1),
    ]);
    const table = swiss.map(({ subject, ...row }) => ({ ...row, stats: subject.stats }));
    const seeds = selectAdvancing({ pools: [table], goesToNextStage: 4, minimumFromEachPool: 0 });
    expect(seeds.map((s) => s.id)).toEqual(table.map((r) => r.fighterId));
    expect(table[0].fighterId).toBe('s1');
    const byMode = rankFighterStats(
      table.map((r) => r.stats),
      'MATCH_POINTS',
    );
    expect(byMode[0].fighterId).toBe('s2');
  });
});
