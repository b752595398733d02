/**
 * Bounds of the live namespace: how much one message and one connection may ask of a server, and the
 * typed refusals of a subscription. Zod-free, so the app, the caption overlay and the server import it alike.
 */

/** Distinct room names one `live:subscribe` may list; a longer list is refused whole (`live/too-many-rooms`). */
export const MAX_ROOMS_PER_SUBSCRIBE = 20;

/** Rooms one connection may hold at once; a subscription beyond it is refused (`live/too-many-rooms`). */
export const MAX_ROOMS_PER_SOCKET = 100;

/** Fights one subscription answer may carry; beyond it the answer is refused (`live/too-many-fights`). */
export const MAX_FIGHTS_PER_SUBSCRIBE = 2000;

/** Versions a client may list as known in one subscription. */
export const MAX_KNOWN_VERSIONS = 500;

/** Why a subscription (or one room of it) was refused. */
export const SUBSCRIBE_REFUSALS = {
  /** The message is not a subscription: not an object, names that are not rooms. */
  invalid: 'live/invalid',
  /** More rooms in one message than {@link MAX_ROOMS_PER_SUBSCRIBE}, or on the connection than {@link MAX_ROOMS_PER_SOCKET}. */
  tooManyRooms: 'live/too-many-rooms',
  /** The rooms hold more fights than one answer carries: subscribe to a ring or a category instead. */
  tooManyFights: 'live/too-many-fights',
  /** Too many messages from this connection or address: nothing was done; try again after `retryAfterMs`. */
  rateLimited: 'live/rate-limited',
  /**
   * One room: its tournament, category, ring or fight does not exist, or its tournament is in developing and the
   * caller may not see it (as REST answers 404). Such a room is not joined.
   */
  roomNotFound: 'live/room-not-found',
} as const;

export type SubscribeRefusal = (typeof SUBSCRIBE_REFUSALS)[keyof typeof SUBSCRIBE_REFUSALS];

export const SUBSCRIBE_REFUSAL_MESSAGES: Readonly<Record<SubscribeRefusal, string>> = {
  [SUBSCRIBE_REFUSALS.invalid]: 'rooms must be a list of room names',
  [SUBSCRIBE_REFUSALS.tooManyRooms]: `At most ${MAX_ROOMS_PER_SUBSCRIBE} rooms per message and ${MAX_ROOMS_PER_SOCKET} per connection`,
  [SUBSCRIBE_REFUSALS.tooManyFights]: `These rooms hold more than ${MAX_FIGHTS_PER_SUBSCRIBE} fights; subscribe to a ring or a category`,
  [SUBSCRIBE_REFUSALS.rateLimited]: 'Too many messages; wait a moment and try again',
  [SUBSCRIBE_REFUSALS.roomNotFound]: 'No such room, or it is not public',
};

/** Rooms once each, in the order first listed. */
export function distinctRooms(names: readonly string[]): string[] {
  return [...new Set(names)];
}
