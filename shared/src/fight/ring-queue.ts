import type { FightStatus } from './fight-context.js';

/**
 * A ring's fights in the order the ring fights them, and which one is on now: the one rule behind the judge
 * console, the spectators' "now on the rings" and the stream caption. Zod-free and type-only imports, so the caption
 * overlay's tiny bundle can take it.
 */

/** What the rule reads of a fight (a `FightState` has it). */
export interface RingFight {
  fightId: string;
  /** Position in the ring's order; null for a fight the organizer has not ordered (it goes last). */
  areaOrder: number | null;
  view: { status: FightStatus };
}

export interface RingQueue<T extends RingFight> {
  ordered: T[];
  /** The first fight neither finished nor cancelled: the one the judge's keys score. */
  current: T | null;
  /** The next fight after the current one that is neither finished nor cancelled. */
  next: T | null;
  /** The last finished or cancelled fight before the current one (the last one of all once the ring is done). */
  previous: T | null;
}

/** Finished and cancelled fights are over: the ring moves past them. */
export function isOver(fight: RingFight): boolean {
  return fight.view.status === 'finished' || fight.view.status === 'cancelled';
}

/** The ring's fights in ring order (unordered ones last, by id so every screen agrees). */
export function ringOrder<T extends RingFight>(fights: readonly T[]): T[] {
  return [...fights].sort(
    (a, b) =>
      (a.areaOrder ?? Number.MAX_SAFE_INTEGER) - (b.areaOrder ?? Number.MAX_SAFE_INTEGER) ||
      (a.fightId < b.fightId ? -1 : a.fightId > b.fightId ? 1 : 0),
  );
}

/** The ring's order and its current, next and previous fights. */
export function ringQueue<T extends RingFight>(fights: readonly T[]): RingQueue<T> {
  const ordered = ringOrder(fights);
  const at = ordered.findIndex((fight) => !isOver(fight));
  const before = at < 0 ? ordered : ordered.slice(0, at);
  const previous = before.findLast(isOver) ?? null;
  if (at < 0) return { ordered, current: null, next: null, previous };
  const next = ordered.slice(at + 1).find((fight) => !isOver(fight)) ?? null;
  return { ordered, current: ordered[at], next, previous };
}
