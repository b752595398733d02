import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import {
  LIVE_NAMESPACE,
  parseRoom,
  subscribeSchema,
  type FightCommandAnswer,
  type FightState,
  type SubscribeAnswer,
} from '@hema/shared/realtime/protocol';
import { AuthService } from '../auth/auth.service.js';
import { sha256, tokenFromHeader } from '../auth/tokens.js';
import type { SessionUser } from '../users/user.view.js';
import { FightCommandService } from '../fights/fight-command.service.js';
import { FightStateRepository } from '../fights/fight-state.repository.js';
import { LiveBroadcaster } from './live-broadcaster.js';

/** A socket keeps the user its token resolved to this long; the command's write still checks the session. */
const JUDGE_TTL_MS = 60_000;

interface LiveSocketData {
  token: string | null;
  judge?: { user: SessionUser | null; session: string; resolvedAt: number };
}

/**
 * The live namespace: anonymous spectators subscribe to public rooms; judges and organizers send commands with
 * their token. The socket remembers the user behind the token for a minute (role, licence), and every command's
 * write checks that the session still stands, so a revoked token stops scoring at once.
 */
@WebSocketGateway({ namespace: LIVE_NAMESPACE })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('LiveGateway');

  constructor(
    private readonly auth: AuthService,
    private readonly commands: FightCommandService,
    private readonly states: FightStateRepository,
    private readonly broadcaster: LiveBroadcaster,
  ) {}

  afterInit(namespace: Namespace): void {
    this.broadcaster.attach(namespace);
  }

  handleConnection(socket: Socket): void {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    (socket.data as LiveSocketData).token = tokenFromHeader(
      typeof auth?.token === 'string' ? auth.token : undefined,
    );
  }

  @SubscribeMessage('fight:command')
  async command(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<FightCommandAnswer> {
    try {
      const judge = await this.judge(socket.data as LiveSocketData);
      const answer = await this.commands.execute(body, judge?.user, judge?.session);
      if (!answer.ok && answer.reason === 'auth/unauthorized') delete (socket.data as LiveSocketData).judge;
      return answer;
    } catch (error) {
      this.logger.error(error instanceof Error ? error.stack : String(error));
      const commandId =
        typeof (body as { commandId?: unknown })?.commandId === 'string'
          ? (body as { commandId: string }).commandId
          : '';
      return {
        ok: false,
        commandId,
        reason: 'server/error',
        message: 'The server could not take the command; it will be sent again',
      };
    }
  }

  private async judge(data: LiveSocketData): Promise<LiveSocketData['judge']> {
    if (!data.token) return undefined;
    const now = Date.now();
    if (!data.judge || now - data.judge.resolvedAt > JUDGE_TTL_MS) {
      const user = await this.auth.resolveToken(data.token);
      data.judge = { user, session: sha256(data.token), resolvedAt: now };
    }
    return data.judge;
  }

  /** Joins public rooms and answers every fight in them that is newer than what the client knows. */
  @SubscribeMessage('live:subscribe')
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SubscribeAnswer> {
    const parsed = subscribeSchema.safeParse(body);
    if (!parsed.success)
      return {
        ok: false,
        rooms: [],
        states: [],
        members: {},
        serverTime: Date.now(),
        message: 'rooms must be a list of room names',
      };
    const rooms = parsed.data.rooms.map((name) => ({ name, room: parseRoom(name) }));
    const bad = rooms.find((r) => !r.room);
    if (bad)
      return {
        ok: false,
        rooms: [],
        states: [],
        members: {},
        serverTime: Date.now(),
        message: `Unknown room "${bad.name}"`,
      };
    await socket.join(rooms.map((r) => r.name));
    const seen = new Map<string, FightState>();
    const members: Record<string, string[]> = {};
    for (const { name, room } of rooms) {
      const kind = room!.kind === 'caption' ? 'area' : room!.kind;
      const inRoom = await this.states.byScope(kind, room!.id);
      members[name] = inRoom.map((state) => state.fightId);
      for (const state of inRoom) seen.set(state.fightId, state);
    }
    const known = parsed.data.known;
    const states = [...seen.values()].filter((s) => (known[s.fightId] ?? -1) < s.version);
    return { ok: true, rooms: rooms.map((r) => r.name), states, members, serverTime: Date.now() };
  }

  @SubscribeMessage('live:unsubscribe')
  async unsubscribe(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<{ ok: boolean }> {
    const rooms = Array.isArray((body as { rooms?: unknown })?.rooms)
      ? (body as { rooms: unknown[] }).rooms
      : [];
    for (const name of rooms) if (typeof name === 'string' && parseRoom(name)) await socket.leave(name);
    return { ok: true };
  }
}
