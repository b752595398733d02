import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from './competition-fixtures.js';

/**
 * The organizer's fight page: the fight's whole event log — who, when, from which console, the
 * score after each event, refusals, and "Fix results" as a new event through the fight engine (spec §4).
 */

let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
});
afterAll(async () => {
  await t?.close();
});

const as = (token: string) => ({ Authorization: token });

async function poolFight() {
  const tournament = await f.tournament(organizer);
  const nomination = await f.nomination(organizer, tournament._id);
  await f.fighters(organizer, nomination._id, 2);
  const stage = await f.stage(organizer, nomination._id, 'POOL');
  const fight: View = (await f.generate(organizer, stage._id)).stage.pools[0].fights[0];
  return { tournament, fight };
}

describe('a fight’s event log', () => {
  it('lists every command with its sender, console and the score after it; a fix is a new event', async () => {
    const { tournament, fight } = await poolFight();
    let version = 0;
    let n = 0;
    const send = async (event: Record<string, unknown>, console?: string) => {
      const res = await t.http
        .post(`/api/fights/${fight._id}/commands`)
        .set(as(organizer))
        .send({
          commandId: `log-${fight._id.slice(0, 8)}-${n++}`,
          expectedVersion: version,
          event: { ...event, at: Date.now() },
          ...(console ? { console } : {}),
        });
      if (res.body.ok) version = res.body.version;
      return res;
    };
    await send({ type: 'START' }, 'polling');
    await send({ type: 'SCORE', side: 1, delta: 1 }, 'polling');
    await send({ type: 'SCORE', side: 2, delta: 1 }, 'polling');
    await send({ type: 'SCORE', side: 1, delta: 1 }, 'polling');
    // A fix of a fight still running is refused, and logged as refused.
    const early = await send({ type: 'FIX_RESULT', score1: 0, score2: 3, result: 'F2_WIN' }, 'organizer');
    expect(early.status).toBe(409);
    await send({ type: 'FINISH', reason: 'byPoints' }, 'polling');
    // Fix results (spec §4): the organizer corrects the finished fight; the engine records it as a new event.
    const fixed = await send({ type: 'FIX_RESULT', score1: 2, score2: 3, result: 'F2_WIN' }, 'organizer');
    expect(fixed.status).toBe(200);
    expect(fixed.body.state.view).toMatchObject({
      score1: 2,
      score2: 3,
      result: 'F2_WIN',
      status: 'finished',
    });

    const log = await t.http.get(`/api/fights/${fight._id}/events`).set(as(organizer));
    expect(log.status).toBe(200);
    expect(log.body.count).toBe(7);
    const lines = log.body.items.map((e: View) => [
      e.event.type,
      e.applied,
      e.reason,
      e.console,
      e.score1,
      e.score2,
    ]);
    expect(lines).toEqual([
      ['START', true, null, 'polling', 0, 0],
      ['SCORE', true, null, 'polling', 1, 0],
      ['SCORE', true, null, 'polling', 1, 1],
      ['SCORE', true, null, 'polling', 2, 1],
      ['FIX_RESULT', false, 'fight/not-finished', 'organizer', 2, 1],
      ['FINISH', true, null, 'polling', 2, 1],
      ['FIX_RESULT', true, null, 'organizer', 2, 3],
    ]);
    const organizerName = (await t.http.get('/api/auth/current').set(as(organizer))).body.name;
    expect(log.body.items[0]).toMatchObject({
      user: { name: organizerName },
      version: 1,
      event: { type: 'START' },
    });
    expect(log.body.items[6].event).toMatchObject({ score1: 2, score2: 3, result: 'F2_WIN' });
    expect(Date.parse(log.body.items[0].recordedAt)).not.toBeNaN();

    // The stored fight took the fix: lists and standings read it.
    const stage = await t.http.get(`/api/pools/${fight.poolId}`).set(as(organizer));
    expect(stage.body.fights[0]).toMatchObject({ score1: 2, score2: 3, result: 'F2_WIN' });
    void tournament;
  });

  it('is for the tournament’s organizer and admins only', async () => {
    const { tournament, fight } = await poolFight();
    await t.http
      .post(`/api/tournaments/${tournament._id}/status`)
      .set(as(organizer))
      .send({ action: 'openForViewing' });
    const rival = (await f.organizer()).token;
    const fighter = await t.login(DEMO.fighter);
    const admin = await t.login(DEMO.admin);
    const read = (token?: string) => {
      const req = t.http.get(`/api/fights/${fight._id}/events`);
      return token ? req.set(as(token)) : req;
    };
    expect((await read()).status).toBe(401);
    expect((await read(fighter)).status).toBe(403);
    const other = await read(rival);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('competition/not-your-tournament');
    expect((await read(admin)).status).toBe(200);
    expect((await read(organizer)).body).toEqual({ items: [], count: 0 });
    expect((await t.http.get('/api/fights/not-a-fight/events').set(as(organizer))).status).toBe(404);
  });
});
