import { isTournamentPublic, type TournamentStatus } from '@hema/shared/competition/tournament-status';
import { forbidden, notFound, unauthorized } from './app-error.js';
import type { SessionUser } from './session-user.js';
import { COMPETITION_ERRORS } from './competition-errors.js';

export const LICENSE_EXPIRED_MESSAGE = 'Your organizer license has expired';

/** What access to a tournament depends on: its author and its status (any tournament row or view has both). */
type Owned = { authorId: string; status: TournamentStatus };

/** What seeing a tournament depends on: who the caller is and whether they are an admin. */
export type Viewer = Pick<SessionUser, '_id' | 'isAdmin'>;

/**
 * The viewer a shared read view is built as (the view cache, server/src/views): it sees every tournament, and the
 * kept view then answers only those `canViewTournament` lets see it. Reads take it where they take a `Viewer`.
 */
export const VIEW_BUILDER: Viewer = Object.freeze({ _id: '', isAdmin: true });

/** The tournament's author or an admin: who may change it (licence aside) and read its judges' record. */
export function ownsOrAdministers(user: Viewer | undefined, tournament: Owned): boolean {
  return !!user && (user.isAdmin || tournament.authorId === user._id);
}

/**
 * A tournament in developing is hidden: only its author and admins see it (spec §4). The one rule for every read,
 * REST and live (fight states, ring polling, socket rooms) alike.
 */
export function canViewTournament(user: Viewer | undefined, tournament: Owned): boolean {
  return isTournamentPublic(tournament.status) || ownsOrAdministers(user, tournament);
}

/** Reads answer 404 for a tournament the user may not see, as if it did not exist. */
export function assertCanViewTournament(user: Viewer | undefined, tournament: Owned): void {
  if (!canViewTournament(user, tournament)) throw notFound('Tournament');
}

/** Creating a tournament needs an organizer role and a licence (or trial) that is still running. */
export function assertCanCreateTournament(user: SessionUser | undefined): asserts user is SessionUser {
  if (!user) throw unauthorized();
  if (!user.isOrganizer) throw forbidden();
  if (!user.isActiveOrganizer) throw forbidden(LICENSE_EXPIRED_MESSAGE, COMPETITION_ERRORS.licenseExpired);
}

/**
 * Running a tournament that has started — scoring its fights and finishing it: as {@link assertCanManageTournament},
 * except that the author of an ONGOING tournament keeps these rights when their licence lapses mid-event (a licence
 * ends on a date, an event does not stop for it). Every other write still needs a running licence.
 */
export function assertCanRunStartedTournament(
  user: SessionUser | undefined,
  tournament: Owned,
): asserts user is SessionUser {
  const startedByThem =
    !!user && user.isOrganizer && tournament.status === 'ONGOING' && tournament.authorId === user._id;
  if (startedByThem) return;
  assertCanManageTournament(user, tournament);
}

/**
 * The organizer's own records of a tournament — its applications, the HEMA Ratings export, the ring judges' log —
 * are reads: its author and admins see them whatever the licence (a lapsed licence locks writes, not the past).
 */
export function assertCanReadManagement(
  user: SessionUser | undefined,
  tournament: Owned,
): asserts user is SessionUser {
  if (!user) throw unauthorized();
  if (ownsOrAdministers(user, tournament)) return;
  if (!canViewTournament(user, tournament)) throw notFound('Tournament');
  throw forbidden(
    'Only the organizer of this tournament can change it',
    COMPETITION_ERRORS.notYourTournament,
  );
}

/**
 * Every write to a tournament and everything in it (categories, participants, stages, pools, rings, fights): an
 * admin may change any tournament, an organizer only their own and only while their licence runs. Another
 * organizer's hidden tournament answers 404, a visible one 403. The fight engine reuses this for judge commands.
 */
export function assertCanManageTournament(
  user: SessionUser | undefined,
  tournament: Owned,
): asserts user is SessionUser {
  if (!user) throw unauthorized();
  if (!ownsOrAdministers(user, tournament)) {
    if (!canViewTournament(user, tournament)) throw notFound('Tournament');
    throw forbidden(
      'Only the organizer of this tournament can change it',
      COMPETITION_ERRORS.notYourTournament,
    );
  }
  if (!user.isOrganizer) throw forbidden();
  if (!user.isActiveOrganizer) throw forbidden(LICENSE_EXPIRED_MESSAGE, COMPETITION_ERRORS.licenseExpired);
}
