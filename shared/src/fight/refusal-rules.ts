import { canAddTime } from './clock.js';
import { counterRefusal, isCounterEvent } from './counters.js';
import type { FightEvent } from './events.js';
import type { FightContext, FightStatus } from './fight-context.js';
import { FIGHT_REFUSALS, type FightRefusal } from './refusals.js';

/**
 * Which event each state refuses, and why. The machine's guards use the same checks, so an event
 * is refused here exactly when the machine cannot take it (the model-based test holds them to it).
 */

/** Both fighters must be known and neither may have dropped out. */
export function fightersRefusal(context: FightContext): FightRefusal | null {
  const { fighter1, fighter2, droppedOut } = context;
  if (fighter1 === null || fighter2 === null) return FIGHT_REFUSALS.missingFighter;
  if (droppedOut.includes(fighter1) || droppedOut.includes(fighter2)) return FIGHT_REFUSALS.fighterDroppedOut;
  return null;
}

/**
 * A technical defeat needs both sides filled; unlike START it is allowed against a dropped-out
 * fighter, because that is how a scheduled fight with a disqualified fighter gets decided.
 */
export function technicalDefeatRefusal(context: FightContext): FightRefusal | null {
  return context.fighter1 === null || context.fighter2 === null ? FIGHT_REFUSALS.missingFighter : null;
}

export function addTimeRefusal(context: FightContext, at: number): FightRefusal | null {
  return canAddTime(context.clock, context.rules.timerDirection, at) ? null : FIGHT_REFUSALS.clockFull;
}

/** FINISH with victory at a tied score would name no winner. */
export function finishRefusal(
  context: FightContext,
  event: Extract<FightEvent, { type: 'FINISH' }>,
): FightRefusal | null {
  return event.reason === 'victory' && context.score1 === context.score2 ? FIGHT_REFUSALS.tiedScore : null;
}

/** A fix must change the scores or the result, otherwise it would be a silent no-op. */
export function fixResultRefusal(
  context: FightContext,
  event: Extract<FightEvent, { type: 'FIX_RESULT' }>,
): FightRefusal | null {
  const unchanged =
    event.score1 === context.score1 && event.score2 === context.score2 && event.result === context.result;
  return unchanged ? FIGHT_REFUSALS.resultUnchanged : null;
}

function scheduledRefusal(context: FightContext, event: FightEvent): FightRefusal | null {
  switch (event.type) {
    case 'START':
      return fightersRefusal(context);
    case 'ADD_TIME':
      return addTimeRefusal(context, event.at);
    case 'TECHNICAL_DEFEAT':
      return technicalDefeatRefusal(context);
    case 'CANCEL':
      return null;
    case 'PAUSE':
      return FIGHT_REFUSALS.notRunning;
    case 'FIX_RESULT':
      return FIGHT_REFUSALS.notFinished;
    default:
      return FIGHT_REFUSALS.notStarted;
  }
}

function liveRefusal(running: boolean, context: FightContext, event: FightEvent): FightRefusal | null {
  if (isCounterEvent(event)) return counterRefusal(context, event);
  switch (event.type) {
    case 'START':
      return running ? FIGHT_REFUSALS.alreadyRunning : FIGHT_REFUSALS.alreadyStarted;
    case 'PAUSE':
      return running ? null : FIGHT_REFUSALS.notRunning;
    case 'RESUME':
      return running ? FIGHT_REFUSALS.alreadyRunning : null;
    case 'ADD_TIME':
      return addTimeRefusal(context, event.at);
    case 'FINISH':
      return finishRefusal(context, event);
    case 'TECHNICAL_DEFEAT':
      return technicalDefeatRefusal(context);
    case 'FIX_RESULT':
      return FIGHT_REFUSALS.notFinished;
    case 'RESTART':
    case 'CANCEL':
      return null;
  }
}

/** Why `event` cannot apply to a fight in `status` with `context`, or null when it applies. */
export function refusalFor(
  status: FightStatus,
  context: FightContext,
  event: FightEvent,
): FightRefusal | null {
  switch (status) {
    case 'scheduled':
      return scheduledRefusal(context, event);
    case 'running':
    case 'paused':
      return liveRefusal(status === 'running', context, event);
    case 'finished':
      if (event.type === 'FIX_RESULT') return fixResultRefusal(context, event);
      return event.type === 'RESTART' ? null : FIGHT_REFUSALS.finished;
    case 'cancelled':
      return event.type === 'RESTART' ? null : FIGHT_REFUSALS.cancelled;
  }
}
