import { describe, expect, it, jest } from '@jest/globals';
import { MAX_ROOMS_PER_SUBSCRIBE } from '@hema/shared/realtime/live-limits';
import type { FightState, SubscribeAnswer } from '@hema/shared/realtime/protocol';
import { room } from '@hema/shared/realtime/protocol';
import { fightsInRooms, LiveConnection, nextOffset, type LiveSocket } from './live-connection';

const AREA = '7a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
const OTHER_AREA = '8a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
const NOMINATION = '5a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
const FIGHTER = '3a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';

function state(id: string, version: number, over: Partial<FightState> = {}): FightState {
  return {
    fightId: id,
    version,
    tournamentId: 't',
    nominationId: NOMINATION,
    poolId: 'p',
    areaId: AREA,
    areaOrder: 0,
    nominationTitle: 'Longsword',
    colorLeft: 'red',
    colorRight: 'blue',
    redSide: 1,
    stage: { type: 'POOL', index: 0, label: null },
    group: { key: 'pool', n: 1 },
    fighter1: { _id: FIGHTER, name: 'Anna', club: null },
    fighter2: null,
    view: { score1: version } as FightState['view'],
    serverTime: 10_000,
    ...over,
  };
}

/** A socket.io client stand-in: records what is sent, lets the test play the server. */
class FakeSocket {
  connected = false;
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  subscriptions: { rooms: string[]; known: Record<string, number> }[] = [];
  emitted: [string, unknown][] = [];
  answer: (request: { rooms: string[]; known: Record<string, number> }) => SubscribeAnswer = (r) => ({
    ok: true,
    rooms: r.rooms,
    states: [],
    members: {},
    serverTime: 10_000,
  });

  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((h) => h(...args));
  }
  connect() {
    return this;
  }
  open() {
    this.connected = true;
    this.fire('connect');
  }
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  timeout() {
    return {
      emitWithAck: async (event: string, payload: { rooms: string[]; known: Record<string, number> }) => {
        if (event !== 'live:subscribe') throw new Error('unexpected');
        this.subscriptions.push(payload);
        return this.answer(payload);
      },
    };
  }
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function setup() {
  const socket = new FakeSocket();
  const connection = new LiveConnection(
    () => socket as unknown as LiveSocket,
    () => 9_000,
  );
  return { socket, connection };
}

/** The browser's online/offline events, played by the test. */
function fakeNetwork() {
  const listeners = new Set<(online: boolean) => void>();
  return {
    events: (listener: (online: boolean) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (online: boolean) => listeners.forEach((l) => l(online)),
  };
}

describe('the live connection', () => {
  it('tells the moment it lost the connection when the browser goes offline, and resyncs by version when back', async () => {
    const socket = new FakeSocket();
    const network = fakeNetwork();
    let now = 9_000;
    const connection = new LiveConnection(
      () => socket as unknown as LiveSocket,
      () => now,
      () => null,
      network.events,
    );
    const connect = jest.spyOn(socket, 'connect');
    connection.retain([room.area(AREA)]);
    socket.open();
    await settle();
    socket.fire('fight:state', state('f1', 3));
    expect(connection.snapshot.lostAt).toBeNull();

    now = 12_000;
    // The websocket may look open for tens of seconds after the network went: the browser's word is taken at once.
    network.set(false);
    expect(socket.connected).toBe(false);
    expect(connection.snapshot).toMatchObject({ status: 'offline', lostAt: 12_000 });
    now = 20_000;
    socket.fire('disconnect', 'io client disconnect');
    expect(connection.snapshot.lostAt).toBe(12_000);

    network.set(true);
    expect(connect).toHaveBeenCalled();
    socket.open();
    await settle();
    expect(connection.snapshot).toMatchObject({ status: 'online', lostAt: null });
    expect(socket.subscriptions.at(-1)).toEqual({ rooms: [room.area(AREA)], known: { f1: 3 } });
  });

  it('counts a dropped socket as lost from the moment it dropped', async () => {
    const { socket, connection } = setup();
    connection.retain([room.area(AREA)]);
    socket.open();
    await settle();
    socket.drop();
    expect(connection.snapshot).toMatchObject({ status: 'offline', lostAt: 9_000 });
  });

  it('subscribes to the rooms screens retain once connected, and marks them loaded', async () => {
    const { socket, connection } = setup();
    connection.retain([room.area(AREA)]);
    expect(connection.snapshot.status).toBe('connecting');
    socket.open();
    await settle();
    expect(socket.subscriptions).toEqual([{ rooms: [room.area(AREA)], known: {} }]);
    expect(connection.snapshot.status).toBe('online');
    expect(connection.snapshot.loadedRooms.has(room.area(AREA))).toBe(true);
  });

  it('keeps the newest state of each fight and ignores an older version that arrives late', () => {
    const { socket, connection } = setup();
    connection.retain([room.area(AREA)]);
    socket.fire('fight:state', state('f1', 5));
    socket.fire('fight:state', state('f1', 4));
    expect(connection.snapshot.states.get('f1')?.version).toBe(5);
    socket.fire('fight:state', state('f1', 6));
    expect(connection.snapshot.states.get('f1')?.version).toBe(6);
  });

  it('resyncs on every reconnect by sending the versions it knows for the rooms', async () => {
    const { socket, connection } = setup();
    connection.retain([room.area(AREA)]);
    socket.open();
    await settle();
    socket.fire('fight:state', state('f1', 3));
    socket.fire('fight:state', state('f2', 7));
    socket.drop();
    expect(connection.snapshot.status).toBe('offline');
    socket.answer = (r) => ({
      ok: true,
      rooms: r.rooms,
      states: [state('f1', 9)],
      members: { [room.area(AREA)]: ['f1', 'f2'] },
      serverTime: 12_000,
    });
    socket.open();
    await settle();
    expect(socket.subscriptions.at(-1)).toEqual({ rooms: [room.area(AREA)], known: { f1: 3, f2: 7 } });
    expect(connection.snapshot.states.get('f1')?.version).toBe(9);
    expect(connection.snapshot.status).toBe('online');
  });

  it('counts screens per room and leaves a room only when the last one lets go', async () => {
    const { socket, connection } = setup();
    socket.open();
    const first = connection.retain([room.nomination(NOMINATION)]);
    const second = connection.retain([room.nomination(NOMINATION)]);
    await settle();
    expect(socket.subscriptions).toHaveLength(1);
    first();
    expect(socket.emitted).toEqual([]);
    second();
    expect(socket.emitted).toEqual([['live:unsubscribe', { rooms: [room.nomination(NOMINATION)] }]]);
  });

  it('rejects a judge command at once while offline, so the outbox keeps it', async () => {
    const { connection } = setup();
    await expect(
      connection.sendCommand({ commandId: 'abcdefgh', fightId: 'f', event: { type: 'START', at: 1 } }),
    ).rejects.toThrow('offline');
  });

  it('measures the server clock offset from the messages', () => {
    const { socket, connection } = setup();
    connection.retain([room.area(AREA)]);
    socket.fire('fight:state', state('f1', 1, { serverTime: 12_000 }));
    expect(connection.snapshot.offsetMs).toBe(3_000);
  });
});

describe('the judge’s session on the live connection', () => {
  it('reconnects with the new token when the user signed in after the connection opened', async () => {
    const socket = new FakeSocket();
    let token: string | null = null;
    const reconnects: string[] = [];
    socket.disconnect = function () {
      reconnects.push('disconnect');
      this.connected = false;
      return this;
    };
    const connection = new LiveConnection(
      (readToken) => {
        socket.connect = function () {
          readToken();
          reconnects.push('connect');
          return this;
        };
        return socket as unknown as LiveSocket;
      },
      () => 0,
      () => token,
    );
    connection.retain([room.area(AREA)]);
    socket.open();
    token = 'token-of-the-judge-000000';
    await expect(
      connection.sendCommand({ commandId: 'abcdefgh', fightId: 'f', event: { type: 'START', at: 1 } }),
    ).rejects.toThrow(/new session/);
    expect(reconnects).toEqual(['connect', 'disconnect', 'connect']);
  });

  it('reconnects with the new token before joining new rooms once the user signed in (drafts show to their organizer)', async () => {
    const socket = new FakeSocket();
    let token: string | null = null;
    const handshakes: (string | null)[] = [];
    socket.disconnect = function () {
      this.connected = false;
      return this;
    };
    const connection = new LiveConnection(
      (readToken) => {
        socket.connect = function () {
          handshakes.push(readToken());
          return this;
        };
        return socket as unknown as LiveSocket;
      },
      () => 0,
      () => token,
    );
    connection.retain([room.area(AREA)]);
    socket.open();
    await settle();
    token = 'token-of-the-organizer-00';
    connection.retain([room.area(OTHER_AREA)]);
    expect(handshakes).toEqual([null, 'token-of-the-organizer-00']);
    socket.open();
    await settle();
    expect(socket.subscriptions.at(-1)?.rooms).toEqual([room.area(AREA), room.area(OTHER_AREA)]);
  });
});

describe('server clock offset', () => {
  it('takes a later-looking sample (less latency) and ignores small jitter', () => {
    expect(nextOffset(null, 100)).toBe(100);
    expect(nextOffset(100, 90)).toBe(100);
    expect(nextOffset(100, 200)).toBe(200);
  });

  it('follows a local clock that jumped back', () => {
    expect(nextOffset(100, -5_000)).toBe(-5_000);
  });
});

describe('room scopes on the client', () => {
  it('matches a fight to its ring, caption, category, tournament, fighters and itself', () => {
    const s = state('0b7c3a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f', 1, {
      tournamentId: '1b7c3a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f',
    });
    const snapshot = { states: new Map([[s.fightId, s]]), leftRooms: new Map() };
    for (const name of [
      room.area(AREA),
      room.caption(AREA),
      room.nomination(NOMINATION),
      room.tournament(s.tournamentId),
      room.fighter(FIGHTER),
      room.fight(s.fightId),
    ]) {
      expect(fightsInRooms(snapshot, [name])).toEqual([s]);
    }
    expect(fightsInRooms(snapshot, [room.area(NOMINATION), 'nonsense'])).toEqual([]);
  });
});

/** A connection watching ring AREA (as a judge console or a caption does), already online. */
async function watchingRing(rooms = [room.area(AREA)]) {
  const { socket, connection } = setup();
  connection.retain(rooms);
  socket.open();
  await settle();
  const shown = (name = room.area(AREA)) =>
    fightsInRooms(connection.snapshot, [name])
      .map((s) => s.fightId)
      .sort();
  return { socket, connection, shown };
}

describe('fights that leave a room', () => {
  it('drops a fight moved to a ring nobody here watches, and ignores its older states arriving late', async () => {
    const { socket, connection, shown } = await watchingRing();
    socket.fire('fight:state', state('f1', 3));
    socket.fire('fight:state', state('f2', 3));
    expect(shown()).toEqual(['f1', 'f2']);
    socket.fire('fight:state', state('f1', 4, { areaId: OTHER_AREA }));
    expect(shown()).toEqual(['f2']);
    expect(connection.snapshot.states.has('f1')).toBe(false);
    // A subscription answer read before the move must not put it back on this ring.
    connection.accept([state('f1', 3)]);
    expect(shown()).toEqual(['f2']);
  });

  it('keeps a fight that left the ring while the category room still shows it', async () => {
    const { socket, shown } = await watchingRing([room.area(AREA), room.nomination(NOMINATION)]);
    socket.fire('fight:state', state('f1', 3));
    socket.fire('fight:state', state('f1', 4, { areaId: OTHER_AREA }));
    expect(shown(room.area(AREA))).toEqual([]);
    expect(shown(room.nomination(NOMINATION))).toEqual(['f1']);
  });

  it('shows a fight moved in from another ring', async () => {
    const { socket, shown } = await watchingRing();
    socket.fire('fight:state', state('f1', 2));
    socket.fire('fight:state', state('f9', 7, { areaId: AREA, areaOrder: 1 }));
    expect(shown()).toEqual(['f1', 'f9']);
  });

  it('follows a new ring order: the newest state of each fight carries its place', async () => {
    const { socket, connection } = await watchingRing();
    socket.fire('fight:state', state('f1', 2, { areaOrder: 0 }));
    socket.fire('fight:state', state('f2', 2, { areaOrder: 1 }));
    socket.fire('fight:state', state('f2', 3, { areaOrder: 0 }));
    socket.fire('fight:state', state('f1', 3, { areaOrder: 1 }));
    socket.fire('fight:state', state('f1', 2, { areaOrder: 0 }));
    const order = fightsInRooms(connection.snapshot, [room.area(AREA)])
      .sort((a, b) => a.areaOrder! - b.areaOrder!)
      .map((s) => s.fightId);
    expect(order).toEqual(['f2', 'f1']);
  });

  it('drops a removed fight everywhere and never brings it back from a late older state', async () => {
    const { socket, connection, shown } = await watchingRing([room.area(AREA), room.nomination(NOMINATION)]);
    socket.fire('fight:state', state('f1', 3));
    socket.fire('fight:state', state('f2', 3));
    socket.fire('fight:removed', { fightId: 'f1', version: 3, serverTime: 10_000 });
    expect(shown(room.area(AREA))).toEqual(['f2']);
    expect(shown(room.nomination(NOMINATION))).toEqual(['f2']);
    expect(connection.snapshot.removed.get('f1')).toBe(3);
    socket.fire('fight:state', state('f1', 3));
    socket.fire('fight:state', state('f1', 2));
    expect(shown(room.nomination(NOMINATION))).toEqual(['f2']);
  });

  it('drops a fight removed before its last state arrived (messages out of order)', async () => {
    const { socket, shown } = await watchingRing();
    socket.fire('fight:removed', { fightId: 'f1', version: 5, serverTime: 10_000 });
    socket.fire('fight:state', state('f1', 4));
    expect(shown()).toEqual([]);
  });

  it('drops, after a reconnect, a fight deleted while it was offline', async () => {
    const { socket, connection, shown } = await watchingRing([room.nomination(NOMINATION)]);
    socket.fire('fight:state', state('f1', 3));
    socket.fire('fight:state', state('f2', 3));
    socket.drop();
    socket.answer = (r) => ({
      ok: true,
      rooms: r.rooms,
      states: [],
      members: { [room.nomination(NOMINATION)]: ['f2'] },
      serverTime: 12_000,
    });
    socket.open();
    await settle();
    expect(shown(room.nomination(NOMINATION))).toEqual(['f2']);
    expect(connection.snapshot.removed.has('f1')).toBe(true);
  });

  it('drops, after a reconnect, a fight moved to a ring nobody here watches while it was offline', async () => {
    const { socket, connection, shown } = await watchingRing();
    socket.fire('fight:state', state('f1', 3));
    socket.fire('fight:state', state('f2', 3));
    socket.drop();
    socket.answer = (r) => ({
      ok: true,
      rooms: r.rooms,
      states: [],
      members: { [room.area(AREA)]: ['f2'] },
      serverTime: 12_000,
    });
    socket.open();
    await settle();
    expect(shown()).toEqual(['f2']);
    expect(connection.snapshot.states.has('f1')).toBe(false);
    // It moved, it was not deleted: when it comes back with a newer state, it shows again.
    socket.fire('fight:state', state('f1', 5));
    expect(shown()).toEqual(['f1', 'f2']);
  });

  it('keeps a fight that left a ring while offline in the category room it still belongs to', async () => {
    const { socket, connection } = setup();
    connection.retain([room.nomination(NOMINATION)]);
    socket.open();
    await settle();
    socket.fire('fight:state', state('f1', 3));
    // The ring is watched later, in a subscription of its own whose member list no longer has the fight.
    socket.answer = (r) => ({
      ok: true,
      rooms: r.rooms,
      states: [],
      members: { [r.rooms[0]]: [] },
      serverTime: 0,
    });
    connection.retain([room.area(AREA)]);
    await settle();
    expect(fightsInRooms(connection.snapshot, [room.area(AREA)])).toEqual([]);
    expect(fightsInRooms(connection.snapshot, [room.nomination(NOMINATION)]).map((s) => s.fightId)).toEqual([
      'f1',
    ]);
    expect(connection.snapshot.removed.size).toBe(0);
  });

  it('drops what it holds for a room the server refused (deleted, or no longer public) and stops waiting for it', async () => {
    const fight = '9a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
    const { socket, connection } = setup();
    connection.retain([room.fight(fight), room.area(AREA)]);
    socket.open();
    await settle();
    socket.fire('fight:state', state(fight, 3, { areaId: OTHER_AREA }));
    expect(connection.snapshot.states.has(fight)).toBe(true);
    socket.drop();
    socket.answer = () => ({
      ok: true,
      rooms: [room.area(AREA)],
      refused: { [room.fight(fight)]: 'live/room-not-found' },
      states: [],
      members: { [room.area(AREA)]: [] },
      serverTime: 0,
    });
    socket.open();
    await settle();
    expect(connection.snapshot.states.has(fight)).toBe(false);
    expect(connection.snapshot.loadedRooms.has(room.fight(fight))).toBe(true);
  });

  it('asks again after the time a rate-limited answer names, and only for rooms still wanted', async () => {
    jest.useFakeTimers();
    try {
      const { socket, connection } = setup();
      const answers: SubscribeAnswer[] = [
        {
          ok: false,
          reason: 'live/rate-limited',
          retryAfterMs: 1500,
          rooms: [],
          states: [],
          members: {},
          serverTime: 0,
        },
      ];
      socket.answer = (r) =>
        answers.shift() ?? { ok: true, rooms: r.rooms, states: [], members: {}, serverTime: 0 };
      connection.retain([room.area(AREA)]);
      const release = connection.retain([room.area(OTHER_AREA)]);
      socket.open();
      await jest.advanceTimersByTimeAsync(0);
      expect(socket.subscriptions).toHaveLength(1);
      expect(connection.snapshot.loadedRooms.size).toBe(0);
      release();
      await jest.advanceTimersByTimeAsync(1499);
      expect(socket.subscriptions).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(socket.subscriptions.at(-1)?.rooms).toEqual([room.area(AREA)]);
      expect(connection.snapshot.loadedRooms.has(room.area(AREA))).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends at most the protocol’s room cap per subscription', async () => {
    const { socket, connection } = setup();
    const many = Array.from({ length: MAX_ROOMS_PER_SUBSCRIBE + 3 }, (_, i) =>
      room.area(`${String(i).padStart(8, '0')}-8f7e-4c4e-9d5f-1a2b3c4d5e6f`),
    );
    connection.retain(many);
    socket.open();
    await settle();
    expect(socket.subscriptions.map((s) => s.rooms.length)).toEqual([MAX_ROOMS_PER_SUBSCRIBE, 3]);
  });

  it('ignores member lists of rooms the answer does not list (an older server)', async () => {
    const { socket, shown } = await watchingRing();
    socket.fire('fight:state', state('f1', 3));
    socket.drop();
    socket.answer = (r) => ({ ok: true, rooms: r.rooms, states: [], members: {}, serverTime: 0 });
    socket.open();
    await settle();
    expect(shown()).toEqual(['f1']);
  });
});
