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
  /** The next fight after the current one that is neither finished nor cancelled: the one on deck. */
  next: T | null;
  /**
   * The fights after the current one that are neither finished nor cancelled, in ring order: `[0]` is on deck (the
   * same as `next`), `[1]` in the hole, then the rest ({@link upNext} takes the first few).
   */
  upcoming: T[];
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

/** How many fights after the current one a ring shows and calls ahead: on deck and in the hole. */
export const CALL_AHEAD = 2;

/** The ring's order and its current, next and previous fights. */
export function ringQueue<T extends RingFight>(fights: readonly T[]): RingQueue<T> {
  const ordered = ringOrder(fights);
  const at = ordered.findIndex((fight) => !isOver(fight));
  const before = at < 0 ? ordered : ordered.slice(0, at);
  const previous = before.findLast(isOver) ?? null;
  if (at < 0) return { ordered, current: null, next: null, previous, upcoming: [] };
  const upcoming = ordered.slice(at + 1).filter((fight) => !isOver(fight));
  return { ordered, current: ordered[at], next: upcoming[0] ?? null, previous, upcoming };
}

/**
 * The ring's next `n` fights after the current one (on deck, in the hole, …), fewer when the ring has fewer left:
 * what the judge console, the organizer's ring page and the hall screen show, and what the call key calls (`[0]`).
 */
export function upNext<T extends RingFight>(fights: readonly T[], n = CALL_AHEAD): T[] {
  return ringQueue(fights).upcoming.slice(0, n);
}

/** What the call rule reads of a fight (a `FightState` or a `FightView` holder has it). */
export interface CallableFight {
  view: { status: FightStatus; calledAt?: string | null };
}

/**
 * A fight whose fighters the ring has called and that has not started yet: its fighters should be at the ring. Once
 * it starts, the call is history (the fight keeps its time, as the schedule shows it).
 */
export function isCalled(fight: CallableFight): boolean {
  return fight.view.status === 'scheduled' && !!fight.view.calledAt;
}

/** Of a fighter's fights, the one they are called to now (the latest call, should two rings call at once). */
export function calledFight<T extends CallableFight>(fights: readonly T[]): T | null {
  let latest: T | null = null;
  for (const fight of fights)
    if (isCalled(fight) && (!latest || fight.view.calledAt! > latest.view.calledAt!)) latest = fight;
  return latest;
}
