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
function waiting(bracket: Bracket): FighterId[] {
  const fighters: FighterId[] = [];
  for (const fight of bracket.fights) {
    if (fight.winnerId !== null) continue;
    if (fight.fighter1 !== null) fighters.push(fight.fighter1);
    if (fight.fighter2 !== null) fighters.push(fight.fighter2);
  }
  return fighters;
}

interface Outcome {
  bracket: Bracket;
  losses: Map<FighterId, number>;
  grandFinal: { upperWinner: FighterId; winner: FighterId };
}

/** Refuses a bracket where a fighter waits in two undecided fights, or stays in after two losses. */
function checkNobodyWaitsTwiceOrAfterTwoLosses(
  bracket: Bracket,
  losses: ReadonlyMap<FighterId, number>,
): void {
  const stillIn = waiting(bracket);
  if (new Set(stillIn).size !== stillIn.length) throw new Error('a fighter waits in two undecided fights');
  const eliminated = stillIn.find((id) => (losses.get(id) ?? 0) >= 2);
  if (eliminated !== undefined) throw new Error(`${eliminated} is still in the bracket after two losses`);
}

/** Plays the bracket out with random choices, calling `afterEachResult` after every result. */
function playOut(
  start: Bracket,
  choices: number[],
  afterEachResult: (bracket: Bracket, losses: ReadonlyMap<FighterId, number>) => void = () => {},
): Outcome {
  let bracket = start;
  const losses = new Map<FighterId, number>();
  let grandFinal: Outcome['grandFinal'] | null = null;
  for (let step = 0; step < 4 * start.size; step += 1) {
    const ready = bracket.fights.filter(isReady);
    if (ready.length === 0) break;
    const choice = choices[step % choices.length] + step;
    const fight = ready[choice % ready.length];
    const [winner, loser] = (
      choice % 2 === 0 ? [fight.fighter1, fight.fighter2] : [fight.fighter2, fight.fighter1]
    ) as [FighterId, FighterId];
    bracket = advanceDoubleElimination(bracket, fight.id, winner);
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
    if (fight.id === GRAND_FINAL_ID) grandFinal = { upperWinner: fight.fighter1 as FighterId, winner };
    afterEachResult(bracket, losses);
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

  it('never seats a fighter in two undecided fights at once, and never keeps a fighter after a second loss', () => {
    fc.assert(
      fc.property(fieldArbitrary, ({ entrants, grandFinalReset, choices }) => {
        playOut(
          buildDoubleElimination(entrants, { grandFinalReset }),
          choices,
          checkNobodyWaitsTwiceOrAfterTwoLosses,
        );
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('with a grand-final reset, sends every fighter but the champion out after exactly two losses', () => {
    fc.assert(
      fc.property(fieldArbitrary, ({ entrants, choices }) => {
        const { bracket, losses } = playOut(
          buildDoubleElimination(entrants, { grandFinalReset: true }),
          choices,
        );
        const champion = bracket.championId as FighterId;
        expect(losses.get(champion) ?? 0).toBeLessThanOrEqual(1);
        const notOutAfterTwo = entrants.filter(({ id }) => id !== champion && losses.get(id) !== 2);
        expect(notOutAfterTwo).toEqual([]);
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
        const expectedLosses = (id: FighterId): number[] =>
          id === bracket.championId ? [0, 1] : id === grandFinal.upperWinner ? [1] : [2];
        const wrong = entrants.filter(({ id }) => !expectedLosses(id).includes(losses.get(id) ?? 0));
        expect(wrong).toEqual([]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('puts every fighter into the upper bracket exactly once and byes only against missing seeds', () => {
    fc.assert(
      fc.property(fieldArbitrary, ({ entrants, grandFinalReset }) => {
        const bracket = buildDoubleElimination(entrants, { grandFinalReset });
        const firstRound = bracket.fights.filter((fight) => fight.floor === 0 && fight.round === 1);
        const placed = firstRound
          .flatMap((fight) => [fight.fighter1, fight.fighter2])
          .filter((id) => id !== null);
        expect([...placed].sort()).toEqual(entrants.map((entrant) => entrant.id).sort());
        expect(firstRound.filter((fight) => fight.isBye)).toHaveLength(bracket.size - entrants.length);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
