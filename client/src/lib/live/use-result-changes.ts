import type { FightState } from '@hema/shared/realtime/protocol';
import { fightsFingerprint, useFightChanges } from './use-fight-changes';

/**
 * What of a fight changes a standings table: whether it is over, its result and score, doubles and cards. Clock
 * ticks and points of a running fight do not, so a table is not fetched again on every key press.
 */
export function resultKey(state: FightState): string {
  const { view } = state;
  if (view.status !== 'finished' && view.status !== 'cancelled') return `${state.fightId}:open`;
  const cards = view.cards;
  return [
    state.fightId,
    view.status,
    view.result,
    view.score1,
    view.score2,
    view.doubles,
    cards.yellow1 + cards.red1,
    cards.yellow2 + cards.red2,
  ].join(':');
}

/** One string that changes whenever a result in the rooms changes, a fight appears or one is removed. */
export const resultsFingerprint = (states: readonly FightState[], removed: ReadonlyMap<string, number>) =>
  fightsFingerprint(states, removed, resultKey);

/**
 * Calls `onChange` when the live connection pushes a fight result of the rooms (a fight finished, was fixed,
 * restarted or removed), and once when the rooms' first states arrive. Nothing happens while no fight result changes.
 */
export function useResultChanges(rooms: readonly string[], onChange: () => void): void {
  useFightChanges(rooms, resultKey, onChange);
}
