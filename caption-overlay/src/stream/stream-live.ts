import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  FightRemoved,
  FightState,
  ServerToClientEvents,
  SubscribeAnswer,
} from '@hema/shared/realtime/protocol';
import type { SubscribeRefusal } from '@hema/shared/realtime/live-limits';
import type { DelayLine } from './delay-line.js';
import type { FightBook } from './fight-book.js';

// Names of the live protocol (shared/src/realtime/protocol.ts and live-limits.ts), repeated as the caption does:
// importing their values would pull zod into a bundle that must stay a few tens of KB.
const LIVE_NAMESPACE = '/live';
export const liveRoom = {
  nomination: (id: string) => `nomination:${id}`,
  caption: (id: string) => `caption:${id}`,
};
const RATE_LIMITED: SubscribeRefusal = 'live/rate-limited';
/** MAX_ROOMS_PER_SUBSCRIBE: a ring board of many rings asks in several messages. */
const ROOMS_PER_MESSAGE = 20;

export interface FollowOptions {
  rooms: string[];
  book: FightBook;
  delay: DelayLine;
  /** Something the overlay shows changed (after the delay): redraw. */
  changed: (states: readonly FightState[]) => void;
  /** The connection was lost (true) or is back (false): at once, not delayed (the notice is about now). */
  connection: (lost: boolean) => void;
}

/**
 * Follows the overlay's rooms on the live namespace: the first answer at once, every later message through the
 * delay line; resync by version on every reconnect, so nothing missed meanwhile is lost (as the caption, main.ts).
 */
export function followRooms({ rooms, book, delay, changed, connection }: FollowOptions): void {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(LIVE_NAMESPACE, {
    transports: ['websocket'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 4_000,
  });
  let connects = 0;
  const chunks: string[][] = [];
  for (let i = 0; i < rooms.length; i += ROOMS_PER_MESSAGE)
    chunks.push(rooms.slice(i, i + ROOMS_PER_MESSAGE));

  const resync = (chunk: string[], immediate: boolean) => {
    socket
      .timeout(10_000)
      .emitWithAck('live:subscribe', { rooms: chunk, known: book.known() })
      .then((answer: SubscribeAnswer) => {
        if (answer.reason === RATE_LIMITED)
          setTimeout(() => socket.connected && resync(chunk, immediate), answer.retryAfterMs ?? 2_000);
        if (!answer.ok) return;
        // Only a single-room chunk can tell which fights the overlay still holds; for several rooms the union.
        const members = chunk.flatMap((name) =>
          answer.refused?.[name] ? [] : (answer.members?.[name] ?? []),
        );
        const apply = () => {
          book.resync(answer.states, chunks.length === 1 ? members : null, answer.serverTime);
          changed(answer.states);
        };
        if (immediate) apply();
        else delay.hold(apply);
      })
      .catch(() => socket.disconnect().connect());
  };
  socket.on('connect', () => {
    connection(false);
    // The first answers show the overlay at once; a reconnect's are held back like any update.
    const immediate = connects++ === 0;
    for (const chunk of chunks) resync(chunk, immediate);
  });
  socket.on('disconnect', (reason) => {
    connection(true);
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', () => connection(true));
  window.addEventListener('offline', () => {
    socket.disconnect();
    connection(true);
  });
  window.addEventListener('online', () => {
    if (!socket.connected) socket.connect();
  });
  socket.on('fight:state', (state: FightState) =>
    delay.hold(() => {
      if (book.accept([state])) changed([state]);
    }),
  );
  socket.on('fight:removed', (removed: FightRemoved) =>
    delay.hold(() => {
      if (book.remove(removed.fightId, removed.version)) changed([]);
    }),
  );
}

/** GET of the public API: the body, 'wrong' when the link names nothing (404, 400), null when it cannot tell. */
export async function getJson<T>(path: string): Promise<T | 'wrong' | null> {
  try {
    const response = await fetch(`/api${path}`, { headers: { Accept: 'application/json' } });
    if (response.status === 404 || response.status === 400) return 'wrong';
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}
