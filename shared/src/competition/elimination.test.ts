import { describe, it, expect } from '@jest/globals';
import type { Entrant } from '../domain-types.js';
import { BRACKET_ERRORS, type Bracket, type BracketFight } from './bracket-types.js';
import { advanceWinner, buildSingleElimination, finalLabel } from './elimination.js';

const field = (count: number): Entrant[] =>
  Array.from({ length: count }, (_, place) => ({ id: `s${place + 1}`, seed: place + 1 }));

const fight = (bracket: Bracket, id: string): BracketFight => {
  const found = bracket.fights.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no fight ${id}`);
  return found;
};

const pairing = (bracket: Bracket, id: string): [string | null, string | null] => [
  fight(bracket, id).fighter1,
  fight(bracket, id).fighter2,
];

describe('single elimination', () => {
  it('seeds 8 fighters 1-8, 4-5, 2-7, 3-6 with deterministic ids', () => {
    const bracket = buildSingleElimination(field(8));
    expect(bracket.size).toBe(8);
    expect(
      bracket.fights.filter((candidate) => candidate.round === 1).map((candidate) => candidate.id),
    ).toEqual(['r1-f0', 'r1-f1', 'r1-f2', 'r1-f3']);
    expect(['r1-f0', 'r1-f1', 'r1-f2', 'r1-f3'].map((id) => pairing(bracket, id))).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
  });

  it('sends each winner into the next round: fight i to fight i/2, slot 1 from even and slot 2 from odd fights', () => {
    const bracket = buildSingleElimination(field(8));
    expect(fight(bracket, 'r1-f2')).toMatchObject({ nextFightId: 'r2-f1', nextSlot: 1 });
    expect(fight(bracket, 'r1-f3')).toMatchObject({ nextFightId: 'r2-f1', nextSlot: 2 });
    expect(fight(bracket, 'r3-f0')).toMatchObject({ nextFightId: null, nextSlot: null });
  });

  it('gives byes to the top seeds and lets them through to round two at once', () => {
    const bracket = buildSingleElimination(field(5));
    expect(fight(bracket, 'r1-f0')).toMatchObject({
      fighter1: 's1',
      fighter2: null,
      isBye: true,
      winnerId: 's1',
    });
    expect(fight(bracket, 'r1-f1')).toMatchObject({
      fighter1: 's4',
      fighter2: 's5',
      isBye: false,
      winnerId: null,
    });
    expect(pairing(bracket, 'r2-f0')).toEqual(['s1', null]);
    expect(pairing(bracket, 'r2-f1')).toEqual(['s2', 's3']);
  });

  it('leaves dropped-out fighters out of the bracket', () => {
    const bracket = buildSingleElimination([...field(4), { id: 'gone', seed: 0, droppedOut: true }]);
    expect(bracket.size).toBe(4);
    expect(
      bracket.fights.some((candidate) => candidate.fighter1 === 'gone' || candidate.fighter2 === 'gone'),
    ).toBe(false);
  });

  it('refuses a bracket of fewer than two fighters', () => {
    expect(() => buildSingleElimination(field(1))).toThrow(
      expect.objectContaining({ code: BRACKET_ERRORS.tooFewFighters }),
    );
  });

  it('is a bare final for two fighters, with no bronze fight even when asked', () => {
    const bracket = buildSingleElimination(field(2), { bronze: true });
    expect(bracket.fights.map((candidate) => candidate.id)).toEqual(['r1-f0']);
    expect(bracket.groups).toEqual([
      { index: 0, round: 1, side: 2, floor: 0, title: { key: 'finals', n: null }, fightIds: ['r1-f0'] },
    ]);
  });

  it('labels the finals gold for index 0 and bronze otherwise', () => {
    expect(finalLabel(0)).toBe('gold');
    expect(finalLabel(1)).toBe('bronze');
    expect(finalLabel(2)).toBe('bronze');
  });

  it('puts the final (index 0) and the bronze fight (index 1) together in the finals group on side 2', () => {
    const bracket = buildSingleElimination(field(8), { bronze: true });
    const finals = bracket.groups.at(-1);
    expect(finals).toMatchObject({
      side: 2,
      round: 3,
      title: { key: 'finals', n: null },
      fightIds: ['r3-f0', 'r3-f1'],
    });
    expect(finalLabel(fight(bracket, 'r3-f1').index)).toBe('bronze');
  });

  it('splits every earlier round into a left half (side 0) and a right half (side 1)', () => {
    const bracket = buildSingleElimination(field(16));
    expect(
      bracket.groups.map(({ round, side, title, fightIds }) => ({
        round,
        side,
        title,
        fights: fightIds.length,
      })),
    ).toEqual([
      { round: 1, side: 0, title: { key: 'roundOf', n: 16 }, fights: 4 },
      { round: 1, side: 1, title: { key: 'roundOf', n: 16 }, fights: 4 },
      { round: 2, side: 0, title: { key: 'quarterFinals', n: null }, fights: 2 },
      { round: 2, side: 1, title: { key: 'quarterFinals', n: null }, fights: 2 },
      { round: 3, side: 0, title: { key: 'semiFinals', n: null }, fights: 1 },
      { round: 3, side: 1, title: { key: 'semiFinals', n: null }, fights: 1 },
      { round: 4, side: 2, title: { key: 'finals', n: null }, fights: 1 },
    ]);
    expect(bracket.groups.map((group) => group.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('names early rounds by the number of fighters left', () => {
    const bracket = buildSingleElimination(field(64));
    expect(bracket.groups[0].title).toEqual({ key: 'roundOf', n: 64 });
    expect(bracket.groups[2].title).toEqual({ key: 'roundOf', n: 32 });
  });

  describe('advancing a winner', () => {
    it('places the winner into the next fight and leaves the given bracket untouched', () => {
      const before = buildSingleElimination(field(8));
      const after = advanceWinner(before, 'r1-f1', 's5', 's4');
      expect(fight(after, 'r1-f1').winnerId).toBe('s5');
      expect(pairing(after, 'r2-f0')).toEqual([null, 's5']);
      expect(fight(before, 'r1-f1').winnerId).toBeNull();
      expect(pairing(before, 'r2-f0')).toEqual([null, null]);
    });

    it('sends both semi-final losers to the bronze fight and crowns the final winner', () => {
      let bracket = buildSingleElimination(field(4), { bronze: true });
      bracket = advanceWinner(bracket, 'r1-f0', 's1', 's4');
      bracket = advanceWinner(bracket, 'r1-f1', 's3', 's2');
      expect(pairing(bracket, 'r2-f0')).toEqual(['s1', 's3']);
      expect(pairing(bracket, 'r2-f1')).toEqual(['s4', 's2']);
      expect(bracket.championId).toBeNull();
      bracket = advanceWinner(bracket, 'r2-f1', 's2', 's4');
      expect(bracket.championId).toBeNull();
      bracket = advanceWinner(bracket, 'r2-f0', 's3', 's1');
      expect(bracket.championId).toBe('s3');
    });

    it('gives third place to the only semi-final loser by a bronze bye when one semi-final is a bye', () => {
      let bracket = buildSingleElimination(field(3), { bronze: true });
      expect(fight(bracket, 'r2-f1')).toMatchObject({ isBye: true, fighter1: null, fighter2: null });
      expect(fight(bracket, 'r1-f0').loserNextFightId).toBeNull();
      bracket = advanceWinner(bracket, 'r1-f1', 's2', 's3');
      expect(fight(bracket, 'r2-f1')).toMatchObject({ fighter2: 's3', winnerId: 's3' });
      expect(pairing(bracket, 'r2-f0')).toEqual(['s1', 's2']);
    });

    it('still finds every fight when the fights come back in another order (for example from storage)', () => {
      const built = advanceWinner(buildSingleElimination(field(4)), 'r1-f0', 's1', 's4');
      const reloaded: Bracket = { ...built, fights: [...built.fights].reverse() };
      const after = advanceWinner(reloaded, 'r1-f1', 's2', 's3');
      expect(pairing(after, 'r2-f0')).toEqual(['s1', 's2']);
    });

    it('refuses a fight that does not exist', () => {
      const bracket = buildSingleElimination(field(4));
      expect(() => advanceWinner(bracket, 'r9-f9', 's1', 's4')).toThrow(
        expect.objectContaining({ code: BRACKET_ERRORS.unknownFight }),
      );
    });

    it('refuses a fight still waiting for its fighters', () => {
      const bracket = buildSingleElimination(field(4));
      expect(() => advanceWinner(bracket, 'r2-f0', 's1', 's2')).toThrow(
        expect.objectContaining({ code: BRACKET_ERRORS.fightNotReady }),
      );
    });

    it('refuses to decide a bye', () => {
      const bracket = buildSingleElimination(field(3));
      expect(() => advanceWinner(bracket, 'r1-f0', 's1', 's2')).toThrow(
        expect.objectContaining({ code: BRACKET_ERRORS.fightDecided }),
      );
    });

    it('refuses to decide a fight twice', () => {
      const bracket = advanceWinner(buildSingleElimination(field(4)), 'r1-f0', 's1', 's4');
      expect(() => advanceWinner(bracket, 'r1-f0', 's4', 's1')).toThrow(
        expect.objectContaining({ code: BRACKET_ERRORS.fightDecided }),
      );
    });

    it('refuses a winner or a loser who is not in the fight', () => {
      const bracket = buildSingleElimination(field(4));
      expect(() => advanceWinner(bracket, 'r1-f0', 's2', 's4')).toThrow(
        expect.objectContaining({ code: BRACKET_ERRORS.notInFight }),
      );
      expect(() => advanceWinner(bracket, 'r1-f0', 's1', 's2')).toThrow(
        expect.objectContaining({ code: BRACKET_ERRORS.notInFight }),
      );
      expect(() => advanceWinner(bracket, 'r1-f0', 's1', 's1')).toThrow(
        expect.objectContaining({ code: BRACKET_ERRORS.notInFight }),
      );
    });
  });
});
