import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Namespace } from 'socket.io';
import {
  MAX_ROOMS_PER_SOCKET,
  MAX_ROOMS_PER_SUBSCRIBE,
  SUBSCRIBE_REFUSALS,
} from '@hema/shared/realtime/live-limits';
import { room, type SubscribeAnswer } from '@hema/shared/realtime/protocol';
import { EventBus } from '../../src/events/event-bus.js';
import type { FightChange } from '../../src/fights/fight-changes.js';
import { FightEvent } from '../../src/fights/fight-event.entity.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { LiveEviction } from '../../src/live/live-eviction.js';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { User } from '../../src/users/user.entity.js';
import { CompetitionFixtures } from '../competition/competition-fixtures.js';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { command, connectLive, subscribe, waitForState, type LiveSocket } from '../support/live-client.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The live path: a tournament in developing stays hidden on every live read, no socket message can stall
 * the server, an account change reaches open sockets at once, and a command id belongs to its fight. Real Postgres
 * (a pooled connection per query) and Redis, as in production.
 */
let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;
let admin: string;
const sockets: LiveSocket[] = [];
const live = async (token?: string, headers?: Record<string, string>, app = t) => {
  const socket = await connectLive(app.url, token, headers);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  t = await startTestApp({ redis: true, listen: true });
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
  admin = await t.login(DEMO.admin);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

/** A ring of the demo organizer's tournament, put back in developing (hidden: only its author and admins see it). */
async function hiddenRing(): Promise<Ring> {
  const ring = await createRing(t.db, DEMO.organizer);
  await t.db.getRepository(Tournament).update(ring.tournament.id, { status: 'DEVELOPING' });
  return ring;
}

/** Every room of a ring's tournament but the fighters': tournament, category, ring, caption, fight. */
const scopedRooms = (ring: Ring) => [
  room.tournament(ring.tournament.id),
  room.nomination(ring.nomination.id),
  room.area(ring.area.id),
  room.caption(ring.area.id),
  room.fight(ring.fights[0].id),
];

const notFoundEverywhere = (rooms: string[]) =>
  Object.fromEntries(rooms.map((name) => [name, SUBSCRIBE_REFUSALS.roomNotFound]));

/** The live namespace, to ask which rooms a socket is in (membership is what decides who gets a push). */
const namespaceOf = (app: TestApp) =>
  (app.app.get(LiveEviction) as unknown as { namespace: Namespace }).namespace;
async function roomsOf(app: TestApp, socket: LiveSocket): Promise<string[]> {
  const found = (await namespaceOf(app).fetchSockets()).find((s) => s.id === socket.id);
  return [...(found?.rooms ?? [])].filter((name) => name !== socket.id).sort();
}

describe('a tournament in developing on the live path', () => {
  it('refuses every room kind to an anonymous socket and another organizer, one by one and together', async () => {
    const ring = await hiddenRing();
    const rooms = scopedRooms(ring);
    const rival = (await f.organizer()).token;
    for (const token of [undefined, rival]) {
      const socket = await live(token);
      const together = await subscribe(socket, rooms);
      expect(together).toMatchObject({ ok: true, rooms: [], states: [], members: {} });
      expect(together.refused).toEqual(notFoundEverywhere(rooms));
      for (const name of rooms) {
        const alone = await subscribe(socket, [name]);
        expect({ name, alone }).toMatchObject({ name, alone: { ok: true, rooms: [], states: [] } });
        expect(alone.refused).toEqual(notFoundEverywhere([name]));
      }
      expect(await roomsOf(t, socket)).toEqual([]);
    }
  });

  it('joins its rooms for its author and an admin, who see every fight', async () => {
    const ring = await hiddenRing();
    const rooms = scopedRooms(ring);
    for (const token of [organizer, admin]) {
      const answer = await subscribe(await live(token), rooms);
      expect(answer.ok).toBe(true);
      expect(answer.refused).toBeUndefined();
      expect(answer.rooms.sort()).toEqual([...rooms].sort());
      expect(answer.states.map((s) => s.fightId).sort()).toEqual(ring.fights.map((x) => x.id).sort());
      expect(answer.members[room.area(ring.area.id)]).toEqual(ring.fights.map((x) => x.id));
    }
  });

  it('opens to everyone once opened for viewing', async () => {
    const ring = await hiddenRing();
    const spectator = await live();
    const opened = await t.http
      .post(`/api/tournaments/${ring.tournament.id}/status`)
      .set('Authorization', organizer)
      .send({ action: 'openForViewing' });
    expect(opened.status).toBe(200);
    const answer = await subscribe(spectator, scopedRooms(ring));
    expect(answer.refused).toBeUndefined();
    expect(answer.states).toHaveLength(ring.fights.length);
  });

  it('answers the live REST reads 404 to those who may not see it, 304 included', async () => {
    const ring = await hiddenRing();
    const fight = ring.fights[0].id;
    const rival = (await f.organizer()).token;
    const read = (path: string, token?: string, etag?: string) => {
      const req = t.http.get(`/api${path}`);
      if (token) req.set('Authorization', token);
      if (etag) req.set('If-None-Match', etag);
      return req;
    };
    const own = await read(`/live/areas/${ring.area.id}`, organizer);
    expect(own.status).toBe(200);
    expect(own.body.states).toHaveLength(ring.fights.length);
    for (const token of [undefined, rival]) {
      expect((await read(`/fights/${fight}/state`, token)).status).toBe(404);
      expect((await read(`/live/areas/${ring.area.id}`, token)).status).toBe(404);
      // Even the author's ETag tells a stranger nothing: no 304 for a ring they may not see.
      const guessed = await read(`/live/areas/${ring.area.id}`, token, own.headers.etag as string);
      expect(guessed.status).toBe(404);
      expect(guessed.body).toMatchObject({ code: 'not-found' });
    }
    for (const token of [organizer, admin]) {
      expect((await read(`/fights/${fight}/state`, token)).body).toMatchObject({ fightId: fight });
      expect((await read(`/live/areas/${ring.area.id}`, token, own.headers.etag as string)).status).toBe(304);
    }
  });

  it('never sends its fights to fighters’ rooms, which anyone may join; once public it does', async () => {
    const ring = await hiddenRing();
    const fight = ring.fights[0];
    const fighterRoom = room.fighter(ring.fighters[0].id);
    const changes: FightChange[] = [];
    const stop = t.app.get(EventBus).on('fights.changed', (event) => void changes.push(...event.changes));
    try {
      const stranger = await live();
      const answer = await subscribe(stranger, [fighterRoom]);
      expect(answer).toMatchObject({ ok: true, rooms: [fighterRoom], states: [] });
      expect(answer.members).toEqual({ [fighterRoom]: [] });
      const author = await live(organizer);
      await subscribe(author, [room.fight(fight.id)]);
      expect(await command(author, fight.id, { type: 'START' })).toMatchObject({ ok: true, version: 1 });
      await waitForState(author, (s) => s.fightId === fight.id && s.version === 1);
      const hidden = changes.find((c) => c.fightId === fight.id && c.version === 1)!;
      expect(hidden.roomsAfter).toContain(room.fight(fight.id));
      expect(hidden.roomsAfter.filter((name) => name.startsWith('fighter:'))).toEqual([]);
      expect(stranger.states.filter((s) => s.fightId === fight.id)).toEqual([]);

      await t.http
        .post(`/api/tournaments/${ring.tournament.id}/status`)
        .set('Authorization', organizer)
        .send({ action: 'openForViewing' });
      expect(await command(author, fight.id, { type: 'SCORE', side: 1, delta: 1 })).toMatchObject({
        ok: true,
      });
      const seen = await waitForState(stranger, (s) => s.fightId === fight.id);
      expect(seen).toMatchObject({ version: 2, view: { score1: 1 } });
      expect((await subscribe(stranger, [fighterRoom])).members[fighterRoom]).toContain(fight.id);
    } finally {
      stop();
    }
  });

  it('refuses another organizer’s command as if the fight did not exist, over socket and REST', async () => {
    const ring = await hiddenRing();
    const rival = (await f.organizer()).token;
    expect(await command(await live(rival), ring.fights[0].id, { type: 'START' })).toMatchObject({
      ok: false,
      reason: 'fight/not-found',
    });
    const rest = await t.http
      .post(`/api/fights/${ring.fights[0].id}/commands`)
      .set('Authorization', rival)
      .send({ commandId: randomUUID(), event: { type: 'START', at: Date.now() } });
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({ code: 'fight/not-found' });
    expect(rest.body.state).toBeUndefined();
  });

  it('takes a tournament that goes back to developing away from every socket that may not see it', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const rooms = scopedRooms(ring);
    const stranger = await live();
    const author = await live(organizer);
    await subscribe(stranger, [...rooms, room.fighter(ring.fighters[0].id)]);
    await subscribe(author, rooms);
    await t.db.getRepository(Tournament).update(ring.tournament.id, { status: 'DEVELOPING' });
    // No status action leads back to developing today: the event such a change would publish, after its commit.
    await t.app.get(EventBus).publish({
      type: 'tournament.status-changed',
      tournamentId: ring.tournament.id,
      authorId: ring.tournament.authorId,
      status: 'DEVELOPING',
      wasPublic: true,
      isPublic: false,
    });
    expect(await roomsOf(t, stranger)).toEqual([room.fighter(ring.fighters[0].id)]);
    expect(await roomsOf(t, author)).toEqual([...rooms].sort());
    // The author keeps getting its fights; the stranger is in none of the rooms they go to.
    expect(await command(author, ring.fights[0].id, { type: 'START' })).toMatchObject({ ok: true });
    await waitForState(author, (s) => s.fightId === ring.fights[0].id && s.version === 1);
    expect(stranger.states.filter((s) => s.tournamentId === ring.tournament.id)).toEqual([]);
  });
});

describe('bounded socket work', () => {
  it('counts a room listed many times once and refuses more distinct rooms than the cap, typed', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const socket = await live();
    const same = await subscribe(socket, Array(MAX_ROOMS_PER_SUBSCRIBE).fill(room.area(ring.area.id)));
    expect(same).toMatchObject({ ok: true, rooms: [room.area(ring.area.id)] });
    expect(Object.keys(same.members)).toEqual([room.area(ring.area.id)]);
    const tooMany = await subscribe(
      socket,
      Array.from({ length: MAX_ROOMS_PER_SUBSCRIBE + 1 }, () => room.fighter(randomUUID())),
    );
    expect(tooMany).toMatchObject({ ok: false, reason: SUBSCRIBE_REFUSALS.tooManyRooms, rooms: [] });
    expect(tooMany.message).toEqual(expect.stringContaining(String(MAX_ROOMS_PER_SUBSCRIBE)));
  });

  it('holds at most the cap of rooms per connection', async () => {
    const socket = await live();
    const batch = () => Array.from({ length: MAX_ROOMS_PER_SUBSCRIBE }, () => room.fighter(randomUUID()));
    for (let held = 0; held < MAX_ROOMS_PER_SOCKET; held += MAX_ROOMS_PER_SUBSCRIBE)
      expect((await subscribe(socket, batch())).ok).toBe(true);
    expect(await subscribe(socket, [room.fighter(randomUUID())])).toMatchObject({
      ok: false,
      reason: SUBSCRIBE_REFUSALS.tooManyRooms,
    });
    expect(await roomsOf(t, socket)).toHaveLength(MAX_ROOMS_PER_SOCKET);
  });

  it('keeps /api/health and a judge’s acknowledgments answering through a subscribe flood, which is refused', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const flooder = await live();
    const judge = await live(organizer);
    const heavy = [
      room.tournament(ring.tournament.id),
      ...Array(MAX_ROOMS_PER_SUBSCRIBE - 1).fill(room.area(ring.area.id)),
    ];
    const flood: Promise<SubscribeAnswer>[] = Array.from({ length: 300 }, () =>
      flooder.timeout(30_000).emitWithAck('live:subscribe', { rooms: heavy, known: {} }),
    );
    const health = await t.http.get('/api/health');
    expect(health.status).toBe(200);
    const fight = ring.fights[0].id;
    const acks = [await command(judge, fight, { type: 'START' })];
    for (let i = 0; i < 10; i++) acks.push(await command(judge, fight, { type: 'SCORE', side: 1, delta: 1 }));
    expect(acks.map((a) => a.ok)).toEqual(Array(11).fill(true));
    expect((await t.http.get('/api/health')).status).toBe(200);

    const answers = await Promise.all(flood);
    const served = answers.filter((a) => a.ok);
    const limited = answers.filter((a) => a.reason === SUBSCRIBE_REFUSALS.rateLimited);
    expect(served.length).toBeGreaterThan(0);
    expect(served.length).toBeLessThanOrEqual(t.config.LIVE_SUBSCRIBES_PER_SOCKET);
    expect(served.length + limited.length).toBe(answers.length);
    expect(limited.every((a) => (a.retryAfterMs ?? 0) > 0 && a.states.length === 0)).toBe(true);
  });
});

describe('rate limits per connection and per address', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({
      listen: true,
      env: {
        LIVE_SUBSCRIBES_PER_SOCKET: '3',
        LIVE_SUBSCRIBES_PER_ADDRESS: '5',
        LIVE_COMMANDS_PER_SOCKET: '2',
        LIVE_COMMANDS_PER_ADDRESS: '100',
      },
    });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('counts subscriptions per connection and per client address (as trusted proxies tell it)', async () => {
    const ring = await createRing(small.db, DEMO.organizer);
    const rooms = [room.area(ring.area.id)];
    const venue = { 'x-forwarded-for': '203.0.113.7' };
    const outcome = async (socket: LiveSocket, n: number) => {
      const answers: string[] = [];
      for (let i = 0; i < n; i++) answers.push((await subscribe(socket, rooms)).reason ?? 'ok');
      return answers;
    };
    const first = await live(undefined, venue, small);
    expect(await outcome(first, 4)).toEqual(['ok', 'ok', 'ok', 'live/rate-limited']);
    // Same address, another connection: two left of the address's five.
    const second = await live(undefined, venue, small);
    expect(await outcome(second, 3)).toEqual(['ok', 'ok', 'live/rate-limited']);
    const unsubscribed = await second.timeout(5000).emitWithAck('live:unsubscribe', { rooms });
    expect(unsubscribed).toMatchObject({ ok: false, reason: 'live/rate-limited' });
    // Another address behind the same proxy has its own budget.
    const elsewhere = await live(undefined, { 'x-forwarded-for': '198.51.100.9' }, small);
    expect(await outcome(elsewhere, 3)).toEqual(['ok', 'ok', 'ok']);
  });

  it('counts commands in their own budget and refuses the excess as retryable, deciding nothing', async () => {
    const ring = await createRing(small.db, DEMO.organizer);
    const judge = await live(await small.login(DEMO.organizer), { 'x-forwarded-for': '203.0.113.7' }, small);
    const fight = ring.fights[0].id;
    expect(await command(judge, fight, { type: 'START' })).toMatchObject({ ok: true });
    expect(await command(judge, fight, { type: 'SCORE', side: 1, delta: 1 })).toMatchObject({ ok: true });
    const id = randomUUID();
    expect(await command(judge, fight, { type: 'SCORE', side: 1, delta: 1 }, id)).toMatchObject({
      ok: false,
      commandId: id,
      reason: 'live/rate-limited',
    });
    expect(await small.db.getRepository(FightEvent).countBy({ commandId: id })).toBe(0);
    expect((await small.db.getRepository(Fight).findOneByOrFail({ id: fight })).version).toBe(2);
  });
});

describe('an open socket follows its account', () => {
  /** A new organizer with a ring of their own, a judge socket open and one command applied on it. */
  async function scoringOrganizer(): Promise<{ id: string; ring: Ring; judge: LiveSocket; fight: string }> {
    const account = await f.organizer();
    const { email } = await t.db.getRepository(User).findOneByOrFail({ id: account.id });
    if (!email) throw new Error('an organizer has an e-mail');
    const ring = await createRing(t.db, email);
    const judge = await live(account.token);
    const fight = ring.fights[0].id;
    expect(await command(judge, fight, { type: 'START' })).toMatchObject({ ok: true });
    return { id: account.id, ring, judge, fight };
  }
  const asAdmin = (method: 'put' | 'delete', path: string, body: object = {}) =>
    t.http[method](`/api${path}`).set('Authorization', admin).send(body);
  const score = (judge: LiveSocket, fight: string) =>
    command(judge, fight, { type: 'SCORE', side: 1, delta: 1 });

  it('refuses the next command of an organizer demoted on REST', async () => {
    const { id, judge, fight } = await scoringOrganizer();
    expect((await asAdmin('put', `/users/${id}`, { role: 'USER' })).status).toBe(200);
    expect(await score(judge, fight)).toMatchObject({ ok: false, reason: 'auth/forbidden' });
    expect((await t.db.getRepository(Fight).findOneByOrFail({ id: fight })).score1).toBe(0);
  });

  it('refuses the next command of a deleted account: its session has ended', async () => {
    const { id, judge, fight } = await scoringOrganizer();
    expect((await asAdmin('delete', `/users/${id}`)).status).toBe(204);
    expect(await score(judge, fight)).toMatchObject({
      ok: false,
      reason: 'auth/unauthorized',
      message: 'Your session has ended. Sign in again.',
    });
  });

  it('keeps scoring a started tournament once the licence is taken away, and refuses once it is finished', async () => {
    const { id, ring, judge, fight } = await scoringOrganizer();
    expect(
      (await asAdmin('put', `/users/${id}`, { licenseTill: new Date(Date.now() - 60_000).toISOString() }))
        .status,
    ).toBe(200);
    // An event does not stop when its organizer's licence ends (assertCanRunStartedTournament).
    expect(await score(judge, fight)).toMatchObject({ ok: true });
    await t.db.getRepository(Tournament).update(ring.tournament.id, { status: 'FINISHED' });
    expect(await score(judge, fight)).toMatchObject({ ok: false, reason: 'competition/license-expired' });
  });

  it('lets a user promoted on REST score at once, though the socket resolved them before', async () => {
    const account = await f.register('Pia', 'Promoted');
    const ring = await createRing(t.db, DEMO.organizer);
    const judge = await live(account.token);
    expect(await score(judge, ring.fights[1].id)).toMatchObject({
      ok: false,
      reason: 'competition/not-your-tournament',
    });
    expect((await asAdmin('put', `/users/${account.id}`, { role: 'ADMIN' })).status).toBe(200);
    expect(await command(judge, ring.fights[1].id, { type: 'START' })).toMatchObject({ ok: true });
  });

  it('refuses the next command once the licence runs out, with no change to the account', async () => {
    const { id, ring, judge, fight } = await scoringOrganizer();
    // Registration closed, not started: the lapsed licence's exception for a running event does not apply.
    await t.db.getRepository(Tournament).update(ring.tournament.id, { status: 'REG_CLOSED' });
    await t.db.getRepository(User).update(id, { licenseTill: new Date(t.clock.now().getTime() + 3_600_000) });
    // The socket resolves the account again (it changed), then time passes beyond the licence.
    expect(await score(judge, fight)).toMatchObject({ ok: true });
    t.clock.advance(2 * 3_600_000);
    expect(await score(judge, fight)).toMatchObject({ ok: false, reason: 'competition/license-expired' });
  });
});

describe('command ids belong to their fight', () => {
  it('refuses an id another fight used, never answering with that fight’s state or outcome', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const [a, b, c, d] = ring.fights.map((x) => x.id);
    const judge = await live(organizer);
    const id = randomUUID();
    expect(await command(judge, a, { type: 'START' }, id)).toMatchObject({ ok: true, replayed: false });
    const foreign = await command(judge, b, { type: 'START' }, id);
    expect(foreign).toEqual({
      ok: false,
      commandId: id,
      reason: 'command/id-taken',
      message: expect.any(String),
    });
    const rest = await t.http
      .post(`/api/fights/${b}/commands`)
      .set('Authorization', organizer)
      .send({ commandId: id, event: { type: 'START', at: Date.now() } });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: 'command/id-taken' });
    expect(rest.body.state).toBeUndefined();
    expect((await t.db.getRepository(Fight).findOneByOrFail({ id: b })).version).toBe(0);
    expect(await t.db.getRepository(FightEvent).findBy({ commandId: id })).toMatchObject([{ fightId: a }]);
    // On its own fight the id is still a replay.
    expect(await command(judge, a, { type: 'START' }, id)).toMatchObject({ ok: true, replayed: true });

    // A refused command's id is taken as well: the refusal is that fight's, not the next one's.
    const refusedId = randomUUID();
    expect(await command(judge, c, { type: 'PAUSE' }, refusedId)).toMatchObject({
      reason: 'fight/not-running',
    });
    expect(await command(judge, d, { type: 'PAUSE' }, refusedId)).toMatchObject({
      reason: 'command/id-taken',
    });
    expect(await command(judge, d, { type: 'START' }, refusedId)).toMatchObject({
      reason: 'command/id-taken',
    });
  });
});
