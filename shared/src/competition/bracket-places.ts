import type { FighterId } from '../domain-types.js';
import type { Bracket, BracketFight } from './bracket-types.js';
import { GRAND_FINAL_ID, GRAND_FINAL_RESET_ID } from './double-elimination.js';

/**
 * Final places of an elimination bracket (single or double), read from a bracket whose results have been
 * replayed (server-support/bracket-replay.ts). The final decides gold and silver, a bronze fight third and fourth;
 * every other fighter shares the place after everyone who went further: quarter-final losers of a bracket of 8 are
 * 5th (5–8), semi-final losers without a bronze fight share 3rd, lower-bracket losers of a double elimination rank
 * by the lower round they lost in. A fighter still in the bracket, or waiting for the final or bronze fight, has no
 * place yet (null).
 */

export interface BracketPlace {
  fighterId: FighterId;
  /** 1-based; shared by fighters out in the same round. Null while the fighter is still in. */
  place: number | null;
  /**
   * Why: 'final' (gold or silver), 'bronze' (the bronze fight), 'eliminated' (out in `round` of `floor`),
   * or 'in' (still fighting).
   */
  reason: 'final' | 'bronze' | 'eliminated' | 'in';
  /** Round (1-based, within its floor) the fighter went out in; null unless eliminated. */
  round: number | null;
  floor: number | null;
}

/** The single-elimination bronze fight: the second fight of the last round (elimination.ts finalLabel). */
function isBronzeFight(bracket: Bracket, fight: BracketFight): boolean {
  if (bracket.type !== 'ELIMINATION' || fight.index !== 1) return false;
  const last = Math.max(...bracket.fights.map((f) => f.round));
  return fight.round === last;
}

/** The fight whose winner is the champion: the final, the grand final, or its reset when it was fought. */
function isTitleFight(bracket: Bracket, fight: BracketFight): boolean {
  if (bracket.type === 'ELIMINATION') return fight.nextFightId === null && !isBronzeFight(bracket, fight);
  return fight.id === GRAND_FINAL_ID || fight.id === GRAND_FINAL_RESET_ID;
}

function loserOf(fight: BracketFight): FighterId | null {
  if (fight.isBye || fight.winnerId === null || fight.fighter1 === null || fight.fighter2 === null)
    return null;
  return fight.winnerId === fight.fighter1 ? fight.fighter2 : fight.fighter1;
}

/** Every fighter of the bracket with their place, best first (fighters still in last, in entry order). */
export function bracketPlaces(bracket: Bracket): BracketPlace[] {
  const entered: FighterId[] = [];
  for (const fight of bracket.fights)
    for (const id of [fight.fighter1, fight.fighter2])
      if (id !== null && !entered.includes(id)) entered.push(id);

  const fixed = new Map<FighterId, { place: number; reason: 'final' | 'bronze' }>();
  /** Fighters out for good: the depth orders them (a later round is better); lower floor goes by its own rounds. */
  const out = new Map<FighterId, { round: number; floor: number; depth: number }>();

  for (const fight of bracket.fights) {
    const loser = loserOf(fight);
    if (isTitleFight(bracket, fight)) {
      // A grand final won by the lower-bracket winner with a reset to come decides nothing yet.
      if (fight.id === GRAND_FINAL_ID && bracket.championId !== fight.winnerId) continue;
      if (loser === null || fight.winnerId === null) continue;
      fixed.set(fight.winnerId, { place: 1, reason: 'final' });
      fixed.set(loser, { place: 2, reason: 'final' });
    } else if (isBronzeFight(bracket, fight)) {
      if (fight.winnerId !== null) fixed.set(fight.winnerId, { place: 3, reason: 'bronze' });
      if (loser !== null) fixed.set(loser, { place: 4, reason: 'bronze' });
    } else if (loser !== null && fight.loserNextFightId === null) {
      out.set(loser, { round: fight.round, floor: fight.floor, depth: fight.round });
    }
  }

  const rows: BracketPlace[] = entered.map((fighterId) => {
    const final = fixed.get(fighterId);
    if (final) return { fighterId, place: final.place, reason: final.reason, round: null, floor: null };
    const gone = out.get(fighterId);
    if (!gone) return { fighterId, place: null, reason: 'in', round: null, floor: null };
    // Everyone not out by this depth went further: finalists, bronze fighters, fighters still in, later losers.
    const ahead = entered.filter((other) => {
      const otherOut = out.get(other);
      return other !== fighterId && (!otherOut || otherOut.depth > gone.depth);
    }).length;
    return { fighterId, place: ahead + 1, reason: 'eliminated', round: gone.round, floor: gone.floor };
  });
  const order = (row: BracketPlace) => row.place ?? Number.POSITIVE_INFINITY;
  return rows
    .map((row, position) => ({ row, position }))
    .sort((a, b) => order(a.row) - order(b.row) || a.position - b.position)
    .map(({ row }) => row);
}
