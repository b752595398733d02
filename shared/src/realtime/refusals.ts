import { FIGHT_REFUSALS, type FightRefusal } from '../fight/refusals.js';

/**
 * Every reason a fight command can be refused, in one union (architecture.md §4: refusals are final answers with a
 * typed reason). Zod-free, so the judge console, the caption overlay and the server all import it.
 *
 * - `status` is the HTTP status the REST twin answers with (never 200 with `ok: false`, never 5xx for a rule).
 * - `retryable` marks the only reasons a command may be sent again unchanged: the server could not decide this
 *   time. Everything else is the server's final word: the outbox drops the command (or holds it for the judge to
 *   discard) and the rest of the ring's queue goes on.
 * - `message` is the English text; clients translate by reason and fall back to it.
 */
export interface RefusalInfo {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;
  retryable: boolean;
  message: string;
}

const FIGHT_RULE_MESSAGES: Record<FightRefusal, string> = {
  [FIGHT_REFUSALS.invalidEvent]: 'This is not a fight event',
  [FIGHT_REFUSALS.notStarted]: 'The fight has not started',
  [FIGHT_REFUSALS.notRunning]: 'The clock is not running',
  [FIGHT_REFUSALS.alreadyRunning]: 'The clock is already running',
  [FIGHT_REFUSALS.alreadyStarted]: 'The fight has already started',
  [FIGHT_REFUSALS.notFinished]: 'The fight is not finished',
  [FIGHT_REFUSALS.finished]: 'The fight is finished; restart it or fix the result',
  [FIGHT_REFUSALS.cancelled]: 'The fight is cancelled',
  [FIGHT_REFUSALS.counterNegative]: 'Nothing to remove',
  [FIGHT_REFUSALS.counterDisabled]: 'This counter is off in this category',
  [FIGHT_REFUSALS.counterLimit]: 'This counter is at its highest value',
  [FIGHT_REFUSALS.fighterDroppedOut]: 'A fighter of this fight has dropped out',
  [FIGHT_REFUSALS.missingFighter]: 'Both fighters must be known first',
  [FIGHT_REFUSALS.clockFull]: 'The clock already shows the full time',
  [FIGHT_REFUSALS.resultUnchanged]: 'The result is already this',
  [FIGHT_REFUSALS.tiedScore]: 'A tied score cannot end in victory',
  [FIGHT_REFUSALS.winnerRequired]: 'This bout needs a winner: the bracket cannot go on after a draw',
  [FIGHT_REFUSALS.teamScoreLevel]:
    'The team score is level in the last bout of a bracket match: fence on to a deciding hit',
  [FIGHT_REFUSALS.noExchange]: 'There is no exchange to undo',
  [FIGHT_REFUSALS.resultContradictsScore]:
    'The winner has fewer points than the loser; confirm the override to record it anyway',
};

/** Refusals that are not rules of the fight itself: the command, the caller, the bracket, the version, the server. */
export const COMMAND_REFUSALS = {
  /** The command is malformed: missing or wrong fields, control characters, too deep or too large. */
  invalid: 'command/invalid',
  /** No valid session: signed out, token revoked or expired. */
  unauthorized: 'auth/unauthorized',
  /** Signed in, but not allowed to score this fight. */
  forbidden: 'auth/forbidden',
  /** The fight belongs to another organizer's tournament. */
  notYourTournament: 'competition/not-your-tournament',
  /** Signed in, but neither the tournament's organizer nor a judge of the fight's ring. */
  notRingJudge: 'judge/not-ring-judge',
  /** The organizer revoked this person's judge access to the fight's ring. */
  judgeRevoked: 'judge/access-revoked',
  /** The organizer's licence (or trial) has ended. */
  licenseExpired: 'competition/license-expired',
  /** No such fight (deleted, or never existed). */
  notFound: 'fight/not-found',
  /**
   * The command id was already used on another fight: ids are unique per fight, and a foreign id is never answered
   * with that other fight's outcome.
   */
  commandIdTaken: 'command/id-taken',
  /**
   * Too many messages from this connection or address in a short time: nothing was decided. The outbox keeps the
   * command and sends it again on its next round, without counting it as a failed attempt.
   */
  rateLimited: 'live/rate-limited',
  /** The bracket cannot take this result: a fighter would move into or out of a fight that has started. */
  nextFightStarted: 'bracket/next-fight-started',
  /**
   * A decisive event (finish, technical defeat, restart, cancel, fix) on a version the judge did not see, or a
   * fight changing too fast: the answer carries the current view, and the console asks the judge again.
   */
  conflict: 'conflict',
  /** The server failed to decide (a fault, the database away): worth sending the command again, as rate-limited. */
  serverError: 'server/error',
} as const;

export type CommandRefusal = (typeof COMMAND_REFUSALS)[keyof typeof COMMAND_REFUSALS];
export type RefusalReason = FightRefusal | CommandRefusal;

// A rule of the fight refuses what the fight's current state does not allow: a conflict with that state.
const fightRule = (message: string): RefusalInfo => ({ status: 409, retryable: false, message });

export const REFUSALS: Readonly<Record<RefusalReason, RefusalInfo>> = {
  ...(Object.fromEntries(
    Object.entries(FIGHT_RULE_MESSAGES).map(([reason, message]) => [reason, fightRule(message)]),
  ) as Record<FightRefusal, RefusalInfo>),
  [FIGHT_REFUSALS.invalidEvent]: { status: 400, retryable: false, message: 'This is not a fight event' },
  [COMMAND_REFUSALS.invalid]: { status: 400, retryable: false, message: 'The command is not valid' },
  [COMMAND_REFUSALS.unauthorized]: { status: 401, retryable: false, message: 'Sign in to score fights' },
  [COMMAND_REFUSALS.forbidden]: { status: 403, retryable: false, message: 'You are not allowed to do this' },
  [COMMAND_REFUSALS.notYourTournament]: {
    status: 403,
    retryable: false,
    message: 'Only the organizer of this tournament can change it',
  },
  [COMMAND_REFUSALS.notRingJudge]: {
    status: 403,
    retryable: false,
    message: 'You are not a judge of this ring',
  },
  [COMMAND_REFUSALS.judgeRevoked]: {
    status: 403,
    retryable: false,
    message: 'The organizer revoked your judge access to this ring',
  },
  [COMMAND_REFUSALS.licenseExpired]: {
    status: 403,
    retryable: false,
    message: 'Your organizer license has expired',
  },
  [COMMAND_REFUSALS.notFound]: { status: 404, retryable: false, message: 'Fight not found' },
  [COMMAND_REFUSALS.commandIdTaken]: {
    status: 409,
    retryable: false,
    message: 'This command id was already used for another fight; send the key press with a new id',
  },
  [COMMAND_REFUSALS.rateLimited]: {
    status: 429,
    retryable: true,
    message: 'Too many messages; the command waits a moment and goes again',
  },
  [COMMAND_REFUSALS.nextFightStarted]: {
    status: 409,
    retryable: false,
    message:
      'The next fight of the bracket has already started, so this result can no longer move its fighters',
  },
  [COMMAND_REFUSALS.conflict]: {
    status: 409,
    retryable: false,
    message: 'The fight changed since you saw it; check the current state and try again',
  },
  [COMMAND_REFUSALS.serverError]: {
    status: 503,
    retryable: true,
    message: 'The server could not take the command; it will be sent again',
  },
};

export const REFUSAL_REASONS = Object.keys(REFUSALS) as RefusalReason[];

export function isRefusalReason(reason: string): reason is RefusalReason {
  return Object.hasOwn(REFUSALS, reason);
}

/** What to do with a refusal of any reason, known or not: an unknown reason is final (never retried forever). */
export function refusalInfo(reason: string): RefusalInfo {
  return isRefusalReason(reason)
    ? REFUSALS[reason]
    : { status: 409, retryable: false, message: 'The fight refused this command' };
}

/** Whether a command refused for `reason` may be sent again as it is. */
export function isRetryable(reason: string): boolean {
  return refusalInfo(reason).retryable;
}

/**
 * Decisive events end or rewrite a fight's outcome; they answer `conflict` when the version the judge saw is stale
 * (docs/decisions.md "Version rule"). Counter and clock events apply on top of newer versions.
 */
export const DECISIVE_EVENTS = ['FINISH', 'TECHNICAL_DEFEAT', 'RESTART', 'CANCEL', 'FIX_RESULT'] as const;
export type DecisiveEventType = (typeof DECISIVE_EVENTS)[number];

export function isDecisiveEvent(type: unknown): type is DecisiveEventType {
  return (DECISIVE_EVENTS as readonly unknown[]).includes(type);
}
