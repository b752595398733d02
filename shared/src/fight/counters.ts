import type { FightCards, FightContext, FightCounters, FightOutcome } from './fight-context.js';
import { doublesOutResult, hasWinner, resultByScore, technicalDefeatResult } from './fight-result.js';
import type { FightEvent } from './events.js';
import { FIGHT_REFUSALS, type FightRefusal } from './refusals.js';
import { effectiveScoreCap, type FightRules } from './rules.js';
import { FIGHT_LIMITS } from '../schemas/bounds.js';
import { levelAtDecider, reachesThreshold, type RelayCarry } from '../competition/team-relay.js';

/** Events that change a counter; judges may send them while the fight runs or is paused. */
export type CounterEvent = Extract<FightEvent, { type: 'SCORE' | 'DOUBLE' | 'CARD' | 'APPEAL' }>;

export function isCounterEvent(event: FightEvent): event is CounterEvent {
  return (
    event.type === 'SCORE' || event.type === 'DOUBLE' || event.type === 'CARD' || event.type === 'APPEAL'
  );
}

/** Whether the category keeps the counter this event changes (scores are always kept). */
function counterEnabled(rules: FightRules, event: CounterEvent): boolean {
  switch (event.type) {
    case 'SCORE':
      return true;
    case 'DOUBLE':
      return rules.counters.doubles;
    case 'CARD':
      return event.card === 'yellow' ? rules.counters.yellowCards : rules.counters.redCards;
    case 'APPEAL':
      return rules.counters.appeals;
  }
}

export function countersOf(context: FightCounters): FightCounters {
  const { score1, score2, doubles, cards, appeals1, appeals2 } = context;
  return { score1, score2, doubles, cards: { ...cards }, appeals1, appeals2 };
}

/** The counters after the event; a SCORE press moves the score by the category's added value. */
export function applyCounter(
  context: FightCounters & { rules: FightRules },
  event: CounterEvent,
): FightCounters {
  const counters = countersOf(context);
  switch (event.type) {
    case 'SCORE': {
      const points = context.rules.addedValue * event.delta;
      return event.side === 1
        ? { ...counters, score1: counters.score1 + points }
        : { ...counters, score2: counters.score2 + points };
    }
    case 'DOUBLE':
      return { ...counters, doubles: counters.doubles + event.delta };
    case 'CARD': {
      const key: keyof FightCards = `${event.card}${event.side}`;
      return { ...counters, cards: { ...counters.cards, [key]: counters.cards[key] + event.delta } };
    }
    case 'APPEAL':
      return event.side === 1
        ? { ...counters, appeals1: counters.appeals1 + event.delta }
        : { ...counters, appeals2: counters.appeals2 + event.delta };
  }
}

export function anyNegative(counters: FightCounters): boolean {
  const { cards } = counters;
  return [
    counters.score1,
    counters.score2,
    counters.doubles,
    counters.appeals1,
    counters.appeals2,
    cards.yellow1,
    cards.red1,
    cards.yellow2,
    cards.red2,
  ].some((value) => value < 0);
}

export function beyondLimits(counters: FightCounters): boolean {
  const { cards } = counters;
  return (
    Math.max(counters.score1, counters.score2) > FIGHT_LIMITS.score ||
    Math.max(
      counters.doubles,
      counters.appeals1,
      counters.appeals2,
      cards.yellow1,
      cards.red1,
      cards.yellow2,
      cards.red2,
    ) > FIGHT_LIMITS.counter
  );
}

/**
 * Why the counter event cannot apply, or null: a disabled counter, one that would go below 0, or one that would pass
 * the sport's bound (FIGHT_LIMITS).
 */
export function counterRefusal(context: FightContext, event: CounterEvent): FightRefusal | null {
  if (!counterEnabled(context.rules, event)) return FIGHT_REFUSALS.counterDisabled;
  const after = applyCounter(context, event);
  if (anyNegative(after)) return FIGHT_REFUSALS.counterNegative;
  return event.delta > 0 && beyondLimits(after) ? FIGHT_REFUSALS.counterLimit : null;
}

/**
 * The outcome the rules impose once counters reach a limit, checked in order of severity:
 * red cards (technical defeat of the carded side), doubles limit (double-out), score cap (victory).
 *
 * A bout that must name a winner (`winnerRequired`, a bracket) never ends without one by itself: at the doubles
 * limit the score decides whatever `doublesOutResult` says, and at a tied score the bout goes on, so the next
 * point decides it (or the judge ends it another way: technical defeat, cancel).
 */
export function automaticOutcome(
  rules: FightRules,
  counters: FightCounters,
  winnerRequired = false,
  relay: RelayCarry | null = null,
): FightOutcome | null {
  const outcome = limitOutcome(rules, counters, winnerRequired, relay);
  if (outcome === null || (winnerRequired && !hasWinner(outcome.result))) return null;
  // The deciding bout of a bracket match goes on while the team totals are level (red cards still end it).
  if (outcome.technicalDefeat === null && levelAtDecider(relay, counters.score1, counters.score2))
    return null;
  return outcome;
}

function limitOutcome(
  rules: FightRules,
  counters: FightCounters,
  winnerRequired: boolean,
  relay: RelayCarry | null,
): FightOutcome | null {
  const { cards, doubles, score1, score2 } = counters;
  if (rules.redCardsToLose !== null) {
    if (cards.red1 >= rules.redCardsToLose) return technicalDefeatOutcome(1);
    if (cards.red2 >= rules.redCardsToLose) return technicalDefeatOutcome(2);
  }
  if (rules.doublesLimit !== null && doubles >= rules.doublesLimit) {
    return {
      result: winnerRequired ? resultByScore(score1, score2) : doublesOutResult(rules, score1, score2),
      finishReason: 'doublesLimit',
      technicalDefeat: null,
    };
  }
  // A relay bout ends when a team's total (carried + this bout's points) reaches the bout's threshold; its result
  // is the bout's own points. Other fights end at the score cap.
  if (relay) {
    return reachesThreshold(relay, score1, score2)
      ? { result: resultByScore(score1, score2), finishReason: 'victory', technicalDefeat: null }
      : null;
  }
  const cap = effectiveScoreCap(rules);
  if (cap !== null && Math.max(score1, score2) >= cap) {
    return { result: resultByScore(score1, score2), finishReason: 'victory', technicalDefeat: null };
  }
  return null;
}

export function technicalDefeatOutcome(losingSide: 1 | 2): FightOutcome {
  return {
    result: technicalDefeatResult(losingSide),
    finishReason: 'technicalDefeat',
    technicalDefeat: losingSide,
  };
}
