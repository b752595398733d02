import type { FightEventType } from './events.js';
import type { FightStatus } from './fight-context.js';

/**
 * Which events each status of the fight machine takes at all (guards aside: a counter may still be refused at 0).
 * Screens show only the controls a fight can take, without loading the machine; a test holds this table to the
 * machine's own transitions.
 */
export const EVENTS_BY_STATUS: Readonly<Record<FightStatus, readonly FightEventType[]>> = {
  scheduled: ['START', 'ADD_TIME', 'TECHNICAL_DEFEAT', 'CANCEL', 'CALL'],
  running: [
    'PAUSE',
    'ADD_TIME',
    'SCORE',
    'DOUBLE',
    'CARD',
    'APPEAL',
    'EXCHANGE',
    'UNDO_EXCHANGE',
    'FINISH',
    'TECHNICAL_DEFEAT',
    'RESTART',
    'CANCEL',
  ],
  paused: [
    'RESUME',
    'ADD_TIME',
    'SCORE',
    'DOUBLE',
    'CARD',
    'APPEAL',
    'EXCHANGE',
    'UNDO_EXCHANGE',
    'FINISH',
    'TECHNICAL_DEFEAT',
    'RESTART',
    'CANCEL',
  ],
  finished: ['FIX_RESULT', 'RESTART'],
  cancelled: ['RESTART'],
};

/** Whether a fight in `status` takes events of `type` at all. */
export function takesEvent(status: FightStatus, type: FightEventType): boolean {
  return EVENTS_BY_STATUS[status].includes(type);
}
