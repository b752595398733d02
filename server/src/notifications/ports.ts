/**
 * What notifications need from modules that sit elsewhere or come later, as interfaces with tokens the root module
 * binds (module-map.md, "Injection tokens bound above"). Both are optional: unbound, there are no reminders and no
 * followers' notifications, and everything else works.
 */

/** A fight about to start, as the live schedule estimates it. */
export interface UpcomingFight {
  fightId: string;
  tournamentId: string;
  nominationId: string;
  ringTitle: string;
  /** The estimated start (ISO time). */
  estimatedStart: string;
  /** Fighters' account ids and names (one or two; a fight waiting for a winner has one). */
  fighters: { id: string; name: string }[];
}

/** The schedule's fights expected to start within `ms` from `now` (not yet running or over). */
export interface UpcomingFights {
  startingWithin(ms: number, now: Date): Promise<UpcomingFight[]>;
}
export const UPCOMING_FIGHTS = Symbol('UPCOMING_FIGHTS');

/** Who follows any of these fighters (directly, through a club or a group): their account ids. */
export interface FollowersOf {
  followersOfFighters(fighterIds: readonly string[]): Promise<string[]>;
}
export const FOLLOWERS_OF = Symbol('FOLLOWERS_OF');
