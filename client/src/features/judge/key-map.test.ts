import { describe, expect, it } from '@jest/globals';
import { isTypingTarget, JUDGE_KEYS, judgeKeyOf } from './key-map';

const press = (key: string, code = '', extra: object = {}) => judgeKeyOf({ key, code, ...extra });

describe('judge console keys (spec §9)', () => {
  it('scores the left fighter with Q and takes the point back with A', () => {
    expect(press('q', 'KeyQ')).toBe('leftAdd');
    expect(press('Q', 'KeyQ', { shiftKey: true })).toBe('leftAdd');
    expect(press('a', 'KeyA')).toBe('leftRemove');
    expect(JUDGE_KEYS.leftAdd.action).toEqual({ kind: 'score', side: 1, delta: 1 });
    expect(JUDGE_KEYS.leftRemove.action).toEqual({ kind: 'score', side: 1, delta: -1 });
  });

  it('scores the right fighter with ] and takes it back with " (with or without Shift)', () => {
    expect(press(']', 'BracketRight')).toBe('rightAdd');
    expect(press('"', 'Quote')).toBe('rightRemove');
    expect(press("'", 'Quote')).toBe('rightRemove');
    expect(JUDGE_KEYS.rightRemove.action).toEqual({ kind: 'score', side: 2, delta: -1 });
  });

  it('counts a double hit with Y and removes one with H', () => {
    expect(press('y', 'KeyY')).toBe('doubleAdd');
    expect(press('h', 'KeyH')).toBe('doubleRemove');
  });

  it('runs the clock with Space and adds 5 or 15 seconds with 5 and 1', () => {
    expect(press(' ', 'Space')).toBe('timer');
    expect(press('5', 'Digit5')).toBe('add5');
    expect(press('1', 'Numpad1')).toBe('add15');
    expect(JUDGE_KEYS.add15.action).toEqual({ kind: 'addTime', ms: 15_000 });
  });

  it('has keys to finish three ways, for a technical defeat, restart, cancel and fixing results', () => {
    expect(['v', 'o', 'p', 'd', 'r', 'c', 'x'].map((k) => press(k))).toEqual([
      'finishVictory',
      'finishOverTime',
      'finishByPoints',
      'technicalDefeat',
      'restart',
      'cancel',
      'fixResult',
    ]);
  });

  it('reads the key where it sits on a Russian keyboard (Й is Q, Ф is A, Ъ is ], Э is ")', () => {
    expect(press('й', 'KeyQ')).toBe('leftAdd');
    expect(press('ф', 'KeyA')).toBe('leftRemove');
    expect(press('ъ', 'BracketRight')).toBe('rightAdd');
    expect(press('э', 'Quote')).toBe('rightRemove');
    expect(press('н', 'KeyY')).toBe('doubleAdd');
  });

  it('follows the typed letter on Latin layouts (AZERTY: the key marked Q sits where A is)', () => {
    expect(press('q', 'KeyA')).toBe('leftAdd');
    expect(press('a', 'KeyQ')).toBe('leftRemove');
  });

  it('ignores held-down repeats, shortcuts with Ctrl, Alt or Meta, and keys it does not know', () => {
    expect(press('q', 'KeyQ', { repeat: true })).toBeNull();
    expect(press('r', 'KeyR', { ctrlKey: true })).toBeNull();
    expect(press('q', 'KeyQ', { metaKey: true })).toBeNull();
    expect(press('q', 'KeyQ', { altKey: true })).toBeNull();
    expect(press('z', 'KeyZ')).toBeNull();
    expect(press('Enter', 'Enter')).toBeNull();
    expect(press('%', 'Digit5')).toBeNull();
  });

  it('leaves keys typed into form fields alone', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
