import { describe, expect, it } from '@jest/globals';
import { eventOf, needsConfirmation, projectedStatus, timerEvent } from './judge-commands';
import { JUDGE_KEYS } from './key-map';

describe('judge commands', () => {
  it('the timer key starts a scheduled fight, pauses a running one and resumes a paused one', () => {
    expect(timerEvent('scheduled')).toEqual({ type: 'START' });
    expect(timerEvent('running')).toEqual({ type: 'PAUSE' });
    expect(timerEvent('paused')).toEqual({ type: 'RESUME' });
  });

  it('counts commands still waiting in the outbox when deciding what the timer key does', () => {
    expect(projectedStatus('scheduled', [{ type: 'START', at: 1 }])).toBe('running');
    expect(
      projectedStatus('scheduled', [
        { type: 'START', at: 1 },
        { type: 'PAUSE', at: 2 },
      ]),
    ).toBe('paused');
    expect(projectedStatus('running', [{ type: 'SCORE', side: 1, delta: 1, at: 1 }])).toBe('running');
    expect(projectedStatus('paused', [{ type: 'FINISH', reason: 'byPoints', at: 1 }])).toBe('finished');
    expect(projectedStatus('finished', [{ type: 'RESTART', at: 1 }])).toBe('scheduled');
  });

  it('asks for confirmation before ending, cancelling or restarting a fight, never before scoring', () => {
    expect(needsConfirmation(JUDGE_KEYS.finishVictory.action)).toBe(true);
    expect(needsConfirmation(JUDGE_KEYS.technicalDefeat.action)).toBe(true);
    expect(needsConfirmation(JUDGE_KEYS.restart.action)).toBe(true);
    expect(needsConfirmation(JUDGE_KEYS.cancel.action)).toBe(true);
    expect(needsConfirmation(JUDGE_KEYS.leftAdd.action)).toBe(false);
    expect(needsConfirmation(JUDGE_KEYS.timer.action)).toBe(false);
  });

  it('turns each key into its fight event', () => {
    expect(eventOf(JUDGE_KEYS.rightRemove.action, 'running')).toEqual({ type: 'SCORE', side: 2, delta: -1 });
    expect(eventOf(JUDGE_KEYS.doubleAdd.action, 'running')).toEqual({ type: 'DOUBLE', delta: 1 });
    expect(eventOf(JUDGE_KEYS.add5.action, 'paused')).toEqual({ type: 'ADD_TIME', ms: 5_000 });
    expect(eventOf(JUDGE_KEYS.finishOverTime.action, 'running')).toEqual({
      type: 'FINISH',
      reason: 'overTime',
    });
    expect(eventOf(JUDGE_KEYS.fixResult.action, 'finished')).toBeNull();
  });
});
