import { describe, expect, it } from '@jest/globals';
import {
  TOURNAMENT_ACTIONS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_STATUS_LABELS,
  availableTournamentActions,
  isEarlyStart,
  isTournamentPublic,
  tournamentTransition,
  type TournamentAction,
  type TournamentStatus,
} from './tournament-status.js';

const allowed: [TournamentStatus, TournamentAction, TournamentStatus][] = [
  ['DEVELOPING', 'openForViewing', 'UPCOMING'],
  ['DEVELOPING', 'openRegistration', 'REG_OPEN'],
  ['UPCOMING', 'openRegistration', 'REG_OPEN'],
  ['REG_CLOSED', 'openRegistration', 'REG_OPEN'],
  ['REG_OPEN', 'closeRegistration', 'REG_CLOSED'],
  ['UPCOMING', 'start', 'ONGOING'],
  ['REG_OPEN', 'start', 'ONGOING'],
  ['REG_CLOSED', 'start', 'ONGOING'],
  ['ONGOING', 'finish', 'FINISHED'],
  ['ONGOING', 'stepBack', 'REG_CLOSED'],
];

describe('tournament status (spec §4)', () => {
  it.each(allowed)('from %s, %s leads to %s', (from, action, to) => {
    expect(tournamentTransition(from, action)).toEqual({ ok: true, status: to });
  });

  it('refuses every other pair of status and action with a readable message', () => {
    const isAllowed = (s: TournamentStatus, a: TournamentAction) =>
      allowed.some(([f, act]) => f === s && act === a);
    let refused = 0;
    for (const status of TOURNAMENT_STATUSES) {
      for (const action of TOURNAMENT_ACTIONS) {
        if (isAllowed(status, action)) continue;
        const outcome = tournamentTransition(status, action);
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.message.length).toBeGreaterThan(10);
        refused += 1;
      }
    }
    expect(refused).toBe(TOURNAMENT_STATUSES.length * TOURNAMENT_ACTIONS.length - allowed.length);
  });

  it('says why registration cannot be closed when it is not open', () => {
    expect(tournamentTransition('UPCOMING', 'closeRegistration')).toEqual({
      ok: false,
      message: 'Registration can only be closed while it is open',
    });
  });

  it('tells a finished tournament apart from one not yet started', () => {
    expect(tournamentTransition('FINISHED', 'start')).toEqual({
      ok: false,
      message: 'A finished tournament cannot be started again',
    });
    expect(tournamentTransition('DEVELOPING', 'start')).toEqual({
      ok: false,
      message: 'Open the tournament for viewing before starting it',
    });
    expect(tournamentTransition('REG_OPEN', 'openRegistration')).toEqual({
      ok: false,
      message: 'Registration is already open',
    });
    expect(tournamentTransition('FINISHED', 'finish')).toEqual({
      ok: false,
      message: 'The tournament is already finished',
    });
  });

  it('lists the actions an organizer can take in each status', () => {
    expect(availableTournamentActions('DEVELOPING')).toEqual(['openForViewing', 'openRegistration']);
    expect(availableTournamentActions('REG_OPEN')).toEqual(['closeRegistration', 'start']);
    expect(availableTournamentActions('ONGOING')).toEqual(['stepBack', 'finish']);
    expect(availableTournamentActions('FINISHED')).toEqual([]);
  });

  it('labels the statuses as the spec shows them', () => {
    expect(TOURNAMENT_STATUS_LABELS.DEVELOPING).toBe('In developing');
    expect(TOURNAMENT_STATUS_LABELS.REG_OPEN).toBe('Registration open');
    expect(TOURNAMENT_STATUS_LABELS.ONGOING).toBe('Online');
    expect(TOURNAMENT_STATUS_LABELS.FINISHED).toBe('Completed');
  });

  it('hides only a tournament in developing', () => {
    expect(TOURNAMENT_STATUSES.filter((s) => !isTournamentPublic(s))).toEqual(['DEVELOPING']);
  });
});

describe('preconditions of the actions', () => {
  it('refuses to open registration or start a tournament without categories', () => {
    expect(tournamentTransition('UPCOMING', 'openRegistration', { categories: 0 })).toEqual({
      ok: false,
      message: 'Add a category before opening registration',
    });
    expect(tournamentTransition('REG_CLOSED', 'start', { categories: 0 })).toEqual({
      ok: false,
      message: 'Add a category before starting the tournament',
    });
    expect(tournamentTransition('UPCOMING', 'start', { categories: 1 })).toEqual({
      ok: true,
      status: 'ONGOING',
    });
  });

  it('lets an empty tournament be opened for viewing and says the status refusal first', () => {
    expect(tournamentTransition('DEVELOPING', 'openForViewing', { categories: 0 })).toEqual({
      ok: true,
      status: 'UPCOMING',
    });
    expect(tournamentTransition('DEVELOPING', 'start', { categories: 0 })).toEqual({
      ok: false,
      message: 'Open the tournament for viewing before starting it',
    });
  });

  it('steps back from Online to the status the tournament had before it started', () => {
    expect(
      tournamentTransition('ONGOING', 'stepBack', { categories: 1, statusBeforeStart: 'REG_OPEN' }),
    ).toEqual({
      ok: true,
      status: 'REG_OPEN',
    });
    expect(
      tournamentTransition('ONGOING', 'stepBack', { categories: 1, statusBeforeStart: 'UPCOMING' }),
    ).toEqual({
      ok: true,
      status: 'UPCOMING',
    });
  });

  it('refuses to step back once a fight has started', () => {
    expect(
      tournamentTransition('ONGOING', 'stepBack', {
        categories: 1,
        fightsStarted: true,
        statusBeforeStart: 'REG_OPEN',
      }),
    ).toEqual({
      ok: false,
      message: 'A fight of the tournament has already started: it cannot step back from Online',
    });
  });

  it('calls a start before the first day early, on the first day not', () => {
    expect(isEarlyStart('2026-12-20', '2026-11-29')).toBe(true);
    expect(isEarlyStart('2026-12-20', '2026-12-20')).toBe(false);
    expect(isEarlyStart('2026-12-20', '2026-12-21')).toBe(false);
  });
});
