/**
 * Tournament status and the organizer's actions that move it (spec §4). The spec names the statuses, their labels
 * and the five actions but not the transition rules; the table below is ours (docs/decisions.md "Tournament status
 * transitions"). Every pair of status and action is either allowed or refused with a readable message.
 */

export const TOURNAMENT_STATUSES = [
  'DEVELOPING',
  'UPCOMING',
  'REG_OPEN',
  'REG_CLOSED',
  'ONGOING',
  'FINISHED',
] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const TOURNAMENT_ACTIONS = [
  'openForViewing',
  'openRegistration',
  'closeRegistration',
  'start',
  'stepBack',
  'finish',
] as const;
export type TournamentAction = (typeof TOURNAMENT_ACTIONS)[number];

/** Display labels (spec §4: "In developing", "Registration open", "Online", "Completed"). */
export const TOURNAMENT_STATUS_LABELS: Readonly<Record<TournamentStatus, string>> = {
  DEVELOPING: 'In developing',
  UPCOMING: 'Upcoming',
  REG_OPEN: 'Registration open',
  REG_CLOSED: 'Registration closed',
  ONGOING: 'Online',
  FINISHED: 'Completed',
};

/** Display labels of the actions (spec §4). */
export const TOURNAMENT_ACTION_LABELS: Readonly<Record<TournamentAction, string>> = {
  openForViewing: 'Open for viewing',
  openRegistration: 'Open registration',
  closeRegistration: 'Close registration',
  start: 'Start',
  stepBack: 'Back to the previous status',
  finish: 'Finish',
};

interface Transition {
  from: readonly TournamentStatus[];
  to: TournamentStatus;
}

/** The allowed transitions: an action applies only from the listed statuses. */
export const TOURNAMENT_TRANSITIONS: Readonly<Record<TournamentAction, Transition>> = {
  openForViewing: { from: ['DEVELOPING'], to: 'UPCOMING' },
  openRegistration: { from: ['DEVELOPING', 'UPCOMING', 'REG_CLOSED'], to: 'REG_OPEN' },
  closeRegistration: { from: ['REG_OPEN'], to: 'REG_CLOSED' },
  start: { from: ['UPCOMING', 'REG_OPEN', 'REG_CLOSED'], to: 'ONGOING' },
  // Leads back to the status the tournament had before it started (TournamentFacts.statusBeforeStart).
  stepBack: { from: ['ONGOING'], to: 'REG_CLOSED' },
  finish: { from: ['ONGOING'], to: 'FINISHED' },
};

/** A DEVELOPING tournament is hidden: only its author and admins see it (spec §4 "In developing", hidden). */
export function isTournamentPublic(status: TournamentStatus): boolean {
  return status !== 'DEVELOPING';
}

export type TournamentTransition = { ok: true; status: TournamentStatus } | { ok: false; message: string };

/** What the preconditions of the actions look at, beside the status. */
export interface TournamentFacts {
  /** How many categories the tournament has. */
  categories: number;
  /** Whether a fight of the tournament (not a bye) has started: Online cannot be undone after that. */
  fightsStarted?: boolean;
  /** The status the tournament had when it was started: stepping back returns to it. */
  statusBeforeStart?: TournamentStatus | null;
}

/** Statuses a started tournament may step back to (the ones `start` leaves). */
const STARTABLE: readonly TournamentStatus[] = TOURNAMENT_TRANSITIONS.start.from;

/** The status "Back to …" leads to: the one before the start, or Registration closed when it is not known. */
export function statusBeforeStart(previous: TournamentStatus | null | undefined): TournamentStatus {
  return previous && STARTABLE.includes(previous) ? previous : TOURNAMENT_TRANSITIONS.stepBack.to;
}

/**
 * Starting before the first day is a likely slip (a click three weeks early): it needs the organizer's explicit
 * confirmation. Dates are calendar days `yyyy-MM-dd`, compared as text.
 */
export function isEarlyStart(dateStart: string, today: string): boolean {
  return today < dateStart;
}

export const EARLY_START_MESSAGE = (dateStart: string) =>
  `The tournament starts on ${dateStart}: confirm to start it before that day`;

export const FIGHTS_STARTED_MESSAGE =
  'A fight of the tournament has already started: it cannot step back from Online';

/** Actions that need a category: nothing to apply for, nothing to fight in without one. */
const NEEDS_A_CATEGORY: Readonly<Partial<Record<TournamentAction, string>>> = {
  openRegistration: 'Add a category before opening registration',
  start: 'Add a category before starting the tournament',
};

/**
 * The status an action leads to, or why the action is refused: first the status, then the preconditions (a
 * category for opening registration and for starting) when the facts are given.
 */
export function tournamentTransition(
  status: TournamentStatus,
  action: TournamentAction,
  facts?: TournamentFacts,
): TournamentTransition {
  const transition = TOURNAMENT_TRANSITIONS[action];
  if (!transition.from.includes(status)) return { ok: false, message: refusal(status, action) };
  const needsCategory = NEEDS_A_CATEGORY[action];
  if (facts && facts.categories === 0 && needsCategory) return { ok: false, message: needsCategory };
  if (action === 'stepBack') {
    if (facts?.fightsStarted) return { ok: false, message: FIGHTS_STARTED_MESSAGE };
    return { ok: true, status: statusBeforeStart(facts?.statusBeforeStart) };
  }
  return { ok: true, status: transition.to };
}

/** The actions an organizer can take in a status, in the order of TOURNAMENT_ACTIONS. */
export function availableTournamentActions(status: TournamentStatus): TournamentAction[] {
  return TOURNAMENT_ACTIONS.filter((action) => TOURNAMENT_TRANSITIONS[action].from.includes(status));
}

function refusal(status: TournamentStatus, action: TournamentAction): string {
  switch (action) {
    case 'openForViewing':
      return 'Only a tournament in developing can be opened for viewing';
    case 'openRegistration':
      return status === 'REG_OPEN'
        ? 'Registration is already open'
        : 'Registration can only be opened before the tournament starts';
    case 'closeRegistration':
      return 'Registration can only be closed while it is open';
    case 'start':
      if (status === 'DEVELOPING') return 'Open the tournament for viewing before starting it';
      if (status === 'ONGOING') return 'The tournament has already started';
      return 'A finished tournament cannot be started again';
    case 'stepBack':
      return 'Only an ongoing tournament can step back to its previous status';
    case 'finish':
      return status === 'FINISHED'
        ? 'The tournament is already finished'
        : 'Only an ongoing tournament can be finished';
  }
}
