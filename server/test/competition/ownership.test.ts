import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildListQuery } from '@hema/shared/query/list-query';
import { room } from '@hema/shared/realtime/protocol';
import { refusalInfo } from '@hema/shared/realtime/refusals';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { User } from '../../src/users/user.entity.js';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { command, connectLive, subscribe, type LiveSocket } from '../support/live-client.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures } from './competition-fixtures.js';

let t: TestApp;
let f: CompetitionFixtures;
let owner: string;
let rival: string;
let admin: string;
/** The owner's published tournament, with everything in it. */
const world: Record<string, string> = {};

type Method = 'post' | 'put' | 'delete';
const call = (method: Method, path: string, token?: string, body: object = {}) => {
  const req = t.http[method](`/api${path}`);
  if (token) req.set('Authorization', token);
  return method === 'delete' ? req : req.send(body);
};

/** Every write of the competition API, against the owner's tournament. */
const writes = (): [Method, string, object][] => [
  ['put', `/tournaments/${world.tournament}`, { title: 'Taken over' }],
  ['post', `/tournaments/${world.tournament}/status`, { action: 'start' }],
  ['delete', `/tournaments/${world.tournament}`, {}],
  ['post', `/tournaments/${world.tournament}/nominations`, { title: 'Mine now', idString: 'mine-now' }],
  ['put', `/nominations/${world.nomination}`, { title: 'Mine now' }],
  ['delete', `/nominations/${world.nomination}`, {}],
  ['post', `/nominations/${world.nomination}/reset`, {}],
  ['post', `/nominations/${world.nomination}/participants`, { userId: world.fighter }],
  ['put', `/participants/${world.participant}`, { seed: 1 }],
  ['delete', `/participants/${world.participant}`, {}],
  ['post', `/nominations/${world.nomination}/stages`, { type: 'POOL' }],
  ['put', `/stages/${world.stage}`, { label: 'Mine' }],
  ['delete', `/stages/${world.stage}`, {}],
  ['post', `/stages/${world.stage}/generate`, {}],
  ['put', `/pools/${world.pool}`, { fighters: [] }],
  ['post', `/tournaments/${world.tournament}/areas`, { title: 'My ring' }],
  ['put', `/areas/${world.area}`, { title: 'My ring' }],
  ['delete', `/areas/${world.area}`, {}],
  ['put', `/areas/${world.area}/fights`, { fightIds: [] }],
];

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  f = new CompetitionFixtures(t);
  owner = await t.login(DEMO.organizer);
  admin = await t.login(DEMO.admin);
  rival = (await f.organizer()).token;
  const tournament = await f.tournament(owner);
  const nomination = await f.nomination(owner, tournament._id);
  const [fighter] = await f.fighters(owner, nomination._id, 3);
  const stage = await f.stage(owner, nomination._id, 'POOL');
  const pool = (await f.generate(owner, stage._id)).stage.pools[0];
  const area = await f.area(owner, tournament._id);
  await t.http
    .put(`/api/areas/${area._id}/fights`)
    .set('Authorization', owner)
    .send({ fightIds: [pool.fights[0]._id] });
  await t.http
    .post(`/api/tournaments/${tournament._id}/status`)
    .set('Authorization', owner)
    .send({ action: 'openForViewing' });
  const participants = await t.http.get(`/api/nominations/${nomination._id}/participants`);
  Object.assign(world, {
    tournament: tournament._id,
    nomination: nomination._id,
    participant: participants.body.items[0]._id,
    fighter,
    stage: stage._id,
    pool: pool._id,
    fight: pool.fights[0]._id,
    area: area._id,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('a second organizer', () => {
  it('cannot change anything in another organizer’s tournament: every write answers 403', async () => {
    for (const [method, path, body] of writes()) {
      const res = await call(method, path, rival, body);
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 403 });
      expect(res.body.code).toBe('competition/not-your-tournament');
    }
    const ring = await t.http.get(`/api/areas/${world.area}/fights`);
    expect(ring.body.fights.map((x: { _id: string }) => x._id)).toEqual([world.fight]);
    const tournament = await t.http.get(`/api/tournaments/${world.tournament}`);
    expect(tournament.body.title).toBe('Helsinki Open');
  });

  it('cannot pull the other tournament’s fights onto a ring of their own', async () => {
    const theirs = await f.tournament(rival);
    const ring = await f.area(rival, theirs._id);
    const res = await t.http
      .put(`/api/areas/${ring._id}/fights`)
      .set('Authorization', rival)
      .send({ fightIds: [world.fight] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('competition/foreign-fight');
  });

  it('cannot even see the other organizer’s tournament in developing: reads and writes answer 404', async () => {
    const draft = await f.tournament(owner, { title: 'Draft' });
    expect((await t.http.get(`/api/tournaments/${draft._id}`).set('Authorization', rival)).status).toBe(404);
    expect(
      (await t.http.get(`/api/tournaments/${draft._id}/nominations`).set('Authorization', rival)).status,
    ).toBe(404);
    expect(
      (await t.http.put(`/api/tournaments/${draft._id}`).set('Authorization', rival).send({ title: 'x' }))
        .status,
    ).toBe(404);
    const mine = await t.http
      .get(`/api/tournaments?${buildListQuery({ filter: [{ field: 'mine', custom: true, values: ['1'] }] })}`)
      .set('Authorization', rival);
    expect(mine.body.items.map((i: { _id: string }) => i._id)).not.toContain(draft._id);
  });
});

describe('signed-out visitors and ordinary users', () => {
  it('answers 401 to every write without a token', async () => {
    for (const [method, path, body] of [
      ...writes(),
      ['post', '/tournaments', {}] as [Method, string, object],
    ]) {
      const res = await call(method, path, undefined, body);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it('answers 403 to a fighter who tries to create or change a tournament', async () => {
    const fighter = await t.login(DEMO.fighter);
    expect(
      (
        await call('post', '/tournaments', fighter, {
          title: 'x',
          idString: 'x',
          dateStart: '2026-01-01',
          dateEnd: '2026-01-01',
        })
      ).status,
    ).toBe(403);
    expect((await call('put', `/tournaments/${world.tournament}`, fighter, { title: 'x' })).status).toBe(403);
  });
});

describe('an organizer whose licence has expired', () => {
  it('still reads their tournament but cannot create or change one: "Your organizer license has expired"', async () => {
    const trial = await t.login(DEMO.trial);
    const own = await f.tournament(trial, { title: 'Trial Cup' });
    await t.db
      .getRepository(User)
      .update({ email: DEMO.trial }, { licenseTill: new Date(Date.now() - 60_000) });
    expect((await t.http.get(`/api/tournaments/${own._id}`).set('Authorization', trial)).status).toBe(200);
    const update = await call('put', `/tournaments/${own._id}`, trial, { title: 'Still mine' });
    expect(update.status).toBe(403);
    expect(update.body).toMatchObject({
      code: 'competition/license-expired',
      message: 'Your organizer license has expired',
    });
    const create = await call('post', '/tournaments', trial, {
      title: 'New',
      idString: 'trial-new',
      dateStart: '2026-01-01',
      dateEnd: '2026-01-01',
    });
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('Your organizer license has expired');
    expect((await call('post', `/tournaments/${own._id}/areas`, trial, { title: 'Ring' })).status).toBe(403);
  });
});

describe('the live path: the same rule as REST, for every caller', () => {
  type Caller = 'anonymous' | 'fighter' | 'rival' | 'expired' | 'owner' | 'admin';
  const callers: Caller[] = ['anonymous', 'fighter', 'rival', 'expired', 'owner', 'admin'];
  const token: Partial<Record<Caller, string>> = {};
  const sockets: LiveSocket[] = [];
  let published: Ring;
  let draft: Ring;
  /** A ring of the organizer whose licence ran out. */
  let lapsed: Ring;

  beforeAll(async () => {
    token.fighter = await t.login(DEMO.fighter);
    token.rival = rival;
    token.owner = owner;
    token.admin = admin;
    // Another organizer whose licence ran out; they own a ring of their own too (a lapsed licence reads, never writes).
    const expired = await f.organizer();
    token.expired = expired.token;
    published = await createRing(t.db, DEMO.organizer);
    draft = await createRing(t.db, DEMO.organizer);
    await t.db.getRepository(Tournament).update(draft.tournament.id, { status: 'DEVELOPING' });
    const { email } = await t.db.getRepository(User).findOneByOrFail({ id: expired.id });
    if (!email) throw new Error('the expired organizer has an e-mail');
    lapsed = await createRing(t.db, email);
    // Not started yet: only a started tournament may be run on after its organizer's licence ends.
    await t.db.getRepository(Tournament).update(lapsed.tournament.id, { status: 'REG_CLOSED' });
    await t.db.getRepository(User).update({ email }, { licenseTill: new Date(Date.now() - 60_000) });
  });
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  const socketOf = async (caller: Caller) => {
    const socket = await connectLive(t.url, token[caller]);
    sockets.push(socket);
    return socket;
  };
  const rooms = (ring: Ring) => [
    room.tournament(ring.tournament.id),
    room.nomination(ring.nomination.id),
    room.area(ring.area.id),
    room.caption(ring.area.id),
    room.fight(ring.fights[0].id),
  ];
  /** Who sees a tournament in developing: its author and admins (spec §4), on REST and live alike. */
  const seesDraft = (caller: Caller) => caller === 'owner' || caller === 'admin';

  it('live reads (fight state, ring polling, every room kind): a draft only for its author and admins', async () => {
    for (const caller of callers) {
      for (const [ring, visible] of [
        [published, true],
        [draft, seesDraft(caller)],
      ] as const) {
        const status = visible ? 200 : 404;
        const get = (path: string) => {
          const req = t.http.get(`/api${path}`);
          return token[caller] ? req.set('Authorization', token[caller]!) : req;
        };
        const state = await get(`/fights/${ring.fights[0].id}/state`);
        const polling = await get(`/live/areas/${ring.area.id}`);
        const answer = await subscribe(await socketOf(caller), rooms(ring));
        expect({ caller, visible, state: state.status, polling: polling.status }).toEqual({
          caller,
          visible,
          state: status,
          polling: status,
        });
        expect({
          caller,
          visible,
          joined: answer.rooms.length,
          refused: Object.keys(answer.refused ?? {}),
        }).toEqual({ caller, visible, joined: visible ? 5 : 0, refused: visible ? [] : rooms(ring) });
      }
    }
  });

  it('commands (socket and REST): only the owner with a running licence and admins; nobody learns a draft exists', async () => {
    /** The HTTP status each caller is answered with: REST and the socket's typed refusal agree on the class. */
    const expected = (caller: Caller, ring: Ring): { socket: number; rest: number } => {
      if (caller === 'anonymous') return { socket: 401, rest: 401 };
      if (caller === 'owner' || caller === 'admin') return { socket: 200, rest: 200 };
      // Any account may send a command (it may judge a ring): REST and the socket tell a fighter who judges nothing
      // here that the fight does not exist when they may not see it, as they tell another organizer.
      if (caller === 'fighter')
        return { socket: ring === draft ? 404 : 403, rest: ring === draft ? 404 : 403 };
      if (ring === draft) return { socket: 404, rest: 404 };
      return { socket: 403, rest: 403 };
    };
    for (const ring of [published, draft]) {
      const [fight] = ring.fights;
      const start = await command(await socketOf('owner'), fight.id, { type: 'START' });
      expect(start.ok).toBe(true);
      for (const caller of callers) {
        const answer = await command(await socketOf(caller), fight.id, { type: 'SCORE', side: 1, delta: 1 });
        const req = t.http.post(`/api/fights/${fight.id}/commands`);
        if (token[caller]) req.set('Authorization', token[caller]!);
        const rest = await req.send({
          commandId: randomUUID(),
          event: { type: 'SCORE', side: 2, delta: 1, at: Date.now() },
        });
        const socket = answer.ok ? 200 : refusalInfo(answer.reason).status;
        expect({ caller, draft: ring === draft, socket, rest: rest.status }).toEqual({
          caller,
          draft: ring === draft,
          ...expected(caller, ring),
        });
        // A refusal never carries the fight's state to someone who may not score it.
        if (!answer.ok) expect(answer.state).toBeUndefined();
        if (rest.status !== 200) expect(rest.body.state).toBeUndefined();
      }
    }
    // Their own ring, once the licence has run out: refused for the licence, on both paths.
    const own = await command(await socketOf('expired'), lapsed.fights[0].id, { type: 'START' });
    expect(own).toMatchObject({ ok: false, reason: 'competition/license-expired' });
    const rest = await t.http
      .post(`/api/fights/${lapsed.fights[0].id}/commands`)
      .set('Authorization', token.expired!)
      .send({ commandId: randomUUID(), event: { type: 'START', at: Date.now() } });
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('competition/license-expired');
  });
});

describe('an admin', () => {
  it('may change any tournament and everything in it', async () => {
    expect((await call('put', `/tournaments/${world.tournament}`, admin, { city: 'Turku' })).body.city).toBe(
      'Turku',
    );
    expect((await call('put', `/areas/${world.area}`, admin, { title: 'Centre ring' })).body.title).toBe(
      'Centre ring',
    );
    expect((await call('put', `/stages/${world.stage}`, admin, { label: 'Day one' })).status).toBe(200);
    expect((await call('post', `/stages/${world.stage}/generate`, admin)).status).toBe(200);
    const draft = await f.tournament(owner, { title: 'Admin sees drafts' });
    expect((await t.http.get(`/api/tournaments/${draft._id}`).set('Authorization', admin)).status).toBe(200);
    expect((await call('delete', `/tournaments/${draft._id}`, admin)).status).toBe(204);
  });
});
