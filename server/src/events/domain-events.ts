import type { TournamentStatus } from '@hema/shared/competition/tournament-status';
import type { FightState } from '@hema/shared/realtime/protocol';

/**
 * What one write did to one fight: its version after the write, the rooms it was in before and is in after, and its
 * new state — or `state: null` when the fight was removed. The live fan-out sends the state to the union of both room
 * lists (so a ring the fight left learns it left) or a removal to the rooms it was in; the view cache drops the views
 * of those rooms.
 */
export interface FightChange {
  fightId: string;
  version: number;
  roomsBefore: readonly string[];
  roomsAfter: readonly string[];
  state: FightState | null;
}

/**
 * Everything a write tells the rest of the server once its transaction has committed, in one union: the view cache,
 * the live fan-out and the results job subscribe to the kinds they need (events/event-bus.ts). Each event says what
 * changed, as narrowly as its writer knows it, so a subscriber replaces only what shows that.
 */
export type DomainEvent =
  /** Fights were scored, created, moved between rings, rewritten or removed (every fight write). */
  | { type: 'fights.changed'; changes: readonly FightChange[] }
  /** A stage was generated, edited or removed, or a pool's fighters set: the category's brackets and tables. */
  | { type: 'stage.changed'; tournamentId: string; nominationId: string }
  /** A category was created, edited or removed, or its participants changed. */
  | { type: 'nomination.changed'; tournamentId: string; nominationId: string }
  /** A tournament's own data changed (title, dates, address, registration, cover) or it was created or deleted. */
  | { type: 'tournament.changed'; tournamentId: string }
  /**
   * A tournament moved to another status. `wasPublic`/`isPublic` say whether anyone could see it before and after
   * (a tournament in developing is its author's and admins' only).
   */
  | {
      type: 'tournament.status-changed';
      tournamentId: string;
      authorId: string;
      status: TournamentStatus;
      wasPublic: boolean;
      isPublic: boolean;
    }
  /** Applications to a tournament's categories changed (places taken, waiting lists). */
  | { type: 'application.changed'; tournamentId: string }
  /** A ring of a tournament was created, renamed or removed. */
  | { type: 'ring.changed'; tournamentId: string; areaId: string }
  /** A ring's judging panel changed: a seat, a judge's call or a decision (panel/); the live module pushes it to the panel's room. */
  | { type: 'panel.changed'; tournamentId: string; areaId: string; fightId: string | null }
  /** A team of a tournament was created, edited or removed. */
  | { type: 'team.changed'; tournamentId: string; teamId: string }
  /**
   * People's names or clubs as any tournament shows them changed (an account edited, merged or deleted, a club or
   * another catalog entry renamed): they appear in every tournament those people fought in.
   */
  | { type: 'people.changed'; userIds: readonly string[] }
  /**
   * A catalog entry (a club, a weapon, a weapon type, a zone) was edited, removed or merged into another: tournaments
   * show their titles next to fighters and categories.
   */
  | { type: 'catalog.changed'; entry: string; id: string }
  /** Something ratings, achievements and category results are derived from changed: the results job runs again. */
  | { type: 'results.changed'; reason: string }
  /** The results job wrote what it derives (ratings, category results, awards). */
  | { type: 'results.written' }
  /**
   * A ring called the fighters of a fight (the judge's call key): they and their followers are told at once, and
   * the schedule shows it.
   */
  | {
      type: 'fight.called';
      tournamentId: string;
      nominationId: string;
      fightId: string;
      areaId: string;
      fighterIds: readonly string[];
      calledAt: string;
    }
  /** A stage's pools or bracket were published (generated): its fighters learn where and whom they fight. */
  | { type: 'pools.out'; tournamentId: string; nominationId: string; stageId: string }
  /** An organizer decided on an application: approved, or moved up from the waiting list. */
  | {
      type: 'application.decided';
      tournamentId: string;
      nominationId: string;
      userId: string;
      decision: 'approved' | 'movedUp';
    }
  /** An organizer sent an announcement to everyone at the tournament, a category's fighters, or the judges. */
  | {
      type: 'announcement.sent';
      tournamentId: string;
      announcementId: string;
      audience: 'everyone' | 'category' | 'judges';
      nominationId: string | null;
      level: 'info' | 'warning' | 'alert';
      text: string;
    }
  /** An organizer withdrew an announcement: open pages, screens and consoles stop showing it. */
  | {
      type: 'announcement.withdrawn';
      tournamentId: string;
      announcementId: string;
      audience: 'everyone' | 'category' | 'judges';
      nominationId: string | null;
    };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
