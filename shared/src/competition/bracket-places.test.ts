import { describe, expect, it } from '@jest/globals';
import type { Entrant } from '../domain-types.js';
import type { Bracket } from './bracket-types.js';
import { bracketPlaces } from './bracket-places.js';
import { advanceDoubleElimination, buildDoubleElimination } from './double-elimination.js';
import { advanceWinner, buildSingleElimination } from './elimination.js';

const field = (count: number): Entrant[] =>
  Array.from({ length: count }, (_, place) => ({ id: `s${place + 1}`, seed: place + 1 }));

/** Decides single-elimination fights in order, each `fightId:winnerId`. */
const single = (bracket: Bracket, ...results: string[]): Bracket =>
  results.reduce((current, result) => {
    const [fightId, winnerId] = result.split(':');
    const fight = current.fights.find((f) => f.id === fightId)!;
    const loserId = fight.fighter1 === winnerId ? fight.fighter2! : fight.fighter1!;
    return advanceWinner(current, fightId, winnerId, loserId);
  }, bracket);

const double = (bracket: Bracket, ...results: string[]): Bracket =>
  results.reduce((current, result) => {
    const [fightId, winnerId] = result.split(':');
    return advanceDoubleElimination(current, fightId, winnerId);
  }, bracket);

const placeMap = (bracket: Bracket) =>
  Object.fromEntries(bracketPlaces(bracket).map((row) => [row.fighterId, row.place]));

const quarterFinals = ['r1-f0:s1', 'r1-f1:s4', 'r1-f2:s2', 'r1-f3:s3'];

describe('places of a single elimination', () => {
  it('has nobody placed before a fight is decided', () => {
    expect(bracketPlaces(buildSingleElimination(field(8))).every((row) => row.place === null)).toBe(true);
  });

  it('places quarter-final losers 5th together while the rest are still in', () => {
    const places = placeMap(single(buildSingleElimination(field(8)), ...quarterFinals));
    expect(places).toMatchObject({ s5: 5, s6: 5, s7: 5, s8: 5, s1: null, s2: null });
  });

  it('shares third between the semi-final losers without a bronze fight', () => {
    const bracket = single(
      buildSingleElimination(field(8)),
      ...quarterFinals,
      'r2-f0:s1',
      'r2-f1:s2',
      'r3-f0:s2',
    );
    expect(placeMap(bracket)).toEqual({ s1: 2, s2: 1, s3: 3, s4: 3, s5: 5, s6: 5, s7: 5, s8: 5 });
    expect(bracketPlaces(bracket)[0]).toMatchObject({ fighterId: 's2', reason: 'final' });
  });

  it('gives third and fourth from the bronze fight', () => {
    const built = buildSingleElimination(field(8), { bronze: true });
    const semis = single(built, ...quarterFinals, 'r2-f0:s1', 'r2-f1:s2');
    expect(placeMap(semis)).toMatchObject({ s3: null, s4: null });
    const done = single(semis, 'r3-f1:s4', 'r3-f0:s1');
    expect(placeMap(done)).toMatchObject({ s1: 1, s2: 2, s4: 3, s3: 4, s5: 5 });
  });

  it('counts fighters after a first-round bye like everyone else', () => {
    // 6 fighters in a bracket of 8: s1 and s2 wait in round two.
    const bracket = single(buildSingleElimination(field(6)), 'r1-f1:s4', 'r1-f3:s3');
    expect(placeMap(bracket)).toMatchObject({ s5: 5, s6: 5, s1: null });
  });
});

describe('places of a double elimination', () => {
  const upToGrandFinal = (grandFinalReset: boolean) =>
    double(
      buildDoubleElimination(field(4), { grandFinalReset }),
      'u1-f0:s1',
      'u1-f1:s2',
      'l1-f0:s4',
      'u2-f0:s1',
      'l2-f0:s2',
    );

  it('ranks lower-bracket losers by the round they went out in', () => {
    const places = placeMap(upToGrandFinal(false));
    expect(places).toMatchObject({ s3: 4, s4: 3, s1: null, s2: null });
  });

  it('gives gold and silver from the grand final', () => {
    expect(placeMap(double(upToGrandFinal(false), 'grand-final:s1'))).toMatchObject({ s1: 1, s2: 2, s4: 3 });
  });

  it('waits for the reset when the lower-bracket winner takes the first grand final', () => {
    const first = double(upToGrandFinal(true), 'grand-final:s2');
    expect(placeMap(first)).toMatchObject({ s1: null, s2: null });
    expect(placeMap(double(first, 'grand-final-reset:s2'))).toMatchObject({ s2: 1, s1: 2 });
  });
});
