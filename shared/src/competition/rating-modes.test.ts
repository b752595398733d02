import { describe, expect, it } from '@jest/globals';
import { RATING_MODES, type RatingMode } from '../domain-types.js';
import { criteriaFor, RATING_MODE_DEFINITIONS } from './rating-modes.js';
import { emptyStats, rankFighterStats, type FighterStats } from './standings.js';

function line(fighterId: string, overrides: Partial<FighterStats>): FighterStats {
  return { ...emptyStats(fighterId), fights: 4, ...overrides };
}

function ranked(mode: RatingMode, lines: FighterStats[], perFight = false) {
  return rankFighterStats(lines, mode, new Map(), { perFight });
}

describe('rating modes', () => {
  it('defines every rating mode of the spec as a list of distinct criteria', () => {
    for (const mode of RATING_MODES) {
      const keys = RATING_MODE_DEFINITIONS[mode].criteria.map((c) => c.key);
      expect(keys.length).toBeGreaterThan(0);
      expect(new Set(keys).size).toBe(keys.length);
      expect(RATING_MODE_DEFINITIONS[mode].mode).toBe(mode);
    }
  });

  it('MATCH_POINTS: match points first, then more wins (a win and a loss beat two draws)', () => {
    const rows = ranked('MATCH_POINTS', [
      line('B', { matchPoints: 12, draws: 2 }),
      line('A', { matchPoints: 12, wins: 1, losses: 1 }),
    ]);
    expect(rows[0].explanation).toBe('Above B: more wins (1 vs 0)');
  });

  it('COUNTER_TIME: match points, then net hits per minute of fight time, then less fight time', () => {
    const rows = ranked('COUNTER_TIME', [
      line('B', { matchPoints: 30, hitDifference: 6, timeMs: 360_000 }),
      line('A', { matchPoints: 30, hitDifference: 6, timeMs: 180_000 }),
      line('C', { matchPoints: 30, hitDifference: 2, timeMs: 180_000 }),
    ]);
    expect(rows.map((r) => r.fighterId)).toEqual(['A', 'B', 'C']);
    expect(rows[0].explanation).toBe('Above B: more net hits per minute (2 vs 1)');
  });

  it('COUNTER_TIME: equal rates go to the fighter with less fight time', () => {
    const rows = ranked('COUNTER_TIME', [
      line('B', { matchPoints: 30, timeMs: 240_000 }),
      line('A', { matchPoints: 30, timeMs: 120_000 }),
    ]);
    expect(rows[0].explanation).toBe('Above B: less fight time (120 vs 240)');
  });

  it('COUNTER_TIME_2: hits given per minute before match points', () => {
    const rows = ranked('COUNTER_TIME_2', [
      line('B', { matchPoints: 36, pointsFor: 12, timeMs: 720_000 }),
      line('A', { matchPoints: 12, pointsFor: 10, timeMs: 300_000 }),
    ]);
    expect(rows[0].explanation).toBe('Above B: more hits given per minute (2 vs 1)');
  });

  it('rates a fighter without recorded fight time at 0 hits per minute', () => {
    const rows = ranked('COUNTER_TIME_2', [
      line('B', { pointsFor: 9 }),
      line('A', { pointsFor: 1, timeMs: 60_000 }),
    ]);
    expect(rows[1].values.hitsGivenPerMinute).toBe(0);
  });

  it('FFG: victories, then indicator (hit difference), then hits given, then fewer hits received', () => {
    const rows = ranked('FFG', [
      line('C', { wins: 3, hitDifference: 5, pointsFor: 12, pointsAgainst: 7 }),
      line('B', { wins: 3, hitDifference: 5, pointsFor: 15, pointsAgainst: 10 }),
      line('A', { wins: 3, hitDifference: 8, pointsFor: 10 }),
    ]);
    expect(rows.map((r) => r.fighterId)).toEqual(['A', 'B', 'C']);
    expect(rows[1].explanation).toBe('Above C: more hits given (15 vs 12)');
  });

  it('CSEN: victories, then fewer hits received even against a better hit difference', () => {
    const rows = ranked('CSEN', [
      line('B', { wins: 2, pointsAgainst: 8, hitDifference: 9 }),
      line('A', { wins: 2, pointsAgainst: 5, hitDifference: 1 }),
    ]);
    expect(rows[0].explanation).toBe('Above B: fewer hits received (5 vs 8)');
  });

  it('US1: share of wins over fights first, so 2 of 2 beats 3 of 4', () => {
    const rows = ranked('US1', [line('B', { wins: 3, fights: 4 }), line('A', { wins: 2, fights: 2 })]);
    expect(rows[0].explanation).toBe('Above B: higher share of wins (1 vs 0.75)');
  });

  it('BOHEMA: match points, hit difference, then fewer doubles, then fewer cards', () => {
    const rows = ranked('BOHEMA', [
      line('C', { matchPoints: 27, hitDifference: 4, doubles: 1, warnings: 2 }),
      line('B', { matchPoints: 27, hitDifference: 4, doubles: 3 }),
      line('A', { matchPoints: 27, hitDifference: 4, doubles: 1 }),
    ]);
    expect(rows.map((r) => r.fighterId)).toEqual(['A', 'C', 'B']);
    expect(rows[0].explanation).toBe('Above C: fewer cards (0 vs 2)');
    expect(rows[1].explanation).toBe('Above B: fewer doubles (1 vs 3)');
  });

  it('divides totals by fights fought for unequal pools, where the mode asks for it', () => {
    const lines = [line('A', { wins: 3, fights: 6 }), line('B', { wins: 3, fights: 4 })];
    expect(ranked('FFG', lines, true)[0].explanation).toBe('Above A: more wins per fight (0.75 vs 0.5)');
    expect(criteriaFor('FFG', { perFight: true })[0].key).toBe('winsPerFight');
  });

  it('leaves modes already made of ratios unchanged on per-fight ranking', () => {
    expect(criteriaFor('COUNTER_TIME_2', { perFight: true }).map((c) => c.key)).toEqual(
      criteriaFor('COUNTER_TIME_2').map((c) => c.key),
    );
    expect(criteriaFor('US1', { perFight: true })[0].key).toBe('winRatio');
  });

  it('counts a fighter without fights as 0 on every ratio', () => {
    const rows = ranked('US1', [line('A', { fights: 0 })], true);
    expect(rows[0].values).toEqual({ winRatio: 0, hitDifferencePerFight: 0, pointsForPerFight: 0 });
  });
});
