import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Nomination } from '../../src/nominations/nomination.entity.js';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures } from './competition-fixtures.js';

/**
 * Several judges per ring (issue 33, item 1): judges' calls become the fight's score only when the panel's rule
 * confirms them, each call is stored once whatever the resends, a decision enters the fight once even when the
 * deciding calls arrive together, and the director overrules.
 */
let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;
let cup: Ring;
const judges: { id: string; token: string }[] = [];
let stranger: { id: string; token: string };

type Method = 'get' | 'post' | 'put' | 'delete';
const api = (method: Method, path: string, token?: string, body?: object) => {
  const req = t.http[method](`/api${path}`);
  if (token) req.set('Authorization', token);
  return body ? req.send(body) : req;
};
const left = { kind: 'clean', side: 1, points: 1 } as const;
const right = { kind: 'clean', side: 2, points: 2 } as const;
const callOn = (fightId: string, token: string, exchange: object, pressedAt: number, callId = randomUUID()) =>
  api('post', '/panel/calls', token, { callId, fightId, exchange, pressedAt });
const fightState = async (fightId: string) =>
  (await api('get', `/fights/${fightId}/state`, organizer)).body.view as { score1: number; score2: number };

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
  cup = await createRing(t.db, DEMO.organizer);
  await t.db
    .getRepository(Nomination)
    .update(cup.nomination.id, { rules: { panel: { mode: 'majority', judges: 3, windowMs: 1500 } } });
  for (const name of ['Ada', 'Ben', 'Cid']) {
    const judge = await f.register(name, 'Panel');
    judges.push(judge);
    expect((await api('post', `/areas/${cup.area.id}/judges`, organizer, { userId: judge.id })).status).toBe(
      201,
    );
  }
  stranger = await f.register('Sly', 'Stranger');
  const started = await api('post', `/fights/${cup.fights[0].id}/commands`, organizer, {
    commandId: randomUUID(),
    event: { type: 'START', at: Date.now() },
  });
  expect(started.body).toMatchObject({ ok: true });
});
afterAll(async () => {
  await t?.close();
});

describe('seats', () => {
  it("seats the ring's judges one a seat, the organizer as director, and refuses a stranger", async () => {
    for (const [i, judge] of judges.entries()) {
      const seated = await api('put', `/areas/${cup.area.id}/panel/seat`, judge.token, {
        seat: `judge${i + 1}`,
      });
      expect(seated.status).toBe(200);
      expect(seated.body.mine).toBe(`judge${i + 1}`);
    }
    expect(
      (await api('put', `/areas/${cup.area.id}/panel/seat`, organizer, { seat: 'director' })).status,
    ).toBe(200);
    const taken = await api('put', `/areas/${cup.area.id}/panel/seat`, organizer, { seat: 'judge1' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('panel/seat-taken');
    const refused = await api('put', `/areas/${cup.area.id}/panel/seat`, stranger.token, { seat: 'judge4' });
    expect(refused.status).toBe(403);
  });
});

describe('calls', () => {
  it('keeps a single judge’s call off the score, and confirms when a second judge agrees within the window', async () => {
    const fightId = cup.fights[0].id;
    const at = Date.now() - 5000;
    const first = await callOn(fightId, judges[0].token, left, at);
    expect(first.status).toBe(201);
    expect((await fightState(fightId)).score1).toBe(0);
    await callOn(fightId, judges[1].token, left, at + 400);
    expect(await fightState(fightId)).toMatchObject({ score1: 1, score2: 0 });
  });

  it('stores a resent call once and answers it as replayed', async () => {
    const fightId = cup.fights[0].id;
    const callId = randomUUID();
    const at = Date.now() - 3000;
    const once = await callOn(fightId, judges[2].token, right, at, callId);
    const twice = await callOn(fightId, judges[2].token, right, at, callId);
    expect([once.body.replayed, twice.body.replayed]).toEqual([false, true]);
    const panel = await api('get', `/fights/${fightId}/panel`, organizer);
    expect(
      panel.body.exchanges.flatMap((x: { calls: { _id: string }[] }) => x.calls.map((c) => c._id)),
    ).toContain(callId);
    expect(
      panel.body.exchanges
        .flatMap((x: { calls: { _id: string }[] }) => x.calls)
        .filter((c: { _id: string }) => c._id === callId),
    ).toHaveLength(1);
    // Someone else's call id is not theirs to replay.
    const stolen = await callOn(fightId, judges[0].token, right, at, callId);
    expect(stolen.status).toBe(409);
  });

  it('refuses a call from someone without a seat with a readable 403', async () => {
    const res = await callOn(cup.fights[0].id, stranger.token, left, Date.now());
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('sends one EXCHANGE when three judges agree at the same moment', async () => {
    const fightId = cup.fights[0].id;
    const before = await fightState(fightId);
    const at = Date.now() - 1000;
    await Promise.all(judges.map((judge, i) => callOn(fightId, judge.token, right, at + i * 10)));
    const after = await fightState(fightId);
    expect(after.score2 - before.score2).toBe(2);
  });

  it('lets the director overrule the last confirmed exchange: the score follows the ruling', async () => {
    const fightId = cup.fights[0].id;
    const panel = (await api('get', `/fights/${fightId}/panel`, organizer)).body as {
      exchanges: { _id: string; status: string; calls: unknown[] }[];
    };
    const last = panel.exchanges.filter((x) => x.status === 'decided').at(-1)!;
    const before = await fightState(fightId);
    const ruled = await api('post', `/fights/${fightId}/panel/decisions`, organizer, {
      exchangeId: last._id,
      exchange: left,
    });
    expect(ruled.status).toBe(201);
    const after = await fightState(fightId);
    expect([after.score1 - before.score1, after.score2 - before.score2]).toEqual([1, -2]);
    const ruledExchange = ruled.body.exchanges.find((x: { _id: string }) => x._id === last._id);
    expect(
      ruledExchange.decisions.map((d: { decision: { by: string; overruled: boolean } }) => d.decision),
    ).toEqual([
      expect.objectContaining({ by: 'majority', overruled: false }),
      expect.objectContaining({ by: 'director', overruled: true }),
    ]);
    // A judge may not rule.
    const judgeRules = await api('post', `/fights/${fightId}/panel/decisions`, judges[0].token, {
      exchangeId: last._id,
      exchange: right,
    });
    expect(judgeRules.status).toBe(403);
  });
});
