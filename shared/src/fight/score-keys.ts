/**
 * The score keys of spec §9: Q/A left point add/remove, ]/" right point add/remove, Y/H double hit add/remove.
 * Keys are matched by physical position (`KeyboardEvent.code`), so they work on any layout (a Russian layout
 * types "й" on Q) and without Shift (" is the Quote key).
 */

import type { FightSide } from './events.js';

export type ScoreKeyEvent =
  | { type: 'SCORE'; side: FightSide; delta: 1 | -1 }
  | { type: 'DOUBLE'; delta: 1 | -1 };

export interface ScoreKey {
  /** `KeyboardEvent.code` of the key. */
  code: string;
  /** How the key is printed on a US keyboard. */
  label: string;
  event: ScoreKeyEvent;
}

export const SCORE_KEYS: readonly ScoreKey[] = [
  { code: 'KeyQ', label: 'Q', event: { type: 'SCORE', side: 1, delta: 1 } },
  { code: 'KeyA', label: 'A', event: { type: 'SCORE', side: 1, delta: -1 } },
  { code: 'BracketRight', label: ']', event: { type: 'SCORE', side: 2, delta: 1 } },
  { code: 'Quote', label: '"', event: { type: 'SCORE', side: 2, delta: -1 } },
  { code: 'KeyY', label: 'Y', event: { type: 'DOUBLE', delta: 1 } },
  { code: 'KeyH', label: 'H', event: { type: 'DOUBLE', delta: -1 } },
];

/** The fight event a key press stands for (without `at`), or null for any other key or a key with a modifier. */
export function scoreKeyEvent(key: {
  code: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): ScoreKeyEvent | null {
  if (key.ctrlKey || key.metaKey || key.altKey) return null;
  return SCORE_KEYS.find((scoreKey) => scoreKey.code === key.code)?.event ?? null;
}
