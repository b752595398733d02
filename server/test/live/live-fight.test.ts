import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { room } from '@hema/shared/realtime/protocol';
import { FightEvent } from '../../src/fights/fight-event.entity.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { createRing } from '../support/competition-fixture.js';
import { command, connectLive, subscribe, waitForState, type LiveSocket } from '../support/live-client.js';
import { DEMO, startReplicaOf, startTestApp, type TestApp } from '../support/test-app.js';

/** Two server instances sharing one Postgres database and one Redis, like two replicas behind nginx. */
let a: TestApp;
let b: TestApp;
let organizer: string;
const sockets: LiveSocket[] = [];
const live = async (app: TestApp, token?: string) => {
  const socket = await connectLive(app.url, token);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  a = await startTestApp({ redis: true, listen: true });
  b = await startReplicaOf(a);
  organizer = await a.login(DEMO.organizer);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await b?.close();
  await a?.close();
});

describe('live fight path across replicas', () => {
  it("pushes a judge's command on instance A to a spectator on instance B", async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const fight = ring.fights[0];
    const spectator = await live(b);
    const sub = await subscribe(spectator, [room.area(ring.area.id)]);
    expect(sub.ok).toBe(true);
    expect(sub.states.map((s) => s.fightId)).toEqual(ring.fights.map((f) => f.id));
    expect(sub.states[0]).toMatchObject({
      stage: { type: 'POOL', index: 0 },
      fighter1: { name: ring.fighters[0].name },
    });

    const judge = await live(a, organizer);
    expect(await command(judge, fight.id, { type: 'START' })).toMatchObject({ ok: true, version: 1 });
    const scored = await command(judge, fight.id, { type: 'SCORE', side: 1, delta: 1 });
    expect(scored).toMatchObject({ ok: true, version: 2, state: { view: { score1: 1, status: 'running' } } });
    const seen = await waitForState(spectator, (s) => s.fightId === fight.id && s.version === 2);
    expect(seen.view.score1).toBe(1);
    expect(seen.fighter1?.name).toBe(ring.fighters[0].name);
  });

  it('applies a replayed command id once and answers the stored outcome', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const fight = ring.fights[0];
    const judge = await live(a, organizer);
    expect(await command(judge, fight.id, { type: 'START' })).toMatchObject({ ok: true });
    const id = randomUUID();
    const first = await command(judge, fight.id, { type: 'SCORE', side: 2, delta: 1 }, id);
    const replayOnB = await command(
      await live(b, organizer),
      fight.id,
      { type: 'SCORE', side: 2, delta: 1 },
      id,
    );
    expect(first).toMatchObject({ ok: true, replayed: false });
    expect(replayOnB).toMatchObject({
      ok: true,
      replayed: true,
      version: (first as { version: number }).version,
    });
    expect(await a.db.getRepository(FightEvent).count({ where: { commandId: id } })).toBe(1);
    const row = await a.db.getRepository(Fight).findOneByOrFail({ id: fight.id });
    expect(row.score2).toBe(1);
  });

  it('loses no update when two judges on two replicas race on one fight', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const fight = ring.fights[1];
    const judgeA = await live(a, organizer);
    const judgeB = await live(b, organizer);
    await command(judgeA, fight.id, { type: 'START' });
    const presses = 15;
    const answers = await Promise.all(
      Array.from({ length: 2 * presses }, (_, i) =>
        i % 2 === 0
          ? command(judgeA, fight.id, { type: 'SCORE', side: 1, delta: 1 })
          : command(judgeB, fight.id, { type: 'SCORE', side: 2, delta: 1 }),
      ),
    );
    expect(answers.every((x) => x.ok)).toBe(true);
    const row = await a.db.getRepository(Fight).findOneByOrFail({ id: fight.id });
    expect(row.score1 + row.score2).toBe(2 * presses);
    expect(row.version).toBe(1 + 2 * presses);
    const versions = answers.map((x) => (x as { version: number }).version).sort((p, q) => p - q);
    expect(new Set(versions).size).toBe(2 * presses);
  });

  it('brings a reconnecting spectator to the latest version', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const fight = ring.fights[2];
    const judge = await live(a, organizer);
    const spectator = await live(b);
    await subscribe(spectator, [room.fight(fight.id)]);
    await command(judge, fight.id, { type: 'START' });
    const before = await waitForState(spectator, (s) => s.fightId === fight.id && s.version === 1);
    spectator.disconnect();
    for (let i = 0; i < 5; i++) await command(judge, fight.id, { type: 'SCORE', side: 1, delta: 1 });
    spectator.connect();
    await new Promise((r) => spectator.once('connect', () => r(undefined)));
    const resync = await subscribe(spectator, [room.fight(fight.id)], { [fight.id]: before.version });
    expect(resync.states).toHaveLength(1);
    expect(resync.states[0]).toMatchObject({ version: 6, view: { score1: 5 } });
    const unchanged = await subscribe(spectator, [room.fight(fight.id)], { [fight.id]: 6 });
    expect(unchanged.states).toEqual([]);
  });

  it('refuses an event the fight cannot take, with a machine-readable reason, and logs it', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const fight = ring.fights[3];
    const judge = await live(a, organizer);
    const answer = await command(judge, fight.id, { type: 'SCORE', side: 1, delta: -1 });
    expect(answer.ok).toBe(false);
    expect(answer).toMatchObject({ reason: expect.stringMatching(/^fight\//), message: expect.any(String) });
    expect(
      await a.db.getRepository(FightEvent).count({ where: { commandId: answer.commandId, applied: false } }),
    ).toBe(1);
  });

  it('takes the same commands over REST (the twin of the socket command)', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const fight = ring.fights[4];
    const res = await a.http
      .post(`/api/fights/${fight.id}/commands`)
      .set('Authorization', organizer)
      .send({ commandId: randomUUID(), event: { type: 'START', at: Date.now() } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, version: 1, state: { view: { status: 'running' } } });
  });

  it('serves the ring over HTTP polling with ETag and 304 while nothing changes', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const first = await a.http.get(`/api/live/areas/${ring.area.id}`);
    expect(first.status).toBe(200);
    expect(first.body.states).toHaveLength(6);
    const etag = first.headers.etag;
    expect((await a.http.get(`/api/live/areas/${ring.area.id}`).set('If-None-Match', etag)).status).toBe(304);
    await a.http
      .post(`/api/fights/${ring.fights[4].id}/commands`)
      .set('Authorization', organizer)
      .send({ commandId: randomUUID(), event: { type: 'START', at: Date.now() } });
    const changed = await a.http.get(`/api/live/areas/${ring.area.id}`).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('ring changes', () => {
  it('pushes a fight to the spectators of the ring it is assigned to, with a new version', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const created = await a.http
      .post(`/api/tournaments/${ring.tournament.id}/areas`)
      .set('Authorization', organizer)
      .send({ title: 'Ring 2' });
    expect(created.status).toBe(201);
    const spectator = await live(b);
    await subscribe(spectator, [room.area(created.body._id)]);
    const fight = ring.fights[5];
    const before = (await a.db.getRepository(Fight).findOneByOrFail({ id: fight.id })).version;
    const res = await a.http
      .put(`/api/areas/${created.body._id}/fights`)
      .set('Authorization', organizer)
      .send({ fightIds: [fight.id] });
    expect(res.status).toBe(200);
    const pushed = await waitForState(spectator, (s) => s.fightId === fight.id);
    expect(pushed).toMatchObject({ areaId: created.body._id, areaOrder: 0, version: before + 1 });
  });
});

describe('category changes', () => {
  it('pushes the fights that take new category rules, with their new versions', async () => {
    const fresh = await createRing(a.db, DEMO.organizer);
    const spectator = await live(b);
    await subscribe(spectator, [room.nomination(fresh.nomination.id)]);
    const res = await a.http
      .put(`/api/nominations/${fresh.nomination.id}`)
      .set('Authorization', organizer)
      .send({ rules: { durationMs: 60_000 } });
    expect(res.status).toBe(200);
    const pushed = await waitForState(spectator, (s) => s.fightId === fresh.fights[0].id);
    expect(pushed).toMatchObject({ version: 1, view: { clock: { durationMs: 60_000 } } });
  });
});

describe('the command path keeps no stale fight', () => {
  it('reads a fight again after someone else changed it, and answers with the change', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const fight = ring.fights[4];
    const judge = await live(a, organizer);
    expect(await command(judge, fight.id, { type: 'START' })).toMatchObject({ ok: true });
    expect(await command(judge, fight.id, { type: 'PAUSE' })).toMatchObject({ ok: true });
    // This replica now holds the fight as it wrote it last.
    expect(await command(judge, fight.id, { type: 'RESUME' })).toMatchObject({ ok: true });
    // The ring changes on replica B: the fight gets a new version and another ring.
    const created = await b.http
      .post(`/api/tournaments/${ring.tournament.id}/areas`)
      .set('Authorization', organizer)
      .send({ title: 'Ring 3' });
    await b.http
      .put(`/api/areas/${created.body._id}/fights`)
      .set('Authorization', organizer)
      .send({ fightIds: [fight.id] });
    const stored = await a.db.getRepository(Fight).findOneByOrFail({ id: fight.id });
    const scored = await command(judge, fight.id, { type: 'SCORE', side: 2, delta: 1 });
    expect(scored).toMatchObject({
      ok: true,
      version: stored.version + 1,
      state: { areaId: created.body._id, view: { score2: stored.score2 + 1 } },
    });
  });

  it('answers a refusal from the stored fight, not from what this replica wrote last', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const fight = ring.fights[3];
    const judgeA = await live(a, organizer);
    const judgeB = await live(b, organizer);
    expect(await command(judgeA, fight.id, { type: 'START' })).toMatchObject({ ok: true });
    expect(await command(judgeB, fight.id, { type: 'PAUSE' })).toMatchObject({ ok: true });
    // Replica A last wrote a running clock; the stored fight is paused, so resuming it is right.
    expect(await command(judgeA, fight.id, { type: 'RESUME' })).toMatchObject({ ok: true, version: 3 });
  });
});

describe('who may score', () => {
  it('refuses commands from an anonymous spectator socket', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const spectator = await live(a);
    expect(await command(spectator, ring.fights[5].id, { type: 'START' })).toMatchObject({
      ok: false,
      reason: 'auth/unauthorized',
    });
  });

  it("refuses another organizer's commands on this tournament, over socket and REST", async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    await a.http.post('/api/auth/register').send({
      firstName: 'Other',
      lastName: 'Organizer',
      email: 'other-org@example.org',
      password: 'other-password',
      passwordConfirm: 'other-password',
    });
    await a.db.query(
      `UPDATE "user" SET role = 'ORGANIZER', "licenseFrom" = now() - interval '1 day', "licenseTill" = now() + interval '30 days' WHERE email = 'other-org@example.org'`,
    );
    const other = await a.login('other-org@example.org', 'other-password');
    const socket = await live(a, other);
    const before = (await a.db.getRepository(Fight).findOneByOrFail({ id: ring.fights[5].id })).version;
    expect(await command(socket, ring.fights[5].id, { type: 'START' })).toMatchObject({
      ok: false,
      reason: 'competition/not-your-tournament',
    });
    const rest = await a.http
      .post(`/api/fights/${ring.fights[5].id}/commands`)
      .set('Authorization', other)
      .send({ commandId: randomUUID(), event: { type: 'START', at: Date.now() } });
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ statusCode: 403, code: 'competition/not-your-tournament' });
    expect((await a.db.getRepository(Fight).findOneByOrFail({ id: ring.fights[5].id })).version).toBe(before);
  });

  it('stops a revoked token from scoring at once, though the socket knows its user already', async () => {
    const ring = await createRing(a.db, DEMO.organizer);
    const token = await a.login(DEMO.organizer);
    const socket = await live(a, token);
    const fight = ring.fights[5];
    expect(await command(socket, fight.id, { type: 'START' })).toMatchObject({ ok: true });
    const before = (await a.db.getRepository(Fight).findOneByOrFail({ id: fight.id })).version;
    await a.http.post('/api/auth/logout').set('Authorization', token);
    expect(await command(socket, fight.id, { type: 'SCORE', side: 1, delta: 1 })).toMatchObject({
      ok: false,
      reason: 'auth/unauthorized',
    });
    expect((await a.db.getRepository(Fight).findOneByOrFail({ id: fight.id })).version).toBe(before);
  });

  it('refuses malformed commands without crashing', async () => {
    const socket = await live(a, organizer);
    for (const bad of [
      null,
      42,
      'x',
      { commandId: 'short' },
      { commandId: randomUUID(), fightId: 'nope', event: {} },
    ]) {
      const answer = await socket.timeout(5000).emitWithAck('fight:command', bad as never);
      expect(answer).toMatchObject({ ok: false, reason: 'command/invalid' });
    }
    const unknownFight = await command(socket, randomUUID(), { type: 'START' });
    expect(unknownFight).toMatchObject({ ok: false, reason: 'fight/not-found' });
    const badRooms = await socket
      .timeout(5000)
      .emitWithAck('live:subscribe', { rooms: ['admin:everything'] } as never);
    expect(badRooms).toMatchObject({ ok: false, message: 'Unknown room "admin:everything"' });
  });
});
