import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Nomination } from '../../src/nominations/nomination.entity.js';
import { PanelService } from '../../src/panel/panel.service.js';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { connectLive, type LiveSocket } from '../support/live-client.js';
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
/** A call, answered once stored; resolves after the panel has decided what it confirms (made after the answer). */
const callOn = async (
  fightId: string,
  token: string,
  exchange: object,
  pressedAt: number,
  callId = randomUUID(),
) => {
  const answer = await api('post', '/panel/calls', token, { callId, fightId, exchange, pressedAt });
  await t.app.get(PanelService).settled();
  return answer;
};
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

describe('seats assigned by the organizer', () => {
  it('seats a ring judge, moves them and frees the seat’s holder; refuses a non-judge and a judge', async () => {
    const [ada, ben] = judges;
    const seatOf = (body: { seats: { seat: string; user: { _id: string } }[] }, id: string) =>
      body.seats.find((s) => s.user._id === id)?.seat ?? null;
    const assign = (seat: string, userId: string, token = organizer) =>
      api('put', `/areas/${cup.area.id}/panel/seats/${seat}`, token, { userId });
    const moved = await assign('judge4', ada.id);
    expect(moved.status).toBe(200);
    expect(seatOf(moved.body, ada.id)).toBe('judge4');
    // Ben takes Ada's seat: Ada stands up.
    const taken = await assign('judge4', ben.id);
    expect([seatOf(taken.body, ben.id), seatOf(taken.body, ada.id)]).toEqual(['judge4', null]);
    expect((await assign('judge1', stranger.id)).status).toBe(400);
    expect((await assign('judge1', 'not-an-id')).status).toBe(404);
    expect((await assign('judge1', ada.id, ada.token)).status).toBe(403);
    // Back as the seats test left them.
    for (const [i, judge] of judges.entries())
      expect((await assign(`judge${i + 1}`, judge.id)).status).toBe(200);
    const ring = await api('get', `/areas/${cup.area.id}/panel`, organizer);
    expect(judges.map((j) => seatOf(ring.body, j.id))).toEqual(['judge1', 'judge2', 'judge3']);
    expect(
      seatOf(ring.body, ring.body.seats.find((s: { seat: string }) => s.seat === 'director').user._id),
    ).toBe('director');
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

describe('the fight log', () => {
  it('names the panel as where its exchanges and their undos came from, never a client console', async () => {
    const log = await api('get', `/fights/${cup.fights[0].id}/events`, organizer);
    expect(log.status).toBe(200);
    const entries = log.body.items as { event: { type: string }; console: string | null }[];
    const fromPanel = entries.filter((e) => ['EXCHANGE', 'UNDO_EXCHANGE'].includes(e.event.type));
    expect(fromPanel.length).toBeGreaterThanOrEqual(3);
    expect(new Set(fromPanel.map((e) => e.console))).toEqual(new Set(['panel']));
    // A client cannot claim to be the panel.
    const claimed = await api('post', `/fights/${cup.fights[0].id}/commands`, organizer, {
      commandId: randomUUID(),
      console: 'panel',
      event: { type: 'PAUSE', at: Date.now() },
    });
    expect(claimed.status).toBe(400);
  });
});

describe('a call after the decision', () => {
  it('joins the decided exchange as late and changes nothing; a first call alone decides nothing', async () => {
    const fightId = cup.fights[0].id;
    const before = await fightState(fightId);
    // Past every window of the exchanges the tests above decided: this one starts afresh.
    t.clock.advance(5_000);
    const at = t.clock.now().getTime() - 500;
    const first = await callOn(fightId, judges[0].token, left, at);
    expect(first.body.call).toMatchObject({ late: false });
    expect(await fightState(fightId)).toEqual(before);
    await callOn(fightId, judges[1].token, left, at + 100);
    const decided = await fightState(fightId);
    expect(decided.score1 - before.score1).toBe(1);
    const late = await callOn(fightId, judges[2].token, left, at + 200);
    expect(late.status).toBe(201);
    const panel = await api('get', `/fights/${fightId}/panel`, organizer);
    const calls = panel.body.exchanges.flatMap((x: { calls: { _id: string; late: boolean }[] }) => x.calls);
    expect(calls.find((c: { _id: string }) => c._id === late.body.call._id)).toMatchObject({ late: true });
    expect(await fightState(fightId)).toEqual(decided);
  });
});

describe('a call pressed first that arrives last', () => {
  it('joins the exchange the others decided, as late, instead of opening one of its own', async () => {
    const fightId = cup.fights[0].id;
    t.clock.advance(5_000);
    const at = t.clock.now().getTime() - 1_000;
    await callOn(fightId, judges[1].token, left, at + 300);
    await callOn(fightId, judges[2].token, left, at + 400);
    const decided = await fightState(fightId);
    // Judge 1 pressed before both, but the device was offline: the call comes in now.
    const late = await callOn(fightId, judges[0].token, left, at);
    const panel = await api('get', `/fights/${fightId}/panel`, organizer);
    const exchange = panel.body.exchanges.find((x: { calls: { _id: string }[] }) =>
      x.calls.some((c) => c._id === late.body.call._id),
    );
    expect(exchange.status).toBe('decided');
    expect(exchange.calls).toHaveLength(3);
    expect(exchange.calls.find((c: { _id: string }) => c._id === late.body.call._id)).toMatchObject({
      late: true,
    });
    expect(await fightState(fightId)).toEqual(decided);
  });
});

describe('a late call between two close exchanges', () => {
  it('joins the exchange it was pressed nearest to, not the earlier one', async () => {
    const fightId = cup.fights[0].id;
    t.clock.advance(5_000);
    const at = t.clock.now().getTime() - 2_000;
    // Judges 2 and 3 decide one exchange, and another a second later (each calls again, so a new exchange opens).
    await callOn(fightId, judges[1].token, left, at);
    await callOn(fightId, judges[2].token, left, at + 50);
    await callOn(fightId, judges[1].token, right, at + 1_000);
    await callOn(fightId, judges[2].token, right, at + 1_050);
    // Judge 1 missed the first and called the second, from a device that was offline: within the first's window
    // too (1.5 s), but nearest to the second.
    const late = await callOn(fightId, judges[0].token, right, at + 1_100);
    const panel = await api('get', `/fights/${fightId}/panel`, organizer);
    const exchange = panel.body.exchanges.find((x: { calls: { _id: string }[] }) =>
      x.calls.some((c) => c._id === late.body.call._id),
    );
    expect(exchange.status).toBe('decided');
    expect(exchange.leading).toEqual(right);
  });
});

describe('calls on the live socket', () => {
  it('stores a call once, answers a resend as replayed, refuses without a seat, and ends with the session', async () => {
    const fightId = cup.fights[0].id;
    t.clock.advance(5_000);
    const at = t.clock.now().getTime() - 500;
    const before = await fightState(fightId);
    const [a, b] = await Promise.all([
      connectLive(t.url, judges[0].token),
      connectLive(t.url, judges[1].token),
    ]);
    const call = async (socket: LiveSocket, callId: string, pressedAt: number) => {
      const answer = await socket
        .timeout(5_000)
        .emitWithAck('panel:call', { callId, fightId, exchange: right, pressedAt });
      await t.app.get(PanelService).settled();
      return answer;
    };
    try {
      const callId = randomUUID();
      const first = await call(a, callId, at);
      expect(first).toMatchObject({
        ok: true,
        callId,
        replayed: false,
        call: { _id: callId, seat: 'judge1' },
      });
      expect(await call(a, callId, at)).toMatchObject({ ok: true, replayed: true });
      expect(await fightState(fightId)).toEqual(before);
      // A second judge agrees on the socket: the exchange is decided, as over REST.
      const second = await call(b, randomUUID(), at + 100);
      expect(second).toMatchObject({ ok: true, call: { late: false } });
      expect((await fightState(fightId)).score2 - before.score2).toBe(2);
      // Malformed, and from someone without a seat: typed refusals, nothing stored.
      expect(await a.timeout(5_000).emitWithAck('panel:call', { callId: 'x' } as never)).toMatchObject({
        ok: false,
        reason: 'command/invalid',
      });
      const strangerSocket = await connectLive(t.url, stranger.token);
      try {
        expect(await call(strangerSocket, randomUUID(), at + 200)).toMatchObject({
          ok: false,
          reason: 'panel/no-seat',
        });
      } finally {
        strangerSocket.disconnect();
      }
      // Signed out elsewhere: the socket's next call is refused as unauthorized.
      await t.http.post('/api/auth/logout').set('Authorization', judges[1].token);
      expect(await call(b, randomUUID(), at + 300)).toMatchObject({ ok: false, reason: 'auth/unauthorized' });
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
});
