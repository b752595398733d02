import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fightInRoom, room } from '@hema/shared/realtime/protocol';
import { Fight } from '../../src/fights/fight.entity.js';
import { createRing } from '../support/competition-fixture.js';
import { command, connectLive, subscribe, waitForState, type LiveSocket } from '../support/live-client.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every write of a fight reaches the rooms it was in and is in now (architecture.md §4): a fight that moves to another
 * ring leaves the old ring's judge console, spectators and caption; a deleted fight disappears everywhere, also for
 * a client that was offline while it happened.
 */
let t: TestApp;
let organizer: string;
const sockets: LiveSocket[] = [];
const live = async (token?: string) => {
  const socket = await connectLive(t.url, token);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  t = await startTestApp({ redis: true, listen: true });
  organizer = await t.login(DEMO.organizer);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

async function waitForRemoval(socket: LiveSocket, fightId: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!socket.removed.some((r) => r.fightId === fightId)) {
    if (Date.now() > deadline) throw new Error(`no fight:removed for ${fightId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a fight that moves to another ring', () => {
  it("leaves ring A's console, spectators and caption and joins ring B's", async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const moved = ring.fights[0];
    const ringB = await t.http
      .post(`/api/tournaments/${ring.tournament.id}/areas`)
      .set('Authorization', organizer)
      .send({ title: 'Ring B' });
    expect(ringB.status).toBe(201);
    const [consoleA, spectatorA, captionA, consoleB] = await Promise.all([
      live(organizer),
      live(),
      live(),
      live(organizer),
    ]);
    await subscribe(consoleA, [room.area(ring.area.id)]);
    await subscribe(spectatorA, [room.area(ring.area.id), room.tournament(ring.tournament.id)]);
    await subscribe(captionA, [room.caption(ring.area.id)]);
    await subscribe(consoleB, [room.area(ringB.body._id)]);

    const assigned = await t.http
      .put(`/api/areas/${ringB.body._id}/fights`)
      .set('Authorization', organizer)
      .send({ fightIds: [moved.id] });
    expect(assigned.status).toBe(200);

    for (const socket of [consoleA, spectatorA, captionA, consoleB]) {
      const seen = await waitForState(socket, (s) => s.fightId === moved.id && s.areaId === ringB.body._id);
      expect(fightInRoom(seen, room.area(ring.area.id))).toBe(false);
      expect(fightInRoom(seen, room.area(ringB.body._id))).toBe(true);
    }
    // The fights that stayed on ring A kept their versions: nothing else was pushed.
    expect(consoleA.states.every((s) => s.fightId === moved.id)).toBe(true);

    // A console of ring A that reconnects is told the ring's membership without the fight.
    const late = await live(organizer);
    const known = Object.fromEntries(ring.fights.map((f) => [f.id, f.version]));
    const answer = await subscribe(late, [room.area(ring.area.id), room.area(ringB.body._id)], known);
    expect(answer.members[room.area(ring.area.id)]).toEqual(ring.fights.slice(1).map((f) => f.id));
    expect(answer.members[room.area(ringB.body._id)]).toEqual([moved.id]);
    expect(answer.states.map((s) => s.fightId)).toEqual([moved.id]);
  });

  it('leaves every room of a deleted ring and stays in the tournament, unassigned', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const caption = await live();
    await subscribe(caption, [room.caption(ring.area.id)]);
    const res = await t.http.delete(`/api/areas/${ring.area.id}`).set('Authorization', organizer);
    expect(res.status).toBe(204);
    for (const fight of ring.fights) {
      const seen = await waitForState(caption, (s) => s.fightId === fight.id && s.version > fight.version);
      expect(seen.areaId).toBeNull();
    }
  });
});

describe('a fight that is deleted', () => {
  it('disappears for clients watching it and for a client that was offline during the reset', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const online = await live();
    await subscribe(online, [room.nomination(ring.nomination.id)]);
    const reset = await t.http
      .post(`/api/nominations/${ring.nomination.id}/reset`)
      .set('Authorization', organizer);
    expect(reset.body).toEqual({ deletedFights: ring.fights.length });
    for (const fight of ring.fights) await waitForRemoval(online, fight.id);
    expect(await t.db.getRepository(Fight).countBy({ nominationId: ring.nomination.id })).toBe(0);

    // Offline during the reset: it comes back knowing six fights; the answer says the rooms hold none.
    const returning = await live();
    const known = Object.fromEntries(ring.fights.map((f) => [f.id, f.version]));
    const answer = await subscribe(
      returning,
      [room.nomination(ring.nomination.id), room.area(ring.area.id), room.fight(ring.fights[0].id)],
      known,
    );
    expect(answer).toMatchObject({ ok: true, states: [] });
    expect(answer.members).toEqual({
      [room.nomination(ring.nomination.id)]: [],
      [room.area(ring.area.id)]: [],
    });
    // The deleted fight's own room no longer exists: refused, which tells the client to drop what it holds for it.
    expect(answer.refused).toEqual({ [room.fight(ring.fights[0].id)]: 'live/room-not-found' });
    // A judge still holding a command for a deleted fight gets a final answer, not a retry.
    const judge = await live(organizer);
    expect(await command(judge, ring.fights[0].id, { type: 'START' })).toMatchObject({
      ok: false,
      reason: 'fight/not-found',
    });
  });
});
