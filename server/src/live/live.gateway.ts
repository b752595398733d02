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
import { unsubscribeSchema } from '@hema/shared/contracts/live';
import {
  distinctRooms,
  MAX_ROOMS_PER_SOCKET,
  MAX_ROOMS_PER_SUBSCRIBE,
  SUBSCRIBE_REFUSAL_MESSAGES,
  SUBSCRIBE_REFUSALS,
  type SubscribeRefusal,
} from '@hema/shared/realtime/live-limits';
import {
  LIVE_NAMESPACE,
  parseRoom,
  subscribeSchema,
  type FightCommandAnswer,
  type PanelCallSocketAnswer,
  type FightState,
  type SubscribeAnswer,
  type UnsubscribeAnswer,
} from '@hema/shared/realtime/protocol';
import { COMMAND_REFUSALS, refusalInfo } from '@hema/shared/realtime/refusals';
import { panelCallInputSchema } from '@hema/shared/fight/panel';
import { AuthService } from '../auth/auth.service.js';
import { stampOf } from '../auth/session-check.js';
import { AppError } from '../common/app-error.js';
import { PanelService } from '../panel/panel.service.js';
import { sha256, tokenFromHeader } from '../auth/tokens.js';
import type { SessionUser } from '../users/user.view.js';
import { FightCommandService, type CommandSender } from '../fights/fight-command.service.js';
import { LiveBroadcaster } from './live-broadcaster.js';
import { LiveEviction } from './live-eviction.js';
import { LiveRateLimits, type LiveEventKind } from './live-rate-limits.js';
import { LiveResync } from './live-resync.js';
import { LiveSubscriptions } from './live-subscriptions.js';

interface LiveSocketData {
  token: string | null;
  /** The client's address as Express would tell it (LiveIoAdapter, trusted proxies only). */
  address?: string;
  /** The user the token resolved to; every command's write checks it still stands (fight-command.service). */
  judge?: { user: SessionUser; tokenHash: string };
}

/**
 * The live namespace: anonymous spectators subscribe to rooms; judges and organizers send commands with their token.
 *
 * - Every event counts against a per-connection and a per-address budget (LiveRateLimits); over it, the answer is a
 *   typed `live/rate-limited` refusal with the time to wait, and nothing was done.
 * - A subscription lists at most MAX_ROOMS_PER_SUBSCRIBE distinct rooms (a connection holds at most
 *   MAX_ROOMS_PER_SOCKET), is answered from memory (a room not in it: one statement), and joins only rooms the caller may see by the REST rule; a
 *   connection's subscriptions run one after another.
 * - A command's sender is the user the socket's token resolved to; its write re-checks the session and the account
 *   (role, licence, deletion), so a change on REST takes effect on the next command.
 */
@WebSocketGateway({ namespace: LIVE_NAMESPACE })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger('LiveGateway');
  /** Each connection's subscriptions, one after another: a burst from one client never runs reads side by side. */
  private readonly subscribing = new WeakMap<Socket, Promise<unknown>>();

  constructor(
    private readonly auth: AuthService,
    private readonly commands: FightCommandService,
    private readonly panel: PanelService,
    private readonly subscriptions: LiveSubscriptions,
    private readonly limits: LiveRateLimits,
    private readonly broadcaster: LiveBroadcaster,
    private readonly eviction: LiveEviction,
    private readonly resync: LiveResync,
  ) {}

  afterInit(namespace: Namespace): void {
    this.broadcaster.attach(namespace);
    this.eviction.attach(namespace);
    this.resync.attach(namespace);
  }

  handleConnection(socket: Socket): void {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    (socket.data as LiveSocketData).token = tokenFromHeader(
      typeof auth?.token === 'string' ? auth.token : undefined,
    );
  }

  /** Null when the event may go on, else how long the client must wait. */
  private throttled(socket: Socket, kind: LiveEventKind): Promise<number | null> {
    const data = socket.data as LiveSocketData;
    return this.limits.consume(kind, socket.id, data.address ?? socket.handshake.address);
  }

  @SubscribeMessage('fight:command')
  async command(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<FightCommandAnswer> {
    const commandId =
      typeof (body as { commandId?: unknown })?.commandId === 'string'
        ? (body as { commandId: string }).commandId.slice(0, 64)
        : '';
    try {
      if ((await this.throttled(socket, 'command')) !== null)
        return { ok: false, commandId, ...refusal(COMMAND_REFUSALS.rateLimited) };
      const sender = await this.sender(socket.data as LiveSocketData);
      const answer = await this.commands.execute(body, sender);
      if (!answer.ok && answer.reason === 'auth/unauthorized') delete (socket.data as LiveSocketData).judge;
      return answer;
    } catch (error) {
      this.logger.error(error instanceof Error ? error.stack : String(error));
      return { ok: false, commandId, ...refusal(COMMAND_REFUSALS.serverError) };
    }
  }

  /**
   * A judge's call at a ring's panel: the socket twin of POST /panel/calls, so a judge's device is answered without
   * an HTTP request and a session read per call (the socket resolved its account once; the call's read checks it
   * still stands).
   */
  @SubscribeMessage('panel:call')
  async panelCall(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<PanelCallSocketAnswer> {
    const parsed = panelCallInputSchema.safeParse(body);
    const callId = parsed.success ? parsed.data.callId : '';
    const refused = (reason: string, message: string): PanelCallSocketAnswer => ({
      ok: false,
      callId,
      reason,
      message,
    });
    try {
      if ((await this.throttled(socket, 'command')) !== null)
        return refused(COMMAND_REFUSALS.rateLimited, refusalInfo(COMMAND_REFUSALS.rateLimited).message);
      if (!parsed.success)
        return refused(COMMAND_REFUSALS.invalid, refusalInfo(COMMAND_REFUSALS.invalid).message);
      const sender = await this.sender(socket.data as LiveSocketData);
      if (!sender?.socket)
        return refused(COMMAND_REFUSALS.unauthorized, refusalInfo(COMMAND_REFUSALS.unauthorized).message);
      const { tokenHash, refresh } = sender.socket;
      const answer = await this.panel.call(sender.user, parsed.data, {
        stamp: stampOf(sender.user, tokenHash),
        refresh,
      });
      return { ok: true, callId, ...answer };
    } catch (error) {
      if (error instanceof AppError) {
        if (error.statusCode === 401) delete (socket.data as LiveSocketData).judge;
        return refused(error.code, error.message);
      }
      this.logger.error(error instanceof Error ? error.stack : String(error));
      return refused(COMMAND_REFUSALS.serverError, refusalInfo(COMMAND_REFUSALS.serverError).message);
    }
  }

  /** The socket's signed-in sender, resolved once; the command's write checks it still stands. */
  private async sender(data: LiveSocketData): Promise<CommandSender | null> {
    const token = data.token;
    if (!token) return null;
    const resolve = async () => {
      const user = await this.auth.resolveToken(token);
      if (user) data.judge = { user, tokenHash: sha256(token) };
      else delete data.judge;
      return user;
    };
    if (!data.judge && !(await resolve())) return null;
    return {
      user: data.judge!.user,
      socket: { tokenHash: data.judge!.tokenHash, refresh: resolve },
    };
  }

  /** Joins rooms and answers every fight in them that is newer than what the client knows. */
  @SubscribeMessage('live:subscribe')
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SubscribeAnswer> {
    // Counted as it arrives, so a flood is refused at once instead of queueing behind itself.
    const wait = await this.throttled(socket, 'watch');
    if (wait !== null) return refusedSubscription(SUBSCRIBE_REFUSALS.rateLimited, wait);
    const previous = this.subscribing.get(socket) ?? Promise.resolve();
    const run = previous.then(
      () => this.subscribeNow(socket, body),
      () => this.subscribeNow(socket, body),
    );
    this.subscribing.set(socket, run);
    return run;
  }

  private async subscribeNow(socket: Socket, body: unknown): Promise<SubscribeAnswer> {
    const listed = (body as { rooms?: unknown } | null)?.rooms;
    if (Array.isArray(listed) && listed.length > MAX_ROOMS_PER_SUBSCRIBE)
      return refusedSubscription(SUBSCRIBE_REFUSALS.tooManyRooms);
    const parsed = subscribeSchema.safeParse(body);
    if (!parsed.success) return refusedSubscription(SUBSCRIBE_REFUSALS.invalid);
    const names = distinctRooms(parsed.data.rooms);
    const bad = names.find((name) => !parseRoom(name));
    if (bad) return refusedSubscription(SUBSCRIBE_REFUSALS.invalid, undefined, `Unknown room "${bad}"`);
    const held = socket.rooms.size - 1; // a socket is always in its own room
    if (held + names.filter((name) => !socket.rooms.has(name)).length > MAX_ROOMS_PER_SOCKET)
      return refusedSubscription(SUBSCRIBE_REFUSALS.tooManyRooms);

    const token = (socket.data as LiveSocketData).token;
    // Who the caller is matters only for tournaments in developing; then their session is read as it is now.
    const viewer = async () => (token ? ((await this.auth.resolveToken(token)) ?? undefined) : undefined);
    // Rooms in memory cost no read; a room that is not goes through the process's read gate.
    const read = await this.subscriptions.read(names, viewer, (work) => this.limits.read(work));
    if ('busyMs' in read) return refusedSubscription(SUBSCRIBE_REFUSALS.rateLimited, read.busyMs);
    if ('refusal' in read) return refusedSubscription(read.refusal);

    const joined = [...read.members.keys()];
    if (joined.length > 0) await socket.join(joined);
    const seen = new Map<string, FightState>();
    const members: Record<string, string[]> = {};
    for (const [name, fights] of read.members) {
      members[name] = fights.map((state) => state.fightId);
      for (const state of fights) seen.set(state.fightId, state);
    }
    const known = parsed.data.known;
    const states = [...seen.values()].filter((s) => (known[s.fightId] ?? -1) < s.version);
    const refused = Object.keys(read.refused).length > 0 ? { refused: read.refused } : {};
    return { ok: true, rooms: joined, ...refused, states, members, serverTime: Date.now() };
  }

  @SubscribeMessage('live:unsubscribe')
  async unsubscribe(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<UnsubscribeAnswer> {
    const wait = await this.throttled(socket, 'watch');
    if (wait !== null) return { ok: false, reason: SUBSCRIBE_REFUSALS.rateLimited, retryAfterMs: wait };
    const parsed = unsubscribeSchema.safeParse(body);
    if (!parsed.success) return { ok: false, reason: SUBSCRIBE_REFUSALS.invalid };
    for (const name of distinctRooms(parsed.data.rooms)) if (parseRoom(name)) await socket.leave(name);
    return { ok: true };
  }
}

function refusal(reason: (typeof COMMAND_REFUSALS)[keyof typeof COMMAND_REFUSALS]) {
  return { reason, message: refusalInfo(reason).message };
}

function refusedSubscription(
  reason: SubscribeRefusal,
  retryAfterMs?: number,
  message = SUBSCRIBE_REFUSAL_MESSAGES[reason],
): SubscribeAnswer {
  return {
    ok: false,
    reason,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    rooms: [],
    states: [],
    members: {},
    serverTime: Date.now(),
    message,
  };
}
