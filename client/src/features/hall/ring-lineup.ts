import type { FightState } from '@hema/shared/realtime/protocol';
import { isOver, ringOrder } from '@hema/shared/fight/ring-queue';

/** A ring's next three fights as the hall shows them: on now, on deck, in the hole. */
export interface RingLineup {
  now: FightState | null;
  onDeck: FightState | null;
  inTheHole: FightState | null;
}

/** The ring's fights not over, in ring order (the one rule of shared/fight/ring-queue), first three. */
export function ringLineup(states: readonly FightState[]): RingLineup {
  const [now = null, onDeck = null, inTheHole = null] = ringOrder(states).filter((fight) => !isOver(fight));
  return { now, onDeck, inTheHole };
}
