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
  | { kind: 'call' }
  /**
   * Exchanges (exchanges.ts). `side` is where the fighter stands, as for `score` (1 left, 2 right): the console turns
   * it into the fighter's side. A clean hit is worth the value armed by {@link ConsoleAction} `hitValue`, else the
   * category's added value; an afterblow's `side` hit first.
   */
  | { kind: 'hit'; side: FightSide }
  | { kind: 'afterblow'; side: FightSide }
  | { kind: 'exchangeDouble' }
  | { kind: 'noExchange' }
  | { kind: 'undoExchange' }
  /** Arms the value of the next clean hit or first hit of an afterblow (pressed again: disarms). */
  | { kind: 'hitValue'; points: 2 | 3 }
  /** A yellow or red card for the fighter standing at `side`. */
  | { kind: 'card'; side: FightSide; card: 'yellow' | 'red' }
  /** A black card: the fighter standing at `side` loses the fight by technical defeat (confirmed first). */
  | { kind: 'blackCard'; side: FightSide };

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
  // Exchanges (docs/decisions.md "Exchange keys"): home row, mirrored — S/L a clean hit, F/J an afterblow (who hit
  // first), G a double in the middle; 2/3 arm the next hit's value; 0 "no exchange"; Backspace undoes the last one.
  hitLeft: letterKey('s', { kind: 'hit', side: 1 }),
  hitRight: letterKey('l', { kind: 'hit', side: 2 }),
  afterblowLeft: letterKey('f', { kind: 'afterblow', side: 1 }),
  afterblowRight: letterKey('j', { kind: 'afterblow', side: 2 }),
  exchangeDouble: letterKey('g', { kind: 'exchangeDouble' }),
  noExchange: { action: { kind: 'noExchange' }, label: '0', codes: ['Digit0', 'Numpad0'] },
  undoExchange: { action: { kind: 'undoExchange' }, label: '⌫', codes: ['Backspace'] },
  value2: { action: { kind: 'hitValue', points: 2 }, label: '2', codes: ['Digit2', 'Numpad2'] },
  value3: { action: { kind: 'hitValue', points: 3 }, label: '3', codes: ['Digit3', 'Numpad3'] },
  // Cards: the top row's middle fingers yellow (E/I), index fingers red (T/U), B/M black (B for black).
  yellowLeft: letterKey('e', { kind: 'card', side: 1, card: 'yellow' }),
  yellowRight: letterKey('i', { kind: 'card', side: 2, card: 'yellow' }),
  redLeft: letterKey('t', { kind: 'card', side: 1, card: 'red' }),
  redRight: letterKey('u', { kind: 'card', side: 2, card: 'red' }),
  blackLeft: letterKey('b', { kind: 'blackCard', side: 1 }),
  blackRight: letterKey('m', { kind: 'blackCard', side: 2 }),
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

/** The keys that record exchanges and cards (docs/decisions.md "Exchange keys"), in the order the key tables list them. */
export const EXCHANGE_KEY_NAMES = [
  'hitLeft',
  'hitRight',
  'value2',
  'value3',
  'afterblowLeft',
  'afterblowRight',
  'exchangeDouble',
  'noExchange',
  'undoExchange',
  'yellowLeft',
  'yellowRight',
  'redLeft',
  'redRight',
  'blackLeft',
  'blackRight',
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
