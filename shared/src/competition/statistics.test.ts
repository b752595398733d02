import { describe, expect, it } from '@jest/globals';
import { categoryFigures, fightersFigures } from './statistics.js';
import { bye, entrants, fight, scheduled } from './test-support/swiss-fixtures.js';

describe('statistics of a category', () => {
  const fights = [
    fight('a', 'b', 5, 3, { doubles: 2, warnings1: 1 }),
    fight('a', 'c', 3, 3, { doubles: 1 }),
    fight('b', 'c', 0, 0, { result: 'NO_WIN', doubles: 3 }),
    bye('a'),
    scheduled('a', 'd'),
  ];

  it('counts per fighter without byes: win rate is the rounded percent of wins (spec §9)', () => {
    const [a, , , d] = fightersFigures(entrants('a', 'b', 'c', 'd'), fights);
    expect(a).toMatchObject({
      fights: 2,
      wins: 1,
      draws: 1,
      losses: 0,
      winRate: 50,
      doubles: 3,
      doublesPerFight: 1.5,
      pointsFor: 8,
      pointsAgainst: 6,
      cards: 1,
    });
    expect(d).toMatchObject({ fights: 0, winRate: 0, doublesPerFight: 0 });
  });

  it('counts the category’s fights, hits, doubles and cards', () => {
    expect(categoryFigures(fights)).toEqual({
      fights: 3,
      fightsLeft: 1,
      decided: 1,
      draws: 1,
      noWins: 1,
      points: 14,
      pointsPerFight: 4.67,
      doubles: 6,
      doublesPerFight: 2,
      cards: 1,
      fighters: 3,
    });
  });
});
