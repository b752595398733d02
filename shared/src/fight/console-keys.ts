import type { FightSide, FinishEventReason } from './events.js';

/**
 * The keys of the judge console and the instant fight (spec §9: Q/A left point add/remove, ]/" right point
 * add/remove, Y/H double hit add/remove; the rest in docs/decisions.md "Judge console keys beyond the spec's").
 *
 * Letters go by the typed character, punctuation, digits and Space by the physical key (`KeyboardEvent.code`):
 * - an AZERTY judge presses the key marked Q (it sits where QWERTY has A), a QWERTZ judge the key marked Y;
 * - ] and " are where a US keyboard has them, whatever that key types: + and Ä on German QWERTZ, ¨ (a dead key)
 *   and Ä on Finnish/Swedish, $ and ù on French AZERTY, Ъ and Э on Russian. Typing ] or " there needs AltGr or
 *   Shift on another key, which would make the judge's most frequent key a chord;
 * - 5 and 1 are the digit keys even where the digit needs Shift (AZERTY types ( and & without it);
 * - on a layout without Latin letters (Russian, Greek) a letter key goes by its position too: Й is Q.
 */

export type ConsoleAction =
  | { kind: 'score'; side: FightSide; delta: 1 | -1 }
  | { kind: 'double'; delta: 1 | -1 }
  | { kind: 'timer' }
  | { kind: 'addTime'; ms: 5_000 | 15_000 }
  | { kind: 'finish'; reason: FinishEventReason }
  | { kind: 'technicalDefeat' }
  | { kind: 'restart' }
  | { kind: 'cancel' }
  | { kind: 'fixResult' }
  /** Call the fighters of the fight on deck (the next one after the current) to get ready. */
  | { kind: 'call' };

export interface ConsoleKey {
  action: ConsoleAction;
  /** How the key is printed on a US keyboard (the console's buttons show it). */
  label: string;
  /** The letter that presses it (lower case), for letter keys. */
  letter?: string;
  /** The physical keys that press it. For a letter, its US position, used on layouts without Latin letters. */
  codes: readonly string[];
}

const letterKey = (letter: string, action: ConsoleAction): ConsoleKey => ({
  action,
  label: letter.toUpperCase(),
  letter,
  codes: [`Key${letter.toUpperCase()}`],
});

export const CONSOLE_KEYS = {
  leftAdd: letterKey('q', { kind: 'score', side: 1, delta: 1 }),
  leftRemove: letterKey('a', { kind: 'score', side: 1, delta: -1 }),
  rightAdd: { action: { kind: 'score', side: 2, delta: 1 }, label: ']', codes: ['BracketRight'] },
  rightRemove: { action: { kind: 'score', side: 2, delta: -1 }, label: '"', codes: ['Quote'] },
  doubleAdd: letterKey('y', { kind: 'double', delta: 1 }),
  doubleRemove: letterKey('h', { kind: 'double', delta: -1 }),
  timer: { action: { kind: 'timer' }, label: 'Space', codes: ['Space'] },
  add5: { action: { kind: 'addTime', ms: 5_000 }, label: '5', codes: ['Digit5', 'Numpad5'] },
  add15: { action: { kind: 'addTime', ms: 15_000 }, label: '1', codes: ['Digit1', 'Numpad1'] },
  finishVictory: letterKey('v', { kind: 'finish', reason: 'victory' }),
  finishOverTime: letterKey('o', { kind: 'finish', reason: 'overTime' }),
  finishByPoints: letterKey('p', { kind: 'finish', reason: 'byPoints' }),
  technicalDefeat: letterKey('d', { kind: 'technicalDefeat' }),
  restart: letterKey('r', { kind: 'restart' }),
  cancel: letterKey('c', { kind: 'cancel' }),
  fixResult: letterKey('x', { kind: 'fixResult' }),
  // N for "next": C (call) is cancel's.
  callNext: letterKey('n', { kind: 'call' }),
} as const satisfies Record<string, ConsoleKey>;

export type ConsoleKeyName = keyof typeof CONSOLE_KEYS;

/** The keys that score (spec §9), in the order the key tables list them. */
export const SCORE_KEY_NAMES = [
  'leftAdd',
  'leftRemove',
  'rightAdd',
  'rightRemove',
  'doubleAdd',
  'doubleRemove',
] as const satisfies readonly ConsoleKeyName[];

const byLetter = new Map<string, ConsoleKeyName>();
const byLetterCode = new Map<string, ConsoleKeyName>();
const byOtherCode = new Map<string, ConsoleKeyName>();
for (const [name, key] of Object.entries(CONSOLE_KEYS) as [ConsoleKeyName, ConsoleKey][]) {
  if (key.letter) byLetter.set(key.letter, name);
  for (const code of key.codes) (key.letter ? byLetterCode : byOtherCode).set(code, name);
}

/** A key press as `KeyboardEvent` reports it. */
export interface KeyPress {
  key: string;
  code: string;
  repeat?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  /** `getModifierState('AltGraph')`: AltGr held, where the browser does not report it as Ctrl+Alt. */
  altGraph?: boolean;
}

const LATIN_LETTER = /^[a-z]$/;
/** A letter of a script other than Latin: Й, Ф, Α… */
const OTHER_SCRIPT_LETTER = /^(?!\p{Script=Latin})\p{L}$/u;

/**
 * Which console key a press is, or null. Held-down repeats are not presses (a held Q must not score twenty
 * times). Any press with Ctrl, Alt or Meta is a shortcut, not a judge key — Ctrl+R still reloads — and that
 * includes AltGr, which Windows reports as Ctrl+Alt (and other systems as the AltGraph modifier): no console key
 * needs it, and AltGr+Q (@ on German QWERTZ) or AltGr+9 (]) must not score.
 */
export function consoleKeyOf(press: KeyPress): ConsoleKeyName | null {
  if (press.repeat || press.ctrlKey || press.altKey || press.metaKey || press.altGraph) return null;
  const typed = (press.key ?? '').toLowerCase();
  if (LATIN_LETTER.test(typed)) return byLetter.get(typed) ?? null;
  const positional = byOtherCode.get(press.code);
  if (positional) return positional;
  // A layout without Latin letters (Russian Й): the position is the only way to reach Q. A symbol on a letter key
  // (AltGr+Q types @ on German QWERTZ) is neither.
  if (OTHER_SCRIPT_LETTER.test(typed)) return byLetterCode.get(press.code) ?? null;
  return null;
}

/** The action of a press, or null (see {@link consoleKeyOf}). */
export function consoleActionOf(press: KeyPress): ConsoleAction | null {
  const name = consoleKeyOf(press);
  return name ? CONSOLE_KEYS[name].action : null;
}
