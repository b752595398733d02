import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Entrant, FightRecord, FightResult, FighterId } from '../domain-types.js';
import { DUPLICATE_PAIRS } from './competition-warnings.js';
import { pairSwissRound, readSwissHistory, type SwissRound } from './swiss.js';
import { bye, field, pairKey, seededRandom } from './test-support/swiss-fixtures.js';

const RESULTS: FightResult[] = ['F1_WIN', 'F2_WIN', 'DRAW', 'NONE', 'NO_WIN', 'BOTH_WIN'];

/** A random field of up to 10 fighters with a random history of meetings, byes and drop-outs. */
const randomStage = fc
  .integer({ min: 1, max: 10 })
  .chain((size) =>
    fc.record({
      fighters: fc.constant(field(size)),
      dropped: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
      meetings: fc.array(
        fc.record({
          a: fc.integer({ min: 0, max: size - 1 }),
          b: fc.integer({ min: 0, max: size - 1 }),
          result: fc.constantFrom(...RESULTS),
          score1: fc.nat(5),
          score2: fc.nat(5),
        }),
        { maxLength: 30 },
      ),
      byes: fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 6 }),
    }),
  )
  .map(({ fighters, dropped, meetings, byes }) => {
    const history: FightRecord[] = meetings
      .filter((m) => m.a !== m.b)
      .map((m, i) => ({
        id: `m${i}`,
        fighter1: fighters[m.a].id,
        fighter2: fighters[m.b].id,
        score1: m.score1,
        score2: m.score2,
        result: m.result,
      }));
    history.push(...byes.map((v) => bye(fighters[v].id)));
    const entrants: Entrant[] = fighters.map((f, i) => ({ ...f, droppedOut: dropped[i] }));
    return { fighters: entrants, history };
  });

/** Fewest rematches any legal round can have: every allowed bye, every pairing of the rest. */
function bruteForceFewestRematches(fighters: readonly Entrant[], history: readonly FightRecord[]): number {
  const active = fighters.filter((f) => !f.droppedOut).map((f) => f.id);
  const { met, byes } = readSwissHistory(history);
  const rematch = (a: FighterId, b: FighterId) => (met.get(a)?.has(b) ? 1 : 0);
  const bestPairing = (rest: FighterId[]): number => {
    if (rest.length === 0) return 0;
    const [first, ...others] = rest;
    let best = Number.POSITIVE_INFINITY;
    others.forEach((other, i) => {
      best = Math.min(best, rematch(first, other) + bestPairing(others.filter((_, j) => j !== i)));
    });
    return best;
  };
  if (active.length % 2 === 0) return bestPairing(active);
  const fewestByes = Math.min(...active.map((id) => byes.get(id) ?? 0));
  return Math.min(
    ...active
      .filter((id) => (byes.get(id) ?? 0) === fewestByes)
      .map((id) => bestPairing(active.filter((o) => o !== id))),
  );
}

function rematchesIn(round: SwissRound, history: readonly FightRecord[]): number {
  const { met } = readSwissHistory(history);
  return round.pairs.filter((p) => met.get(p.fighter1)?.has(p.fighter2)).length;
}

describe('swiss pairing properties', () => {
  it('never pairs a rematch when a rematch-free pairing exists, and otherwise repeats as few fights as brute force', () => {
    fc.assert(
      fc.property(randomStage, ({ fighters, history }) => {
        const round = pairSwissRound({ fighters, history, round: 1 });
        const fewest = bruteForceFewestRematches(fighters, history);
        expect(rematchesIn(round, history)).toBe(fewest);
        expect(round.warnings).toEqual(fewest > 0 ? [DUPLICATE_PAIRS] : []);
      }),
      { numRuns: 300 },
    );
  });

  it('pairs every fighter still in exactly once, with at most one bye, and never a dropped-out fighter', () => {
    fc.assert(
      fc.property(randomStage, ({ fighters, history }) => {
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
