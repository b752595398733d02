import { describe, expect, it } from '@jest/globals';
import {
  eventOf,
  eventTypeOf,
  needsConfirmation,
  projectedStatus,
  timerEvent,
  unavailableReason,
} from './judge-commands';
import { CONSOLE_KEYS } from '@hema/shared/fight/console-keys';

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
    expect(needsConfirmation(CONSOLE_KEYS.finishVictory.action)).toBe(true);
    expect(needsConfirmation(CONSOLE_KEYS.technicalDefeat.action)).toBe(true);
    expect(needsConfirmation(CONSOLE_KEYS.restart.action)).toBe(true);
    expect(needsConfirmation(CONSOLE_KEYS.cancel.action)).toBe(true);
    expect(needsConfirmation(CONSOLE_KEYS.leftAdd.action)).toBe(false);
    expect(needsConfirmation(CONSOLE_KEYS.timer.action)).toBe(false);
  });

  it('turns each key into its fight event', () => {
    expect(eventOf(CONSOLE_KEYS.rightRemove.action, 'running')).toEqual({
      type: 'SCORE',
      side: 2,
      delta: -1,
    });
    expect(eventOf(CONSOLE_KEYS.doubleAdd.action, 'running')).toEqual({ type: 'DOUBLE', delta: 1 });
    expect(eventOf(CONSOLE_KEYS.add5.action, 'paused')).toEqual({ type: 'ADD_TIME', ms: 5_000 });
    expect(eventOf(CONSOLE_KEYS.finishOverTime.action, 'running')).toEqual({
      type: 'FINISH',
      reason: 'overTime',
    });
    expect(eventOf(CONSOLE_KEYS.fixResult.action, 'finished')).toBeNull();
  });
});

describe('what the console knows before sending', () => {
  it('says a fight that is over takes no timer, no points and no finish', () => {
    expect(unavailableReason(CONSOLE_KEYS.timer.action, 'finished')).toBe('fight/finished');
    expect(unavailableReason(CONSOLE_KEYS.leftAdd.action, 'cancelled')).toBe('fight/cancelled');
    expect(unavailableReason(CONSOLE_KEYS.finishByPoints.action, 'finished')).toBe('fight/finished');
  });

  it('says a scheduled fight takes no points, and only a finished one a fix', () => {
    expect(unavailableReason(CONSOLE_KEYS.doubleAdd.action, 'scheduled')).toBe('fight/not-started');
    expect(unavailableReason(CONSOLE_KEYS.fixResult.action, 'running')).toBe('fight/not-finished');
  });

  it('lets through what the status takes', () => {
    expect(unavailableReason(CONSOLE_KEYS.timer.action, 'scheduled')).toBeNull();
    expect(unavailableReason(CONSOLE_KEYS.timer.action, 'paused')).toBeNull();
    expect(unavailableReason(CONSOLE_KEYS.fixResult.action, 'finished')).toBeNull();
    expect(unavailableReason(CONSOLE_KEYS.restart.action, 'cancelled')).toBeNull();
    expect(eventTypeOf(CONSOLE_KEYS.timer.action, 'running')).toBe('PAUSE');
  });
});
