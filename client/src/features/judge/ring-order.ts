import type { FightState } from '@hema/shared/realtime/protocol';

const OVER = new Set(['finished', 'cancelled']);

export function isOver(state: FightState): boolean {
  return OVER.has(state.view.status);
}

/** The ring's fights in the order the ring fights them (unordered ones last). */
export function ringOrder(states: readonly FightState[]): FightState[] {
  return [...states].sort(
    (a, b) =>
      (a.areaOrder ?? Number.MAX_SAFE_INTEGER) - (b.areaOrder ?? Number.MAX_SAFE_INTEGER) ||
      a.fightId.localeCompare(b.fightId),
  );
}

/** The current fight is the first one neither finished nor cancelled; the next is the one after it. */
export function currentAndNext(ordered: readonly FightState[]): {
  current: FightState | null;
  next: FightState | null;
} {
  const at = ordered.findIndex((s) => !isOver(s));
  if (at < 0) return { current: null, next: null };
  return { current: ordered[at], next: ordered.slice(at + 1).find((s) => !isOver(s)) ?? null };
}
