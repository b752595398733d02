import type { GroupTitle } from './group-title.js';
/**
 * Double elimination (requirements.md "Elimination", spec §3): an upper bracket (floor 0) seeded like single
 * elimination, a lower bracket (floor 1) that takes every upper-bracket loser, and a grand final (side 2)
 * with an optional reset. A fighter is out after a second loss.
 *
 * Lower bracket of a bracket of size B = 2^k: 2(k−1) rounds. Round 1 pairs the losers of upper round 1;
 * each even round 2j lets the losers of upper round j+1 drop in against the survivors; each odd round
 * after the first halves the field. Drop-ins alternate reversed / natural order so that a fighter who just
 * dropped does not meet again the fighter they already beat or lost to in the same corner of the bracket.
 */
import type { BracketSide, Entrant, FighterId } from '../domain-types.js';
import {
  BRACKET_ERRORS,
  BracketError,
  LOWER_FLOOR,
  UPPER_FLOOR,
  type Bracket,
  type BracketFight,
  type FightSlot,
} from './bracket-types.js';
import { BracketDraft, assertDecidable, groupBracketFights, roundSide, slotFor } from './elimination.js';
import { firstRoundPairs, rankEntrants, type SeededPair } from './seeding.js';

export const GRAND_FINAL_ID = 'grand-final';
export const GRAND_FINAL_RESET_ID = 'grand-final-reset';

export interface DoubleEliminationOptions {
  /** When the lower-bracket winner takes the first grand final, fight a second one (both then have one loss). */
  grandFinalReset?: boolean;
}

export function upperFightId(round: number, index: number): string {
  return `u${round}-f${index}`;
}

export function lowerFightId(round: number, index: number): string {
  return `l${round}-f${index}`;
}

/** Number of fights in lower round `round` (1-based) of a bracket of `size`. */
function lowerRoundSize(size: number, round: number): number {
  const j = Math.floor(round / 2);
  return round === 1 ? size / 4 : round % 2 === 0 ? size >> (j + 1) : size >> (j + 2);
}

/**
 * Where the loser of upper fight `index` of `upperRound` (≥ 2) drops in. The first drop-in round is
 * reversed: upper fight i of round 2 holds the winners of the upper fights whose losers met in lower fight
 * i, so natural order would pair a fighter with someone from their own corner right away.
 */
function dropInIndex(index: number, fightsInRound: number, upperRound: number): number {
  const reversed = (upperRound - 1) % 2 === 1;
  return reversed ? fightsInRound - 1 - index : index;
}

/**
 * Builds the whole double-elimination bracket. Round-one byes go to the top seeds as in single elimination;
 * a lower-bracket fight that only one fighter can ever reach is a bye, and a lower-bracket fight that no
 * fighter can reach (both of its feeders were byes) is left out.
 */
export function buildDoubleElimination(
  entrants: readonly Entrant[],
  options: DoubleEliminationOptions = {},
): Bracket {
  const ranked = rankEntrants(entrants);
  if (ranked.length < 2) {
    throw new BracketError(BRACKET_ERRORS.tooFewFighters, 'An elimination needs at least two fighters');
  }
  const pairs = firstRoundPairs(ranked);
  const size = pairs.length * 2;
  const upperRounds = Math.log2(size);
  const lowerRounds = 2 * (upperRounds - 1);
  const finalsRound = upperRounds + 1;
  const fights = [
    ...upperBracket(size, pairs),
    ...lowerBracket(size),
    emptyFight(GRAND_FINAL_ID, finalsRound, 0, 2, UPPER_FLOOR, null, null),
  ];
  if (options.grandFinalReset === true) {
    fights.push(emptyFight(GRAND_FINAL_RESET_ID, finalsRound + 1, 0, 2, UPPER_FLOOR, null, null));
  }

  const reachable = markByes(fights);
  const draft = new BracketDraft(reachable);
  for (const fight of reachable)
    if (fight.floor === UPPER_FLOOR && fight.round === 1 && fight.isBye) draft.settleBye(fight.id);
  const titleOf = (fight: BracketFight): GroupTitle =>
    doubleEliminationRoundTitle(fight, upperRounds, lowerRounds);
  return {
    type: 'ELIMINATION_DOUBLE',
    size,
    groups: groupBracketFights(draft.toArray(), titleOf),
    fights: draft.toArray(),
    championId: null,
  };
}

/** Upper bracket: single elimination whose losers drop to the lower bracket and whose winner goes to the grand final. */
function upperBracket(size: number, pairs: readonly SeededPair[]): BracketFight[] {
  const rounds = Math.log2(size);
  const fights: BracketFight[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const count = size >> round;
    for (let index = 0; index < count; index += 1) {
      let loserTo: Destination;
      if (rounds === 1) loserTo = [GRAND_FINAL_ID, 2];
      else if (round === 1) loserTo = [lowerFightId(1, index >> 1), slotFor(index)];
      else loserTo = [lowerFightId(2 * (round - 1), dropInIndex(index, count, round)), 2];
      const winnerTo: Destination =
        round === rounds ? [GRAND_FINAL_ID, 1] : [upperFightId(round + 1, index >> 1), slotFor(index)];
      const side = roundSide(index, count);
      const fight = emptyFight(
        upperFightId(round, index),
        round,
        index,
        side,
        UPPER_FLOOR,
        winnerTo,
        loserTo,
      );
      if (round === 1) [fight.fighter1, fight.fighter2] = pairs[index];
      fights.push(fight);
    }
  }
  return fights;
}

/**
 * Lower bracket: odd rounds pair the survivors among themselves, even rounds take the drop-ins (slot 2)
 * against the survivors (slot 1); the last round's winner goes to the grand final.
 */
function lowerBracket(size: number): BracketFight[] {
  const rounds = 2 * (Math.log2(size) - 1);
  const fights: BracketFight[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const count = lowerRoundSize(size, round);
    for (let index = 0; index < count; index += 1) {
      let winnerTo: Destination;
      if (round === rounds) winnerTo = [GRAND_FINAL_ID, 2];
      else if (round % 2 === 1) winnerTo = [lowerFightId(round + 1, index), 1];
      else winnerTo = [lowerFightId(round + 1, index >> 1), slotFor(index)];
      const side = roundSide(index, count);
      fights.push(emptyFight(lowerFightId(round, index), round, index, side, LOWER_FLOOR, winnerTo, null));
    }
  }
  return fights;
}

/** A fight id and the slot a fighter takes in it. */
type Destination = [string, FightSlot];

function emptyFight(
  id: string,
  round: number,
  index: number,
  side: BracketSide,
  floor: number,
  winnerTo: Destination | null,
  loserTo: Destination | null,
): BracketFight {
  return {
    id,
    round,
    index,
    side,
    floor,
    fighter1: null,
    fighter2: null,
    isBye: false,
    winnerId: null,
    nextFightId: winnerTo?.[0] ?? null,
    nextSlot: winnerTo?.[1] ?? null,
    loserNextFightId: loserTo?.[0] ?? null,
    loserNextSlot: loserTo?.[1] ?? null,
  };
}

/**
 * Works out, from the round-one byes, which slots will ever receive a fighter. A fight with one reachable
 * slot becomes a bye, a fight with none is dropped, and a bye fight sends no loser anywhere. Fights must
 * come in an order where every fight follows the fights that feed it (upper rounds, lower rounds, finals).
 */
function markByes(fights: BracketFight[]): BracketFight[] {
  const reachableSlots = new Map<string, Set<FightSlot>>();
  const reach = (fightId: string | null, slot: FightSlot | null): void => {
    if (fightId === null || slot === null) return;
    const slots = reachableSlots.get(fightId) ?? new Set<FightSlot>();
    slots.add(slot);
    reachableSlots.set(fightId, slots);
  };
  const result: BracketFight[] = [];
  for (const fight of fights) {
    if (fight.id === GRAND_FINAL_RESET_ID) {
      result.push(fight);
      continue;
    }
    const slots =
      fight.floor === UPPER_FLOOR && fight.round === 1
        ? firstRoundSlots(fight)
        : reachableSlots.get(fight.id);
    const count = slots?.size ?? 0;
    if (count === 0) continue;
    reach(fight.nextFightId, fight.nextSlot);
    if (count === 2) {
      reach(fight.loserNextFightId, fight.loserNextSlot);
      result.push(fight);
    } else {
      result.push({ ...fight, isBye: true, loserNextFightId: null, loserNextSlot: null });
    }
  }
  return result;
}

function firstRoundSlots(fight: BracketFight): Set<FightSlot> {
  return new Set<FightSlot>(fight.fighter2 === null ? [1] : [1, 2]);
}

function doubleEliminationRoundTitle(
  fight: BracketFight,
  upperRounds: number,
  lowerRounds: number,
): GroupTitle {
  if (fight.id === GRAND_FINAL_ID) return { key: 'grandFinal', n: null };
  if (fight.id === GRAND_FINAL_RESET_ID) return { key: 'grandFinalReset', n: null };
  if (fight.floor === UPPER_FLOOR)
    return fight.round === upperRounds
      ? { key: 'upperFinal', n: null }
      : { key: 'upperRound', n: fight.round };
  return fight.round === lowerRounds ? { key: 'lowerFinal', n: null } : { key: 'lowerRound', n: fight.round };
}

/**
 * Records a result and returns the new bracket. The winner moves on; an upper-bracket loser drops into the
 * lower bracket, a lower-bracket loser is out. In the grand final the upper-bracket winner (fighter one)
 * is champion on winning; if the lower-bracket winner wins and a reset is set, both fight the reset (which
 * otherwise stays empty), else the lower-bracket winner is champion.
 */
export function advanceDoubleElimination(bracket: Bracket, fightId: string, winnerId: FighterId): Bracket {
  const draft = new BracketDraft(bracket.fights);
  const fight = draft.get(fightId);
  assertDecidable(fight, winnerId);
  draft.decide(fightId, winnerId);
  let championId = bracket.championId;
  if (fightId === GRAND_FINAL_RESET_ID) {
    championId = winnerId;
  } else if (fightId === GRAND_FINAL_ID) {
    const hasReset = bracket.fights.some((candidate) => candidate.id === GRAND_FINAL_RESET_ID);
    if (winnerId === fight.fighter1 || !hasReset) championId = winnerId;
    else draft.update(GRAND_FINAL_RESET_ID, { fighter1: fight.fighter1, fighter2: fight.fighter2 });
  }
  return { ...bracket, fights: draft.toArray(), championId };
}
