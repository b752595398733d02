import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isTournamentPublic, type TournamentStatus } from '@hema/shared/competition/tournament-status';
import {
  MAX_FIGHTS_PER_SUBSCRIBE,
  SUBSCRIBE_REFUSALS,
  type SubscribeRefusal,
} from '@hema/shared/realtime/live-limits';
import { fightInRoom, parseRoom, type FightState, type RoomKind } from '@hema/shared/realtime/protocol';
import {
  FightStateRepository,
  toState,
  type LiveScopes,
  type ScopeRow,
} from '../fights/fight-state.repository.js';
import { canViewTournament, ownsOrAdministers, type Viewer } from '../common/tournament-access.js';
import { sqlOf } from '../database/sql.js';
import { CachedReads } from '../views/cached-reads.js';

/** What a subscription may join and answer, room by room. */
export interface RoomsRead {
  /** Rooms the caller may join, each with its fights in room order. */
  members: Map<string, FightState[]>;
  /** Rooms the caller may not join: no such room, or a tournament they may not see. */
  refused: Record<string, SubscribeRefusal>;
}

/** Runs a database read when the process's read gate lets it (LiveRateLimits.read), or says how long to wait. */
export type ReadGate = <T>(work: () => Promise<T>) => Promise<{ value: T } | { busyMs: number }>;

/** A room as memory keeps it: its tournament (who may see it; none for a fighter's room) and its fights. */
interface RoomView {
  scope: Pick<ScopeRow, 'tournamentId' | 'authorId' | 'tournamentStatus'> | null;
  fights: { state: FightState; tournamentStatus: TournamentStatus }[];
}

/** Why a room's read gave no view to keep. */
class RoomUnread extends Error {
  constructor(readonly outcome: { refusal: SubscribeRefusal } | { busyMs: number }) {
    super('room not read');
  }
}

/** The LRU group of fighters' rooms, which span tournaments. */
const FIGHTER_ROOMS = 'fighter-rooms';

/**
 * The rooms of a subscription from memory: each room's fights and tournament are read once per version
 * — one statement per room not in memory, through the process's read gate, concurrent subscriptions of one room
 * sharing it — and kept until a change record names the room (views/view-events.ts). A reconnect storm of
 * thousands of spectators of one ring costs one read. The one visibility rule of REST (tournament-access
 * `canViewTournament`) is applied to each room per subscription: a room of a tournament in developing is refused to
 * those who may not see it, exactly as its REST reads answer 404. A fighter's room, which anyone may join, carries
 * only fights of public tournaments, as its pushes do (roomsOfFight).
 *
 * The caller is looked up only when a tournament in developing is involved, so spectators cost no session read.
 */
@Injectable()
export class LiveSubscriptions {
  constructor(
    private readonly states: FightStateRepository,
    private readonly reads: CachedReads,
    private readonly db: DataSource,
  ) {}

  async read(
    names: readonly string[],
    viewer: () => Promise<Viewer | undefined>,
    gate: ReadGate,
  ): Promise<RoomsRead | { refusal: SubscribeRefusal } | { busyMs: number }> {
    const rooms = names.map((name) => ({ name, ...parseRoom(name)! }));
    const views = new Map<string, RoomView | null>();
    try {
      await Promise.all(
        rooms.map(async (r) => {
          const read =
            r.kind === 'panel' ? this.panelRoom(r.id, gate) : this.room(r.name, r.kind, r.id, gate);
          views.set(r.name, await read.catch(missingRoom));
        }),
      );
    } catch (error) {
      if (error instanceof RoomUnread) return error.outcome;
      throw error;
    }
    const distinct = new Set<string>();
    for (const view of views.values())
      for (const { state } of view?.fights ?? []) distinct.add(state.fightId);
    if (distinct.size > MAX_FIGHTS_PER_SUBSCRIBE) return { refusal: SUBSCRIBE_REFUSALS.tooManyFights };

    const hidden = (status: TournamentStatus) => !isTournamentPublic(status);
    const panels = rooms.some((r) => r.kind === 'panel' && views.get(r.name));
    const caller =
      panels || [...views.values()].some((v) => v?.scope && hidden(v.scope.tournamentStatus))
        ? await viewer()
        : undefined;

    const read: RoomsRead = { members: new Map(), refused: {} };
    for (const { name, kind, id } of rooms) {
      const view = views.get(name);
      if (!view || (kind === 'panel' && !(await this.sitsAtPanel(caller, id, view)))) {
        read.refused[name] = SUBSCRIBE_REFUSALS.roomNotFound;
        continue;
      }
      if (!view.scope) {
        const public_ = view.fights.filter((f) => isTournamentPublic(f.tournamentStatus));
        read.members.set(
          name,
          public_.map((f) => f.state),
        );
        continue;
      }
      const { authorId, tournamentStatus: status } = view.scope;
      if (!canViewTournament(caller, { authorId, status })) {
        read.refused[name] = SUBSCRIBE_REFUSALS.roomNotFound;
        continue;
      }
      read.members.set(
        name,
        view.fights.map((f) => f.state),
      );
    }
    return read;
  }

  /** One room's view, from memory or read with one statement through the gate. */
  private room(name: string, kind: RoomKind, id: string, gate: ReadGate): Promise<RoomView> {
    return this.reads.cache.get(`room:${name}`, async () => {
      if (kind === 'news') return this.newsRoom(name, id, gate);
      const gated = await gate(() => this.states.live(scopesOf([{ kind, id }]), MAX_FIGHTS_PER_SUBSCRIBE));
      if ('busyMs' in gated) throw new RoomUnread({ busyMs: gated.busyMs });
      const { scopes, rows, truncated } = gated.value;
      if (truncated) throw new RoomUnread({ refusal: SUBSCRIBE_REFUSALS.tooManyFights });
      const [scope] = scopes;
      if (kind !== 'fighter' && !scope) throw new RoomMissing();
      const fights = rows
        .map((row) => ({ state: toState(row), tournamentStatus: row.tournamentStatus }))
        .filter(({ state }) => fightInRoom(state, name));
      const value: RoomView = {
        scope: scope
          ? {
              tournamentId: scope.tournamentId,
              authorId: scope.authorId,
              tournamentStatus: scope.tournamentStatus,
            }
          : null,
        fights,
      };
      return {
        value,
        bytes: 256 + JSON.stringify(fights).length,
        tags: [name],
        group: scope?.tournamentId ?? FIGHTER_ROOMS,
      };
    });
  }

  /**
   * A ring's panel room: no fights, only the ring's tournament. Not kept in memory: who may join depends on the
   * caller's ring-judge row, read at each subscription (a panel's few devices subscribe rarely).
   */
  private async panelRoom(areaId: string, gate: ReadGate): Promise<RoomView> {
    const gated = await gate(() =>
      sqlOf(this.db)
        .selectFrom('area')
        .innerJoin('tournament', 'tournament.id', 'area.tournamentId')
        .select(['tournament.id as id', 'tournament.authorId as authorId', 'tournament.status as status'])
        .where('area.id', '=', areaId)
        .executeTakeFirst(),
    );
    if ('busyMs' in gated) throw new RoomUnread({ busyMs: gated.busyMs });
    const row = gated.value;
    if (!row) throw new RoomMissing();
    return {
      scope: { tournamentId: row.id, authorId: row.authorId, tournamentStatus: row.status },
      fights: [],
    };
  }

  /**
   * Who may hear a ring's panel, as who may sit at it (panel.service `assertMayScore`): the tournament's organizer,
   * an admin, or a ring judge whose right stands, of a tournament they may see.
   */
  private async sitsAtPanel(caller: Viewer | undefined, areaId: string, view: RoomView): Promise<boolean> {
    if (!caller || !view.scope) return false;
    const tournament = { authorId: view.scope.authorId, status: view.scope.tournamentStatus };
    if (ownsOrAdministers(caller, tournament)) return true;
    if (!canViewTournament(caller, tournament)) return false;
    const judge = await sqlOf(this.db)
      .selectFrom('ring_judge')
      .select('id')
      .where('areaId', '=', areaId)
      .where('userId', '=', caller._id)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    return !!judge;
  }

  /**
   * A tournament's news room (its announcements): no fights, only the tournament, which decides who may join it,
   * read through the gate like any room. Kept as the other rooms are; a status change clears what is kept
   * (views/view-events.ts).
   */
  private async newsRoom(name: string, id: string, gate: ReadGate) {
    const gated = await gate(() =>
      sqlOf(this.db)
        .selectFrom('tournament')
        .select(['id', 'authorId', 'status'])
        .where('id', '=', id)
        .executeTakeFirst(),
    );
    if ('busyMs' in gated) throw new RoomUnread({ busyMs: gated.busyMs });
    const row = gated.value;
    if (!row) throw new RoomMissing();
    const value: RoomView = {
      scope: { tournamentId: row.id, authorId: row.authorId, tournamentStatus: row.status },
      fights: [],
    };
    return { value, bytes: 256, tags: [name], group: row.id };
  }
}

/** No such tournament, category, ring or fight: refused, and not kept (a name anyone may make up). */
class RoomMissing extends Error {
  constructor() {
    super('no such room');
  }
}

function missingRoom(error: unknown): null {
  if (error instanceof RoomMissing) return null;
  throw error;
}

/** The scopes one statement of FightStateRepository.live reads for these rooms (a caption room reads as its ring). */
export function scopesOf(rooms: readonly { kind: RoomKind; id: string }[]): LiveScopes {
  const ids = (...kinds: RoomKind[]) => [
    ...new Set(rooms.filter((r) => kinds.includes(r.kind)).map((r) => r.id)),
  ];
  return {
    tournaments: ids('tournament'),
    nominations: ids('nomination'),
    areas: ids('area', 'caption'),
    fights: ids('fight'),
    fighters: ids('fighter'),
  };
}
