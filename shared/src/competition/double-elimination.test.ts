import { englishGroupTitle } from './group-title.js';
import { describe, it, expect } from '@jest/globals';
import type { Entrant } from '../domain-types.js';
import { BRACKET_ERRORS, type Bracket, type BracketFight } from './bracket-types.js';
import {
  GRAND_FINAL_ID,
  GRAND_FINAL_RESET_ID,
  advanceDoubleElimination,
  buildDoubleElimination,
} from './double-elimination.js';

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

/** Decides fights in the order given, each entry `fightId:winnerId`. */
const play = (bracket: Bracket, ...results: string[]): Bracket =>
  results.reduce((current, result) => {
    const [fightId, winnerId] = result.split(':');
    return advanceDoubleElimination(current, fightId, winnerId);
  }, bracket);

/** Four fighters, the top seeds win the upper bracket: s1 waits in the grand final, s2 tops the lower bracket. */
const upToTheGrandFinal = (grandFinalReset: boolean): Bracket =>
  play(
    buildDoubleElimination(field(4), { grandFinalReset }),
    'u1-f0:s1',
    'u1-f1:s2',
    'l1-f0:s4',
    'u2-f0:s1',
    'l2-f0:s2',
  );

describe('double elimination', () => {
  it('builds an upper bracket on floor 0, a lower bracket on floor 1 and a grand final on side 2', () => {
    const bracket = buildDoubleElimination(field(4));
    expect(bracket.type).toBe('ELIMINATION_DOUBLE');
    expect(
      bracket.groups.map(({ floor, round, side, title, fightIds }) => ({
        floor,
        round,
        side,
        title: englishGroupTitle(title),
        fightIds,
      })),
    ).toEqual([
      { floor: 0, round: 1, side: 0, title: 'Upper round 1', fightIds: ['u1-f0'] },
      { floor: 0, round: 1, side: 1, title: 'Upper round 1', fightIds: ['u1-f1'] },
      { floor: 0, round: 2, side: 0, title: 'Upper final', fightIds: ['u2-f0'] },
      { floor: 1, round: 1, side: 0, title: 'Lower round 1', fightIds: ['l1-f0'] },
      { floor: 1, round: 2, side: 0, title: 'Lower final', fightIds: ['l2-f0'] },
      { floor: 0, round: 3, side: 2, title: 'Grand final', fightIds: [GRAND_FINAL_ID] },
    ]);
  });

  it('seeds the upper bracket like single elimination', () => {
    const bracket = buildDoubleElimination(field(8));
    expect(['u1-f0', 'u1-f1', 'u1-f2', 'u1-f3'].map((id) => pairing(bracket, id))).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
  });

  it('pairs the losers of upper round 1 in lower round 1', () => {
    const bracket = play(buildDoubleElimination(field(8)), 'u1-f0:s1', 'u1-f1:s4', 'u1-f2:s2', 'u1-f3:s3');
    expect(pairing(bracket, 'l1-f0')).toEqual(['s8', 's5']);
    expect(pairing(bracket, 'l1-f1')).toEqual(['s7', 's6']);
  });

  it('drops the losers of upper round 2 in reversed order, so nobody meets a fighter from their own corner at once', () => {
    const bracket = play(
      buildDoubleElimination(field(8)),
      'u1-f0:s1',
      'u1-f1:s4',
      'u1-f2:s2',
      'u1-f3:s3',
      'l1-f0:s5',
      'l1-f1:s6',
      'u2-f0:s1',
      'u2-f1:s2',
    );
    // s4 lost to s1 in the corner where s5 lost to s4: natural order would pair s5 and s4 again.
    expect(pairing(bracket, 'l2-f0')).toEqual(['s5', 's3']);
    expect(pairing(bracket, 'l2-f1')).toEqual(['s6', 's4']);
  });

  it('alternates the drop-in order: reversed after upper round 2, natural after upper round 3', () => {
    const bracket = buildDoubleElimination(field(16));
    expect(['u2-f0', 'u2-f1', 'u2-f2', 'u2-f3'].map((id) => fight(bracket, id).loserNextFightId)).toEqual([
      'l2-f3',
      'l2-f2',
      'l2-f1',
      'l2-f0',
    ]);
    expect(['u3-f0', 'u3-f1'].map((id) => fight(bracket, id).loserNextFightId)).toEqual(['l4-f0', 'l4-f1']);
    expect(fight(bracket, 'u4-f0')).toMatchObject({ loserNextFightId: 'l6-f0', nextFightId: GRAND_FINAL_ID });
    expect(fight(bracket, 'l6-f0')).toMatchObject({ nextFightId: GRAND_FINAL_ID, nextSlot: 2 });
  });

  it('sends a lower-bracket loser out of the tournament', () => {
    const bracket = buildDoubleElimination(field(8));
    expect(
      bracket.fights
        .filter((candidate) => candidate.floor === 1)
        .every((candidate) => !candidate.loserNextFightId),
    ).toBe(true);
  });

  it('with two fighters, sends the loser of the only fight straight to the grand final', () => {
    let bracket = buildDoubleElimination(field(2), { grandFinalReset: true });
    expect(bracket.fights.map((candidate) => candidate.id)).toEqual([
      'u1-f0',
      GRAND_FINAL_ID,
      GRAND_FINAL_RESET_ID,
    ]);
    bracket = play(bracket, 'u1-f0:s2');
    expect(pairing(bracket, GRAND_FINAL_ID)).toEqual(['s2', 's1']);
  });

  it('lets byes of the top seeds through, leaves out lower fights nobody can reach, and passes the lone fighter of a lower bye on', () => {
    let bracket = buildDoubleElimination(field(5));
    expect(fight(bracket, 'u1-f0')).toMatchObject({ isBye: true, winnerId: 's1', loserNextFightId: null });
    // Seeds 2 and 3 both had byes, so the lower fight for their losers would never be fought.
    expect(bracket.fights.some((candidate) => candidate.id === 'l1-f1')).toBe(false);
    expect(fight(bracket, 'l1-f0').isBye).toBe(true);
    bracket = play(bracket, 'u1-f1:s4');
    expect(fight(bracket, 'l1-f0')).toMatchObject({ fighter2: 's5', winnerId: 's5' });
    expect(pairing(bracket, 'l2-f0')).toEqual(['s5', null]);
  });

  describe('the grand final', () => {
    it('crowns the upper-bracket winner on winning the first final, leaving the reset empty', () => {
      const bracket = play(upToTheGrandFinal(true), `${GRAND_FINAL_ID}:s1`);
      expect(bracket.championId).toBe('s1');
      expect(pairing(bracket, GRAND_FINAL_RESET_ID)).toEqual([null, null]);
    });

    it('is fought again when the lower-bracket winner wins the first final and a reset is set', () => {
      let bracket = play(upToTheGrandFinal(true), `${GRAND_FINAL_ID}:s2`);
      expect(bracket.championId).toBeNull();
      expect(pairing(bracket, GRAND_FINAL_RESET_ID)).toEqual(['s1', 's2']);
      expect(fight(bracket, GRAND_FINAL_RESET_ID)).toMatchObject({ side: 2, floor: 0, round: 4 });
      bracket = play(bracket, `${GRAND_FINAL_RESET_ID}:s1`);
      expect(bracket.championId).toBe('s1');
    });

    it('crowns the lower-bracket winner on winning the only final when no reset is set', () => {
      const bracket = play(upToTheGrandFinal(false), `${GRAND_FINAL_ID}:s2`);
      expect(bracket.championId).toBe('s2');
      expect(bracket.fights.some((candidate) => candidate.id === GRAND_FINAL_RESET_ID)).toBe(false);
    });

    it('keeps the reset in its own group so the finals labels stay gold for index 0', () => {
      const bracket = buildDoubleElimination(field(4), { grandFinalReset: true });
      expect(
        bracket.groups
          .slice(-2)
          .map(({ side, title, fightIds }) => ({ side, title: englishGroupTitle(title), fightIds })),
      ).toEqual([
        { side: 2, title: 'Grand final', fightIds: [GRAND_FINAL_ID] },
        { side: 2, title: 'Grand final reset', fightIds: [GRAND_FINAL_RESET_ID] },
      ]);
    });
  });

  describe('refusals', () => {
    it('refuses a bracket of fewer than two fighters', () => {
      expect(() => buildDoubleElimination([...field(1), { id: 'gone', seed: 2, droppedOut: true }])).toThrow(
        expect.objectContaining({ code: BRACKET_ERRORS.tooFewFighters }),
      );
    });

    it('refuses an unknown fight, a fight without two fighters, a decided fight and a stranger as winner', () => {
      const bracket = play(buildDoubleElimination(field(4)), 'u1-f0:s1');
      const refusal = (fightId: string, winnerId: string): unknown => {
        try {
          advanceDoubleElimination(bracket, fightId, winnerId);
        } catch (error) {
          return (error as { code: string }).code;
        }
        return 'accepted';
      };
      expect(refusal('nope', 's1')).toBe(BRACKET_ERRORS.unknownFight);
      expect(refusal('l1-f0', 's4')).toBe(BRACKET_ERRORS.fightNotReady);
      expect(refusal('u1-f0', 's4')).toBe(BRACKET_ERRORS.fightDecided);
      expect(refusal('u1-f1', 's1')).toBe(BRACKET_ERRORS.notInFight);
    });

    it('leaves the given bracket untouched', () => {
      const before = buildDoubleElimination(field(4));
      play(before, 'u1-f0:s4');
      expect(fight(before, 'u1-f0').winnerId).toBeNull();
      expect(pairing(before, 'l1-f0')).toEqual([null, null]);
    });
  });
});
