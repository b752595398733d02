import { roomsOfFight, type FightState } from '@hema/shared/realtime/protocol';

import type { FightChange } from '../events/domain-events.js';

export type { FightChange };

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
