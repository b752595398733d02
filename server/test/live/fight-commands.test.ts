import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FightCommandAnswer } from '@hema/shared/realtime/protocol';
import { FightEvent } from '../../src/fights/fight-event.entity.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { CompetitionFixtures } from '../competition/competition-fixtures.js';
import { createRing } from '../support/competition-fixture.js';
import { command, connectLive, type LiveSocket } from '../support/live-client.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Commands cannot jam a ring: every refusal is a final, typed answer (never `server/error` for a rule), over the
 * socket and over REST (a 4xx), and decisive events refuse a stale version.
 */
let t: TestApp;
let organizer: string;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  organizer = await t.login(DEMO.organizer);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

async function judge(): Promise<LiveSocket> {
  const socket = await connectLive(t.url, organizer);
  sockets.push(socket);
  return socket;
}

const versionOf = async (id: string) => (await t.db.getRepository(Fight).findOneByOrFail({ id })).version;

/** Sends commands to one fight, each with the version the judge saw last. */
function scorer(socket: LiveSocket, fightId: string) {
  let version = 0;
  return async (event: Record<string, unknown>): Promise<FightCommandAnswer> => {
    const answer = await command(socket, fightId, event, randomUUID(), version);
    if (answer.ok) version = answer.version;
    return answer;
  };
}

describe('a refusal of the bracket through the command path', () => {
  it('is final, is answered the same on replay, and the next command of the ring applies', async () => {
    const f = new CompetitionFixtures(t);
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    await f.fighters(organizer, nomination._id, 4);
    const stage = await f.stage(organizer, nomination._id, 'ELIMINATION');
    await f.generate(organizer, stage._id);
    const rows = await t.db.getRepository(Fight).find({ where: { stageId: stage._id } });
    const byKey = (key: string) => rows.find((r) => r.bracketKey === key)!;
    const socket = await judge();

    const semi = scorer(socket, byKey('r1-f0').id);
    for (const event of [{ type: 'START' }, { type: 'SCORE', side: 1, delta: 1 }]) await semi(event);
    expect(await semi({ type: 'FINISH', reason: 'byPoints' })).toMatchObject({ ok: true });
    const other = scorer(socket, byKey('r1-f1').id);
    for (const event of [{ type: 'START' }, { type: 'SCORE', side: 2, delta: 1 }]) await other(event);
    expect(await other({ type: 'FINISH', reason: 'byPoints' })).toMatchObject({ ok: true });
    const final = scorer(socket, byKey('r2-f0').id);
    expect(await final({ type: 'START' })).toMatchObject({ ok: true });

    // Restarting the semi-final would take its winner back out of a final that has started.
    const restartId = randomUUID();
    const semiVersion = await versionOf(byKey('r1-f0').id);
    const refused = await command(socket, byKey('r1-f0').id, { type: 'RESTART' }, restartId, semiVersion);
    expect(refused).toMatchObject({
      ok: false,
      reason: 'bracket/next-fight-started',
      state: { fightId: byKey('r1-f0').id, view: { status: 'finished' } },
    });
    expect(await versionOf(byKey('r1-f0').id)).toBe(semiVersion);
    const replayed = await command(socket, byKey('r1-f0').id, { type: 'RESTART' }, restartId, semiVersion);
    expect(replayed).toMatchObject({ ok: false, reason: 'bracket/next-fight-started', replayed: true });

    expect(await final({ type: 'SCORE', side: 1, delta: 1 })).toMatchObject({
      ok: true,
      state: { view: { score1: 1 } },
    });
  });
});

describe('the version rule', () => {
  it('applies counter events on top of newer versions and refuses a stale decisive event with the current view', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const fight = ring.fights[0];
    const [a, b] = [await judge(), await judge()];
    expect(await command(a, fight.id, { type: 'START' }, randomUUID(), 0)).toMatchObject({ version: 1 });
    expect(await command(b, fight.id, { type: 'SCORE', side: 2, delta: 1 }, randomUUID(), 1)).toMatchObject({
      ok: true,
      version: 2,
    });
    // Judge A still sees version 1: a point applies on top, a finish does not.
    expect(await command(a, fight.id, { type: 'SCORE', side: 1, delta: 1 }, randomUUID(), 1)).toMatchObject({
      ok: true,
      version: 3,
    });
    expect(await command(a, fight.id, { type: 'FINISH', reason: 'byPoints' }, randomUUID(), 1)).toMatchObject(
      {
        ok: false,
        reason: 'conflict',
        state: { version: 3, view: { status: 'running', score1: 1, score2: 1 } },
      },
    );
    expect(await command(a, fight.id, { type: 'FINISH', reason: 'overTime' }, randomUUID(), 3)).toMatchObject(
      {
        ok: true,
        state: { view: { status: 'finished', result: 'DRAW' } },
      },
    );
  });

  it('needs the version the judge saw for a decisive event', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const answer = await command(await judge(), ring.fights[0].id, { type: 'CANCEL' });
    expect(answer).toMatchObject({ ok: false, reason: 'command/invalid' });
    expect(await versionOf(ring.fights[0].id)).toBe(0);
  });
});

describe('the REST twin of commands', () => {
  const post = (fightId: string, body: unknown) =>
    t.http
      .post(`/api/fights/${fightId}/commands`)
      .set('Authorization', organizer)
      .set('Content-Type', 'application/json')
      .send(body as object);
  const valid = (event: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    commandId: randomUUID(),
    event: { at: Date.now(), ...event },
    ...extra,
  });

  it('answers 400 for every malformed body and leaves the fight as it was', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const fightId = ring.fights[0].id;
    let nested: Record<string, unknown> = { leaf: 'x' };
    for (let depth = 0; depth < 2000; depth++) nested = { deeper: nested };
    const malformed: unknown[] = [
      '"just a string"',
      '[1,2,3]',
      {},
      { event: { type: 'START', at: 1 } },
      valid({ type: 'DANCE' }),
      valid({ type: 'SCORE', side: 3, delta: 1 }),
      valid({ type: 'SCORE', side: 1, delta: 1, at: -5 }),
      { commandId: 'short', event: { type: 'START', at: 1 } },
      { commandId: `bad\u0000id-12345678`, event: { type: 'START', at: 1 } },
      valid({ type: 'START' }, { expectedVersion: 2 ** 40 }),
      valid({ type: 'START', padding: 'x'.repeat(20_000) }),
      valid({ type: 'START', nested }),
    ];
    for (const body of malformed) {
      const res =
        typeof body === 'string'
          ? await t.http
              .post(`/api/fights/${fightId}/commands`)
              .set('Authorization', organizer)
              .set('Content-Type', 'application/json')
              .send(body)
          : await post(fightId, body);
      expect({ body, status: res.status }).toMatchObject({ status: 400 });
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    expect(await versionOf(fightId)).toBe(0);
  });

  it('answers 404 for an unknown fight and 409 for a refusal, with the current state', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    expect((await post(randomUUID(), valid({ type: 'START' }))).status).toBe(404);
    expect((await post('not-a-fight', valid({ type: 'START' }))).status).toBe(404);
    const refused = await post(ring.fights[0].id, valid({ type: 'PAUSE' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      statusCode: 409,
      code: 'fight/not-running',
      message: 'The clock is not running',
      state: { fightId: ring.fights[0].id, version: 0 },
    });
    expect((await post(ring.fights[0].id, valid({ type: 'START' }))).status).toBe(200);
    const stale = await post(ring.fights[0].id, valid({ type: 'CANCEL' }, { expectedVersion: 0 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'conflict', state: { version: 1 } });
  });

  it('drops fields an event does not define before anything is stored', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const body = valid({ type: 'START', judgeNote: 'not part of START', admin: true });
    const res = await post(ring.fights[0].id, body);
    expect(res.status).toBe(200);
    const logged = await t.db.getRepository(FightEvent).findOneByOrFail({ commandId: body.commandId });
    expect(Object.keys(logged.event).sort()).toEqual(['at', 'type']);
  });
});
