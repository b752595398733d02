import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { room, type FightState } from '@hema/shared/realtime/protocol';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { connectLive, subscribe, type LiveSocket } from '../support/live-client.js';
import { DEMO, startReplicaOf, startTestApp, type TestApp } from '../support/test-app.js';
import { CachedReads } from '../../src/views/cached-reads.js';

/**
 * Reads from memory on two replicas of one database and one Redis stream: every kind of change — a score,
 * a ring move, a deletion, a rule change — replaces the kept views on both, a 304 is answered only for the version
 * the caller holds, and an unchanged view answers 304 without a query.
 */
let a: TestApp;
let b: TestApp;
let organizer: string;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  a = await startTestApp({ redis: true, listen: true });
  b = await startReplicaOf(a);
  organizer = await a.login(DEMO.organizer);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await b?.close();
  await a?.close();
});

const ringPath = (areaId: string) => `/api/live/areas/${areaId}`;
const stagesPath = (ring: Ring) => `/api/nominations/${ring.nomination.id}/stages`;

/** The answers of both replicas to a read, as tags to hold. */
async function holdBoth(path: string): Promise<[string, string]> {
  const tags: string[] = [];
  for (const app of [a, b]) {
    const res = await app.http.get(path);
    expect(res.status).toBe(200);
    tags.push(res.headers.etag!);
  }
  return tags as [string, string];
}

/**
 * Every replica answers the held version with a new body: A, where the write ran, at once (its invalidation ran
 * before the write's answer); B as soon as the invalidation arrived on the Redis stream, and never a 304 after it.
 * The bodies are returned.
 */
async function changedOnBoth(path: string, held: [string, string]): Promise<unknown[]> {
  const onA = await a.http.get(path).set('If-None-Match', held[0]);
  expect(onA.status).toBe(200);
  expect(onA.headers.etag).not.toBe(held[0]);
  const replica = b.app.get(CachedReads);
  await until(() => replica.keptForAnyone(path) === undefined, `B drops its view of ${path}`);
  const onB = await b.http.get(path).set('If-None-Match', held[1]);
  expect(onB.status).toBe(200);
  expect(onB.headers.etag).not.toBe(held[1]);
  return [onA.body, onB.body];
}

/** A spectator of `rooms` on replica B: its pushes travel the Redis stream after the invalidation they follow. */
async function spectatorOnB(rooms: string[]): Promise<LiveSocket> {
  const socket = await connectLive(b.url);
  sockets.push(socket);
  await subscribe(socket, rooms);
  return socket;
}

async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not within 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const seen = (socket: LiveSocket, fightId: string, version: number) => () =>
  socket.states.some((s) => s.fightId === fightId && s.version >= version);

const versions = (body: unknown) =>
  Object.fromEntries((body as { states: FightState[] }).states.map((s) => [s.fightId, s.version]));

it('answers an unchanged view with 304 from memory, without a query, on both replicas', async () => {
  const ring = await createRing(a.db, DEMO.organizer);
  for (const path of [ringPath(ring.area.id), stagesPath(ring)]) {
    const held = await holdBoth(path);
    for (const [i, app] of [a, b].entries()) {
      const queries = jest.spyOn(app.db, 'createQueryRunner');
      const res = await app.http.get(path).set('If-None-Match', held[i]);
      expect(res.status).toBe(304);
      expect(queries).not.toHaveBeenCalled();
      // Answered before Express: the 304 names the version only (RFC 9110 §15.4.5; the browser keeps the stored
      // answer's other headers), the full answer carries the headers of every API answer.
      expect(res.headers.etag).toBe(held[i]);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeUndefined();
      const full = await app.http.get(path);
      expect(full.status).toBe(200);
      expect(queries).not.toHaveBeenCalled();
      queries.mockRestore();
      expect(full.headers['x-frame-options']).toBe('DENY');
      expect(full.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  }
});

describe('every kind of change replaces the kept views on both replicas', () => {
  it('a score (a judge command: change records only)', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const fight = ring.fights[0];
    const paths = [ringPath(ring.area.id), stagesPath(ring), `/api/fights/${fight.id}/state`];
    const held = await Promise.all(paths.map(holdBoth));
    const spectator = await spectatorOnB([room.area(ring.area.id)]);

    for (const event of [{ type: 'START' }, { type: 'SCORE', side: 1, delta: 1 }]) {
      const res = await a.http
        .post(`/api/fights/${fight.id}/commands`)
        .set('Authorization', organizer)
        .send({ commandId: randomUUID(), event: { ...event, at: Date.now() } });
      expect(res.status).toBe(200);
    }
    await until(seen(spectator, fight.id, fight.version + 2), "B's spectator holds the score");

    const [ringOnA, ringOnB] = await changedOnBoth(paths[0], held[0]);
    expect(versions(ringOnA)[fight.id]).toBe(fight.version + 2);
    expect(versions(ringOnB)[fight.id]).toBe(fight.version + 2);
    await changedOnBoth(paths[1], held[1]);
    const states = (await changedOnBoth(paths[2], held[2])) as FightState[];
    expect(states.map((s) => s.view.score1)).toEqual([1, 1]);

    // A subscription on B, answered from memory, has the new version too.
    const late = await connectLive(b.url);
    sockets.push(late);
    const answer = await subscribe(late, [room.area(ring.area.id)], { [fight.id]: fight.version });
    expect(answer.states.find((s) => s.fightId === fight.id)?.version).toBe(fight.version + 2);
  });

  it('a ring move', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const moved = ring.fights[0];
    const ringB = await a.http
      .post(`/api/tournaments/${ring.tournament.id}/areas`)
      .set('Authorization', organizer)
      .send({ title: 'Ring B' });
    const [heldA, heldB] = [await holdBoth(ringPath(ring.area.id)), await holdBoth(ringPath(ringB.body._id))];
    const spectator = await spectatorOnB([room.area(ring.area.id)]);

    const assigned = await a.http
      .put(`/api/areas/${ringB.body._id}/fights`)
      .set('Authorization', organizer)
      .send({ fightIds: [moved.id] });
    expect(assigned.status).toBe(200);
    await until(seen(spectator, moved.id, moved.version + 1), "B's spectator of ring A sees the fight leave");

    for (const body of await changedOnBoth(ringPath(ring.area.id), heldA))
      expect(versions(body)).not.toHaveProperty(moved.id);
    for (const body of await changedOnBoth(ringPath(ringB.body._id), heldB))
      expect(Object.keys(versions(body))).toEqual([moved.id]);
  });

  it('a deletion (the category reset)', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const held = await Promise.all([ringPath(ring.area.id), stagesPath(ring)].map(holdBoth));
    const spectator = await spectatorOnB([room.nomination(ring.nomination.id)]);

    const reset = await a.http
      .post(`/api/nominations/${ring.nomination.id}/reset`)
      .set('Authorization', organizer);
    expect(reset.status).toBe(200);
    await until(() => spectator.removed.length === ring.fights.length, "B's spectator sees every removal");

    for (const body of await changedOnBoth(ringPath(ring.area.id), held[0]))
      expect(versions(body)).toEqual({});
    await changedOnBoth(stagesPath(ring), held[1]);
  });

  it('a rule change (unfought fights take the new rules)', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const fight = ring.fights[1];
    const held = await Promise.all([ringPath(ring.area.id), stagesPath(ring)].map(holdBoth));
    const spectator = await spectatorOnB([room.area(ring.area.id)]);

    const res = await a.http
      .put(`/api/nominations/${ring.nomination.id}`)
      .set('Authorization', organizer)
      .send({ rules: { durationMs: 120_000 } });
    expect(res.status).toBe(200);
    await until(seen(spectator, fight.id, fight.version + 1), "B's spectator sees the new rules");

    for (const body of await changedOnBoth(ringPath(ring.area.id), held[0])) {
      const state = (body as { states: FightState[] }).states.find((s) => s.fightId === fight.id)!;
      expect(state.view.clock.durationMs).toBe(120_000);
    }
    await changedOnBoth(stagesPath(ring), held[1]);
  });
});

it('answers a tournament in developing only to those who may see it, even from memory', async () => {
  const ring = await createRing(a.db, DEMO.organizer);
  // Made hidden through the database: drop the views as a write through the API would.
  await a.db.query(`UPDATE tournament SET status = 'DEVELOPING' WHERE id = $1`, [ring.tournament.id]);
  for (const app of [a, b]) app.app.get(CachedReads).cache.clear();
  const path = ringPath(ring.area.id);
  const own = await a.http.get(path).set('Authorization', organizer);
  expect(own.status).toBe(200);
  // Kept now; still 404 to anyone else, never the ring's ETag (not even a 304 tells it exists).
  const other = await a.http.get(path).set('If-None-Match', own.headers.etag!);
  expect(other.status).toBe(404);
  expect(other.headers.etag).not.toBe(own.headers.etag);
});
