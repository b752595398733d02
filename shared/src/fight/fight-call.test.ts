import { describe, it, expect } from '@jest/globals';
import { fightView } from './fight-engine.js';
import { projectFight } from './projection.js';
import {
  finishedFight,
  play,
  refusalOf,
  runningFight,
  scheduledFight,
} from './test-support/fight-scenario.js';

/** The ring's call: a scheduled fight remembers when its fighters were called, and shows it in its view. */
describe('calling a fight', () => {
  const at = Date.UTC(2026, 10, 29, 14, 2, 0);

  it('is not called when scheduled', () => {
    expect(fightView(scheduledFight()).calledAt).toBeNull();
  });

  it('keeps the time of the key press as ISO text, and stays scheduled', () => {
    const called = play(scheduledFight(), { type: 'CALL', at });
    expect(called.value).toBe('scheduled');
    expect(fightView(called).calledAt).toBe('2026-11-29T14:02:00.000Z');
  });

  it('calls again with the new time', () => {
    const twice = play(scheduledFight(), { type: 'CALL', at }, { type: 'CALL', at: at + 60_000 });
    expect(fightView(twice).calledAt).toBe('2026-11-29T14:03:00.000Z');
  });

  it('keeps the call once the fight starts, and through a restart', () => {
    const started = play(scheduledFight(), { type: 'CALL', at }, { type: 'START', at: at + 1_000 });
    expect(fightView(started).calledAt).toBe('2026-11-29T14:02:00.000Z');
    const restarted = play(started, { type: 'RESTART', at: at + 2_000 });
    expect(fightView(restarted).calledAt).toBe('2026-11-29T14:02:00.000Z');
  });

  it('is refused for a fight on already, a finished one, or one without both fighters', () => {
    expect(refusalOf(runningFight(), { type: 'CALL', at })).toBe('fight/already-started');
    expect(refusalOf(finishedFight(), { type: 'CALL', at })).toBe('fight/finished');
    expect(refusalOf(scheduledFight({}, { fighter2: null }), { type: 'CALL', at })).toBe(
      'fight/missing-fighter',
    );
    expect(refusalOf(scheduledFight({}, { droppedOut: ['boris'] }), { type: 'CALL', at })).toBe(
      'fight/fighter-dropped-out',
    );
  });

  it('reads a snapshot stored before calls existed as not called', () => {
    const old = scheduledFight();
    delete old.context.calledAt;
    expect(fightView(old).calledAt).toBeNull();
    expect(fightView(play(old, { type: 'CALL', at })).calledAt).toBe('2026-11-29T14:02:00.000Z');
  });

  it('shows an offline console its own waiting call', () => {
    const { view, applied } = projectFight(fightView(scheduledFight()), [{ type: 'CALL', at }]);
    expect(applied).toBe(1);
    expect(view.calledAt).toBe('2026-11-29T14:02:00.000Z');
  });
});
