/** Random swiss stages for property tests: small fields with random histories, byes and drop-outs. */
import fc from 'fast-check';
import type { Entrant, FightRecord, FightResult } from '../../domain-types.js';
import { pairSwissRound } from '../swiss.js';
import { bye, field, pairKey, seededRandom } from './swiss-fixtures.js';

export interface RandomStage {
  fighters: Entrant[];
  history: FightRecord[];
}

const RESULTS: FightResult[] = ['F1_WIN', 'F2_WIN', 'DRAW', 'NONE', 'NO_WIN', 'BOTH_WIN'];

/** Up to `maxSize` fighters with arbitrary meetings (any result, scheduled ones too), byes and drop-outs. */
export function arbitraryStage(maxSize: number): fc.Arbitrary<RandomStage> {
  return fc
    .integer({ min: 1, max: maxSize })
    .chain((size) =>
      fc.record({
        fighters: fc.constant(field(size)),
        /** One fighter in five drops out. */
        dropped: fc.array(
          fc.nat(4).map((draw) => draw === 0),
          { minLength: size, maxLength: size },
        ),
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
      return { fighters: fighters.map((f, i) => ({ ...f, droppedOut: dropped[i] })), history };
    });
}

/**
 * Up to `maxSize` fighters after a random number of rounds played as the engine pairs them, each
 * fight with a random result (draws included), and a random fighter dropping out now and then.
 */
export function playedStage(maxSize: number, minSize = 1, minRounds = 0): fc.Arbitrary<RandomStage> {
  return fc
    .record({
      size: fc.integer({ min: minSize, max: maxSize }),
      rounds: fc.integer({ min: minRounds, max: Math.max(minRounds, maxSize) }),
      seed: fc.integer(),
    })
    .map(({ size, rounds, seed }) => {
      const random = seededRandom(seed);
      const fighters: Entrant[] = field(size);
      const history: FightRecord[] = [];
      for (let round = 1; round <= rounds; round++) {
        const paired = pairSwissRound({ fighters, history, round });
        if (paired.bye !== null) history.push(bye(paired.bye));
        for (const pair of paired.pairs) {
          const score1 = Math.floor(random() * 4);
          const score2 = Math.floor(random() * 4);
          const result: FightResult = score1 > score2 ? 'F1_WIN' : score2 > score1 ? 'F2_WIN' : 'DRAW';
          history.push({
            id: `r${round}-${pairKey(pair.fighter1, pair.fighter2)}`,
            ...pair,
            score1,
            score2,
            result,
          });
        }
        if (random() < 0.1) fighters[Math.floor(random() * size)].droppedOut = true;
      }
      return { fighters, history };
    });
}
