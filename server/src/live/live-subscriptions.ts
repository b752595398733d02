import { Injectable } from '@nestjs/common';
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
import { canViewTournament, type Viewer } from '../tournaments/tournament-access.js';

/** What a subscription may join and answer, room by room. */
export interface RoomsRead {
  /** Rooms the caller may join, each with its fights in room order. */
  members: Map<string, FightState[]>;
  /** Rooms the caller may not join: no such room, or a tournament they may not see. */
  refused: Record<string, SubscribeRefusal>;
}

/**
 * Reads the rooms of one subscription with one statement (however many rooms it names) and applies the one
 * visibility rule of REST (tournament-access `canViewTournament`) to each: a room of a tournament in developing is
 * refused to those who may not see it, exactly as its REST reads answer 404. A fighter's room, which anyone may
 * join, carries only fights of public tournaments, as its pushes do (roomsOfFight).
 *
 * The caller is looked up only when a tournament in developing is involved, so spectators cost no session read.
 */
@Injectable()
export class LiveSubscriptions {
  constructor(private readonly states: FightStateRepository) {}

  async read(
    names: readonly string[],
    viewer: () => Promise<Viewer | undefined>,
  ): Promise<RoomsRead | { refusal: SubscribeRefusal }> {
    const rooms = names.map((name) => ({ name, ...parseRoom(name)! }));
    const { scopes, rows, truncated } = await this.states.live(scopesOf(rooms), MAX_FIGHTS_PER_SUBSCRIBE);
    if (truncated) return { refusal: SUBSCRIBE_REFUSALS.tooManyFights };

    const hidden = (status: TournamentStatus) => !isTournamentPublic(status);
    const caller =
      scopes.some((s) => hidden(s.tournamentStatus)) || rows.some((r) => hidden(r.tournamentStatus))
        ? await viewer()
        : undefined;
    const visible = (row: { authorId: string; tournamentStatus: TournamentStatus }) =>
      canViewTournament(caller, { authorId: row.authorId, status: row.tournamentStatus });

    const scopeOf = new Map(scopes.map((s) => [`${s.kind}:${s.id}`, s]));
    const fights = rows.map((row) => ({ row, state: toState(row) }));
    const read: RoomsRead = { members: new Map(), refused: {} };
    for (const { name, kind, id } of rooms) {
      if (kind === 'fighter') {
        const public_ = fights.filter(({ row }) => isTournamentPublic(row.tournamentStatus));
        read.members.set(name, inRoom(public_, name));
        continue;
      }
      const scope: ScopeRow | undefined = scopeOf.get(`${scopeKind(kind)}:${id}`);
      if (!scope || !visible(scope)) {
        read.refused[name] = SUBSCRIBE_REFUSALS.roomNotFound;
        continue;
      }
      read.members.set(name, inRoom(fights, name));
    }
    return read;
  }
}

function inRoom(fights: readonly { state: FightState }[], name: string): FightState[] {
  return fights.filter(({ state }) => fightInRoom(state, name)).map(({ state }) => state);
}

/** The scope a room reads: a caption room is its ring's. */
function scopeKind(kind: Exclude<RoomKind, 'fighter'>): ScopeRow['kind'] {
  return kind === 'caption' ? 'area' : kind;
}

function scopesOf(rooms: readonly { kind: RoomKind; id: string }[]): LiveScopes {
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
