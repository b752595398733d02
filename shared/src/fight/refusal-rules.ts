import { canAddTime } from './clock.js';
import { counterRefusal, isCounterEvent } from './counters.js';
import { exchangeRefusal, isExchangeEvent } from './exchange-events.js';
import type { FightEvent } from './events.js';
import type { FightResult } from '../domain-types.js';
import type { FightContext, FightStatus } from './fight-context.js';
import { contradictsScore, hasWinner, resultByScore } from './fight-result.js';
import { FIGHT_REFUSALS, type FightRefusal } from './refusals.js';
import { levelAtDecider, type RelayCarry } from '../competition/team-relay.js';

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

/** What the result rules need to know of a fight: its scores, and whether it must name a winner. */
export interface ScoredFight {
  score1: number;
  score2: number;
  /** Missing (an old snapshot) reads as false. */
  winnerRequired?: boolean;
  /**
   * A bout of a team relay: the deciding bout of a bracket match cannot end with the team totals level. The machine
   * passes the carry (totals before the bout); a console passes the view (totals with the bout's points).
   */
  relay?: Pick<RelayCarry, 'carried1' | 'carried2' | 'decides'> | RelayTotals | null;
}

interface RelayTotals {
  total1: number;
  total2: number;
  decides?: boolean;
}

/** The team totals before the bout, whichever form the fight carries them in. */
function carryOf(fight: ScoredFight) {
  const relay = fight.relay;
  if (!relay || !('total1' in relay)) return relay;
  return {
    carried1: relay.total1 - fight.score1,
    carried2: relay.total2 - fight.score2,
    decides: relay.decides,
  };
}

type FinishEvent = Pick<Extract<FightEvent, { type: 'FINISH' }>, 'reason'>;
type FixEvent = Omit<Extract<FightEvent, { type: 'FIX_RESULT' }>, 'at' | 'type'>;

/**
 * What a judge's FINISH records, or why it is refused: the score decides (resultByScore). Victory at a tied score
 * names no winner; over time or by points it would be a draw, which a bout that needs a winner cannot end in.
 * The console shows this before the judge confirms, so what it shows is what the fight records.
 */
export function finishOutcome(
  fight: ScoredFight,
  event: FinishEvent,
): { ok: true; result: FightResult } | { ok: false; reason: FightRefusal } {
  if (event.reason === 'victory' && fight.score1 === fight.score2) {
    return { ok: false, reason: FIGHT_REFUSALS.tiedScore };
  }
  const result = resultByScore(fight.score1, fight.score2);
  if (fight.winnerRequired === true && !hasWinner(result)) {
    return { ok: false, reason: FIGHT_REFUSALS.winnerRequired };
  }
  if (levelAtDecider(carryOf(fight), fight.score1, fight.score2)) {
    return { ok: false, reason: FIGHT_REFUSALS.teamScoreLevel };
  }
  return { ok: true, result };
}

export function finishRefusal(fight: ScoredFight, event: FinishEvent): FightRefusal | null {
  const outcome = finishOutcome(fight, event);
  return outcome.ok ? null : outcome.reason;
}

/**
 * A fix must change the scores or the result (otherwise it would be a silent no-op), must name a winner where the
 * bout needs one, and may name a winner with fewer points than the loser only with the judge's explicit override.
 */
export function fixResultRefusal(
  fight: ScoredFight & { result: FightResult },
  event: FixEvent,
): FightRefusal | null {
  const unchanged =
    event.score1 === fight.score1 && event.score2 === fight.score2 && event.result === fight.result;
  if (unchanged) return FIGHT_REFUSALS.resultUnchanged;
  if (fight.winnerRequired === true && !hasWinner(event.result)) return FIGHT_REFUSALS.winnerRequired;
  // At level team totals the deciding bout's own winner decides the match (team-relay.ts relayState).
  if (levelAtDecider(carryOf(fight), event.score1, event.score2) && !hasWinner(event.result)) {
    return FIGHT_REFUSALS.teamScoreLevel;
  }
  if (event.override !== true && contradictsScore(event.result, event.score1, event.score2)) {
    return FIGHT_REFUSALS.resultContradictsScore;
  }
  return null;
}

function scheduledRefusal(context: FightContext, event: FightEvent): FightRefusal | null {
  switch (event.type) {
    case 'START':
    case 'CALL':
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
  if (isExchangeEvent(event)) return exchangeRefusal(context, event);
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
    case 'CALL':
      // The fighters are on the ring already: a call is for a fight still to come.
      return FIGHT_REFUSALS.alreadyStarted;
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
