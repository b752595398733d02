/**
 * Properties of double elimination over random fields of 2–256 fighters and random results: it always
 * ends with one champion, and everyone else leaves after exactly their second loss.
 */
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import type { Entrant, FighterId } from '../domain-types.js';
import type { Bracket, BracketFight } from './bracket-types.js';
import { GRAND_FINAL_ID, advanceDoubleElimination, buildDoubleElimination } from './double-elimination.js';

const NUM_RUNS = 200;

const fieldArbitrary = fc
  .record({
    size: fc.integer({ min: 2, max: 256 }),
    grandFinalReset: fc.boolean(),
    choices: fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
  })
  .map(({ size, grandFinalReset, choices }) => ({
    entrants: Array.from({ length: size }, (_, place): Entrant => ({ id: `f${place}`, seed: place + 1 })),
    grandFinalReset,
    choices,
  }));

const isReady = (fight: BracketFight): boolean =>
  !fight.isBye && fight.winnerId === null && fight.fighter1 !== null && fight.fighter2 !== null;

/** Fighters sitting in a fight that is not decided yet (a bye is never left undecided with a fighter in it). */
const waiting = (bracket: Bracket): FighterId[] =>
  bracket.fights
    .filter((fight) => fight.winnerId === null)
    .flatMap((fight) => [fight.fighter1, fight.fighter2])
    .filter((id): id is FighterId => id !== null);

interface Outcome {
  bracket: Bracket;
  losses: Map<FighterId, number>;
  grandFinal: { upperWinner: FighterId; winner: FighterId };
}

/**
 * Plays the bracket out with random choices, checking after every result that nobody waits in two
 * undecided fights and that nobody with two losses is still in the bracket.
 */
function playOut(start: Bracket, choices: number[]): Outcome {
  let bracket = start;
  const losses = new Map<FighterId, number>();
  let grandFinal: Outcome['grandFinal'] | null = null;
  for (let step = 0; step < 4 * start.size; step += 1) {
    const ready = bracket.fights.filter(isReady);
    if (ready.length === 0) break;
    const choice = choices[step % choices.length] + step;
    const fight = ready[choice % ready.length];
    const [winner, loser] = (choice % 2 === 0 ? [fight.fighter1, fight.fighter2] : [fight.fighter2, fight.fighter1]) as [
      FighterId,
      FighterId,
    ];
    bracket = advanceDoubleElimination(bracket, fight.id, winner);
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
    if (fight.id === GRAND_FINAL_ID) grandFinal = { upperWinner: fight.fighter1 as FighterId, winner };

    const stillIn = waiting(bracket);
    if (new Set(stillIn).size !== stillIn.length) throw new Error(`a fighter waits in two fights after ${fight.id}`);
    const eliminated = stillIn.find((id) => (losses.get(id) ?? 0) >= 2);
    if (eliminated !== undefined) throw new Error(`${eliminated} is still in the bracket after two losses`);
  }
  if (grandFinal === null) throw new Error('the grand final was never fought');
  return { bracket, losses, grandFinal };
}

describe('double elimination, for any field and any results', () => {
  it('terminates with exactly one champion and nobody left waiting in a fight', () => {
    fc.assert(
      fc.property(fieldArbitrary, ({ entrants, grandFinalReset, choices }) => {
        const { bracket } = playOut(buildDoubleElimination(entrants, { grandFinalReset }), choices);
        expect(bracket.championId).not.toBeNull();
        expect(bracket.fights.filter(isReady)).toEqual([]);
        expect(waiting(bracket)).toEqual([]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('with a grand-final reset, sends every fighter but the champion out after exactly two losses', () => {
    fc.assert(
      fc.property(fieldArbitrary, ({ entrants, choices }) => {
        const { bracket, losses } = playOut(buildDoubleElimination(entrants, { grandFinalReset: true }), choices);
        for (const { id } of entrants) {
          if (id === bracket.championId) expect(losses.get(id) ?? 0).toBeLessThanOrEqual(1);
          else expect(losses.get(id)).toBe(2);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('without a reset, does the same except that the upper-bracket winner may lose the only grand final', () => {
    fc.assert(
      fc.property(fieldArbitrary, ({ entrants, choices }) => {
        const { bracket, losses, grandFinal } = playOut(
          buildDoubleElimination(entrants, { grandFinalReset: false }),
          choices,
        );
        expect(bracket.championId).toBe(grandFinal.winner);
        for (const { id } of entrants) {
          const expected = id === bracket.championId ? [0, 1] : id === grandFinal.upperWinner ? [1] : [2];
          expect(expected).toContain(losses.get(id) ?? 0);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('puts every fighter into the upper bracket exactly once and byes only against missing seeds', () => {
    fc.assert(
      fc.property(fieldArbitrary, ({ entrants, grandFinalReset }) => {
        const bracket = buildDoubleElimination(entrants, { grandFinalReset });
        const firstRound = bracket.fights.filter((fight) => fight.floor === 0 && fight.round === 1);
        const placed = firstRound.flatMap((fight) => [fight.fighter1, fight.fighter2]).filter((id) => id !== null);
        expect([...placed].sort()).toEqual(entrants.map((entrant) => entrant.id).sort());
        expect(firstRound.filter((fight) => fight.isBye)).toHaveLength(bracket.size - entrants.length);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
