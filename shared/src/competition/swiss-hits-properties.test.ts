import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { FightRecord, FighterId } from '../domain-types.js';
import { pairSwissHitsRound, remainingHp } from './swiss-hits.js';
import { readSwissHistory } from './swiss.js';
import { bye, field, fight, seededRandom } from './test-support/swiss-fixtures.js';

const INITIAL_HP = 12;

/** Up to 9 fighters with random past fights (random hits) and byes. */
const randomStage = fc
  .integer({ min: 2, max: 9 })
  .chain((size) =>
    fc.record({
      size: fc.constant(size),
      fights: fc.array(
        fc.record({ a: fc.nat(size - 1), b: fc.nat(size - 1), score1: fc.nat(6), score2: fc.nat(6) }),
        { maxLength: 16 },
      ),
      byes: fc.array(fc.nat(size - 1), { maxLength: 3 }),
    }),
  )
  .map(({ size, fights, byes }) => {
    const fighters = field(size);
    const history: FightRecord[] = fights
      .filter((f) => f.a !== f.b)
      .map((f) => fight(fighters[f.a].id, fighters[f.b].id, f.score1, f.score2));
    history.push(...byes.map((v) => bye(fighters[v].id)));
    return { fighters, history };
  });

/** Smallest largest HP gap over every rematch-free pairing of `rest`; Infinity when none exists. */
function bruteForceLargestGap(
  rest: FighterId[],
  hp: ReadonlyMap<FighterId, number>,
  met: (a: FighterId, b: FighterId) => boolean,
): number {
  if (rest.length === 0) return 0;
  const [first, ...others] = rest;
  let best = Number.POSITIVE_INFINITY;
  others.forEach((other, i) => {
    if (met(first, other)) return;
    const gap = Math.abs((hp.get(first) as number) - (hp.get(other) as number));
    best = Math.min(
      best,
      Math.max(
        gap,
        bruteForceLargestGap(
          others.filter((_, j) => j !== i),
          hp,
          met,
        ),
      ),
    );
  });
  return best;
}

describe('swiss with hits properties', () => {
  it('pairs without rematches whenever possible, with the smallest largest HP gap a brute force finds', () => {
    fc.assert(
      fc.property(randomStage, ({ fighters, history }) => {
        const round = pairSwissHitsRound({ fighters, history, round: 1, initialHp: INITIAL_HP });
        const hp = new Map(fighters.map((f) => [f.id, remainingHp(f.id, INITIAL_HP, history)]));
        const alive = fighters.filter((f) => (hp.get(f.id) as number) > 0).map((f) => f.id);
        if (alive.length < 2) return;
        const { met, byes } = readSwissHistory(history);
        const haveMet = (a: FighterId, b: FighterId) => met.get(a)?.has(b) ?? false;
        const fewestByes = Math.min(...alive.map((id) => byes.get(id) ?? 0));
        const byeChoices =
          alive.length % 2 === 0 ? [null] : alive.filter((id) => (byes.get(id) ?? 0) === fewestByes);
        const anyFree = byeChoices.some(
          (choice) =>
            bruteForceLargestGap(
              alive.filter((id) => id !== choice),
              hp,
              haveMet,
            ) < Number.POSITIVE_INFINITY,
        );
        const rematches = round.pairs.filter((p) => haveMet(p.fighter1, p.fighter2)).length;
        expect(rematches === 0).toBe(anyFree);
        if (!anyFree) return;
        const largest = Math.max(
          ...round.pairs.map((p) =>
            Math.abs((hp.get(p.fighter1) as number) - (hp.get(p.fighter2) as number)),
          ),
        );
        expect(largest).toBe(
          bruteForceLargestGap(
            alive.filter((id) => id !== round.bye),
            hp,
            haveMet,
          ),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('never pairs a fighter at 0 HP over a whole simulated stage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.integer(), (size, seed) => {
        const random = seededRandom(seed);
        const fighters = field(size);
        const history: FightRecord[] = [];
        for (let round = 1; round <= 12; round++) {
          const paired = pairSwissHitsRound({ fighters, history, round, initialHp: 5 });
          for (const pair of paired.pairs) {
            expect(remainingHp(pair.fighter1, 5, history)).toBeGreaterThan(0);
            expect(remainingHp(pair.fighter2, 5, history)).toBeGreaterThan(0);
            history.push(
              fight(pair.fighter1, pair.fighter2, Math.floor(random() * 4), Math.floor(random() * 4)),
            );
          }
          if (paired.bye !== null) {
            expect(remainingHp(paired.bye, 5, history)).toBeGreaterThan(0);
            history.push(bye(paired.bye));
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
