import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { FightRecord, FightResult } from '../domain-types.js';
import { DUPLICATE_PAIRS } from './competition-warnings.js';
import { pairSwissRound, readSwissHistory } from './swiss.js';
import { bye, field, pairKey, seededRandom } from './test-support/swiss-fixtures.js';
import { bruteForceSwissRound, costOfRound, hasRematch } from './test-support/swiss-oracle.js';
import { arbitraryStage, playedStage, type RandomStage } from './test-support/swiss-stages.js';

describe('swiss pairing properties', () => {
  const matchesBruteForce = ({ fighters, history }: RandomStage) => {
    const round = pairSwissRound({ fighters, history, round: 1 });
    const best = bruteForceSwissRound(fighters, history);
    expect(round.bye).toBe(best.bye);
    expect(costOfRound(round, fighters, history)).toEqual(best.cost);
    if (best.cost.rematches === 0) expect(hasRematch(round, history)).toBe(false);
    expect(round.warnings).toEqual(best.cost.rematches > 0 ? [DUPLICATE_PAIRS] : []);
  };

  it('pairs as cheaply as brute force (rematches, skipped groups, floats, float gaps, placement) after arbitrary histories', () => {
    fc.assert(fc.property(arbitraryStage(10), matchesBruteForce), { numRuns: 250 });
  });

  it('pairs as cheaply as brute force after rounds played with random results', () => {
    fc.assert(fc.property(playedStage(10), matchesBruteForce), { numRuns: 250 });
  });

  it('pairs every fighter still in exactly once, with at most one bye, and never a dropped-out fighter', () => {
    fc.assert(
      fc.property(arbitraryStage(10), ({ fighters, history }) => {
        const round = pairSwissRound({ fighters, history, round: 1 });
        const active = fighters.filter((f) => !f.droppedOut).map((f) => f.id);
        const seen = [
          ...round.pairs.flatMap((p) => [p.fighter1, p.fighter2]),
          ...(round.bye ? [round.bye] : []),
        ];
        expect([...seen].sort()).toEqual([...active].sort());
        expect(round.bye === null).toBe(active.length % 2 === 0);
      }),
      { numRuns: 300 },
    );
  });

  it('gives nobody a second bye while someone still has none, over many rounds of fields of 2 to 256', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), fc.integer(), (size, seed) => {
        const random = seededRandom(seed);
        const fighters = field(size);
        const history: FightRecord[] = [];
        const rounds = size <= 12 ? size + 2 : 5;
        for (let round = 1; round <= rounds; round++) {
          const paired = pairSwissRound({ fighters, history, round });
          if (paired.bye !== null) {
            const { byes } = readSwissHistory(history);
            const fewest = Math.min(...fighters.map((f) => byes.get(f.id) ?? 0));
            expect(byes.get(paired.bye) ?? 0).toBe(fewest);
            history.push(bye(paired.bye));
          }
          for (const pair of paired.pairs) {
            const score1 = Math.floor(random() * 6);
            const score2 = Math.floor(random() * 6);
            const result: FightResult = score1 > score2 ? 'F1_WIN' : score2 > score1 ? 'F2_WIN' : 'DRAW';
            history.push({
              id: `r${round}-${pairKey(pair.fighter1, pair.fighter2)}`,
              ...pair,
              score1,
              score2,
              result,
            });
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
