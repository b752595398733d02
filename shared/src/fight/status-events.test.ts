import { describe, it, expect } from '@jest/globals';
import { FIGHT_STATUSES } from './fight-context.js';
import { fightMachine } from './machine.js';
import { EVENTS_BY_STATUS, takesEvent } from './status-events.js';

describe('which events each fight status takes', () => {
  it.each(FIGHT_STATUSES)('lists exactly the transitions of the machine in %s', (status) => {
    const transitions = Object.keys(fightMachine.config.states?.[status]?.on ?? {});
    expect([...EVENTS_BY_STATUS[status]].sort()).toEqual(transitions.sort());
  });

  it('lets a finished fight only be fixed or restarted, and a scheduled one not be scored', () => {
    expect(takesEvent('finished', 'START')).toBe(false);
    expect(takesEvent('finished', 'FIX_RESULT')).toBe(true);
    expect(takesEvent('scheduled', 'SCORE')).toBe(false);
    expect(takesEvent('paused', 'FINISH')).toBe(true);
  });
});
