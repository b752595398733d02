import { describe, expect, it } from '@jest/globals';
import { fightEventSchema } from './events.js';
import { SCORE_KEYS, scoreKeyEvent } from './score-keys.js';

describe('score keys (spec §9)', () => {
  it('maps Q/A to the left point, ]/" to the right point and Y/H to the double hit', () => {
    expect(SCORE_KEYS.map((key) => key.label)).toEqual(['Q', 'A', ']', '"', 'Y', 'H']);
    expect(scoreKeyEvent({ code: 'KeyQ' })).toEqual({ type: 'SCORE', side: 1, delta: 1 });
    expect(scoreKeyEvent({ code: 'KeyA' })).toEqual({ type: 'SCORE', side: 1, delta: -1 });
    expect(scoreKeyEvent({ code: 'BracketRight' })).toEqual({ type: 'SCORE', side: 2, delta: 1 });
    expect(scoreKeyEvent({ code: 'Quote' })).toEqual({ type: 'SCORE', side: 2, delta: -1 });
    expect(scoreKeyEvent({ code: 'KeyY' })).toEqual({ type: 'DOUBLE', delta: 1 });
    expect(scoreKeyEvent({ code: 'KeyH' })).toEqual({ type: 'DOUBLE', delta: -1 });
  });

  it('follows the typed letter on Latin layouts and the key position on others', () => {
    expect(scoreKeyEvent({ key: 'Q', code: 'KeyQ' })).toEqual({ type: 'SCORE', side: 1, delta: 1 });
    expect(scoreKeyEvent({ key: 'a', code: 'KeyQ' })).toEqual({ type: 'SCORE', side: 1, delta: -1 });
    expect(scoreKeyEvent({ key: "'", code: 'Quote' })).toEqual({ type: 'SCORE', side: 2, delta: -1 });
    expect(scoreKeyEvent({ key: '"', code: 'Quote' })).toEqual({ type: 'SCORE', side: 2, delta: -1 });
    expect(scoreKeyEvent({ key: 'й', code: 'KeyQ' })).toEqual({ type: 'SCORE', side: 1, delta: 1 });
    expect(scoreKeyEvent({ key: 'ъ', code: 'BracketRight' })).toEqual({ type: 'SCORE', side: 2, delta: 1 });
    expect(scoreKeyEvent({ key: 'w', code: 'KeyY' })).toBeNull();
  });

  it('ignores other keys and shortcuts with a modifier', () => {
    expect(scoreKeyEvent({ code: 'KeyW' })).toBeNull();
    expect(scoreKeyEvent({ code: 'KeyQ', ctrlKey: true })).toBeNull();
    expect(scoreKeyEvent({ code: 'KeyA', metaKey: true })).toBeNull();
    expect(scoreKeyEvent({ code: 'KeyY', altKey: true })).toBeNull();
  });

  it('gives events the fight machine accepts once a time is added', () => {
    for (const key of SCORE_KEYS)
      expect(fightEventSchema.safeParse({ ...key.event, at: 0 }).success).toBe(true);
  });
});
