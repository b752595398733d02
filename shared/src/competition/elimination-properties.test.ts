/**
 * Properties of single elimination over random fields of 2–256 fighters, random seeds (with gaps and
 * dropped-out fighters) and random results.
 */
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import type { Entrant } from '../domain-types.js';
import type { Bracket, BracketFight } from './bracket-types.js';
import { advanceWinner, buildSingleElimination } from './elimination.js';
import { bracketSize } from './seeding.js';

const NUM_RUNS = 200;

/** A field of 2–256 fighters with distinct random seeds, plus a few dropped-out fighters. */
const fieldArbitrary = fc
  .integer({ min: 2, max: 256 })
  .chain((size) =>
    fc.tuple(
      fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: size + 3, maxLength: size + 3 }),
      fc.boolean(),
    ),
  )
  .map(([seeds, bronze]) => {
    const entrants: Entrant[] = seeds.map((seed, place) => ({
      id: `f${place}`,
      seed,
      droppedOut: place < 3,
    }));
    const rankOf = new Map(
      entrants
        .filter((entrant) => !entrant.droppedOut)
        .sort((a, b) => a.seed - b.seed)
        .map((entrant, place) => [entrant.id, place + 1]),
    );
    return { entrants, rankOf, bronze };
  });

/** Random results: each entry picks a ready fight (its value) and a winner (its parity). */
const resultsArbitrary = fc.array(fc.nat(), { minLength: 1, maxLength: 64 });

const isReady = (fight: BracketFight): boolean =>
  !fight.isBye && fight.winnerId === null && fight.fighter1 !== null && fight.fighter2 !== null;

/** Plays the bracket to the end with the given random choices, returning every fight as it was decided. */
function playOut(start: Bracket, choices: number[]): { bracket: Bracket; decided: BracketFight[] } {
  let bracket = start;
  const decided: BracketFight[] = [];
  for (let step = 0; ; step += 1) {
    const ready = bracket.fights.filter(isReady);
    if (ready.length === 0) return { bracket, decided };
    const choice = choices[step % choices.length] + step;
    const fight = ready[choice % ready.length];
    const [winner, loser] =
      choice % 2 === 0 ? [fight.fighter1, fight.fighter2] : [fight.fighter2, fight.fighter1];
    bracket = advanceWinner(bracket, fight.id, winner as string, loser as string);
    decided.push(fight);
  }
}

describe('single elimination, for any field and any results', () => {
  it('gives byes exactly to seeds 1..B−N and never pairs a bye with a bye', () => {
    fc.assert(
      fc.property(fieldArbitrary, ({ entrants, rankOf, bronze }) => {
        const bracket = buildSingleElimination(entrants, { bronze });
        const fighters = rankOf.size;
        const byes = bracket.fights.filter((fight) => fight.round === 1 && fight.isBye);
        const byeRanks = byes
          .map((fight) => rankOf.get(fight.fighter1 as string))
          .sort((a, b) => (a ?? 0) - (b ?? 0));
        expect(byeRanks).toEqual(
          Array.from({ length: bracketSize(fighters) - fighters }, (_, place) => place + 1),
        );
        for (const fight of bracket.fights.filter((candidate) => candidate.round === 1)) {
          expect(fight.fighter1).not.toBeNull();
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('puts every fighter who has not dropped out into round one exactly once', () => {
    fc.assert(
      fc.property(fieldArbitrary, ({ entrants, rankOf }) => {
        const bracket = buildSingleElimination(entrants);
        const placed = bracket.fights
          .filter((fight) => fight.round === 1)
          .flatMap((fight) => [fight.fighter1, fight.fighter2])
          .filter((id) => id !== null);
        expect([...placed].sort()).toEqual([...rankOf.keys()].sort());
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('lets seeds 1 and 2 meet only in the finals (the final, or the bronze fight when both lose their semi-finals) and seeds 1–4 only from the semi-finals on', () => {
    fc.assert(
      fc.property(fieldArbitrary, resultsArbitrary, ({ entrants, rankOf, bronze }, choices) => {
        const start = buildSingleElimination(entrants, { bronze });
        const rounds = Math.log2(start.size);
        const { decided } = playOut(start, choices);
        for (const fight of decided) {
          const ranks = [
            rankOf.get(fight.fighter1 as string),
            rankOf.get(fight.fighter2 as string),
          ] as number[];
          if (ranks.includes(1) && ranks.includes(2)) {
            expect(fight.round).toBe(rounds);
            if (!bronze) expect(fight.index).toBe(0);
          }
          if (ranks.every((rank) => rank <= 4)) expect(fight.round).toBeGreaterThanOrEqual(rounds - 1);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('ends with one champion who won every fight they fought, after N−1 fights plus the bronze fight', () => {
    fc.assert(
      fc.property(fieldArbitrary, resultsArbitrary, ({ entrants, rankOf, bronze }, choices) => {
        const start = buildSingleElimination(entrants, { bronze });
        const { bracket, decided } = playOut(start, choices);
        const fighters = rankOf.size;
        const bronzeFought = bronze && fighters >= 4 ? 1 : 0;
        expect(decided).toHaveLength(fighters - 1 + bronzeFought);
        expect(bracket.championId).not.toBeNull();
        const champion = bracket.championId as string;
        for (const fight of bracket.fights) {
          if (fight.fighter1 === champion || fight.fighter2 === champion)
            expect(fight.winnerId).toBe(champion);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
