import { Injectable, Logger } from '@nestjs/common';
import { roomsOfFight, type FightState } from '@hema/shared/realtime/protocol';

/**
 * What one write did to one fight (architecture.md §4): its version after the write, the rooms it was in before and is
 * in after, and its new state — or `state: null` when the fight was removed. The broadcaster sends the state to the
 * union of both room lists (so a ring the fight left learns it left) or a removal to the rooms it was in.
 */
export interface FightChange {
  fightId: string;
  version: number;
  roomsBefore: readonly string[];
  roomsAfter: readonly string[];
  state: FightState | null;
}

/**
 * The change of a fight from one state (or none: created) to another (or none: removed); null when nothing changed.
 * `tournamentPublic` is whether the fight's tournament is public (not in developing): only then do fighters' rooms,
 * which anyone may join, get it (roomsOfFight).
 */
export function fightChange(
  before: FightState | undefined,
  after: FightState | undefined,
  tournamentPublic: boolean,
): FightChange | null {
  if (!before && !after) return null;
  if (before && after && before.version === after.version) return null;
  const fight = (after ?? before)!;
  return {
    fightId: fight.fightId,
    version: fight.version,
    roomsBefore: before ? roomsOfFight(before, tournamentPublic) : [],
    roomsAfter: after ? roomsOfFight(after, tournamentPublic) : [],
    state: after ?? null,
  };
}

/** A fight that changed in place (a judge's command changes scores and clock, never rooms). */
export function unmovedChange(state: FightState, tournamentPublic: boolean): FightChange {
  const rooms = roomsOfFight(state, tournamentPublic);
  return { fightId: state.fightId, version: state.version, roomsBefore: rooms, roomsAfter: rooms, state };
}

export type FightChangeListener = (changes: readonly FightChange[]) => void;

/**
 * The one path by which fight changes are announced: the fights repository publishes the changes of a write after
 * its transaction committed; the live broadcaster listens. Keeps the fights module free of the live module (which
 * depends on it).
 */
@Injectable()
export class FightChanges {
  private readonly logger = new Logger('FightChanges');
  private readonly listeners = new Set<FightChangeListener>();

  listen(listener: FightChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(changes: readonly FightChange[]): void {
    if (changes.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(changes);
      } catch (error) {
        // The write has committed; a listener's failure must not turn it into an error for the caller.
        this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      }
    }
  }
}
