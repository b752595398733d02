import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FightEvent } from '../../src/fights/fight-event.entity.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { createRing } from '../support/competition-fixture.js';
import { command, connectLive, type LiveSocket } from '../support/live-client.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Exchanges through the real command path (issue 33 item 2): the socket and its REST twin take EXCHANGE and
 * UNDO_EXCHANGE once per command id, the fight keeps the history (GET /fights/:id/exchanges) and its log shows them.
 */
let app: TestApp;
let organizer: string;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  app = await startTestApp({ redis: true, listen: true });
  organizer = await app.login(DEMO.organizer);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await app?.close();
});

describe('exchanges through the command path', () => {
  it('applies an exchange exactly once over the socket and REST, keeps the history and logs it', async () => {
    const ring = await createRing(app.db, DEMO.organizer, { afterblow: 'deductive' });
    const fight = ring.fights[0];
    const judge = await connectLive(app.url, organizer);
    sockets.push(judge);
    expect(await command(judge, fight.id, { type: 'START' })).toMatchObject({ ok: true, version: 1 });

    const id = randomUUID();
    const clean = { type: 'EXCHANGE', exchange: { kind: 'clean', side: 1, points: 2 } };
    const first = await command(judge, fight.id, clean, id);
    expect(first).toMatchObject({ ok: true, replayed: false, version: 2, state: { view: { score1: 2 } } });
    // The same command again over REST (a console that lost the answer and fell back to polling).
    const replay = await app.http
      .post(`/api/fights/${fight.id}/commands`)
      .set({ Authorization: organizer })
      .send({ commandId: id, expectedVersion: 1, event: { ...clean, at: Date.now() } });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ ok: true, replayed: true, version: 2 });
    expect(await app.db.getRepository(FightEvent).count({ where: { commandId: id } })).toBe(1);

    const rest = (event: Record<string, unknown>, expectedVersion: number) =>
      app.http
        .post(`/api/fights/${fight.id}/commands`)
        .set({ Authorization: organizer })
        .send({ commandId: randomUUID(), expectedVersion, event: { ...event, at: Date.now() } });
    // Deductive: 3 less the afterblow's 1 for fighter 2.
    const afterblow = await rest(
      { type: 'EXCHANGE', exchange: { kind: 'afterblow', side: 2, points: 3, afterblowPoints: 1 } },
      2,
    );
    expect(afterblow.body.state.view).toMatchObject({ score1: 2, score2: 2 });
    const undo = await rest({ type: 'UNDO_EXCHANGE' }, 3);
    expect(undo.body.state.view).toMatchObject({ score1: 2, score2: 0 });
    const row = await app.db.getRepository(Fight).findOneByOrFail({ id: fight.id });
    expect([row.score1, row.score2, row.version]).toEqual([2, 0, 4]);

    const history = await app.http.get(`/api/fights/${fight.id}/exchanges`).set({ Authorization: organizer });
    expect(history.status).toBe(200);
    expect(history.body.version).toBe(4);
    expect(
      history.body.exchanges.map((r: { exchange: { kind: string }; undoneAt?: number }) => [
        r.exchange.kind,
        r.undoneAt !== undefined,
      ]),
    ).toEqual([
      ['clean', false],
      ['afterblow', true],
    ]);
    expect(history.body.exchanges[1].deltas).toEqual({ score1: 0, score2: 2, doubles: 0 });

    const log = await app.http.get(`/api/fights/${fight.id}/events`).set({ Authorization: organizer });
    expect(
      log.body.items.map((e: { event: { type: string }; score1: number; score2: number }) => [
        e.event.type,
        e.score1,
        e.score2,
      ]),
    ).toEqual([
      ['START', 0, 0],
      ['EXCHANGE', 2, 0],
      ['EXCHANGE', 2, 2],
      ['UNDO_EXCHANGE', 2, 0],
    ]);
  });

  it('answers a malformed exchange with a 4xx that says why, and an undo with nothing to undo with a refusal', async () => {
    const ring = await createRing(app.db, DEMO.organizer);
    const fight = ring.fights[0];
    const send = (event: Record<string, unknown>, expectedVersion: number) =>
      app.http
        .post(`/api/fights/${fight.id}/commands`)
        .set({ Authorization: organizer })
        .send({ commandId: randomUUID(), expectedVersion, event: { ...event, at: Date.now() } });
    expect((await send({ type: 'START' }, 0)).status).toBe(200);
    const zero = await send({ type: 'EXCHANGE', exchange: { kind: 'clean', side: 1, points: 0 } }, 1);
    expect(zero.status).toBeGreaterThanOrEqual(400);
    expect(zero.status).toBeLessThan(500);
    expect(typeof zero.body.message).toBe('string');
    const nothing = await send({ type: 'UNDO_EXCHANGE' }, 1);
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('fight/no-exchange');
  });

  it('answers 404 for a fight that does not exist', async () => {
    const unknown = await app.http.get(`/api/fights/${randomUUID()}/exchanges`);
    expect(unknown.status).toBe(404);
    expect((await app.http.get('/api/fights/not-an-id/exchanges')).status).toBe(404);
  });
});
