import { describe, expect, it } from '@jest/globals';
import { CaptionState, clockText } from './caption-state.js';
import { fight, RING, view } from './caption-test-fights.js';

const HOLD = 5_000;

function ring() {
  return new CaptionState(RING, HOLD);
}

const onAirId = (state: CaptionState, now: number) => {
  const shown = state.onAir(now);
  return 'fight' in shown ? `${shown.mode}:${shown.fight.fightId}` : shown.mode;
};

describe('what the caption puts on air', () => {
  it('shows nothing before the first answer, then the ring’s name when nothing is pending', () => {
    const state = ring();
    expect(state.onAir(0)).toEqual({ mode: 'loading' });
    state.resync([], [], 0, 1_000);
    expect(state.onAir(0)).toEqual({ mode: 'idle' });
  });

  it('shows a ring whose current fight has not started as the calm "next fight"', () => {
    const state = ring();
    state.resync([fight('f2', 1, 1), fight('f1', 1, 0)], ['f1', 'f2'], 0, 1_000);
    expect(onAirId(state, 0)).toBe('next:f1');
    state.accept([fight('f1', 2, 0, { status: 'running' })], 10);
    expect(onAirId(state, 10)).toBe('live:f1');
    state.accept([fight('f1', 3, 0, { status: 'paused' })], 20);
    expect(onAirId(state, 20)).toBe('live:f1');
  });

  it('holds a fight that ended on air with its result, then moves on by itself', () => {
    const state = ring();
    state.resync([fight('f1', 2, 0, { status: 'running' }), fight('f2', 1, 1)], ['f1', 'f2'], 0, 1_000);
    state.accept([fight('f1', 3, 0, { status: 'finished', result: 'F1_WIN' })], 100);
    expect(onAirId(state, 100 + HOLD - 1)).toBe('result:f1');
    expect(onAirId(state, 100 + HOLD)).toBe('next:f2');
  });

  it('holds a fight cancelled on air the same way', () => {
    const state = ring();
    state.resync([fight('f1', 2, 0, { status: 'running' })], ['f1'], 0, 1_000);
    state.accept([fight('f1', 3, 0, { status: 'cancelled' })], 100);
    expect(onAirId(state, 200)).toBe('result:f1');
    expect(onAirId(state, 100 + HOLD)).toBe('idle');
  });

  it('does not hold fights that were already over when the caption started', () => {
    const state = ring();
    state.resync([fight('f1', 5, 0, { status: 'finished' })], ['f1'], 0, 1_000);
    expect(onAirId(state, 1)).toBe('idle');
  });
});

describe('fights that leave the ring', () => {
  it('drops a fight moved to another ring and ignores its older states arriving late', () => {
    const state = ring();
    state.resync([fight('f1', 2, 0, { status: 'running' }), fight('f2', 1, 1)], ['f1', 'f2'], 0, 1_000);
    state.accept([fight('f1', 3, 0, {}, { areaId: 'ring-b' })], 10);
    expect(onAirId(state, 10)).toBe('next:f2');
    state.accept([fight('f1', 2, 0, { status: 'running' })], 20);
    expect(onAirId(state, 20)).toBe('next:f2');
    expect(state.known()).toEqual({ f2: 1 });
  });

  it('takes a fight moved in from another ring', () => {
    const state = ring();
    state.resync([fight('f2', 1, 1)], ['f2'], 0, 1_000);
    state.accept([fight('f9', 4, 0)], 10);
    expect(onAirId(state, 10)).toBe('next:f9');
  });

  it('drops a removed fight, even when its last state arrives after the removal', () => {
    const state = ring();
    state.resync([fight('f1', 2, 0, { status: 'running' }), fight('f2', 1, 1)], ['f1', 'f2'], 0, 1_000);
    state.remove('f1', 2);
    expect(onAirId(state, 10)).toBe('next:f2');
    state.remove('f3', 7);
    state.accept([fight('f3', 6, 0)], 20);
    expect(onAirId(state, 20)).toBe('next:f2');
  });

  it('drops, on a resync, what the ring’s member list no longer has (deleted or moved while offline)', () => {
    const state = ring();
    state.resync([fight('f1', 2, 0, { status: 'running' }), fight('f2', 1, 1)], ['f1', 'f2'], 0, 1_000);
    state.resync([], ['f2'], 50, 1_000);
    expect(onAirId(state, 50)).toBe('next:f2');
    // A server that sends no member list leaves what the caption holds alone.
    state.resync([fight('f4', 1, 2)], undefined, 60, 1_000);
    expect(Object.keys(state.known()).sort()).toEqual(['f2', 'f4']);
  });

  it('follows a new ring order', () => {
    const state = ring();
    state.resync([fight('f1', 1, 0), fight('f2', 1, 1)], ['f1', 'f2'], 0, 1_000);
    state.accept([fight('f2', 2, 0), fight('f1', 2, 1)], 10);
    expect(onAirId(state, 10)).toBe('next:f2');
    state.accept([fight('f2', 3, 2)], 20);
    expect(onAirId(state, 20)).toBe('next:f1');
  });
});

describe('the caption clock', () => {
  it('counts down from the fight time and stops at 0:00', () => {
    const running = view({
      clock: {
        running: true,
        elapsedMs: 0,
        startedAt: 0,
        direction: 'down',
        durationMs: 90_000,
        showTimer: true,
      },
    });
    expect(clockText(running, 500)).toBe('1:30');
    expect(clockText(running, 31_000)).toBe('0:59');
    expect(clockText(running, 200_000)).toBe('0:00');
  });
});
