import { elapsedAt } from './clock.js';
import { anyNegative, beyondLimits, countersOf } from './counters.js';
import type { FightEvent } from './events.js';
import { exchangeDeltas, lastStandingExchange, withDeltas, type ExchangeRecord } from './exchanges.js';
import type { FightContext, FightCounters } from './fight-context.js';
import { FIGHT_REFUSALS, type FightRefusal } from './refusals.js';

/** The events that record or take back an exchange. */
export type ExchangeEvent = Extract<FightEvent, { type: 'EXCHANGE' | 'UNDO_EXCHANGE' }>;

export function isExchangeEvent(event: FightEvent): event is ExchangeEvent {
  return event.type === 'EXCHANGE' || event.type === 'UNDO_EXCHANGE';
}

/** What the fight's counters and exchange history become after the event (the event assumed allowed). */
export function applyExchangeEvent(
  context: FightContext,
  event: ExchangeEvent,
): FightCounters & { exchanges: ExchangeRecord[] } {
  const exchanges = [...(context.exchanges ?? [])];
  if (event.type === 'EXCHANGE') {
    const deltas = exchangeDeltas(context.rules, event.exchange);
    const record: ExchangeRecord = {
      at: event.at,
      clockMs: elapsedAt(context.clock, event.at),
      exchange: event.exchange,
      deltas,
    };
    if (event.decision) record.decision = event.decision;
    exchanges.push(record);
    return { ...withDeltas(countersOf(context), deltas), exchanges };
  }
  const last = lastStandingExchange(exchanges);
  if (last < 0) return { ...countersOf(context), exchanges };
  exchanges[last] = { ...exchanges[last], undoneAt: event.at };
  return { ...withDeltas(countersOf(context), exchanges[last].deltas, -1), exchanges };
}

/**
 * Why the exchange event cannot apply, or null: a double where the category keeps no doubles, a score past the
 * sport's bound, an undo with nothing to take back (or that would take a counter below 0 after manual corrections).
 */
export function exchangeRefusal(context: FightContext, event: ExchangeEvent): FightRefusal | null {
  if (event.type === 'EXCHANGE') {
    if (event.exchange.kind === 'double' && !context.rules.counters.doubles)
      return FIGHT_REFUSALS.counterDisabled;
    return beyondLimits(applyExchangeEvent(context, event)) ? FIGHT_REFUSALS.counterLimit : null;
  }
  if (lastStandingExchange(context.exchanges) < 0) return FIGHT_REFUSALS.noExchange;
  return anyNegative(applyExchangeEvent(context, event)) ? FIGHT_REFUSALS.counterNegative : null;
}
