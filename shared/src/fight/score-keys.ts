/**
 * The score keys of spec §9: Q/A left point add/remove, ]/" right point add/remove, Y/H double hit add/remove.
 * Like the judge console (docs/decisions.md "Judge console keys beyond the spec's"), a key follows the typed
 * character on Latin layouts (an AZERTY "a" is A wherever it sits) and the physical key on others (a Russian
 * layout types "й" on Q); " also works unshifted as '.
 */

import type { FightSide } from './events.js';

export type ScoreKeyEvent =
  { type: 'SCORE'; side: FightSide; delta: 1 | -1 } | { type: 'DOUBLE'; delta: 1 | -1 };

export interface ScoreKey {
  /** `KeyboardEvent.key` values (lower case) that press it on a Latin layout. */
  keys: readonly string[];
  /** `KeyboardEvent.code` of the key, used when the layout types a non-Latin character. */
  code: string;
  /** How the key is printed on a US keyboard. */
  label: string;
  event: ScoreKeyEvent;
}

export const SCORE_KEYS: readonly ScoreKey[] = [
  { keys: ['q'], code: 'KeyQ', label: 'Q', event: { type: 'SCORE', side: 1, delta: 1 } },
  { keys: ['a'], code: 'KeyA', label: 'A', event: { type: 'SCORE', side: 1, delta: -1 } },
  { keys: [']'], code: 'BracketRight', label: ']', event: { type: 'SCORE', side: 2, delta: 1 } },
  { keys: ['"', "'"], code: 'Quote', label: '"', event: { type: 'SCORE', side: 2, delta: -1 } },
  { keys: ['y'], code: 'KeyY', label: 'Y', event: { type: 'DOUBLE', delta: 1 } },
  { keys: ['h'], code: 'KeyH', label: 'H', event: { type: 'DOUBLE', delta: -1 } },
];

/** A character a Latin layout types: then the character decides, not the key's position. */
const isLatinOrAscii = (key: string) => key.length === 1 && key.charCodeAt(0) < 0x250;

/** The fight event a key press stands for (without `at`), or null for any other key or a key with a modifier. */
export function scoreKeyEvent(press: {
  key?: string;
  code: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): ScoreKeyEvent | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const typed = press.key?.toLowerCase();
  if (typed && isLatinOrAscii(typed)) {
    return SCORE_KEYS.find((scoreKey) => scoreKey.keys.includes(typed))?.event ?? null;
  }
  return SCORE_KEYS.find((scoreKey) => scoreKey.code === press.code)?.event ?? null;
}
