import { z } from 'zod';
import { FIGHT_LIMITS, intColumn } from '../schemas/bounds.js';
import type { FightCounters } from './fight-context.js';
import type { FightRules } from './rules.js';

/**
 * Exchanges, not only points (DOMAIN.md "Every exchange is recorded, including 'no exchange'; undo is a new event,
 * not a deletion"). A judge calls what happened in one exchange; the category's afterblow rule turns the call into
 * points. The fight keeps every exchange in order, an undone one marked, never removed.
 */

const side = z.union([z.literal(1), z.literal(2)]);
/** The value of a hit (target areas are worth 1–3 in most rule sets; the score bound caps a silly one). */
const points = intColumn(1, FIGHT_LIMITS.addedValue);

export const EXCHANGE_KINDS = ['clean', 'afterblow', 'double', 'none'] as const;
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number];

/** How afterblows count (DOMAIN.md: none / deductive / full). */
export const AFTERBLOW_RULES = ['none', 'deductive', 'full'] as const;
export type AfterblowRule = (typeof AFTERBLOW_RULES)[number];

export const exchangeSchema = z.discriminatedUnion('kind', [
  /** One side hit, the other did not hit back. */
  z.object({ kind: z.literal('clean'), side, points }),
  /** `side` hit first, the other answered within the afterblow window with a hit worth `afterblowPoints`. */
  z.object({ kind: z.literal('afterblow'), side, points, afterblowPoints: points }),
  /** Both hit at once: a double (counts towards the doubles limit, no points). */
  z.object({ kind: z.literal('double') }),
  /** The exchange ended without a valid hit: recorded, no points. */
  z.object({ kind: z.literal('none') }),
]);
export type Exchange = z.output<typeof exchangeSchema>;

/**
 * How an exchange was decided when a panel of judges called it (several judges per ring): the rule and the calls
 * that made it, or the director's overrule. Absent when the table console recorded the exchange directly.
 */
export const exchangeDecisionSchema = z.object({
  by: z.enum(['majority', 'director']),
  /** Ids of the judges' calls the decision rests on (the panel's call log). */
  calls: z.array(z.string().max(64)).max(8),
  /** The director confirmed something other than what the calls said. */
  overruled: z.boolean(),
});
export type ExchangeDecision = z.output<typeof exchangeDecisionSchema>;

/** What an exchange changes on the fight's counters (scores and doubles). */
export interface ExchangeDeltas {
  score1: number;
  score2: number;
  doubles: number;
}

/** One exchange as the fight keeps it: the call, what it changed, and whether it was undone later. */
export interface ExchangeRecord {
  /** The key press's time (epoch ms). */
  at: number;
  /**
   * The fight clock's elapsed time at the key press (ms), so the console's history can say "at 1:12". Absent in
   * records kept before it was recorded.
   */
  clockMs?: number;
  exchange: Exchange;
  deltas: ExchangeDeltas;
  decision?: ExchangeDecision;
  /** When an UNDO_EXCHANGE took it back (epoch ms); the record stays. */
  undoneAt?: number;
}

/**
 * What an exchange is worth under the category's afterblow rule:
 * - none: an afterblow does not count, the first hit scores in full;
 * - deductive: the first hit scores its value less the afterblow's (never below 0);
 * - full: both hits score.
 */
export function exchangeDeltas(rules: Pick<FightRules, 'afterblow'>, exchange: Exchange): ExchangeDeltas {
  switch (exchange.kind) {
    case 'clean':
      return sideDeltas(exchange.side, exchange.points, 0);
    case 'afterblow':
      return sideDeltas(exchange.side, ...afterblowPoints(rules.afterblow, exchange));
    case 'double':
      return { score1: 0, score2: 0, doubles: 1 };
    case 'none':
      return { score1: 0, score2: 0, doubles: 0 };
  }
}

/** [the first hit's points, the afterblow's points] under the rule. */
function afterblowPoints(
  rule: AfterblowRule,
  exchange: Extract<Exchange, { kind: 'afterblow' }>,
): [number, number] {
  switch (rule) {
    case 'none':
      return [exchange.points, 0];
    case 'deductive':
      return [Math.max(0, exchange.points - exchange.afterblowPoints), 0];
    case 'full':
      return [exchange.points, exchange.afterblowPoints];
  }
}

/** Deltas with `first` points to `side` and `other` points to the other side. */
function sideDeltas(side: 1 | 2, first: number, other: number): ExchangeDeltas {
  return side === 1
    ? { score1: first, score2: other, doubles: 0 }
    : { score1: other, score2: first, doubles: 0 };
}

/** The counters with an exchange's deltas added (`sign` −1 takes them back). */
export function withDeltas<T extends FightCounters>(
  counters: T,
  deltas: ExchangeDeltas,
  sign: 1 | -1 = 1,
): T {
  return {
    ...counters,
    score1: counters.score1 + sign * deltas.score1,
    score2: counters.score2 + sign * deltas.score2,
    doubles: counters.doubles + sign * deltas.doubles,
  };
}

/** The index of the last exchange not undone yet (what UNDO_EXCHANGE takes back), or -1. */
export function lastStandingExchange(exchanges: readonly ExchangeRecord[] | undefined): number {
  const list = exchanges ?? [];
  for (let i = list.length - 1; i >= 0; i--) if (list[i].undoneAt === undefined) return i;
  return -1;
}

/** The exchanges that stand (not undone), oldest first. */
export function standingExchanges(exchanges: readonly ExchangeRecord[] | undefined): ExchangeRecord[] {
  return (exchanges ?? []).filter((record) => record.undoneAt === undefined);
}

/** Per side, for statistics: clean hits landed, afterblows given (answered a hit), doubles, no-exchanges. */
export interface ExchangeTally {
  clean1: number;
  clean2: number;
  afterblowsBy1: number;
  afterblowsBy2: number;
  doubles: number;
  none: number;
}

/**
 * The tally of a fight scored exchange by exchange, or null for one scored by points only (an older fight, or one
 * whose every exchange was undone): statistics leave such a fight out rather than count it as hitless.
 */
export function exchangeTallyOf(exchanges: readonly ExchangeRecord[] | undefined): ExchangeTally | null {
  return lastStandingExchange(exchanges) < 0 ? null : tallyExchanges(exchanges);
}

export function tallyExchanges(exchanges: readonly ExchangeRecord[] | undefined): ExchangeTally {
  const tally: ExchangeTally = {
    clean1: 0,
    clean2: 0,
    afterblowsBy1: 0,
    afterblowsBy2: 0,
    doubles: 0,
    none: 0,
  };
  for (const { exchange } of standingExchanges(exchanges)) {
    switch (exchange.kind) {
      case 'clean':
        if (exchange.side === 1) tally.clean1++;
        else tally.clean2++;
        break;
      case 'afterblow':
        // The side that hit first landed the hit; the other side gave the afterblow.
        if (exchange.side === 1) tally.afterblowsBy2++;
        else tally.afterblowsBy1++;
        break;
      case 'double':
        tally.doubles++;
        break;
      case 'none':
        tally.none++;
        break;
    }
  }
  return tally;
}
