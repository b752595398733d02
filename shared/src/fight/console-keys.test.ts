import { describe, it, expect } from '@jest/globals';
import {
  CONSOLE_KEYS,
  consoleActionOf,
  consoleKeyOf,
  SCORE_KEY_NAMES,
  type KeyPress,
} from './console-keys.js';

/**
 * Key presses as browsers report them on each layout: `key` is what the layout types, `code` the physical key
 * (named after its place on a US keyboard). Pairs taken from the layouts' charts (Windows and X11 agree on these).
 */
const on = (key: string, code: string, extra: Partial<KeyPress> = {}) =>
  consoleKeyOf({ key, code, ...extra });

describe('console keys (spec §9 and the console keys of docs/decisions.md)', () => {
  it('has one key per action and lists the six score keys of the spec', () => {
    expect(SCORE_KEY_NAMES.map((name) => CONSOLE_KEYS[name].label)).toEqual(['Q', 'A', ']', '"', 'Y', 'H']);
    const actions = Object.values(CONSOLE_KEYS).map((key) => JSON.stringify(key.action));
    expect(new Set(actions).size).toBe(actions.length);
  });

  describe('US QWERTY', () => {
    it('maps every key', () => {
      const presses: [string, string][] = [
        ['q', 'KeyQ'],
        ['a', 'KeyA'],
        [']', 'BracketRight'],
        ["'", 'Quote'],
        ['y', 'KeyY'],
        ['h', 'KeyH'],
        [' ', 'Space'],
        ['5', 'Digit5'],
        ['1', 'Digit1'],
        ['v', 'KeyV'],
        ['o', 'KeyO'],
        ['p', 'KeyP'],
        ['d', 'KeyD'],
        ['r', 'KeyR'],
        ['c', 'KeyC'],
        ['x', 'KeyX'],
        ['n', 'KeyN'],
        ['s', 'KeyS'],
        ['l', 'KeyL'],
        ['f', 'KeyF'],
        ['j', 'KeyJ'],
        ['g', 'KeyG'],
        ['0', 'Digit0'],
        ['Backspace', 'Backspace'],
        ['2', 'Digit2'],
        ['3', 'Digit3'],
        ['e', 'KeyE'],
        ['i', 'KeyI'],
        ['t', 'KeyT'],
        ['u', 'KeyU'],
        ['b', 'KeyB'],
        ['m', 'KeyM'],
      ];
      expect(presses.map(([key, code]) => on(key, code))).toEqual(Object.keys(CONSOLE_KEYS));
    });

    it('takes " with Shift, capitals and the number pad', () => {
      expect(on('"', 'Quote')).toBe('rightRemove');
      expect(on('Q', 'KeyQ')).toBe('leftAdd');
      expect(on('5', 'Numpad5')).toBe('add5');
      expect(on('1', 'Numpad1')).toBe('add15');
    });

    it('gives the actions the console sends', () => {
      expect(consoleActionOf({ key: ']', code: 'BracketRight' })).toEqual({
        kind: 'score',
        side: 2,
        delta: 1,
      });
      expect(consoleActionOf({ key: '1', code: 'Digit1' })).toEqual({ kind: 'addTime', ms: 15_000 });
      expect(consoleActionOf({ key: 'n', code: 'KeyN' })).toEqual({ kind: 'call' });
      expect(consoleActionOf({ key: 'p', code: 'KeyP' })).toEqual({ kind: 'finish', reason: 'byPoints' });
      expect(consoleActionOf({ key: 'z', code: 'KeyZ' })).toBeNull();
    });
  });

  describe('German QWERTZ', () => {
    it('scores right +1 with the key at ], which types +, and −1 with the key at ", which types ä', () => {
      expect(on('+', 'BracketRight')).toBe('rightAdd');
      expect(on('*', 'BracketRight', {})).toBe('rightAdd');
      expect(on('ä', 'Quote')).toBe('rightRemove');
    });

    it('finds Y by its letter, where US QWERTY has Z, and ignores the Z there', () => {
      expect(on('y', 'KeyZ')).toBe('doubleAdd');
      expect(on('z', 'KeyY')).toBeNull();
    });

    it('does not score with ] or " typed elsewhere (AltGr+9, Shift+2)', () => {
      expect(on(']', 'Digit9', { ctrlKey: true, altKey: true })).toBeNull(); // AltGr on Windows
      expect(on(']', 'Digit9', { altGraph: true })).toBeNull(); // AltGr elsewhere
      expect(on(']', 'Digit9')).toBeNull();
      // Shift+2 types " there: the 2 key arms a hit's value, whatever it types; it never takes a point back.
      expect(on('"', 'Digit2')).toBe('value2');
    });

    it('does not take AltGr+Q (@) for Q', () => {
      expect(on('@', 'KeyQ', { ctrlKey: true, altKey: true })).toBeNull();
      expect(on('@', 'KeyQ', { altGraph: true })).toBeNull();
      expect(on('@', 'KeyQ')).toBeNull();
    });

    it('adds 5 and 15 seconds with the digit keys', () => {
      expect(on('5', 'Digit5')).toBe('add5');
      expect(on('1', 'Digit1')).toBe('add15');
    });
  });

  describe('Finnish/Swedish', () => {
    it('scores right with the dead ¨ key at ] and the ä key at "', () => {
      expect(on('Dead', 'BracketRight')).toBe('rightAdd');
      expect(on('ä', 'Quote')).toBe('rightRemove');
    });

    it('ignores å, ö and the apostrophe key, which sit elsewhere', () => {
      expect(on('å', 'BracketLeft')).toBeNull();
      expect(on('ö', 'Semicolon')).toBeNull();
      expect(on("'", 'Backslash')).toBeNull();
    });

    it('keeps the letters where they are', () => {
      expect(on('q', 'KeyQ')).toBe('leftAdd');
      expect(on('y', 'KeyY')).toBe('doubleAdd');
    });
  });

  describe('French AZERTY', () => {
    it('scores left with the key marked Q, which sits where US QWERTY has A', () => {
      expect(on('q', 'KeyA')).toBe('leftAdd');
      expect(on('a', 'KeyQ')).toBe('leftRemove');
    });

    it('scores right with the keys at ] ($) and " (ù)', () => {
      expect(on('$', 'BracketRight')).toBe('rightAdd');
      expect(on('ù', 'Quote')).toBe('rightRemove');
    });

    it('adds time with the digit keys with or without Shift', () => {
      expect(on('(', 'Digit5')).toBe('add5');
      expect(on('5', 'Digit5')).toBe('add5');
      expect(on('&', 'Digit1')).toBe('add15');
      expect(on('1', 'Digit1')).toBe('add15');
    });

    it('ignores Z and W, swapped with QWERTY', () => {
      expect(on('z', 'KeyW')).toBeNull();
      expect(on('w', 'KeyZ')).toBeNull();
    });
  });

  describe('Russian ЙЦУКЕН', () => {
    it('reads every letter key by its position', () => {
      const presses: [string, string][] = [
        ['й', 'KeyQ'],
        ['ф', 'KeyA'],
        ['ъ', 'BracketRight'],
        ['э', 'Quote'],
        ['н', 'KeyY'],
        ['р', 'KeyH'],
        [' ', 'Space'],
        ['5', 'Digit5'],
        ['1', 'Digit1'],
        ['м', 'KeyV'],
        ['щ', 'KeyO'],
        ['з', 'KeyP'],
        ['в', 'KeyD'],
        ['к', 'KeyR'],
        ['с', 'KeyC'],
        ['ч', 'KeyX'],
        ['т', 'KeyN'],
        ['ы', 'KeyS'],
        ['д', 'KeyL'],
        ['а', 'KeyF'],
        ['о', 'KeyJ'],
        ['п', 'KeyG'],
        ['0', 'Digit0'],
        ['Backspace', 'Backspace'],
        ['2', 'Digit2'],
        ['3', 'Digit3'],
        ['у', 'KeyE'],
        ['ш', 'KeyI'],
        ['е', 'KeyT'],
        ['г', 'KeyU'],
        ['и', 'KeyB'],
        ['ь', 'KeyM'],
      ];
      expect(presses.map(([key, code]) => on(key, code))).toEqual(Object.keys(CONSOLE_KEYS));
    });

    it('takes capitals (Shift or Caps Lock) and ignores " typed with Shift+2', () => {
      expect(on('Й', 'KeyQ')).toBe('leftAdd');
      expect(on('Ъ', 'BracketRight')).toBe('rightAdd');
      expect(on('"', 'Digit2')).toBe('value2');
      expect(on('я', 'KeyZ')).toBeNull();
    });
  });

  describe('exchange keys (docs/decisions.md "Exchange keys")', () => {
    it('records a clean hit, an afterblow, a double, no exchange, undo, and the cards with one key each', () => {
      expect(consoleActionOf({ key: 's', code: 'KeyS' })).toEqual({ kind: 'hit', side: 1 });
      expect(consoleActionOf({ key: 'l', code: 'KeyL' })).toEqual({ kind: 'hit', side: 2 });
      expect(consoleActionOf({ key: 'j', code: 'KeyJ' })).toEqual({ kind: 'afterblow', side: 2 });
      expect(consoleActionOf({ key: 'g', code: 'KeyG' })).toEqual({ kind: 'exchangeDouble' });
      expect(consoleActionOf({ key: '0', code: 'Numpad0' })).toEqual({ kind: 'noExchange' });
      expect(consoleActionOf({ key: 'Backspace', code: 'Backspace' })).toEqual({ kind: 'undoExchange' });
      expect(consoleActionOf({ key: 'u', code: 'KeyU' })).toEqual({ kind: 'card', side: 2, card: 'red' });
      expect(consoleActionOf({ key: 'b', code: 'KeyB' })).toEqual({ kind: 'blackCard', side: 1 });
    });

    it('arms 2 and 3 with the digit keys on any layout (AZERTY types é and " there without Shift)', () => {
      expect(on('é', 'Digit2')).toBe('value2');
      expect(on('"', 'Digit3')).toBe('value3');
      expect(on('3', 'Numpad3')).toBe('value3');
    });

    it('keeps the spec §9 point keys as they were: Q/] still add a point, not an exchange', () => {
      expect(consoleActionOf({ key: 'q', code: 'KeyQ' })).toEqual({ kind: 'score', side: 1, delta: 1 });
      expect(consoleActionOf({ key: 'y', code: 'KeyY' })).toEqual({ kind: 'double', delta: 1 });
    });
  });

  it('ignores held-down repeats and shortcuts with Ctrl, Alt or Meta', () => {
    expect(on('q', 'KeyQ', { repeat: true })).toBeNull();
    expect(on('r', 'KeyR', { ctrlKey: true })).toBeNull();
    expect(on('q', 'KeyQ', { metaKey: true })).toBeNull();
    expect(on('q', 'KeyQ', { altKey: true })).toBeNull();
  });

  it('ignores keys it does not know', () => {
    expect(on('Enter', 'Enter')).toBeNull();
    expect(on('%', 'Digit5', { ctrlKey: true })).toBeNull();
    expect(on('Escape', 'Escape')).toBeNull();
    expect(on('', '')).toBeNull();
  });
});
