import { describe, it, expect } from '@jest/globals';
import { fightView } from './fight-engine.js';
import { play, refusalOf, scheduledFight } from './test-support/fight-scenario.js';

describe('a fight with a dropped-out or missing fighter', () => {
  it('cannot start when a fighter dropped out', () => {
    expect(refusalOf(scheduledFight({}, { droppedOut: ['boris'] }), { type: 'START', at: 1_000 })).toBe(
      'fight/fighter-dropped-out',
    );
    expect(refusalOf(scheduledFight({}, { droppedOut: ['anna'] }), { type: 'START', at: 1_000 })).toBe(
      'fight/fighter-dropped-out',
    );
  });

  it('starts when only fighters of other fights dropped out', () => {
    expect(refusalOf(scheduledFight({}, { droppedOut: ['clara'] }), { type: 'START', at: 1_000 })).toBeNull();
  });

  it('cannot start while a side has no fighter yet', () => {
    expect(refusalOf(scheduledFight({}, { fighter2: null }), { type: 'START', at: 1_000 })).toBe(
      'fight/missing-fighter',
    );
    expect(refusalOf(scheduledFight({}, { fighter1: null }), { type: 'START', at: 1_000 })).toBe(
      'fight/missing-fighter',
    );
  });

  it('is decided by a technical defeat of the dropped-out fighter', () => {
    const fight = play(scheduledFight({}, { droppedOut: ['boris'] }), {
      type: 'TECHNICAL_DEFEAT',
      at: 1_000,
      side: 2,
    });
    expect(fightView(fight)).toMatchObject({ status: 'finished', result: 'F1_WIN', technicalDefeat: 2 });
  });

  it('cannot be decided by a technical defeat while a side has no fighter', () => {
    expect(
      refusalOf(scheduledFight({}, { fighter2: null }), { type: 'TECHNICAL_DEFEAT', at: 1_000, side: 2 }),
    ).toBe('fight/missing-fighter');
  });

  it('can still be cancelled', () => {
    expect(
      refusalOf(scheduledFight({}, { droppedOut: ['boris'] }), { type: 'CANCEL', at: 1_000 }),
    ).toBeNull();
  });
});
