import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { room, type PanelChanged } from '@hema/shared/realtime/protocol';
import { Nomination } from '../../src/nominations/nomination.entity.js';
import { CompetitionFixtures } from '../competition/competition-fixtures.js';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { connectLive, subscribe, type LiveSocket } from '../support/live-client.js';
import { DEMO, startReplicaOf, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The judging panel's push on two replicas of one database and one Redis stream: a call, a seat or a decision
 * written on A reaches the panel room's sockets on B, and only the ring's judges, the organizer and admins may join
 * that room.
 */
let a: TestApp;
let b: TestApp;
let organizer: string;
let cup: Ring;
const judges: { id: string; token: string }[] = [];
let stranger: { id: string; token: string };
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  a = await startTestApp({ redis: true, listen: true });
  b = await startReplicaOf(a);
  const f = new CompetitionFixtures(a);
  organizer = await a.login(DEMO.organizer);
  cup = await createRing(a.db, DEMO.organizer);
  await a.db
    .getRepository(Nomination)
    .update(cup.nomination.id, { rules: { panel: { mode: 'majority', judges: 3, windowMs: 1500 } } });
  for (const name of ['Ada', 'Ben']) {
    const judge = await f.register(name, 'Push');
    judges.push(judge);
    const added = await a.http
      .post(`/api/areas/${cup.area.id}/judges`)
      .set('Authorization', organizer)
      .send({ userId: judge.id });
    expect(added.status).toBe(201);
  }
  stranger = await f.register('Sly', 'Outsider');
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await b?.close();
  await a?.close();
});

/** A socket on replica B that records the panel pushes it hears. */
async function listenerOnB(token?: string): Promise<LiveSocket & { panels: PanelChanged[] }> {
  const socket = (await connectLive(b.url, token)) as LiveSocket & { panels: PanelChanged[] };
  sockets.push(socket);
  socket.panels = [];
  socket.on('panel:changed', (changed) => socket.panels.push(changed));
  return socket;
}

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const seat = (token: string, name: string) =>
  a.http.put(`/api/areas/${cup.area.id}/panel/seat`).set('Authorization', token).send({ seat: name });

describe('the panel room', () => {
  it('lets the ring’s judges and the organizer join, and refuses an outsider and an anonymous spectator', async () => {
    const name = room.panel(cup.area.id);
    for (const token of [judges[0].token, organizer]) {
      const socket = await listenerOnB(token);
      const answer = await subscribe(socket, [name]);
      expect(answer).toMatchObject({ ok: true, rooms: [name] });
    }
    for (const token of [stranger.token, undefined]) {
      const socket = await listenerOnB(token);
      const answer = await subscribe(socket, [name]);
      expect(answer.rooms).toEqual([]);
      expect(answer.refused).toEqual({ [name]: 'live/room-not-found' });
    }
    // A ring that does not exist is refused the same way.
    const nowhere = await listenerOnB(organizer);
    expect((await subscribe(nowhere, [room.panel(randomUUID())])).rooms).toEqual([]);
  });

  it('pushes a seat, a call and a decision written on replica A to a second judge on replica B, never to an outsider', async () => {
    const name = room.panel(cup.area.id);
    const second = await listenerOnB(judges[1].token);
    expect((await subscribe(second, [name])).rooms).toEqual([name]);
    const outsider = await listenerOnB(stranger.token);
    await subscribe(outsider, [name]);

    expect((await seat(judges[0].token, 'judge1')).status).toBe(200);
    await until(() => second.panels.length >= 1, 'the seat reaches B');
    expect(second.panels.at(-1)).toEqual({ areaId: cup.area.id, fightId: null });
    expect((await seat(judges[1].token, 'judge2')).status).toBe(200);
    expect((await seat(organizer, 'director')).status).toBe(200);
    await until(() => second.panels.length >= 3, 'every seat reaches B');

    const fightId = cup.fights[0].id;
    await a.http
      .post(`/api/fights/${fightId}/commands`)
      .set('Authorization', organizer)
      .send({ commandId: randomUUID(), event: { type: 'START', at: Date.now() } });
    const heard = second.panels.length;
    const call = await a.http
      .post('/api/panel/calls')
      .set('Authorization', judges[0].token)
      .send({
        callId: randomUUID(),
        fightId,
        exchange: { kind: 'clean', side: 1, points: 1 },
        pressedAt: Date.now() - 500,
      });
    expect(call.status).toBe(201);
    await until(() => second.panels.length > heard, "the first judge's call reaches B");
    expect(second.panels.at(-1)).toEqual({ areaId: cup.area.id, fightId });

    // The director confirms the lone call: a decision is pushed too.
    const panel = await a.http.get(`/api/fights/${fightId}/panel`).set('Authorization', organizer);
    const open = panel.body.exchanges.find((x: { status: string }) => x.status !== 'decided');
    const afterCall = second.panels.length;
    const decided = await a.http
      .post(`/api/fights/${fightId}/panel/decisions`)
      .set('Authorization', organizer)
      .send({ exchangeId: open._id, exchange: { kind: 'clean', side: 1, points: 1 } });
    expect(decided.status).toBe(201);
    await until(() => second.panels.length > afterCall, 'the decision reaches B');

    // Nothing of it reached the outsider, whose subscription was refused.
    expect(outsider.panels).toEqual([]);
  });
});
