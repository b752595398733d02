import type { FightResult, FighterId } from '../domain-types.js';
import { STOPPED_CLOCK, type FightClock } from './clock.js';
import type { FightSide, FinishEventReason } from './events.js';
import { fightRules, type FightRules, type FightRulesInput } from './rules.js';
import type { BoutRelay } from '../competition/team-relay.js';
import type { ExchangeRecord } from './exchanges.js';

/** The states of the fight machine, which are also the status spectators see. */
export const FIGHT_STATUSES = ['scheduled', 'running', 'paused', 'finished', 'cancelled'] as const;
export type FightStatus = (typeof FIGHT_STATUSES)[number];

/** What the server knows when it schedules a fight. */
export interface FightInput {
  fightId: string;
  /** Null while the slot is not decided yet (or a bye). */
  fighter1: FighterId | null;
  fighter2: FighterId | null;
  rules?: FightRulesInput;
  /** Fighters of the category who dropped out (disqualified, withdrawn). */
  droppedOut?: readonly FighterId[];
  /**
   * Swiss with hits: each fighter's HP at the start of this fight (what earlier rounds left them).
   * Defaults to `rules.hitPoints` for both.
   */
  startingHitPoints?: HitPoints | null;
  /**
   * The bout must name a winner: a bracket needs someone to move on (rules.ts `winnerRequiredFor`). A FINISH or a
   * fix that would leave it without one is refused, and the doubles limit lets the score decide.
   */
  winnerRequired?: boolean;
  /** A bout of a team relay: the team totals it starts from and the total that ends it (team-relay.ts). */
  relay?: BoutRelay | null;
}

export interface HitPoints {
  1: number;
  2: number;
}

export interface FightCards {
  yellow1: number;
  red1: number;
  yellow2: number;
  red2: number;
}

/**
 * How the fight came to its result: a judge's FINISH reason, or one of the ways the rules end it
 * (doubles limit, technical defeat — given or by red cards), or an organizer's fixed result.
 */
export type FinishReason = FinishEventReason | 'doublesLimit' | 'technicalDefeat' | 'resultFixed';

/** The counters judges change while the fight goes on. */
export interface FightCounters {
  score1: number;
  score2: number;
  doubles: number;
  cards: FightCards;
  appeals1: number;
  appeals2: number;
}

/** How a fight ended. */
export interface FightOutcome {
  result: FightResult;
  finishReason: FinishReason | null;
  technicalDefeat: FightSide | null;
}

/** Everything the fight machine remembers: plain JSON, no version (the server keeps that). */
export interface FightContext extends FightCounters, FightOutcome {
  fightId: string;
  fighter1: FighterId | null;
  fighter2: FighterId | null;
  droppedOut: FighterId[];
  rules: FightRules;
  startingHitPoints: HitPoints | null;
  /** Absent in snapshots stored before the rule existed: read as false. */
  winnerRequired: boolean;
  /** A bout of a team relay (absent in individual fights and in snapshots stored before teams existed). */
  relay?: BoutRelay | null;
  clock: FightClock;
  /**
   * When the ring last called this fight's fighters (ISO time of the CALL's key press); null before any call.
   * Absent in snapshots stored before calls existed: read as null.
   */
  calledAt?: string | null;
  /**
   * Every exchange recorded by EXCHANGE, oldest first, undone ones marked (exchanges.ts). Absent in snapshots stored
   * before exchanges existed: read as none.
   */
  exchanges?: ExchangeRecord[];
}

export const ZERO_COUNTERS: FightCounters = {
  score1: 0,
  score2: 0,
  doubles: 0,
  cards: { yellow1: 0, red1: 0, yellow2: 0, red2: 0 },
  appeals1: 0,
  appeals2: 0,
};

export const NO_OUTCOME: FightOutcome = { result: 'NONE', finishReason: null, technicalDefeat: null };

/** The context of a freshly scheduled fight: zeroed counters, stopped clock, no result. */
export function initialFightContext(input: FightInput): FightContext {
  const rules = fightRules(input.rules);
  const startingHitPoints =
    input.startingHitPoints ?? (rules.hitPoints === null ? null : { 1: rules.hitPoints, 2: rules.hitPoints });
  return {
    fightId: input.fightId,
    fighter1: input.fighter1,
    fighter2: input.fighter2,
    droppedOut: [...(input.droppedOut ?? [])],
    rules,
    startingHitPoints,
    winnerRequired: input.winnerRequired ?? false,
    ...(input.relay ? { relay: structuredClone(input.relay) } : {}),
    ...ZERO_COUNTERS,
    cards: { ...ZERO_COUNTERS.cards },
    ...NO_OUTCOME,
    clock: STOPPED_CLOCK,
    calledAt: null,
    exchanges: [],
  };
}
