import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import {
  LIVE_NAMESPACE,
  type ClientToServerEvents,
  type FightCommand,
  type FightCommandAnswer,
  type FightRemoved,
  type FightState,
  type ServerToClientEvents,
  type SubscribeAnswer,
} from '@hema/shared/realtime/protocol';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents> & {
  states: FightState[];
  removed: FightRemoved[];
};

/**
 * A socket.io-client on the live namespace, websocket only, recording every fight:state it receives. `headers` go
 * with the handshake (a proxy's X-Forwarded-For).
 */
export async function connectLive(
  baseUrl: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<LiveSocket> {
  const socket = io(`${baseUrl}${LIVE_NAMESPACE}`, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    extraHeaders: headers,
    // A fresh connection per call: sockets with different headers must not share one engine.
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  }) as LiveSocket;
  socket.states = [];
  socket.removed = [];
  socket.on('fight:state', (state) => socket.states.push(state));
  socket.on('fight:removed', (removed) => socket.removed.push(removed));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function subscribe(
  socket: LiveSocket,
  rooms: string[],
  known: Record<string, number> = {},
): Promise<SubscribeAnswer> {
  return socket.timeout(5000).emitWithAck('live:subscribe', { rooms, known });
}

export function command(
  socket: LiveSocket,
  fightId: string,
  event: Record<string, unknown>,
  commandId = randomUUID(),
  expectedVersion?: number,
): Promise<FightCommandAnswer> {
  return socket.timeout(10_000).emitWithAck('fight:command', {
    commandId,
    fightId,
    expectedVersion,
    event: { at: Date.now(), ...event } as FightCommand['event'],
  });
}

/** Waits until `predicate` holds for some received state. */
export async function waitForState(
  socket: LiveSocket,
  predicate: (s: FightState) => boolean,
  timeoutMs = 5000,
): Promise<FightState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = socket.states.findLast(predicate);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no matching fight:state within ${timeoutMs} ms; last: ${JSON.stringify(socket.states.at(-1)?.view ?? null)}`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
}
