import type { FightRecord, FighterId } from '../domain-types.js';
import type { ExchangeTally } from '../fight/exchanges.js';
import { outcomeFor } from '../fight/fight-result.js';

/**
 * A fighter's exchanges, as HEMA Scorecard shows them: clean hits landed and received, afterblows given and
 * received, doubles, exchanges without a hit, and the share of exchanges that were doubles. Only fights scored
 * exchange by exchange count: a fight recorded as points only (an older one, or one scored with the point keys) has
 * no exchanges to count, and counting it as hitless would lower every rate. `fights` says how many fights the
 * figures cover.
 */
export interface ExchangeFigures {
  fights: number;
  exchanges: number;
  cleanLanded: number;
  cleanReceived: number;
  /** Afterblows this fighter gave: hit first by the opponent, they answered. */
  afterblowsGiven: number;
  /** Afterblows this fighter received: they hit first and the opponent answered. */
  afterblowsReceived: number;
  doubles: number;
  /** Exchanges that ended without a valid hit. */
  noHit: number;
  /** Whole percent of the exchanges that were doubles. */
  doubleRate: number;
}

/** The side's view of a fight's tally. */
function sideTally(tally: ExchangeTally, side: 1 | 2) {
  const own = side === 1;
  return {
    cleanLanded: own ? tally.clean1 : tally.clean2,
    cleanReceived: own ? tally.clean2 : tally.clean1,
    afterblowsGiven: own ? tally.afterblowsBy1 : tally.afterblowsBy2,
    afterblowsReceived: own ? tally.afterblowsBy2 : tally.afterblowsBy1,
  };
}

const exchangesOf = (tally: ExchangeTally) =>
  tally.clean1 + tally.clean2 + tally.afterblowsBy1 + tally.afterblowsBy2 + tally.doubles + tally.none;

/**
 * The fighter's exchange figures over their finished fights that were scored by exchanges (byes never are), or
 * null when none was.
 */
export function exchangeFigures(
  fighterId: FighterId,
  fights: readonly FightRecord[],
): ExchangeFigures | null {
  const figures: ExchangeFigures = {
    fights: 0,
    exchanges: 0,
    cleanLanded: 0,
    cleanReceived: 0,
    afterblowsGiven: 0,
    afterblowsReceived: 0,
    doubles: 0,
    noHit: 0,
    doubleRate: 0,
  };
  for (const fight of fights) {
    const side = fight.fighter1 === fighterId ? 1 : fight.fighter2 === fighterId ? 2 : null;
    if (side === null || !fight.exchanges || outcomeFor(fight.result, side) === null) continue;
    const tally = fight.exchanges;
    const own = sideTally(tally, side);
    figures.fights += 1;
    figures.exchanges += exchangesOf(tally);
    figures.cleanLanded += own.cleanLanded;
    figures.cleanReceived += own.cleanReceived;
    figures.afterblowsGiven += own.afterblowsGiven;
    figures.afterblowsReceived += own.afterblowsReceived;
    figures.doubles += tally.doubles;
    figures.noHit += tally.none;
  }
  if (figures.fights === 0) return null;
  figures.doubleRate = figures.exchanges > 0 ? Math.round((figures.doubles / figures.exchanges) * 100) : 0;
  return figures;
}
