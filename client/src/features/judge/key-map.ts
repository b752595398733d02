import type { FinishEventReason } from '@hema/shared/fight/events';
import { SCORE_KEYS } from '@hema/shared/fight/score-keys';

/**
 * The judge console's keyboard (spec §9): Q/A left point add/remove, ]/" right point add/remove, Y/H double hit
 * add/remove; the timer and the rest of the fight have keys of their own. Every key is also a button that shows
 * its key.
 */
export type JudgeAction =
  | { kind: 'score'; side: 1 | 2; delta: 1 | -1 }
  | { kind: 'double'; delta: 1 | -1 }
  | { kind: 'timer' }
  | { kind: 'addTime'; ms: 5_000 | 15_000 }
  | { kind: 'finish'; reason: FinishEventReason }
  | { kind: 'technicalDefeat' }
  | { kind: 'restart' }
  | { kind: 'cancel' }
  | { kind: 'fixResult' };

export interface JudgeKey {
  action: JudgeAction;
  /** What the button shows. */
  label: string;
  /** `KeyboardEvent.key` values (lower case) that press it. */
  keys: readonly string[];
  /** `KeyboardEvent.code` values, used when the layout types a non-Latin character (a Russian layout). */
  codes: readonly string[];
}

type ScoreAction = Extract<JudgeAction, { kind: 'score' | 'double' }>;

/** The six score keys are the shared ones (shared/fight/score-keys), as the instant fight uses them too. */
function scoreKey(action: ScoreAction): JudgeKey {
  const shared = SCORE_KEYS.find(({ event }) =>
    action.kind === 'double'
      ? event.type === 'DOUBLE' && event.delta === action.delta
      : event.type === 'SCORE' && event.side === action.side && event.delta === action.delta,
  );
  if (!shared) throw new Error(`no shared score key for ${JSON.stringify(action)}`);
  return { action, label: shared.label, keys: shared.keys, codes: [shared.code] };
}

export const JUDGE_KEYS = {
  leftAdd: scoreKey({ kind: 'score', side: 1, delta: 1 }),
  leftRemove: scoreKey({ kind: 'score', side: 1, delta: -1 }),
  rightAdd: scoreKey({ kind: 'score', side: 2, delta: 1 }),
  rightRemove: scoreKey({ kind: 'score', side: 2, delta: -1 }),
  doubleAdd: scoreKey({ kind: 'double', delta: 1 }),
  doubleRemove: scoreKey({ kind: 'double', delta: -1 }),
  timer: { action: { kind: 'timer' }, label: 'Space', keys: [' '], codes: ['Space'] },
  add5: { action: { kind: 'addTime', ms: 5_000 }, label: '5', keys: ['5'], codes: ['Digit5', 'Numpad5'] },
  add15: { action: { kind: 'addTime', ms: 15_000 }, label: '1', keys: ['1'], codes: ['Digit1', 'Numpad1'] },
  finishVictory: { action: { kind: 'finish', reason: 'victory' }, label: 'V', keys: ['v'], codes: ['KeyV'] },
  finishOverTime: {
    action: { kind: 'finish', reason: 'overTime' },
    label: 'O',
    keys: ['o'],
    codes: ['KeyO'],
  },
  finishByPoints: {
    action: { kind: 'finish', reason: 'byPoints' },
    label: 'P',
    keys: ['p'],
    codes: ['KeyP'],
  },
  technicalDefeat: { action: { kind: 'technicalDefeat' }, label: 'D', keys: ['d'], codes: ['KeyD'] },
  restart: { action: { kind: 'restart' }, label: 'R', keys: ['r'], codes: ['KeyR'] },
  cancel: { action: { kind: 'cancel' }, label: 'C', keys: ['c'], codes: ['KeyC'] },
  fixResult: { action: { kind: 'fixResult' }, label: 'X', keys: ['x'], codes: ['KeyX'] },
} as const satisfies Record<string, JudgeKey>;

export type JudgeKeyName = keyof typeof JUDGE_KEYS;

const byKey = new Map<string, JudgeKeyName>();
const byCode = new Map<string, JudgeKeyName>();
for (const [name, key] of Object.entries(JUDGE_KEYS) as [JudgeKeyName, JudgeKey][]) {
  key.keys.forEach((k) => byKey.set(k, name));
  key.codes.forEach((c) => byCode.set(c, name));
}

export interface KeyPress {
  key: string;
  code: string;
  repeat?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

const isAsciiPrintable = (key: string) => key.length === 1 && key >= ' ' && key <= '~';

/**
 * Which console key a key press is, or null. The typed character decides on Latin layouts (so an AZERTY judge
 * presses the key marked Q); on other layouts the physical key does (the Russian Й key is where Q is). Held-down
 * repeats and shortcuts with Ctrl, Alt or Meta are not judge keys: a held key must not score twenty times, and
 * Ctrl+R still reloads the page.
 */
export function judgeKeyOf(press: KeyPress): JudgeKeyName | null {
  if (press.repeat || press.ctrlKey || press.metaKey || press.altKey) return null;
  const key = press.key.toLowerCase();
  if (isAsciiPrintable(key)) return byKey.get(key) ?? null;
  if (key.length === 1) return byCode.get(press.code) ?? null;
  return null;
}

/** Key presses in form fields belong to the field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
