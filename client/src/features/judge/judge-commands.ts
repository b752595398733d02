import type { FightEvent, FightEventType } from '@hema/shared/fight/events';
import type { FightStatus } from '@hema/shared/fight/fight-context';
import type { FightCommand } from '@hema/shared/realtime/protocol';
import type { ConsoleAction } from '@hema/shared/fight/console-keys';
import { FIGHT_REFUSALS, type FightRefusal } from '@hema/shared/fight/refusals';
import { takesEvent } from '@hema/shared/fight/status-events';

/** A fight event as the console builds it, before `at` is stamped on. */
export type ConsoleEvent = FightEvent extends infer E ? (E extends unknown ? Omit<E, 'at'> : never) : never;

/** Actions that end or reset a fight ask for confirmation first; a stray key must not end a bout. */
export function needsConfirmation(action: ConsoleAction): boolean {
  return ['finish', 'technicalDefeat', 'blackCard', 'restart', 'cancel'].includes(action.kind);
}

/**
 * The fight status once the commands still waiting in the outbox are applied. The console shows the server's
 * state, but the timer key must know whether a start the server has not confirmed yet is on its way: pressing
 * Space twice offline is start, then pause.
 */
export function projectedStatus(status: FightStatus, waiting: readonly FightCommand['event'][]): FightStatus {
  let projected = status;
  for (const event of waiting) {
    switch (event.type) {
      case 'START':
      case 'RESUME':
        if (projected === 'scheduled' || projected === 'paused') projected = 'running';
        break;
      case 'PAUSE':
        if (projected === 'running') projected = 'paused';
        break;
      case 'FINISH':
      case 'TECHNICAL_DEFEAT':
        if (projected !== 'cancelled') projected = 'finished';
        break;
      case 'RESTART':
        projected = 'scheduled';
        break;
      case 'CANCEL':
        projected = 'cancelled';
        break;
    }
  }
  return projected;
}

/** The timer key: start a scheduled fight, pause a running one, resume a paused one. */
export function timerEvent(status: FightStatus): ConsoleEvent {
  if (status === 'running') return { type: 'PAUSE' };
  if (status === 'paused') return { type: 'RESUME' };
  return { type: 'START' };
}

/** What a hit is worth when the console records an exchange: the armed value (2/3 keys) or the category's. */
export interface HitValues {
  /** The clean hit's (or the afterblow's first hit's) value. */
  points: number;
  /** The afterblow's value: the category's added value (docs/decisions.md "Exchange keys"). */
  afterblowPoints: number;
}

/**
 * The event of an action that needs no further input (confirmation aside); null for the fix-results form, the
 * value keys (they only arm the next hit) and the black card (confirmed as a technical defeat).
 */
export function eventOf(
  action: ConsoleAction,
  status: FightStatus,
  values: HitValues = { points: 1, afterblowPoints: 1 },
): ConsoleEvent | null {
  switch (action.kind) {
    case 'hit':
      return { type: 'EXCHANGE', exchange: { kind: 'clean', side: action.side, points: values.points } };
    case 'afterblow':
      return {
        type: 'EXCHANGE',
        exchange: {
          kind: 'afterblow',
          side: action.side,
          points: values.points,
          afterblowPoints: values.afterblowPoints,
        },
      };
    case 'exchangeDouble':
      return { type: 'EXCHANGE', exchange: { kind: 'double' } };
    case 'noExchange':
      return { type: 'EXCHANGE', exchange: { kind: 'none' } };
    case 'undoExchange':
      return { type: 'UNDO_EXCHANGE' };
    case 'card':
      return { type: 'CARD', side: action.side, card: action.card, delta: 1 };
    case 'hitValue':
    case 'blackCard':
      return null;
    case 'score':
      return { type: 'SCORE', side: action.side, delta: action.delta };
    case 'double':
      return { type: 'DOUBLE', delta: action.delta };
    case 'timer':
      return timerEvent(status);
    case 'addTime':
      return { type: 'ADD_TIME', ms: action.ms };
    case 'finish':
      return { type: 'FINISH', reason: action.reason };
    case 'restart':
      return { type: 'RESTART' };
    case 'cancel':
      return { type: 'CANCEL' };
    case 'call':
      return { type: 'CALL' };
    case 'technicalDefeat':
    case 'fixResult':
      return null;
  }
}

/** The fight event type an action sends in `status` (the timer key depends on it). */
export function eventTypeOf(action: ConsoleAction, status: FightStatus = 'scheduled'): FightEventType {
  switch (action.kind) {
    case 'score':
      return 'SCORE';
    case 'double':
      return 'DOUBLE';
    case 'timer':
      return timerEvent(status).type;
    case 'addTime':
      return 'ADD_TIME';
    case 'finish':
      return 'FINISH';
    case 'technicalDefeat':
      return 'TECHNICAL_DEFEAT';
    case 'restart':
      return 'RESTART';
    case 'cancel':
      return 'CANCEL';
    case 'fixResult':
      return 'FIX_RESULT';
    case 'call':
      return 'CALL';
    case 'hit':
    case 'afterblow':
    case 'exchangeDouble':
    case 'noExchange':
    case 'hitValue':
      return 'EXCHANGE';
    case 'undoExchange':
      return 'UNDO_EXCHANGE';
    case 'card':
      return 'CARD';
    case 'blackCard':
      return 'TECHNICAL_DEFEAT';
  }
}

/**
 * Why a fight in `status` cannot take the action at all, known before anything is sent (the machine would refuse
 * it for this reason), or null when it can. The console says so instead of sending a command bound to be refused.
 */
export function unavailableReason(action: ConsoleAction, status: FightStatus): FightRefusal | null {
  const type = eventTypeOf(action, status);
  if (takesEvent(status, type)) return null;
  if (type === 'FIX_RESULT') return FIGHT_REFUSALS.notFinished;
  if (status === 'finished') return FIGHT_REFUSALS.finished;
  if (status === 'cancelled') return FIGHT_REFUSALS.cancelled;
  return FIGHT_REFUSALS.notStarted;
}
