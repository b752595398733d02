/**
 * Why a fight refused an event: namespaced, machine-readable codes. The server returns them to the
 * judge console as they are; the console translates them.
 */
export const FIGHT_REFUSALS = {
  /** The event does not match the event schema (the message says which field). */
  invalidEvent: 'fight/invalid-event',
  /** The event needs a started fight, and this one is still scheduled. */
  notStarted: 'fight/not-started',
  /** PAUSE needs a running clock. */
  notRunning: 'fight/not-running',
  /** START or RESUME while the fight is already running. */
  alreadyRunning: 'fight/already-running',
  /** START on a paused fight: it has started already, RESUME continues it. */
  alreadyStarted: 'fight/already-started',
  /** FIX_RESULT corrects a finished fight only. */
  notFinished: 'fight/not-finished',
  /** A finished fight changes only through FIX_RESULT or RESTART. */
  finished: 'fight/finished',
  /** A cancelled fight changes only through RESTART. */
  cancelled: 'fight/cancelled',
  /** A -1 on a counter already at 0: counters never go negative and are never clamped silently. */
  counterNegative: 'fight/counter-negative',
  /**
   * A +1 past the sport's bound of a score or counter (shared/src/schemas/bounds.ts FIGHT_LIMITS): no real bout gets
   * there, and the score columns must never overflow.
   */
  counterLimit: 'fight/counter-limit',
  /** The category does not keep this counter (doubles, appeals, yellow or red cards). */
  counterDisabled: 'fight/counter-disabled',
  /** A dropped-out (disqualified) fighter cannot fight. */
  fighterDroppedOut: 'fight/fighter-dropped-out',
  /** One side has no fighter yet (or is a bye): the fight cannot start or be decided. */
  missingFighter: 'fight/missing-fighter',
  /** A count-down clock already shows its full duration; there is no spent time to give back. */
  clockFull: 'fight/clock-full',
  /** FIX_RESULT with the scores and result the fight already has: there is nothing to fix. */
  resultUnchanged: 'fight/result-unchanged',
  /** FINISH with victory needs a leader; a tie ends over time or by points. */
  tiedScore: 'fight/tied-score',
  /**
   * The bout must name a winner (an elimination stage whose category does not allow draws): a draw, a double
   * defeat or "nobody won" would leave the bracket without anyone to move on.
   */
  winnerRequired: 'fight/winner-required',
  /**
   * The last bout of a team match in a bracket cannot end with the team totals level: the fencers go on to a
   * deciding hit (or the judge names a winner by technical defeat or a fixed result).
   */
  teamScoreLevel: 'fight/team-score-level',
  /** UNDO_EXCHANGE on a fight with no exchange left standing. */
  noExchange: 'fight/no-exchange',
  /** FIX_RESULT names a winner the score contradicts (the loser has more points) without an explicit override. */
  resultContradictsScore: 'fight/result-contradicts-score',
} as const;

export type FightRefusal = (typeof FIGHT_REFUSALS)[keyof typeof FIGHT_REFUSALS];
