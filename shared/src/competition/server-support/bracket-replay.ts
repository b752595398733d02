import type { FighterId } from '../../domain-types.js';
import { UPPER_FLOOR, type Bracket, type BracketFight, type BracketType } from '../bracket-types.js';
import { advanceDoubleElimination } from '../double-elimination.js';
import { BracketDraft, advanceWinner } from '../elimination.js';

/**
 * A stored bracket brought back to life (the server keeps one row per bracket fight). Rather than patching one slot
 * after a result, the bracket is replayed from its first-round fighters and every fought fight's winner with the
 * bracket's own advance functions. Replaying makes a corrected result or a restarted fight move (or clear) the
 * slots it fed, and running it twice changes nothing.
 */

/** One stored bracket fight: the bracket structure, the stored slots and, for a fought fight, its winner. */
export interface StoredBracketFight extends Omit<BracketFight, 'winnerId'> {
  /** Winner of a fought fight (never set for a bye: byes are settled by the replay). */
  winnerId: FighterId | null;
}

/** Stored slots of a bracket fight: a settled bye keeps its fighter as fighter one, an unsettled bye is empty. */
export function storedSlots(fight: BracketFight): [FighterId | null, FighterId | null] {
  if (fight.isBye) return [fight.winnerId, null];
  return [fight.fighter1, fight.fighter2];
}

/** A first-round fight of the (upper) bracket: the only fights whose fighters come from the seeding. */
function isEntryFight(fight: Pick<BracketFight, 'floor' | 'round'>): boolean {
  return fight.floor === UPPER_FLOOR && fight.round === 1;
}

/** The bracket as the stored results make it: entry fighters, settled byes, and every recorded winner moved on. */
export function replayBracket(type: BracketType, stored: readonly StoredBracketFight[]): Bracket {
  const fresh: BracketFight[] = stored.map((fight) => {
    const entry = isEntryFight(fight);
    return {
      ...fight,
      fighter1: entry ? fight.fighter1 : null,
      fighter2: entry && !fight.isBye ? fight.fighter2 : null,
      winnerId: null,
    };
  });
  const draft = new BracketDraft(fresh);
  for (const fight of fresh) if (isEntryFight(fight) && fight.isBye) draft.settleBye(fight.id);
  const size = 2 * fresh.filter(isEntryFight).length;
  let bracket: Bracket = { type, size, groups: [], fights: draft.toArray(), championId: null };

  const position = new Map(bracket.fights.map((fight, at) => [fight.id, at]));
  const pending = stored.filter((fight) => fight.winnerId !== null && !fight.isBye);
  for (let progress = true; progress;) {
    progress = false;
    for (const result of pending) {
      const fight = bracket.fights[position.get(result.id) as number];
      const winner = result.winnerId as FighterId;
      if (fight.winnerId !== null || fight.fighter1 === null || fight.fighter2 === null) continue;
      if (winner !== fight.fighter1 && winner !== fight.fighter2) continue;
      const loser = winner === fight.fighter1 ? fight.fighter2 : fight.fighter1;
      bracket =
        type === 'ELIMINATION'
          ? advanceWinner(bracket, fight.id, winner, loser)
          : advanceDoubleElimination(bracket, fight.id, winner);
      progress = true;
    }
  }
  return bracket;
}

export interface BracketSlotChange {
  id: string;
  fighter1: FighterId | null;
  fighter2: FighterId | null;
  /** A bye whose fighter has arrived: store it finished. */
  settledBye: boolean;
}

/** Fights whose stored slots differ from the replayed bracket, with the slots they should hold. */
export function bracketSlotChanges(
  stored: readonly Pick<StoredBracketFight, 'id' | 'fighter1' | 'fighter2'>[],
  replayed: Bracket,
): BracketSlotChange[] {
  const byId = new Map(stored.map((fight) => [fight.id, fight]));
  const changes: BracketSlotChange[] = [];
  for (const fight of replayed.fights) {
    const before = byId.get(fight.id);
    const [fighter1, fighter2] = storedSlots(fight);
    if (before && before.fighter1 === fighter1 && before.fighter2 === fighter2) continue;
    changes.push({ id: fight.id, fighter1, fighter2, settledBye: fight.isBye && fight.winnerId !== null });
  }
  return changes;
}
